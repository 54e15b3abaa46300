/// A unified diff of two texts, line by line, for golden text files.
///
/// Common leading and trailing lines are set aside first; the rest is
/// aligned by a longest-common-subsequence table when it has at most
/// ``maximumCells`` cells, otherwise shown as one replaced block (still a
/// correct diff, only coarser).
enum LineDiff {
    static let maximumCells = 4_000_000

    enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The edits that turn `expected` into `actual`.
    static func edits(_ expected: [String], _ actual: [String]) -> [Edit] {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
              expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix] { suffix += 1 }
        let a = Array(expected[prefix..<(expected.count - suffix)])
        let b = Array(actual[prefix..<(actual.count - suffix)])
        var out = expected[..<prefix].map(Edit.same)
        if a.count * b.count <= maximumCells {
            out += middle(a, b)
        } else {
            out += a.map(Edit.removed) + b.map(Edit.added)
        }
        out += expected[(expected.count - suffix)...].map(Edit.same)
        return out
    }

    private static func middle(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        guard n > 0, m > 0 else { return a.map(Edit.removed) + b.map(Edit.added) }
        // lcs[i][j]: the longest common subsequence of a[i...] and b[j...], row-major.
        var lcs = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i * (m + 1) + j] = a[i] == b[j] ? lcs[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1])
            }
        }
        var out: [Edit] = []
        var i = 0, j = 0
        while i < n, j < m {
            if a[i] == b[j] { out.append(.same(a[i])); i += 1; j += 1 }
            else if lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1] { out.append(.removed(a[i])); i += 1 }
            else { out.append(.added(b[j])); j += 1 }
        }
        out += a[i...].map(Edit.removed) + b[j...].map(Edit.added)
        return out
    }

    /// The unified diff (`--- expected`, `+++ actual`, `@@ -a,b +c,d @@` hunks
    /// with `context` lines around each change); empty when the texts are equal.
    static func unified(expected: String, actual: String, context: Int = 3,
                        expectedName: String = "expected", actualName: String = "actual") -> String {
        let edits = edits(lines(expected), lines(actual))
        let changed = edits.indices.filter { if case .same = edits[$0] { return false }; return true }
        guard !changed.isEmpty else { return "" }
        // Group changes whose context windows touch into hunks.
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        for hunk in hunks {
            var oldStart = 1, newStart = 1
            for edit in edits[..<hunk.lowerBound] {
                switch edit {
                case .same: oldStart += 1; newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            var oldCount = 0, newCount = 0, body = ""
            for edit in edits[hunk] {
                switch edit {
                case .same(let line): oldCount += 1; newCount += 1; body += " \(line)\n"
                case .removed(let line): oldCount += 1; body += "-\(line)\n"
                case .added(let line): newCount += 1; body += "+\(line)\n"
                }
            }
            out += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            out += body
        }
        return out
    }

    /// The lines of `text`, without the final empty line after a trailing newline.
    static func lines(_ text: String) -> [String] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts
    }
}
