// Diff benchmark: pixelmatch throughput on one core, on the conformance
// fixtures (Tests/Fixtures/pixelmatch), in megapixels per second.
//
//   DiffBench [FIXTURE_FOLDER] [SECONDS_PER_PAIR] [PAIR ...]
//
// A negative SECONDS_PER_PAIR, -N, runs exactly N comparisons of each pair
// instead (for `perf stat`, which counts cycles rather than wall time). PAIR
// names limit the run to those pairs (such as 2a/2b).
// Each pair is compared with the options of its conformance case (threshold
// 0.05, anti-aliased pixels excused), counting only; decoding is not timed.
// Prints one row per pair (its mismatch count, so a wrong result is visible)
// and the overall figure: the pixels of one comparison of each pair / the
// time of those comparisons. The comparison runs on one thread (one core);
// it is not pinned, so that the scheduler can put it on the idler core.
import Flipbook
import FlipbookCairo
import FlipbookTestingCore
import Foundation

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

let arguments = CommandLine.arguments.dropFirst()
let folder = URL(fileURLWithPath: arguments.first ?? "Tests/Fixtures/pixelmatch")
let budget = arguments.dropFirst().first.flatMap(Double.init) ?? 0.5
let fixedRuns = budget < 0 ? Int(-budget) : nil
let only = Set(arguments.dropFirst(2))
// The fixture pairs of the conformance cases that differ (identical pairs take the fast path).
let pairs = [("1a", "1b"), ("2a", "2b"), ("3a", "3b"), ("4a", "4b"), ("5a", "5b"), ("6a", "6b"), ("7a", "7b")]
    .filter { only.isEmpty || only.contains("\($0.0)/\($0.1)") }
var options = PixelmatchOptions()
options.threshold = 0.05
let clock = ContinuousClock()
var totalPixels = 0.0, totalSeconds = 0.0
print("pair\tpixels\tmismatched\truns\tMP/s")
for (a, b) in pairs {
    let urlA = folder.appendingPathComponent(a + ".png"), urlB = folder.appendingPathComponent(b + ".png")
    guard let imageA = try? PNGDecoder.decode(contentsOf: urlA), let imageB = try? PNGDecoder.decode(contentsOf: urlB),
          imageA.width == imageB.width, imageA.height == imageB.height else {
        print("\(a)/\(b)\tskipped: cannot read \(urlA.path) and \(urlB.path) as PNGs of one size")
        continue
    }
    _ = try ImageDiff.pixelmatch(imageA, imageB, options: options)  // warm-up
    var runs = 0, spent = 0.0, mismatched = 0
    while fixedRuns.map({ runs < $0 }) ?? (spent < budget || runs < 3) {
        let elapsed = try clock.measure { mismatched = try ImageDiff.pixelmatch(imageA, imageB, options: options).mismatchedPixels }
        spent += seconds(elapsed)
        runs += 1
    }
    // One comparison of each pair counts once in the overall figure.
    let pixels = Double(imageA.width * imageA.height), perRun = spent / Double(runs)
    totalPixels += pixels; totalSeconds += perRun
    print("\(a)/\(b)\t\(imageA.width)x\(imageA.height)\t\(mismatched)\t\(runs)\t\(String(format: "%.1f", pixels / perRun / 1e6))")
}
guard totalSeconds > 0 else {
    print("no fixture could be read under \(folder.path)")
    exit(2)
}
print("diff throughput, one core: \(String(format: "%.1f", totalPixels / totalSeconds / 1e6)) MP/s (all pairs)")
