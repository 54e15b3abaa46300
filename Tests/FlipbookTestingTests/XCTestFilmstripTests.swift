import Flipbook
import FlipbookTesting
import XCTest

/// `assertFilmstrip` from XCTest: no Swift Testing test is current, so the
/// assertion reports with `XCTFail`. Checks the golden committed at
/// `__Filmstrips__/XCTestFilmstripTests/slide-xctest/`.
final class XCTestFilmstripTests: XCTestCase {
    // XCTest on Linux cannot discover `@MainActor` test methods; it runs tests on the main thread.
    func testFilmstripMatchesTheCommittedGolden() {
        MainActor.assumeIsolated {
            let result = assertFilmstrip(GoldenFixture.film(), named: "slide-xctest", sampling: .every(3))
            XCTAssertEqual(result.outcome, .passed, result.message)
            XCTAssertEqual(result.frames.map(\.index), [0, 3, 6, 9])
        }
    }
}
