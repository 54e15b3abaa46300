import Foundation
import Testing

@testable import FlipbookScene

/// Scene numbers are recognised by a scan that must accept exactly what the
/// regular expression it replaced accepted.
@Suite struct SceneNumberSyntaxTests {
    static let pattern = #"^[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?$"#

    @Test func theScanAgreesWithTheRegularExpression() {
        var texts = [
            "0", "1.", ".5", "-.5", "+3e-2", "1e", "e5", ".", "-", "+", "", "1.2.3", "1e+", "12E7", "0x10",
            " 1", "1 ", "--1", "1e5.0", "inf", "nan", "٣", "1_000",
        ]
        var random = UInt64(12345)
        let alphabet = Array("0123456789+-.eE x")
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<Int(random % 7) {
                random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(random >> 33) % alphabet.count])
            }
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            texts.append(text)
        }
        for text in texts {
            let expected = text.range(of: Self.pattern, options: .regularExpression) != nil
            #expect(SceneParser.isDecimal(text.utf8) == expected, "'\(text)'")
        }
        #expect(SceneParser.decimal("2.5e1") == 25)
        #expect(SceneParser.decimal("1e999") == nil)  // not finite
    }
}
