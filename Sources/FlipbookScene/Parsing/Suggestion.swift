import Flipbook

/// Finds the known name closest to a misspelt one.
enum Suggestion {
    /// The optimal-string-alignment (restricted Damerau-Levenshtein) distance:
    /// insertions, deletions, substitutions and swaps of neighbours each count 1.
    /// Letters compare case-insensitively.
    static func distance(_ a: String, _ b: String) -> Int { EditDistance.between(a, b) }

    /// The closest of `candidates` to `name` when it is close enough to be a
    /// likely typo: at most a third of the name's length (at least 1) edits away,
    /// and fewer edits than the name has letters. Ties go to the earlier candidate.
    static func nearest(to name: String, among candidates: [String]) -> String? {
        let limit = max(1, name.count / 3)
        var best: (String, Int)?
        for c in candidates {
            let d = distance(name, c)
            if d <= limit, d < name.count, d < (best?.1 ?? .max) { best = (c, d) }
        }
        return best?.0
    }

    /// "did you mean 'x'?" for a close name, else "expected one of 'a', 'b', ..." (nil when there are none).
    static func hint(for name: String, among candidates: [String]) -> String? {
        if let near = nearest(to: name, among: candidates) { return "did you mean '\(near)'?" }
        guard !candidates.isEmpty else { return nil }
        return "expected one of " + candidates.map { "'\($0)'" }.joined(separator: ", ")
    }
}
