import Flipbook

/// Chooses frames by transition percent while a film streams, in one pass:
/// for each target, the first frame whose percent is nearest to it.
///
/// A later frame replaces a target's choice only when it is nearer by more
/// than 1e-12, so ties keep the earlier frame; frames without a percent are
/// never chosen. The choice is the same as a search over every frame's
/// percent after the film has ended, but the film runs once: the chosen
/// frames (at most one per target) are kept until then.
struct PercentFrameChoice {
    /// The targets, in 0...1 (others choose the frame at the nearest end).
    let targets: [Double]
    /// Each target's best frame so far: its index, distance and frame.
    private var best: [(index: Int, distance: Double, frame: FilmFrame)?]

    init(targets: [Double]) {
        self.targets = targets
        best = Array(repeating: nil, count: targets.count)
    }

    /// Takes frame `index` into account.
    mutating func consider(_ frame: FilmFrame, index: Int) {
        guard let percent = frame.percentComplete else { return }
        for (i, target) in targets.enumerated() {
            let distance = abs(percent - target)
            if let current = best[i], !(distance < current.distance - 1e-12) { continue }
            best[i] = (index, distance, frame)
        }
    }

    /// The chosen frames, by ascending index, without repeats.
    var chosen: [(index: Int, frame: FilmFrame)] {
        var byIndex: [Int: FilmFrame] = [:]
        for case let choice? in best { byIndex[choice.index] = choice.frame }
        return byIndex.keys.sorted().map { ($0, byIndex[$0]!) }
    }

    /// The chosen frame indices, ascending.
    var indices: [Int] { chosen.map(\.index) }
}
