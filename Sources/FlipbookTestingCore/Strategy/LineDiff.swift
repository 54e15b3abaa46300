/// A unified diff of two texts, line by line, for golden text files (the
/// trace diff in failure messages, `trace.diff` and the HTML report).
///
/// The lines are aligned by ``MyersDiff``: a shortest edit script at any
/// size, so a few changed lines in a long text show as just those lines
/// removed and added, with context around them.
enum LineDiff {
    enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The edits that turn `expected` into `actual`: every line once, in order,
    /// as few removed and added lines as possible. In each block of changes
    /// between two unchanged lines, the removed lines come first.
    static func edits(_ expected: [String], _ actual: [String]) -> [Edit] {
        var out: [Edit] = []
        out.reserveCapacity(max(expected.count, actual.count))
        var i = 0
        var j = 0
        for run in MyersDiff.matches(expected, actual) {
            out += expected[i..<run.a].map(Edit.removed)
            out += actual[j..<run.b].map(Edit.added)
            out += expected[run.a..<(run.a + run.count)].map(Edit.same)
            i = run.a + run.count
            j = run.b + run.count
        }
        out += expected[i...].map(Edit.removed)
        out += actual[j...].map(Edit.added)
        return out
    }

    /// The unified diff (`--- expected`, `+++ actual`, `@@ -a,b +c,d @@` hunks
    /// with `context` lines around each change); empty when the texts have the
    /// same lines. Line numbers are from 1; a hunk with no line on one side
    /// gives that side as the line before it, with count 0 (as `diff -u`).
    static func unified(
        expected: String, actual: String, context: Int = 3,
        expectedName: String = "expected", actualName: String = "actual"
    ) -> String {
        let edits = edits(lines(expected), lines(actual))
        let changed = edits.indices.filter {
            if case .same = edits[$0] { return false }
            return true
        }
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
        // Line numbers (from 1) of the next expected and actual line, advanced edit by edit.
        var position = 0
        var oldLine = 1
        var newLine = 1
        func advance(over edit: Edit) {
            switch edit {
            case .same:
                oldLine += 1
                newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        for hunk in hunks {
            while position < hunk.lowerBound {
                advance(over: edits[position])
                position += 1
            }
            let oldStart = oldLine
            let newStart = newLine
            var body = ""
            for edit in edits[hunk] {
                switch edit {
                case .same(let line): body += " \(line)\n"
                case .removed(let line): body += "-\(line)\n"
                case .added(let line): body += "+\(line)\n"
                }
                advance(over: edit)
            }
            position = hunk.upperBound + 1
            let oldCount = oldLine - oldStart
            let newCount = newLine - newStart
            out +=
                "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
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
