import Foundation

/// A Gaussian-like blur of an 8-bit alpha image: three box blurs each way.
///
/// Three successive box blurs approach a Gaussian closely (central limit);
/// the box widths are chosen so that their combined variance is the
/// Gaussian's (Kovesi, "Fast almost-Gaussian filtering", 2010). Integer
/// arithmetic throughout, so the result is the same on every run. Pixels
/// outside the image count as 0.
enum BoxBlur {
    /// The largest standard deviation used, pixels: wider than any canvas
    /// (16 384 pixels a side), so a larger one spreads the same picture as flat.
    static let maximumSigma = 65_536.0

    /// Half-widths of three boxes approximating a Gaussian of standard deviation
    /// `sigma` pixels (clamped to ``maximumSigma``; none for NaN or below 0.25).
    static func radii(sigma: Double) -> [Int] {
        guard sigma.isFinite || sigma == .infinity, sigma > 0.25 else { return [] }
        let sigma = min(sigma, maximumSigma)
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let wl = Double(lower)
        let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// Blurs `width x height` pixels at `data` (rows `stride` bytes apart) in
    /// place; a pixel is `channels` bytes, each blurred on its own (4 for
    /// premultiplied ARGB32, where blurring each channel is exact).
    static func blur(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
        channels: Int = 1
    ) {
        let radii = radii(sigma: sigma)
        guard !radii.isEmpty, width > 0, height > 0, channels > 0 else { return }
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { line.deallocate() }
        for r in radii where r > 0 {
            for y in 0..<height {
                for c in 0..<channels {
                    pass(data + y * stride + c, step: channels, count: width, radius: r, scratch: line)
                }
            }
        }
        for r in radii where r > 0 {
            for x in 0..<width {
                for c in 0..<channels {
                    pass(data + x * channels + c, step: stride, count: height, radius: r, scratch: line)
                }
            }
        }
    }

    /// One box blur of `count` samples `step` bytes apart.
    private static func pass(
        _ p: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius r: Int,
        scratch: UnsafeMutablePointer<UInt8>
    ) {
        for i in 0..<count { scratch[i] = p[i * step] }
        let d = 2 * r + 1
        var sum = 0
        for i in 0..<min(r, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            if i + r < count { sum += Int(scratch[i + r]) }
            if i - r - 1 >= 0 { sum -= Int(scratch[i - r - 1]) }
            p[i * step] = UInt8((sum + d / 2) / d)
        }
    }
}
