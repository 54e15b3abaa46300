import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookTestingCore

/// The trace diff (`Diffing<String>.lines`, the diff in verify and record
/// messages, `trace.diff` and the report): a shortest line diff at any size.
@Suite struct TraceDiffTests {
    /// The unified diff that `Diffing.lines` attaches for `expected` -> `actual`, or nil when they match.
    func diff(_ expected: String, _ actual: String) -> (message: String, diff: String)? {
        guard let failure = Diffing<String>.lines.diff(expected, actual) else { return nil }
        let attachment = failure.attachments.first { $0.role == "diff" }
        return (failure.message, attachment.map { String(decoding: $0.data, as: UTF8.self) } ?? "")
    }

    func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    /// The removed and added lines of a unified diff (without the `---`/`+++` header).
    func changes(_ diff: String) -> (removed: [String], added: [String]) {
        let body = LineDiff.lines(diff).dropFirst(2)
        return (
            body.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) },
            body.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
        )
    }

    @Test func aLongTraceWithScatteredChangesShowsOnlyTheChangedLines() throws {
        // 3633 distinct lines, 61 of them changed, 59 lines apart: each change is its own hunk.
        let old = (1...3633).map { "line \($0) View#box frame=(\($0 % 40).00, 5.00, 10.00, 10.00)" }
        let changed = (0..<61).map { 12 + 59 * $0 }  // 1-based line numbers
        var new = old
        for line in changed { new[line - 1] = "line \(line) View#box frame=(99.00, 5.00, 10.00, 10.00) alpha=0.500" }
        let result = try #require(diff(text(old), text(new)))
        #expect(
            result.message.hasPrefix("61 lines removed, 61 added:\n--- expected\n+++ actual\n@@ -9,7 +9,7 @@\n line 9 "),
            "\(result.message.prefix(300))")
        var expected = "--- expected\n+++ actual\n"
        for line in changed {
            expected += "@@ -\(line - 3),7 +\(line - 3),7 @@\n"
            expected += (line - 3..<line).map { " \(old[$0 - 1])\n" }.joined()
            expected += "-\(old[line - 1])\n+\(new[line - 1])\n"
            expected += (line + 1...line + 3).map { " \(old[$0 - 1])\n" }.joined()
        }
        #expect(result.diff == expected)
        #expect(LineDiff.lines(result.diff).count == 2 + 61 * 9)
    }

    @Test func repeatedTraceLinesAreAlignedWithTheFewestChanges() throws {
        // A film-like trace: 300 frames of 12 lines, most of them the same in every frame.
        // In 61 frames the "View#badge" line moves from above the rows to below the label, so
        // every changed line also occurs unchanged elsewhere (the alignment is not trivial).
        // Moving the badge costs 2 lines, moving the 7 lines it passes 14: the shortest
        // script removes and adds exactly the moved badges.
        func frame(_ i: Int, badge: Bool, extra: Bool) -> [String] {
            var lines = ["# frame \(i)", "state running \(i % 7)%", "canvas 40.00x60.00 @1.00x", "Window frame=(0, 0, 40, 60)"]
            if badge { lines.append("  View#badge frame=(30, 2, 8, 8)") }
            lines += (0..<6).map { "  View#row\($0) frame=(0, \($0 * 10), 40, 10)" }
            lines.append("  Label frame=(0, 50, 40, 10)")
            if extra { lines.append("  View#badge frame=(30, 2, 8, 8)") }
            return lines
        }
        let moved = Set((0..<61).map { 3 + 4 * $0 + ($0 % 3) })
        let old = (0..<300).flatMap { frame($0, badge: true, extra: false) }
        let new = (0..<300).flatMap { frame($0, badge: !moved.contains($0), extra: moved.contains($0)) }
        #expect(old.count == 3600 && new.count == 3600)
        let result = try #require(diff(text(old), text(new)))
        let (removed, added) = changes(result.diff)
        #expect(removed.count == 61 && added.count == 61, "\(removed.count) removed, \(added.count) added")
        #expect(removed.allSatisfy { $0 == "  View#badge frame=(30, 2, 8, 8)" })
        #expect(added.allSatisfy { $0 == "  View#badge frame=(30, 2, 8, 8)" })
        // Two hunks per moved frame i (frames are 12 lines in both texts; 7 unchanged lines
        // between the two changes are more than 2 x 3 lines of context).
        var expected = "--- expected\n+++ actual\n"
        for i in moved.sorted() {
            let start = 12 * i  // 0-based index of frame i's first line, in both texts
            expected += "@@ -\(start + 2),7 +\(start + 2),6 @@\n"
            expected += old[(start + 1)...(start + 3)].map { " \($0)\n" }.joined() + "-\(old[start + 4])\n"
            expected += old[(start + 5)...(start + 7)].map { " \($0)\n" }.joined()
            expected += "@@ -\(start + 10),6 +\(start + 9),7 @@\n"
            expected += old[(start + 9)...(start + 11)].map { " \($0)\n" }.joined() + "+\(new[start + 11])\n"
            expected += old[(start + 12)...(start + 14)].map { " \($0)\n" }.joined()
        }
        #expect(result.diff == expected)
        #expect(result.message.hasPrefix("61 lines removed, 61 added:"))
        #expect(try apply(result.diff, to: old) == new)
        #expect(removed.count + added.count == old.count + new.count - 2 * lcsLength(old, new))
    }

    @Test func identicalTextsHaveNoDiff() {
        let lines = (0..<5000).map { "same \($0 % 13)" }
        #expect(diff(text(lines), text(lines)) == nil)
        #expect(LineDiff.unified(expected: text(lines), actual: text(lines)) == "")
        #expect(MyersDiff.matches(lines, lines) == [MyersDiff.Match(a: 0, b: 0, count: 5000)])
        #expect(LineDiff.unified(expected: "", actual: "") == "")
    }

    @Test func insertionsAndDeletionsAtTheEnds() throws {
        let base = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let cases: [(old: [String], new: [String], diff: String)] = [
            // Two lines inserted at the start.
            (base, ["x", "y"] + base, "@@ -1,3 +1,5 @@\n+x\n+y\n a\n b\n c\n"),
            // The first line deleted.
            (base, Array(base.dropFirst()), "@@ -1,4 +1,3 @@\n-a\n b\n c\n d\n"),
            // A line added at the end.
            (base, base + ["z"], "@@ -6,3 +6,4 @@\n f\n g\n h\n+z\n"),
            // The last two lines deleted.
            (base, Array(base.dropLast(2)), "@@ -4,5 +4,3 @@\n d\n e\n f\n-g\n-h\n"),
            // Everything added to nothing, everything deleted.
            ([], ["p", "q"], "@@ -0,0 +1,2 @@\n+p\n+q\n"),
            (["p", "q"], [], "@@ -1,2 +0,0 @@\n-p\n-q\n"),
            // Both ends at once: 6 unchanged lines between (2 x 3 context lines) make one hunk...
            (
                base, ["x"] + base.dropFirst().dropLast() + ["y"],
                "@@ -1,8 +1,8 @@\n-a\n+x\n b\n c\n d\n e\n f\n g\n-h\n+y\n"
            ),
            // ... 7 make two.
            (
                base + ["i"], ["x"] + base.dropFirst() + ["y"],
                "@@ -1,4 +1,4 @@\n-a\n+x\n b\n c\n d\n@@ -6,4 +6,4 @@\n f\n g\n h\n-i\n+y\n"
            ),
        ]
        for (old, new, body) in cases {
            let result = try #require(diff(text(old), text(new)), "\(old) -> \(new)")
            #expect(result.diff == "--- expected\n+++ actual\n" + body, "\(old) -> \(new)")
            #expect(try apply(result.diff, to: old) == new)
        }
    }

    @Test func knownCasesAreMinimal() {
        // Myers' example: ABCABBA -> CBABAC has a shortest edit script of 5 (LCS 4).
        let cases: [(String, String, Int)] = [
            ("ABCABBA", "CBABAC", 5), ("abcd", "axcd", 2), ("abc", "abc", 0), ("abc", "", 3), ("", "abc", 3),
            ("abcabc", "abc", 3), ("aaaa", "aa", 2), ("abab", "baba", 2), ("xyz", "abc", 6), ("abcdef", "fedcba", 10),
        ]
        for (a, b, d) in cases {
            let x = a.map(String.init)
            let y = b.map(String.init)
            let edits = LineDiff.edits(x, y)
            let changed = edits.count { if case .same = $0 { false } else { true } }
            #expect(changed == d, "\(a) -> \(b): \(changed) changed lines, expected \(d)")
            #expect(
                edits.compactMap { edit -> String? in
                    if case .removed = edit { return nil }
                    return edit.line
                } == y)
            #expect(
                edits.compactMap { edit -> String? in
                    if case .added = edit { return nil }
                    return edit.line
                } == x)
        }
    }

    @Test func randomSmallEditsRoundTripWithAShortestScript() throws {
        var random = SeededRandom(seed: 0x5EED_D1FF)
        for trial in 0..<800 {
            // Few distinct lines, so lines repeat and many alignments tie; every fourth trial is longer
            // with many edits (a deep recursion of middle snakes).
            let alphabet = trial % 3 == 0 ? 3 : trial % 3 == 1 ? 6 : 40
            let long = trial % 4 == 3
            let old = (0..<Int(random.next() % (long ? 200 : 40))).map { _ in "l\(random.next() % UInt64(alphabet))" }
            var new = old
            for _ in 0..<Int(random.next() % (long ? 40 : 8)) {
                let position = Int(random.next() % UInt64(new.count + 1))
                switch random.next() % 3 {
                case 0: new.insert("l\(random.next() % UInt64(alphabet))", at: position)
                case 1 where position < new.count: new.remove(at: position)
                default: if position < new.count { new[position] = "l\(random.next() % UInt64(alphabet))" }
                }
            }
            let unified = LineDiff.unified(expected: text(old), actual: text(new))
            #expect(try apply(unified, to: old) == new, "trial \(trial): \(old) -> \(new)\n\(unified)")
            let (removed, added) = changes(unified)
            let shortest = old.count + new.count - 2 * lcsLength(old, new)
            #expect(removed.count + added.count == shortest, "trial \(trial): \(old) -> \(new)")
            #expect(unified.isEmpty == (old == new))
            // The matched runs are true matches, in order, without overlaps.
            var endA = 0
            var endB = 0
            for run in MyersDiff.matches(old, new) {
                #expect(run.count >= 1 && run.a >= endA && run.b >= endB)
                #expect(old[run.a..<(run.a + run.count)] == new[run.b..<(run.b + run.count)])
                endA = run.a + run.count
                endB = run.b + run.count
            }
        }
    }

    @Test func largeTextsThatShareNothingOrEverythingAreQuick() throws {
        // Without the linear-space refinement and the set-aside of unmatched lines, these are
        // 20000 x 20000 problems; both finish in a blink.
        let old = (0..<20_000).map { "old \($0)" }
        let new = (0..<20_000).map { "new \($0)" }
        let (removed, added) = changes(LineDiff.unified(expected: text(old), actual: text(new)))
        #expect(removed == old && added == new)
        var shuffled = old
        for i in stride(from: 0, to: shuffled.count - 1, by: 97) { shuffled.swapAt(i, i + 1) }
        let swaps = changes(LineDiff.unified(expected: text(old), actual: text(shuffled)))
        #expect(swaps.removed.count == 207 && swaps.added.count == 207)
    }
}

