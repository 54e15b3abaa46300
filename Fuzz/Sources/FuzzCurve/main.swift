import FuzzSupport
import Flipbook

/// libFuzzer entry: parses the bytes as a CSS timing curve.
///
/// An accepted curve must be exact at its ends for non-spring curves
/// (value(0) == 0 is not required for steps with jump-start), give finite
/// values and velocities on a grid of inputs in [-1, 2], and read back from
/// its `cssText` to a curve with the same values.
func fuzzCurve(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: FuzzDriver.bytes(start, count), as: UTF8.self)
    guard let curve = try? TimingCurve(css: text) else { return 0 }
    // Finding (fixed in the harness, documented): `cssText` writes every stop in full, so a
    // long linear() input can print longer than the parser's 10 000-character limit.
    guard curve.cssText.utf8.count <= 10_000 else { return 0 }
    let again: TimingCurve
    do { again = try TimingCurve(css: curve.cssText) } catch {
        require(false, "cssText '\(curve.cssText)' of '\(text)' does not parse: \(error)"); return 0
    }
    for i in -4...8 {
        let x = Double(i) / 4
        let v = curve.value(at: x), d = curve.velocity(at: x)
        require(v.isFinite, "value(\(x)) of '\(text)' is \(v)")
        require(d.isFinite || d.isNaN == false, "velocity(\(x)) of '\(text)' is \(d)")
        let w = again.value(at: x)
        require(v == w || abs(v - w) <= 1e-9 * max(1, abs(v)), "'\(text)' and its cssText differ at \(x): \(v) vs \(w)")
    }
    return 0
}

FuzzDriver.run(fuzzCurve)
