import Flipbook
import Foundation

/// Closest-name suggestions for misspelt animator and parameter names.
enum NameSuggestions {
    /// Up to `limit` of `candidates` closest to `word` by edit distance
    /// (case-insensitive), in name order: those at the smallest distance found,
    /// if that is plausible (within max(2, length / 2) edits, or one word a
    /// prefix of the other, which counts as 1).
    static func closest(to word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let lower = word.lowercased()
        let scored = candidates.map { candidate -> (String, Int) in
            let c = candidate.lowercased()
            let prefix = !lower.isEmpty && (c.hasPrefix(lower) || lower.hasPrefix(c))
            return (candidate, prefix ? 1 : editDistance(lower, c))
        }
        let plausible = scored.filter { $0.1 <= max(2, $0.0.count / 2) }
        guard let best = plausible.map(\.1).min() else { return [] }
        return
            plausible
            .filter { $0.1 == best }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(limit)
            .map(\.0)
    }

    /// Levenshtein distance over the first 64 characters of each word.
    static func editDistance(_ a: String, _ b: String) -> Int { EditDistance.between(a, b) }
}
