import Flipbook
import Foundation

/// Checks one film per variant against its own golden,
/// `<name>@<variant name>` (the names `flipbook record` gives a scene's
/// variants), and fails the running test for each that does not match.
///
/// `film` makes the variant's film; run the transition in
/// `variant.makeWindow(size:scale:)` so the device and traits apply. It is
/// called inside `variant.withSettings`, so Reduce Motion is on for the
/// variants that ask for it.
///
/// ```swift
/// @Test @MainActor func pushVariants() throws {
///     let variants = [Variant(appearance: .light), Variant(appearance: .dark),
///                     Variant(device: .iPad, reduceMotion: true)]
///     assertFilmstrip(named: "push", variants: variants) { variant in
///         try recordPush(in: variant.makeWindow(size: CGSize(width: 375, height: 667), scale: 2))
///     }
/// }
/// ```
/// - Returns: each variant's verification, in order; a variant whose film
///   could not be made fails the test with the error and is left out.
@MainActor
@discardableResult
public func assertFilmstrip(
    named name: String, variants: [Variant], sampling: FrameSampling = .standard,
    tolerance: FilmTolerance = .exact, record: RecordMode? = nil, goldensDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: StaticString = #function, line: UInt = #line, column: UInt = #column,
    film: (Variant) throws -> Film
) -> [FilmstripVerification] {
    var out: [FilmstripVerification] = []
    for variant in variants {
        let made: Film
        do {
            made = try variant.withSettings { try film(variant) }
        } catch {
            IssueReporter.fail(
                "variant \(variant.name) of '\(name)': the film could not be made: \(error)",
                fileID: fileID, filePath: filePath, line: line, column: column)
            continue
        }
        out.append(
            assertFilmstrip(
                made, named: "\(name)@\(variant.name)", sampling: sampling, tolerance: tolerance,
                record: record, goldensDirectory: goldensDirectory, fileID: fileID,
                filePath: filePath, function: function, line: line, column: column))
    }
    return out
}
