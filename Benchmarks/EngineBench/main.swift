// Engine benchmark: N views, each with 4 running animations (position,
// alpha, background colour, transform), stepped frame by frame, building the
// frame's render tree each time (what a film needs).
//
//   EngineBench [--frames F] [--rounds R] N1 N2 ...
//
// Every window is set up first; then R rounds each time F frames of every
// window in turn (A B A B ...), so noise from other programs hits all sizes
// alike. Prints the median time per frame of each size and, for each size
// against the first one, the median of the per-round ratios. With
// `--frames 0` it only sets up: `scripts/bench-engine.sh` subtracts such a
// run's instruction count (perf stat) from a stepping run's, to count the
// instructions per frame without the set-up. Run with `make bench` (release).
import Flipbook
import Foundation

@MainActor
func makeWindow(views count: Int) -> Window {
    let window = Window(size: CGSize(width: 1000, height: 1000), scale: 1, clock: ManualClock(fps: 60))
    var views: [View] = []
    views.reserveCapacity(count)
    for i in 0..<count {
        let v = View(frame: CGRect(x: Double(i % 100) * 10, y: Double(i / 100 % 100) * 10, width: 8, height: 8))
        v.backgroundColor = .gray
        window.addSubview(v)
        views.append(v)
    }
    // Long enough that no animation ends during a run.
    View.animate(withDuration: 10_000, delay: 0, options: .curveEaseInOut) {
        for v in views {
            v.center.x += 5
            v.alpha = 0.5
            v.backgroundColor = .red
            v.transform = CGAffineTransform(rotationAngle: 0.5)
        }
    }
    return window
}

/// Seconds per frame over `frames` frames of `window`.
@MainActor
func step(_ window: Window, frames: Int) -> Double {
    var nodes = 0
    let elapsed = ContinuousClock().measure {
        for _ in 0..<frames {
            window.tick()
            nodes &+= window.renderTree().root.nodeCount
        }
    }
    precondition(nodes == window.subviews.count.advanced(by: 1) * frames, "every view is drawn in every frame")
    let s = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return s / Double(max(frames, 1))
}

func median(_ values: [Double]) -> Double {
    let v = values.sorted()
    return v.isEmpty ? .nan : v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
}

@MainActor
func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    func option(_ name: String, default value: Int) -> Int {
        guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let n = Int(arguments[i + 1]) else { return value }
        arguments.removeSubrange(i...(i + 1))
        return n
    }
    let frames = option("--frames", default: 30)
    let rounds = option("--rounds", default: 7)
    let sizes = arguments.compactMap(Int.init)
    // 10k and 100k animated properties (4 per view).
    let counts = sizes.isEmpty ? [2_500, 25_000] : sizes
    let windows = counts.map { makeWindow(views: $0) }
    guard frames > 0 else { return }
    for w in windows { _ = step(w, frames: 2) }  // warm-up
    var times = Array(repeating: [Double](), count: counts.count)
    for _ in 0..<rounds {
        for (i, w) in windows.enumerated() { times[i].append(step(w, frames: frames)) }
    }
    print("views\tanimated properties\tms per frame (median of \(rounds) rounds of \(frames) frames)")
    for (i, n) in counts.enumerated() {
        print("\(n)\t\(n * 4)\t\(String(format: "%.3f", median(times[i]) * 1000))")
    }
    for i in counts.indices.dropFirst() {
        let ratios = zip(times[i], times[0]).map { $0 / $1 }
        print("engine time per frame, \(counts[i] * 4) / \(counts[0] * 4) animated properties (wall, median of pairs): "
              + String(format: "%.2f", median(ratios)))
    }
}

MainActor.assumeIsolated { main() }
