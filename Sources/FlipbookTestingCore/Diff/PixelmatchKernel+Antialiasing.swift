/// The anti-aliasing test of pixelmatch v7 (Vysniauskas 2009): a differing pixel is excused
/// when, in one image, it lies between a darkest and a brightest neighbour that each sit in a
/// flat region (3 or more identical neighbours) of both images.
///
/// Two implementations give the same answers. The general one is pixelmatch's loop, brightness
/// deltas in `Double`. The fast one serves interior pixels whose 3 x 3 block is opaque, where
/// the `Double` arithmetic decides exactly what integer arithmetic decides (see ``luma(_:)``):
/// a neighbour's delta is zero exactly when its 32-bit pixel equals the centre's, and the
/// brightest and darkest neighbours are those of greatest and least ``luma(_:)``, the first in
/// pixelmatch's column-by-column order on ties.
extension PixelmatchKernel {
    /// pixelmatch's Y (brightness) weights times 10^8, exact integers.
    static let lumaWeights: (r: Int64, g: Int64, b: Int64) = (29_889_531, 58_662_247, 11_448_223)

    /// Brightness of an opaque pixel as an exact integer: 10^8 times pixelmatch's Y.
    ///
    /// Invariant that makes it a drop-in for pixelmatch's `Double` deltas between opaque pixels:
    /// the weights' form `L(d) = 29889531 dr + 58662247 dg + 11448223 db` is nonzero with
    /// |L(d)| >= 229 for every nonzero `d` in [-255, 255]^3 (checked exhaustively by
    /// `PixelmatchEquivalenceTests`), so two distinct exact deltas (or a delta and zero) are at least
    /// 2.29e-6 apart in Y units, while pixelmatch's `Double` evaluation (three products below 256
    /// and two sums, with the decimal weights rounded to `Double`) is within 1e-12 of the exact
    /// value. Hence every comparison pixelmatch makes between deltas has the same outcome on
    /// `luma(centre) - luma(neighbour)`.
    @inline(__always)
    static func luma(_ pixel: UInt32) -> Int64 {
        Int64(pixel & 0xFF) &* lumaWeights.r &+ Int64((pixel >> 8) & 0xFF) &* lumaWeights.g
            &+ Int64((pixel >> 16) & 0xFF) &* lumaWeights.b
    }

    /// Whether pixel (x1, y1) of `own` looks like anti-aliasing between two flat regions
    /// (`other` is the other image), exactly as pixelmatch's `antialiased(img, x1, y1, ..., img1, img2)`.
    @inline(__always)
    func antialiased(_ own: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ other: UnsafePointer<UInt8>) -> Bool {
        guard x1 > 0, y1 > 0, x1 < width &- 1, y1 < height &- 1 else {
            return antialiasedGeneral(own, x1, y1, own, other)
        }
        let w = width
        let c = y1 &* w &+ x1
        // the centre and its 8 neighbours, numbered in pixelmatch's visiting order (column by column)
        let p = Self.pixel(own, c)
        let n0 = Self.pixel(own, c &- w &- 1)
        let n1 = Self.pixel(own, c &- 1)
        let n2 = Self.pixel(own, c &+ w &- 1)
        let n3 = Self.pixel(own, c &- w)
        let n4 = Self.pixel(own, c &+ w)
        let n5 = Self.pixel(own, c &- w &+ 1)
        let n6 = Self.pixel(own, c &+ 1)
        let n7 = Self.pixel(own, c &+ w &+ 1)
        // Translucent pixels are blended over a background that depends on the centre: the general path.
        guard p & n0 & n1 & n2 & n3 & n4 & n5 & n6 & n7 >= 0xFF00_0000 else {
            return antialiasedGeneral(own, x1, y1, own, other)
        }
        // Zero deltas are the neighbours equal to the centre; pixelmatch gives up at the third,
        // and as the count only grows, counting all 8 first gives the same answer.
        var same = n0 == p ? 1 : 0
        same &+= n1 == p ? 1 : 0
        same &+= n2 == p ? 1 : 0
        same &+= n3 == p ? 1 : 0
        same &+= n4 == p ? 1 : 0
        same &+= n5 == p ? 1 : 0
        same &+= n6 == p ? 1 : 0
        same &+= n7 == p ? 1 : 0
        if same > 2 { return false }
        // pixelmatch's most negative delta is the brightest neighbour brighter than the centre,
        // its most positive the darkest one darker; strict comparisons keep the first of equals.
        let centre = Self.luma(p)
        var brightest = centre
        var brightX = 0
        var brightY = 0
        var darkest = centre
        var darkX = 0
        var darkY = 0
        @inline(__always) func visit(_ n: UInt32, _ dx: Int, _ dy: Int) {
            let l = Self.luma(n)
            if l > brightest {
                brightest = l
                brightX = dx
                brightY = dy
            }
            if l < darkest {
                darkest = l
                darkX = dx
                darkY = dy
            }
        }
        visit(n0, -1, -1)
        visit(n1, -1, 0)
        visit(n2, -1, 1)
        visit(n3, 0, -1)
        visit(n4, 0, 1)
        visit(n5, 1, -1)
        visit(n6, 1, 0)
        visit(n7, 1, 1)
        // (0, 0) is the centre, never a neighbour: no brighter or no darker neighbour
        if brightX | brightY == 0 || darkX | darkY == 0 { return false }
        let bx = x1 &+ brightX
        let by = y1 &+ brightY
        let dx = x1 &+ darkX
        let dy = y1 &+ darkY
        return (hasManySiblings(own, bx, by) && hasManySiblings(other, bx, by))
            || (hasManySiblings(own, dx, dy) && hasManySiblings(other, dx, dy))
    }

    /// Whether pixel (x1, y1) has at least 3 neighbours of exactly the same RGBA, the image
    /// border counting as one; the count only grows, so its order does not matter.
    @inline(__always)
    func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let w = width
        guard x1 > 0, y1 > 0, x1 < w &- 1, y1 < height &- 1 else {
            return hasManySiblingsGeneral(img, x1, y1)
        }
        let i = y1 &* w &+ x1
        let p = Self.pixel(img, i)
        var same = Self.pixel(img, i &- w &- 1) == p ? 1 : 0
        same &+= Self.pixel(img, i &- w) == p ? 1 : 0
        same &+= Self.pixel(img, i &- w &+ 1) == p ? 1 : 0
        same &+= Self.pixel(img, i &- 1) == p ? 1 : 0
        same &+= Self.pixel(img, i &+ 1) == p ? 1 : 0
        same &+= Self.pixel(img, i &+ w &- 1) == p ? 1 : 0
        same &+= Self.pixel(img, i &+ w) == p ? 1 : 0
        same &+= Self.pixel(img, i &+ w &+ 1) == p ? 1 : 0
        return same > 2
    }

    /// ``antialiased(_:_:_:_:)`` as pixelmatch writes it, for any pixel: the brightness deltas in
    /// `Double` with translucent pixels blended over the background under the centre. Visits
    /// neighbours column by column, as pixelmatch does, so ties pick the same darkest and
    /// brightest neighbour. Used at the image border and where the 3 x 3 block is not opaque.
    func antialiasedGeneral(
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
        return (hasManySiblingsGeneral(own, minX, minY) && hasManySiblingsGeneral(other, minX, minY))
            || (hasManySiblingsGeneral(own, maxX, maxY) && hasManySiblingsGeneral(other, maxX, maxY))
    }

    /// ``hasManySiblings(_:_:_:)`` for any pixel, border included (pixelmatch's loop).
    func hasManySiblingsGeneral(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
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
}
