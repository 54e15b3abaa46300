import Flipbook
import Foundation

/// Checks `film` against the golden `named` and fails the running test
/// (Swift Testing or XCTest) when it does not match or was just recorded.
///
/// The golden is a folder `__Filmstrips__/<TestFileName>/<name>/` beside the
/// test file (or `<goldensDirectory>/<name>/`) with `manifest.json`,
/// `trace.txt` and `frame-NNNN.png` for each sampled frame. The manifest is
/// compared first, then the trace, then the sampled frames under
/// `tolerance`. On a mismatch, expected / actual / diff pictures, a contact
/// sheet and an HTML report go to `.build/flipbook-artifacts/<test>/<name>/`
/// (or `$FLIPBOOK_ARTIFACTS`), and the message names the report and the
/// command that accepts the change.
///
/// ```swift
/// @Test @MainActor func push() throws {
///     let film = recordPush()            // a Film from FilmRecorder
///     assertFilmstrip(film, named: "push", sampling: .evenly(6))
/// }
/// ```
///
/// - Parameters:
///   - record: overrides the scope's and the environment's record mode
///     (`FLIPBOOK_RECORD`; default `missing`, `never` when `CI` is set).
/// - Returns: the verification, for tests that want its numbers.
@MainActor
@discardableResult
public func assertFilmstrip(
    _ film: Film, named name: String, sampling: FrameSampling = .standard,
    tolerance: FilmTolerance = .exact, record: RecordMode? = nil,
    goldensDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) -> FilmstripVerification {
    let context = TestContext.current(filePath: "\(filePath)", function: "\(function)")
    let verification = verifyFilmstrip(
        film, named: name, sampling: sampling, tolerance: tolerance, record: record,
        goldensDirectory: goldensDirectory, context: context)
    if !verification.passed {
        IssueReporter.fail(verification.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return verification
}
