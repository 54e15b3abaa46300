import Foundation

/// A problem with a scene document: where it is and what was expected.
///
/// `line` and `column` count from 1 (columns in Unicode scalars, as libyaml
/// does); a problem with the file as a whole (too large, unreadable) is
/// reported at 1:1. The description is one sentence:
///
///     unknown key 'backgroundColour' at scene.yaml:12:5; did you mean 'backgroundColor'?
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document's file name as given to the loader (its last path component).
    public var file: String
    /// From 1.
    public var line: Int
    /// From 1.
    public var column: Int
    /// What is wrong, without the location, such as "unknown key 'colour'".
    public var problem: String
    /// What to do instead, such as "did you mean 'color'?"; nil when there is no advice.
    public var hint: String?

    /// An error at `file`:`line`:`column` (both from 1), with an optional hint.
    public init(file: String, line: Int, column: Int, problem: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
        self.hint = hint
    }

    /// The whole sentence: problem, location, then the hint after a semicolon.
    public var description: String {
        "\(problem) at \(file):\(line):\(column)" + (hint.map { "; \($0)" } ?? "")
    }
}

extension SceneError: LocalizedError {
    public var errorDescription: String? { description }
}
