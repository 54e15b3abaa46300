/// The edit distance behind every "did you mean ...?" in Flipbook.
public enum EditDistance {
    /// The optimal-string-alignment (restricted Damerau-Levenshtein) distance
    /// between two words: insertions, deletions, substitutions and swaps of
    /// neighbours each count 1. Letters compare case-insensitively; only the
    /// first 64 characters of each word count, so the cost stays small
    /// (O(64 x 64)) whatever the input.
    public static func between(_ a: String, _ b: String) -> Int {
        let s = Array(a.lowercased().prefix(64))
        let t = Array(b.lowercased().prefix(64))
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { d[i][0] = i }
        for j in 0...t.count { d[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[s.count][t.count]
    }
}
