import Foundation

/// A scene that loads but cannot run: an animator refused its parameters, a
/// presentation could not start, the transition never ended, the output
/// folder cannot be written. The description is one sentence naming the
/// scene file and, where it helps, what to do.
public struct SceneRunError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scene's file name (or "scene" when it has none).
    public var file: String
    /// What went wrong.
    public var problem: String
    /// What to do instead; nil when there is no advice.
    public var hint: String?
    /// Where in the scene file the problem was written (an animator's
    /// parameter), when it is known.
    public var location: SceneLocation?

    /// An error in the scene `file`, with an optional hint and the place in the file it was written.
    public init(file: String, problem: String, hint: String? = nil, location: SceneLocation? = nil) {
        self.file = file
        self.problem = problem
        self.hint = hint
        self.location = location
    }

    /// `file: problem; hint`, or with a location, as ``SceneError`` words it:
    /// `problem at file:line:column; hint`.
    public var description: String {
        let head = location.map { "\(problem) at \($0.file):\($0.line):\($0.column)" } ?? "\(file): \(problem)"
        return head + (hint.map { "; \($0)" } ?? "")
    }
}

extension SceneRunError: LocalizedError {
    public var errorDescription: String? { description }
}
