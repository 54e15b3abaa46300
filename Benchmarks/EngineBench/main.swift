// Engine benchmark: steps N views, each with 4 running animations, for 60
// frames, building the frame's render tree each time (what a film needs).
// Prints the time per frame for each N and the ratios between them. Run with
// `make bench` (release build); figures are side-by-side ratios in one run.
import Foundation
import Flipbook

@MainActor
func timePerFrame(views count: Int, frames: Int = 60) -> (seconds: Double, properties: Int) {
    let window = Window(size: CGSize(width: 1000, height: 1000), scale: 1, clock: ManualClock(fps: 60))
    var views: [View] = []
    views.reserveCapacity(count)
    for i in 0..<count {
        let v = View(frame: CGRect(x: Double(i % 100) * 10, y: Double(i / 100 % 100) * 10, width: 8, height: 8))
        v.backgroundColor = .gray
        window.addSubview(v)
        views.append(v)
    }
    View.animate(withDuration: 10, delay: 0, options: .curveEaseInOut) {
        for v in views {
            v.center.x += 5
            v.alpha = 0.5
            v.backgroundColor = .red
            v.transform = CGAffineTransform(rotationAngle: 0.5)
        }
    }
    let clock = ContinuousClock()
    var nodes = 0
    let elapsed = clock.measure {
        for _ in 0..<frames {
            window.tick()
            nodes &+= window.renderTree().root.nodeCount
        }
    }
    precondition(nodes == (count + 1) * frames)
    let s = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (s / Double(frames), count * 4)
}

@MainActor
func main() {
    let sizes = CommandLine.arguments.dropFirst().compactMap(Int.init)
    // 1k, 10k and 100k animated properties (4 per view), and 10k and 20k views for the doubling check.
    let counts = sizes.isEmpty ? [250, 2_500, 10_000, 20_000, 25_000] : sizes
    _ = timePerFrame(views: 500, frames: 5)  // warm-up
    var results: [(Int, Double)] = []
    print("views\tanimated properties\tms per frame")
    for n in counts {
        let r = timePerFrame(views: n)
        results.append((n, r.seconds))
        print("\(n)\t\(r.properties)\t\(String(format: "%.3f", r.seconds * 1000))")
    }
    func ratio(_ a: Int, _ b: Int) {
        guard let ta = results.first(where: { $0.0 == a })?.1, let tb = results.first(where: { $0.0 == b })?.1 else { return }
        print("time(\(b) views) / time(\(a) views) = \(String(format: "%.2f", tb / ta)) (views x\(String(format: "%.1f", Double(b) / Double(a))))")
    }
    ratio(10_000, 20_000)          // doubling the views
    ratio(2_500, 25_000)           // 100k / 10k animated properties
    for (a, b) in zip(results, results.dropFirst()) where !(a.0 == 10_000 && b.0 == 20_000) { ratio(a.0, b.0) }
}

MainActor.assumeIsolated { main() }
