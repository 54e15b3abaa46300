import Foundation

/// The pixelmatch v7 algorithm over raw RGBA8 buffers, written to match the reference
/// JavaScript (mapbox/pixelmatch 7.x, ISC licence) result for result: the same YIQ
/// colour delta, the same checkerboard blend for translucent pixels, the same
/// anti-aliasing test (Vysniauskas 2009) with the same neighbour visiting order (column
/// by column), and the same byte values in the diff image (grey values are truncated,
/// as a JavaScript `Uint8Array` stores them).
///
/// Pointers are only read within `0 ..< width * height * 4`; no allocation per pixel.
/// Work that pixelmatch's definition makes unnecessary is skipped (runs of equal words, the
/// `Double` brightness deltas of opaque neighbourhoods, see `PixelmatchKernel+Antialiasing.swift`);
/// `PixelmatchEquivalenceTests` checks the results against the direct port kept in the tests.
struct PixelmatchKernel {
    let img1: UnsafePointer<UInt8>
    let img2: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    /// Pixel `index` (pixel index, not byte offset) as one word: red in the low byte, alpha in the high one.
    @inline(__always) static func pixel(_ image: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(image).loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
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

    /// The 8 pixels from pixel index `i` of `image` as words (see ``pixel(_:_:)``).
    @inline(__always)
    static func eight(_ image: UnsafePointer<UInt8>, _ i: Int) -> SIMD8<UInt32> {
        let words = UnsafeRawPointer(image).loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
        #if _endian(little)
        return words
        #else
        var swapped = words
        for j in 0..<8 { swapped[j] = UInt32(littleEndian: words[j]) }
        return swapped
        #endif
    }

    /// ``colorDelta(_:_:_:_:yOnly:)`` of 8 pixel pairs at once, for pixels that are opaque in
    /// both images: the same `Double` operations in the same order, lane by lane, so each lane
    /// is bit for bit the scalar result (a pair of equal pixels gives +0, as the scalar path
    /// returns for them).
    @inline(__always)
    static func opaqueColorDeltas(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>) -> SIMD8<Double> {
        @inline(__always) func channel(_ shift: UInt32) -> SIMD8<Double> {
            let byte = SIMD8<UInt32>(repeating: 0xFF)
            return SIMD8<Double>(
                SIMD8<Int32>(truncatingIfNeeded: (a &>> shift) & byte)
                    &- SIMD8<Int32>(truncatingIfNeeded: (b &>> shift) & byte))
        }
        let dr = channel(0)
        let dg = channel(8)
        let db = channel(16)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return delta.replacing(with: -delta, where: y .> 0)
    }

    /// pixelmatch's work on pixel (x, y), one pixel at a time: 1 when it counts as a difference.
    @inline(__always)
    func visit(
        _ x: Int, _ y: Int, _ maxDelta: Double, _ options: PixelmatchOptions,
        _ output: UnsafeMutablePointer<UInt8>?
    ) -> Int {
        let i = y &* width &+ x
        let pos = i &* 4
        let delta = Self.pixel(img1, i) == Self.pixel(img2, i) ? 0 : Self.colorDelta(img1, img2, pos, pos, yOnly: false)
        if abs(delta) > maxDelta { return mark(x, y, delta, options, output) }
        if let output, !options.diffMask { Self.drawGray(img1, pos, options.alpha, output) }
        return 0
    }

    /// pixelmatch's work on pixel (x, y), whose colour delta is above the threshold: the
    /// anti-aliasing test (unless `includeAA`), then its mark in the diff image. 1 when it counts.
    @inline(__always)
    func mark(
        _ x: Int, _ y: Int, _ delta: Double, _ options: PixelmatchOptions,
        _ output: UnsafeMutablePointer<UInt8>?
    ) -> Int {
        let pos = (y &* width &+ x) &* 4
        if !options.includeAA && (antialiased(img1, x, y, img2) || antialiased(img2, x, y, img1)) {
            if let output, !options.diffMask { Self.draw(output, pos, options.aaColor) }
            return 0
        }
        if let output { Self.draw(output, pos, delta < 0 ? options.diffColorAlt ?? options.diffColor : options.diffColor) }
        return 1
    }

    /// Runs the comparison; writes the diff image into `output` (zero-filled, same size) when given.
    ///
    /// Visits pixels in pixelmatch's order, 8 at a time within a row: 8 pixels that are the same
    /// words in both images are skipped as a whole (their delta is 0, never above the threshold,
    /// so pixelmatch only draws them grey); 8 pixels opaque in both images get their colour deltas
    /// in one vector computation (``opaqueColorDeltas(_:_:)``); others take the scalar path.
    /// Only pixels above the threshold go on to the anti-aliasing test, as in pixelmatch.
    func run(options: PixelmatchOptions, output: UnsafeMutablePointer<UInt8>?) -> Int {
        let count = width &* height
        if memcmp(img1, img2, count &* 4) == 0 {
            if let output, !options.diffMask {
                for i in 0..<count { Self.drawGray(img1, i &* 4, options.alpha, output) }
            }
            return 0
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        let drawsBackground = output != nil && !options.diffMask
        var diff = 0
        for y in 0..<height {
            let rowStart = y &* width
            var x = 0
            while x &+ 8 <= width {
                let i = rowStart &+ x
                let a = Self.eight(img1, i)
                let b = Self.eight(img2, i)
                if a == b {
                    if drawsBackground, let output {
                        for j in i..<(i &+ 8) { Self.drawGray(img1, j &* 4, options.alpha, output) }
                    }
                } else if a & b & SIMD8(repeating: 0xFF00_0000) == SIMD8(repeating: 0xFF00_0000) {
                    let deltas = Self.opaqueColorDeltas(a, b)
                    let over = (deltas .> maxDelta) .| (deltas .< -maxDelta)  // abs(delta) > maxDelta
                    if any(over) {
                        for j in 0..<8 {
                            if over[j] {
                                diff &+= mark(x &+ j, y, deltas[j], options, output)
                            } else if drawsBackground, let output {
                                Self.drawGray(img1, (i &+ j) &* 4, options.alpha, output)
                            }
                        }
                    } else if drawsBackground, let output {
                        for j in i..<(i &+ 8) { Self.drawGray(img1, j &* 4, options.alpha, output) }
                    }
                } else {
                    for j in x..<(x &+ 8) { diff &+= visit(j, y, maxDelta, options, output) }
                }
                x &+= 8
            }
            while x < width {
                diff &+= visit(x, y, maxDelta, options, output)
                x &+= 1
            }
        }
        return diff
    }
}
