import Flipbook
import FlipbookTesting

/// A straightforward pixelmatch v7 kept as the reference for the optimised kernel
/// (`FlipbookTestingCore`'s `PixelmatchKernel`): this is that kernel as it was before issue 19,
/// the direct port checked against pixelmatch's own fixtures, with no lookup tables and every
/// brightness delta computed in `Double` as pixelmatch computes it. `PixelmatchEquivalenceTests`
/// compares the two on random images.
///
/// The pixelmatch v7 algorithm over raw RGBA8 buffers, written to match the reference
/// JavaScript (mapbox/pixelmatch 7.x, ISC licence) result for result: the same YIQ
/// colour delta, the same checkerboard blend for translucent pixels, the same
/// anti-aliasing test (Vysniauskas 2009) with the same neighbour visiting order (column
/// by column), and the same byte values in the diff image (grey values are truncated,
/// as a JavaScript `Uint8Array` stores them).
///
/// Pointers are only read within `0 ..< width * height * 4`; no allocation per pixel.
struct ReferencePixelmatch {
    let img1: UnsafePointer<UInt8>
    let img2: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    @inline(__always) static func pixel(_ image: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
        UnsafeRawPointer(image).loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
    }

    /// The background translucent pixels are blended over, chosen by the byte offset `k` as
    /// pixelmatch v7 does (each channel 48 or 207; JavaScript's `| 0` truncates to 32 bits).
    @inline(__always)
    static func background(_ k: Int) -> (r: Double, g: Double, b: Double) {
        (
            Double(48 &+ 159 &* (k % 2)),
            Double(48 &+ 159 &* (Int(Int32(truncatingIfNeeded: Int(Double(k) / 1.618033988749895))) % 2)),
            Double(48 &+ 159 &* (Int(Int32(truncatingIfNeeded: Int(Double(k) / 2.618033988749895))) % 2))
        )
    }

