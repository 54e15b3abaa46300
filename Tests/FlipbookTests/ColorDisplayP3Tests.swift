import Foundation
import Testing

@testable import Flipbook

/// `UIColor(displayP3Red:green:blue:alpha:)`
/// (https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:)):
/// Display P3 components converted to (extended) sRGB.
@Suite struct ColorDisplayP3Tests {
    private func components(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }

    @Test func whiteBlackAndGreyAreTheSameInBothSpaces() {
        #expect(
            components(Color(displayP3Red: 1, green: 1, blue: 1, alpha: 1)).map { ($0 * 1e6).rounded() / 1e6 } == [1, 1, 1, 1])
        #expect(components(Color(displayP3Red: 0, green: 0, blue: 0, alpha: 0.5)) == [0, 0, 0, 0.5])
        let grey = Color(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        #expect(abs(grey.red - 0.5) < 1e-6 && abs(grey.green - 0.5) < 1e-6 && abs(grey.blue - 0.5) < 1e-6)
    }

    @Test func p3RedIsOutsideSRGB() {
        // UIKit's extended sRGB components of P3 red: about (1.0931, -0.2267, -0.1501).
        let red = Color(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        #expect(abs(red.red - 1.0931) < 0.002, "\(red.red)")
        #expect(abs(red.green - -0.2267) < 0.002, "\(red.green)")
        #expect(abs(red.blue - -0.1501) < 0.002, "\(red.blue)")
        // A colour inside sRGB's gamut is less saturated in P3 terms: P3 (0.8, 0.2, 0.2) is redder in sRGB.
        let muted = Color(displayP3Red: 0.8, green: 0.2, blue: 0.2, alpha: 1)
        #expect(muted.red > 0.8 && muted.green < 0.2)
    }
}
