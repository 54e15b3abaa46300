/// A shortest edit script between two sequences: Eugene W. Myers, "An O(ND)
/// Difference Algorithm and Its Variations" (Algorithmica 1, 1986), with the
/// linear-space refinement of section 4b (the "middle snake", in the spirit of
/// Hirschberg's divide and conquer).
///
/// Units: positions and counts are element indices (for text, lines), from 0.
/// N and M are the lengths of the two sequences, D the number of elements
/// removed plus the number added by a shortest script (N + M - 2 · LCS).
///
/// Cost: time O((N + M) · D), memory O(N + M) beyond the input and the result
/// (two diagonal vectors of at most N + M + 2 integers per split, released
/// before recursing; the recursion is O(log D) deep).
///
/// Invariants of the result of ``matches(_:_:)``:
/// - the runs are in increasing order in both sequences and do not overlap
///   (`a + count <= next.a` and `b + count <= next.b`), with `count >= 1`;
/// - every run is a true match: `x[a + i] == y[b + i]` for `i < count`;
/// - the runs cover a longest common subsequence, so the elements outside them
///   (removed from `x`, added from `y`) are as few as possible.
///
/// Two steps come before the algorithm proper, neither of which changes the
/// size of the script: elements are replaced by integer ids (each distinct
/// element hashed once), and elements that occur in only one sequence are set
/// aside (they can never be matched: GNU diff does the same), so two texts
/// that share nothing cost O(N + M), not O((N + M)²).
enum MyersDiff {
    /// `count` equal elements: `x[a..<a + count] == y[b..<b + count]`.
    struct Match: Equatable {
        var a: Int
        var b: Int
        var count: Int
    }

    /// The matched runs of a shortest edit script from `x` to `y` (see the
    /// type's invariants). Every element of `x` outside a run is removed,
    /// every element of `y` outside a run is added.
    static func matches<Element: Hashable>(_ x: [Element], _ y: [Element]) -> [Match] {
        // Ids: equal elements get equal ids.
        var ids: [Element: Int] = [:]
        ids.reserveCapacity(x.count + y.count)
        let xIDs = x.map { element in
            ids[element]
                ?? {
                    let id = ids.count
                    ids[element] = id
                    return id
                }()
        }
        let yIDs = y.map { element in
            ids[element]
                ?? {
                    let id = ids.count
                    ids[element] = id
                    return id
                }()
        }
        // Set aside the elements that occur in one sequence only.
        var inX = [Bool](repeating: false, count: ids.count)
        var inY = inX
        for id in xIDs { inX[id] = true }
        for id in yIDs { inY[id] = true }
        let keptX = xIDs.indices.filter { inY[xIDs[$0]] }
        let keptY = yIDs.indices.filter { inX[yIDs[$0]] }
        var solver = Solver(a: keptX.map { xIDs[$0] }, b: keptY.map { yIDs[$0] })
        solver.solve(0, solver.a.count, 0, solver.b.count)
        // Back to positions in x and y, merging runs that touch there.
        var out: [Match] = []
        for run in solver.runs {
            for i in 0..<run.count {
                let a = keptX[run.a + i]
                let b = keptY[run.b + i]
                if let last = out.last, last.a + last.count == a, last.b + last.count == b {
                    out[out.count - 1].count += 1
                } else {
                    out.append(Match(a: a, b: b, count: 1))
                }
            }
        }
        return out
    }

    /// The divide and conquer over integer ids; appends runs in order.
    private struct Solver {
        let a: [Int]
        let b: [Int]
        var runs: [Match] = []

        init(a: [Int], b: [Int]) {
            self.a = a
            self.b = b
        }

        private mutating func append(a: Int, b: Int, count: Int) {
            guard count > 0 else { return }
            if let last = runs.last, last.a + last.count == a, last.b + last.count == b {
                runs[runs.count - 1].count += count
            } else {
                runs.append(Match(a: a, b: b, count: count))
            }
        }