    /// YIQ squared distance between pixel `k` of `a` and pixel `m` of `b` (byte offsets),
    /// negative when `b`'s pixel is the darker one (as in pixelmatch).
    /// With `yOnly`, returns the signed brightness difference instead.
    @inline(__always)
    static func colorDelta(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ k: Int, _ m: Int,
        yOnly: Bool
    ) -> Double {
        let r1 = Int(a[k])
        let g1 = Int(a[k &+ 1])
        let b1 = Int(a[k &+ 2])
        let a1 = Int(a[k &+ 3])
        let r2 = Int(b[m])
        let g2 = Int(b[m &+ 1])
        let b2 = Int(b[m &+ 2])
        let a2 = Int(b[m &+ 3])
        var dr = Double(r1 &- r2)
        var dg = Double(g1 &- g2)
        var db = Double(b1 &- b2)
        let da = a1 &- a2
        if r1 == r2 && g1 == g2 && b1 == b2 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let background = Self.background(k)
            let fa1 = Double(a1)
            let fa2 = Double(a2)
            let fda = Double(da)
            dr = (Double(r1) * fa1 - Double(r2) * fa2 - background.r * fda) / 255
            dg = (Double(g1) * fa1 - Double(g2) * fa2 - background.g * fda) / 255
            db = (Double(b1) * fa1 - Double(b2) * fa2 - background.b * fda) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Whether pixel (x1, y1) of `img` looks like anti-aliasing between two flat regions;
    /// `own` and `other` are the two images as 32-bit pixels (`own` is `img`). Visits neighbours column by column, as pixelmatch does,
    /// so ties pick the same darkest and brightest neighbour.
    func antialiased(
        _ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int,
        _ own: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let k = (y1 &* width &+ x1) &* 4
        // the centre's channels and the background under it are the same for all 8 neighbours
        let r1 = Int(img[k])
        let g1 = Int(img[k &+ 1])
        let b1 = Int(img[k &+ 2])
        let a1 = Int(img[k &+ 3])
        let background = Self.background(k)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minimum = 0.0
        var maximum = 0.0
        var minX = 0
        var minY = 0
        var maxX = 0
        var maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                // brightness difference between the centre and this neighbour, as colorDelta(yOnly: true)
                let m = (y &* width &+ x) &* 4
                let r2 = Int(img[m])
                let g2 = Int(img[m &+ 1])
                let b2 = Int(img[m &+ 2])
                let a2 = Int(img[m &+ 3])
                var delta = 0.0
                if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
                    var dr = Double(r1 &- r2)
                    var dg = Double(g1 &- g2)
                    var db = Double(b1 &- b2)
                    if a1 < 255 || a2 < 255 {
                        let fa1 = Double(a1)
                        let fa2 = Double(a2)
                        let fda = Double(a1 &- a2)
                        dr = (Double(r1) * fa1 - Double(r2) * fa2 - background.r * fda) / 255
                        dg = (Double(g1) * fa1 - Double(g2) * fa2 - background.g * fda) / 255
                        db = (Double(b1) * fa1 - Double(b2) * fa2 - background.b * fda) / 255
                    }
                    delta = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
                }
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    minX = x
                    minY = y
                } else if delta > maximum {
                    maximum = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(own, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(own, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether pixel (x1, y1) has at least 3 neighbours of exactly the same RGBA (the image
    /// border counts as one).
    func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let value = Self.pixel(img, y1 &* width &+ x1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if value == Self.pixel(img, y &* width &+ x) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// Writes pixel `i` (byte offset) of `img` as an opaque grey: its luma blended with white at
    /// opacity `alpha * a / 255`, truncated to an integer.
    @inline(__always)
    static func drawGray(_ img: UnsafePointer<UInt8>, _ i: Int, _ alpha: Double, _ output: UnsafeMutablePointer<UInt8>) {
        let luma = Double(img[i]) * 0.29889531 + Double(img[i &+ 1]) * 0.58662247 + Double(img[i &+ 2]) * 0.11448223
        let value = 255 + (luma - 255) * alpha * Double(img[i &+ 3]) / 255
        let byte = UInt8(min(max(value, 0), 255))
        output[i] = byte
        output[i &+ 1] = byte
        output[i &+ 2] = byte
        output[i &+ 3] = 255
    }

    @inline(__always)
    static func draw(_ output: UnsafeMutablePointer<UInt8>, _ i: Int, _ color: PixelmatchOptions.RGB) {
        output[i] = color.r
        output[i &+ 1] = color.g
        output[i &+ 2] = color.b
        output[i &+ 3] = 255
    }

    /// Runs the comparison; writes the diff image into `output` (zero-filled, same size) when given.
    func run(options: PixelmatchOptions, output: UnsafeMutablePointer<UInt8>?) -> Int {
        let count = width &* height
        var identical = true
        for i in 0..<count where Self.pixel(img1, i) != Self.pixel(img2, i) {
            identical = false
            break
        }
        if identical {
            if let output, !options.diffMask {
                for i in 0..<count { Self.drawGray(img1, i &* 4, options.alpha, output) }
            }
            return 0
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        let alternate = options.diffColorAlt ?? options.diffColor
        let drawsBackground = output != nil && !options.diffMask
        var diff = 0
        for y in 0..<height {
            for x in 0..<width {
                let i = y &* width &+ x
                let pos = i &* 4
                let delta =
                    Self.pixel(img1, i) == Self.pixel(img2, i)
                    ? 0 : Self.colorDelta(img1, img2, pos, pos, yOnly: false)
                if abs(delta) > maxDelta {
                    let excused =
                        !options.includeAA
                        && (antialiased(img1, x, y, img1, img2) || antialiased(img2, x, y, img2, img1))
                    if excused {
                        if drawsBackground, let output { Self.draw(output, pos, options.aaColor) }
                    } else {
                        if let output { Self.draw(output, pos, delta < 0 ? alternate : options.diffColor) }
                        diff &+= 1
                    }
                } else if drawsBackground, let output {
                    Self.drawGray(img1, pos, options.alpha, output)
                }
            }
        }
        return diff
    }

    /// The mismatch count and, when asked, the diff image, as `ImageDiff.pixelmatch` returns them.
    static func compare(
        _ a: Bitmap, _ b: Bitmap, options: PixelmatchOptions,
        producesDiffImage: Bool
    ) -> (count: Int, image: Bitmap?) {
        precondition(a.width == b.width && a.height == b.height && a.width > 0 && a.height > 0)
        var output = producesDiffImage ? Bitmap(width: a.width, height: a.height) : nil
        let count = a.pixels.withUnsafeBufferPointer { x in
            b.pixels.withUnsafeBufferPointer { y in
                let kernel = ReferencePixelmatch(img1: x.baseAddress!, img2: y.baseAddress!, width: a.width, height: a.height)
                if output != nil {
                    return output!.pixels.withUnsafeMutableBufferPointer { kernel.run(options: options, output: $0.baseAddress!) }
                }
                return kernel.run(options: options, output: nil)
            }
        }
        return (count, output)
    }
}
