// Layout benchmark: a screen of N views placed by constraints, laid out
// once (every constraint activated, then `layoutIfNeeded()`: the first
// pass), then one constant changed and laid out again (the second pass).
//
//   LayoutBench [--rounds R] N1 N2
//
// The screen: a root view with N views in rows of ten, each row pinned to
// the root's top (row r at 16 + 52 r), each view's leading edge 8 points
// after the previous one's trailing edge (the first 16 after the root's),
// width 30 to 39 preferred at 750 and at least 10, height 44, and each
// row's last trailing edge within the root's trailing edge minus 16. The
// second pass moves the first row's leading constant (its ten views move).
//
// Each round builds a fresh screen of each size in turn (N1, N2, N1, ...),
// so noise hits the sizes alike; a second pass is the median of 21 changes
// (the constant alternates between two values). Prints the medians over R
// rounds and the ratios the summary of `make bench` reads. Wall time is
// read here, in the benchmark, never in the engine. Run with `make bench`
// (release).
import Flipbook
import Foundation

/// Seconds since an arbitrary start (the benchmark's clock).
func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// First-pass and second-pass seconds for one screen of `count` views.
@MainActor
func measure(views count: Int) -> (first: Double, second: Double) {
    let rows = (count + 9) / 10
    let window = Window(size: CGSize(width: 500, height: Double(rows) * 52 + 32), scale: 1, clock: ManualClock(fps: 60))
    let root = View(frame: window.bounds)
    window.addSubview(root)
    window.layoutIfNeeded()
    var views: [View] = []
    views.reserveCapacity(count)
    for _ in 0..<count {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        views.append(v)
    }
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(count * 6)
    var firstLeading: LayoutConstraint?
    for (i, v) in views.enumerated() {
        let row = i / 10, column = i % 10
        let lead = column == 0 ? v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
                               : v.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 8)
        if i == 0 { firstLeading = lead }
        let preferred = v.widthAnchor.constraint(equalToConstant: CGFloat(30 + i % 10))
        preferred.priority = .defaultHigh
        constraints += [lead, preferred, v.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
                        v.heightAnchor.constraint(equalToConstant: 44),
                        v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(16 + 52 * row))]
        if column == 9 || i == count - 1 {
            constraints.append(v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16))
        }
    }
    let start = now()
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    let first = now() - start
    var seconds: [Double] = []
    for k in 0..<21 {
        let t0 = now()
        firstLeading!.constant = k % 2 == 0 ? 20 : 16
        root.layoutIfNeeded()
        seconds.append(now() - t0)
    }
    // The layout must be the one described (the last change set 20).
    precondition(views[0].frame.minX == 20 && views[count - 1].frame.height == 44, "unexpected layout")
    return (first, median(seconds))
}

var arguments = Array(CommandLine.arguments.dropFirst())
var rounds = 5
if let i = arguments.firstIndex(of: "--rounds"), i + 1 < arguments.count, let r = Int(arguments[i + 1]) {
    rounds = max(1, r)
    arguments.removeSubrange(i...(i + 1))
}
let counts = arguments.compactMap(Int.init)
guard counts.count == 2, counts.allSatisfy({ $0 >= 10 }) else {
    FileHandle.standardError.write("usage: LayoutBench [--rounds R] N1 N2 (N >= 10)\n".data(using: .utf8)!)
    exit(2)
}
MainActor.assumeIsolated {
    var firsts: [[Double]] = [[], []], seconds: [[Double]] = [[], []]
    for _ in 0..<rounds {
        for (k, n) in counts.enumerated() {
            let (f, s) = measure(views: n)
            firsts[k].append(f)
            seconds[k].append(s)
        }
    }
    let f = firsts.map(median), s = seconds.map(median)
    print("views\tfirst pass ms\tsecond pass ms (median of \(rounds) rounds)")
    for k in 0..<2 { print("\(counts[k])\t\(String(format: "%.3f", f[k] * 1000))\t\(String(format: "%.4f", s[k] * 1000))") }
    print("layout second pass / first pass, \(counts[0]) views: \(String(format: "%.4f", s[0] / f[0]))")
    print("layout first pass, \(counts[1]) / \(counts[0]) views: \(String(format: "%.2f", f[1] / f[0]))")
    print("layout second pass, \(counts[1]) / \(counts[0]) views: \(String(format: "%.2f", s[1] / s[0]))")
}