private extension LineDiff.Edit {
    var line: String {
        switch self {
        case .same(let line), .removed(let line), .added(let line): line
        }
    }
}

/// Applies a unified diff to `lines`, checking every context and removed line
/// and every hunk header against them.
func apply(_ diff: String, to lines: [String]) throws -> [String] {
    struct PatchError: Error, CustomStringConvertible { let description: String }
    var out: [String] = []
    var next = 0  // index in `lines` of the next line to copy
    let diffLines = LineDiff.lines(diff)
    guard !diffLines.isEmpty else { return lines }
    guard diffLines.count >= 2, diffLines[0] == "--- expected", diffLines[1] == "+++ actual" else {
        throw PatchError(description: "no header")
    }
    var i = 2
    while i < diffLines.count {
        let header = diffLines[i]
        let numbers = header.split(whereSeparator: { " -+,@".contains($0) }).compactMap { Int($0) }
        guard header.hasPrefix("@@ -"), numbers.count == 4 else { throw PatchError(description: "bad hunk header \(header)") }
        let (oldStart, oldCount, newStart, newCount) = (numbers[0], numbers[1], numbers[2], numbers[3])
        let from = oldCount == 0 ? oldStart : oldStart - 1
        guard from >= next, from <= lines.count else { throw PatchError(description: "hunk \(header) out of order") }
        out += lines[next..<from]
        next = from
        guard (newCount == 0 ? newStart : newStart - 1) == out.count else {
            throw PatchError(description: "hunk \(header): the new side starts at line \(out.count + 1)")
        }
        var seenOld = 0
        var seenNew = 0
        i += 1
        while i < diffLines.count, !diffLines[i].hasPrefix("@@") {
            let line = diffLines[i]
            let content = String(line.dropFirst())
            switch line.first {
            case " ", "-":
                guard next < lines.count, lines[next] == content else { throw PatchError(description: "mismatch at \(line)") }
                next += 1
                seenOld += 1
                if line.first == " " {
                    out.append(content)
                    seenNew += 1
                }
            case "+":
                out.append(content)
                seenNew += 1
            default:
                throw PatchError(description: "bad line \(line)")
            }
            i += 1
        }
        guard seenOld == oldCount, seenNew == newCount else { throw PatchError(description: "hunk \(header): counts") }
    }
    return out + lines[next...]
}

/// The length of a longest common subsequence, by the textbook table (two rows).
func lcsLength(_ x: [String], _ y: [String]) -> Int {
    var ids: [String: Int] = [:]
    func id(_ line: String) -> Int {
        if let id = ids[line] { return id }
        ids[line] = ids.count
        return ids.count - 1
    }
    let a = x.map(id)
    let b = y.map(id)
    var previous = [Int](repeating: 0, count: b.count + 1)
    var current = previous
    for i in 0..<a.count {
        for j in 0..<b.count {
            current[j + 1] = a[i] == b[j] ? previous[j] + 1 : max(previous[j + 1], current[j])
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
