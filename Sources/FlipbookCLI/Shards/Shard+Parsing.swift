import ArgumentParser
import FlipbookWorkflow

extension Shard {
    /// Parses `I/N` with 1 <= I <= N.
    /// - Throws: `ValidationError` naming the value.
    init(parsing text: String) throws {
        guard let shard = Self.parse(text) else {
            throw ValidationError("--shard must be I/N with 1 <= I <= N, such as 1/4; got '\(text)'")
        }
        self = shard
    }
}
