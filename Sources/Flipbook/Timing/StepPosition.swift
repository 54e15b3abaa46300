/// Where the jumps of a CSS `steps()` easing happen (CSS Easing Level 1, §3.3).
///
/// `start` and `end` are the legacy spellings of `jumpStart` and `jumpEnd`.
public enum StepPosition: String, Hashable, Sendable, CaseIterable {
    /// The first jump happens at the start: the output is 1/n already at 0.
    case jumpStart = "jump-start"
    /// The last jump happens at the end: the output is (n-1)/n just before 1.
    case jumpEnd = "jump-end"
    /// No jump at either end: n steps of which the first is 0 and the last 1.
    case jumpNone = "jump-none"
    /// Jumps at both ends: n + 1 jumps, the output is 1/(n+1) at 0.
    case jumpBoth = "jump-both"

    /// The legacy keyword `start`, the same as `jumpStart`.
    public static let start = StepPosition.jumpStart
    /// The legacy keyword `end`, the same as `jumpEnd`.
    public static let end = StepPosition.jumpEnd
}

/// A CSS `steps(count, position)` easing. Invariant: `count >= 1`, and
/// `count >= 2` for `jumpNone`.
struct Steps: Hashable, Sendable {
    let count: Int
    let position: StepPosition

    /// The number of jumps between the first and the last output level.
    var jumps: Int {
        switch position {
        case .jumpStart, .jumpEnd: return count
        case .jumpNone: return count - 1
        case .jumpBoth: return count + 1
        }
    }

    /// The CSS step output at `x` (the "before flag" is taken as unset: the
    /// curve is evaluated on a timeline position, never in a before phase).
    func value(at x: Double) -> Double {
        if x.isNaN { return .nan }
        let n = Double(count)
        // floor(x * n) is bounded so that huge inputs cannot overflow Int.
        var step = (min(max(x, -1e15), 1e15) * n).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        let jumps = Double(self.jumps)
        if x >= 0 && step < 0 { step = 0 }
        if x <= 1 && step > jumps { step = jumps }
        return step / jumps
    }
}