        /// Finds the matches of `a[aLo..<aHi]` against `b[bLo..<bHi]`.
        mutating func solve(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) {
            var aLo = aLo
            var aHi = aHi
            var bLo = bLo
            var bHi = bHi
            // Common prefix and suffix: a snake at either end is on every shortest path.
            var prefix = 0
            while aLo + prefix < aHi, bLo + prefix < bHi, a[aLo + prefix] == b[bLo + prefix] { prefix += 1 }
            append(a: aLo, b: bLo, count: prefix)
            aLo += prefix
            bLo += prefix
            var suffix = 0
            while aHi - suffix > aLo, bHi - suffix > bLo, a[aHi - 1 - suffix] == b[bHi - 1 - suffix] { suffix += 1 }
            aHi -= suffix
            bHi -= suffix
            // With one side empty, the rest is only removals or only additions.
            if aLo < aHi, bLo < bHi, let (x, y) = split(aLo, aHi, bLo, bHi) {
                // Strictly inside the box (never a corner), so both halves are smaller.
                assert((x, y) != (aLo, bLo) && (x, y) != (aHi, bHi), "the middle snake must split the box")
                if (x, y) != (aLo, bLo), (x, y) != (aHi, bHi) {
                    solve(aLo, x, bLo, y)
                    solve(x, aHi, y, bHi)
                }
            }
            append(a: aHi, b: bHi, count: suffix)
        }

        /// A point `(x, y)` on a shortest path through the box `a[aLo..<aHi]` ×
        /// `b[bLo..<bHi]`, strictly inside it (neither corner), where the
        /// forward and the reverse searches meet after about D/2 steps each;
        /// nil when the two ranges share no element (D = N + M).
        ///
        /// Requires both ranges non-empty, with different first elements and
        /// different last elements (``solve(_:_:_:_:)`` strips common ends).
        ///
        /// `forward[offset + k]` is the furthest x reached on diagonal
        /// k = x - y (relative to the box) by a path of d steps from the top
        /// left corner; `reverse[offset + k]` the furthest distance reached back
        /// from the bottom right corner, on the reverse diagonal k. -1 marks a
        /// diagonal not reached yet.
        private func split(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) -> (Int, Int)? {
            let n = aHi - aLo
            let m = bHi - bLo
            let maxD = (n + m + 1) / 2
            let offset = maxD + 1
            let length = 2 * maxD + 3
            var forward = [Int](repeating: -1, count: length)
            var reverse = forward
            forward[offset + 1] = 0
            reverse[offset + 1] = 0
            let delta = n - m
            // With an odd delta the paths meet during a forward step, otherwise during a reverse step.
            let checksForward = delta % 2 != 0
            // Diagonals that ran off the box: skipped from then on.
            var forwardStart = 0
            var forwardEnd = 0
            var reverseStart = 0
            var reverseEnd = 0
            for d in 0..<maxD {
                var k = -d + forwardStart
                while k <= d - forwardEnd {
                    let i = offset + k
                    var x = k == -d || (k != d && forward[i - 1] < forward[i + 1]) ? forward[i + 1] : forward[i - 1] + 1
                    var y = x - k
                    while x < n, y < m, a[aLo + x] == b[bLo + y] {
                        x += 1
                        y += 1
                    }
                    forward[i] = x
                    if x > n {
                        forwardEnd += 2
                    } else if y > m {
                        forwardStart += 2
                    } else if checksForward {
                        // The reverse diagonal through this one, reached inside the box and not beyond this point.
                        let j = offset + delta - k
                        if j >= 0, j < length, reverse[j] != -1, reverse[j] <= n, reverse[j] - (j - offset) <= m,
                            x >= n - reverse[j]
                        {
                            return (aLo + x, bLo + y)
                        }
                    }
                    k += 2
                }
                k = -d + reverseStart
                while k <= d - reverseEnd {
                    let i = offset + k
                    var x = k == -d || (k != d && reverse[i - 1] < reverse[i + 1]) ? reverse[i + 1] : reverse[i - 1] + 1
                    var y = x - k
                    while x < n, y < m, a[aHi - 1 - x] == b[bHi - 1 - y] {
                        x += 1
                        y += 1
                    }
                    reverse[i] = x
                    if x > n {
                        reverseEnd += 2
                    } else if y > m {
                        reverseStart += 2
                    } else if !checksForward {
                        // The forward diagonal through this one, reached inside the box and not before this point.
                        let j = offset + delta - k
                        if j >= 0, j < length, forward[j] != -1 {
                            let forwardX = forward[j]
                            let forwardY = forwardX - (j - offset)
                            if forwardX <= n, forwardY >= 0, forwardY <= m, forwardX >= n - x {
                                return (aLo + forwardX, bLo + forwardY)
                            }
                        }
                    }
                    k += 2
                }
            }
            return nil
        }
    }
}
