import FlipbookTestingCore
import Foundation
import Testing

/// An input fingerprint names the same inputs with the same digest, and says what changed.
@Suite struct InputFingerprintTests {
    @Test func theDigestDependsOnEveryPartAndNotOnOrder() {
        let a = InputFingerprint(parts: ["scene": "sha256:1", "cairo": "1.16.0"])
        let b = InputFingerprint(parts: ["cairo": "1.16.0", "scene": "sha256:1"])
        #expect(a == b && a.matches(b) && a.digest.hasPrefix("sha256:") && a.digest.count == 7 + 64)
        #expect(a.digest == "sha256:" + SHA256.hex(of: Data("cairo=1.16.0\nscene=sha256:1\n".utf8)))
        #expect(InputFingerprint(parts: ["scene": "sha256:2", "cairo": "1.16.0"]).digest != a.digest)
        #expect(a.changes(from: b).isEmpty)
    }

    @Test func changesNameEachInputInOrder() {
        let recorded = InputFingerprint(parts: [
            "scene": "sha256:" + String(repeating: "a", count: 64), "cairo": "1.16.0",
            "plugin:libSpin.so": "sha256:" + String(repeating: "c", count: 64),
        ])
        let now = InputFingerprint(parts: [
            "scene": "sha256:" + String(repeating: "b", count: 64), "cairo": "1.18.0",
            "image:photo.png": "sha256:" + String(repeating: "d", count: 64),
        ])
        #expect(
            now.changes(from: recorded) == [
                "cairo changed (1.16.0 -> 1.18.0)",
                "image:photo.png is new",
                "plugin:libSpin.so is gone",
                "scene changed (sha256:aaaaaaaa… -> sha256:bbbbbbbb…)",
            ])
    }
}
