import CCairo
import Flipbook
import Foundation

/// Which background fills of a frame an opaque layer drawn later hides, so
/// that ``RenderSession`` can leave out the hidden part and write fewer pixels.
///
/// A *cover* is the background of a layer drawn plainly: shown at full opacity,
/// every ancestor too, under axis-aligned matrices with positive scales, not in
/// a group, mask, tint or 3-D transform layer, with an opaque background colour
/// and square corners, inside no rounded clip, and under no ancestor whose
/// display list leaves a clip or a transform set for its sublayers (a drawing
/// that clips or moves the context without saving its state first). Its *interior*, the device
/// pixels its rectangle covers wholly, ends up that colour whatever was drawn
/// there before: an opaque colour composited over anything is that colour. So
/// the part of an earlier background fill that lies in the interior of a later
/// cover can be left out, and the frame's pixels stay the same, bit for bit.
///
/// Interiors are computed as Cairo rasterises a rectangle: the corner is put
/// in device space by the current matrix and rounded to Cairo's 24.8 fixed
/// point, each side's length likewise and added to it (`cairo_rectangle` is a
/// move and relative lines). A pixel is in the interior when its whole square
/// lies within those fixed-point edges (and within each clipping ancestor's),
/// so no pixel is counted that Cairo would cover only in part.
///
/// A layer that reads what is drawn under it (a backdrop blur) must read the
/// fills drawn before it: a fill is never cut by a cover drawn after such a
/// layer (or after one in the display list or mask of a layer drawn after the fill).
///
/// Layers are numbered depth first in `children` order, as
/// ``RenderSession`` draws them: a layer's background is drawn before its
/// children's, and all of a subtree before its next sibling, so a cover
/// numbered after a fill is drawn after it.
struct OcclusionPlan {
    /// A rectangle of whole device pixels: columns `x0 ..< x1`, rows `y0 ..< y1`.
    struct PixelBox: Equatable {
        var x0: Int
        var y0: Int
        var x1: Int
        var y1: Int

        var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

        func intersection(_ other: PixelBox) -> PixelBox {
            PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        }
    }

    /// What to do with one background fill.
    enum Cut: Equatable {
        /// Draw it whole.
        case none
        /// Leave it out: later covers hide every pixel it touches.
        case skip
        /// Draw it clipped to these pixels: later covers hide the rest.
        case clip(PixelBox)
    }

    /// The number of layers in the subtree of each layer, itself included, by number.
    private(set) var subtreeSizes: [Int] = []
    /// The covers, by the number of their layer (increasing).
    private(set) var covers: [(layer: Int, box: PixelBox)] = []
    /// The numbers of the layers that read the pixels drawn before them (a backdrop
    /// blur, in the layer or in its display list or mask), increasing.
    private(set) var readers: [Int] = []

    /// The plan of `tree`, drawn at `tree.scale` device pixels per point; nil when
    /// nothing covers anything.
    init?(tree: RenderTree) {
        var scale = cairo_matrix_t()
        cairo_matrix_init_scale(&scale, Double(tree.scale), Double(tree.scale))
        _ = visit(tree.root, matrix: scale, parentSublayer: nil, clip: nil, plain: true)
        guard !covers.isEmpty else { return nil }
    }

    /// The fill of layer `layer` touching `touched` (its rectangle's pixels,
    /// rounded out), cut by the covers drawn after it: each cover that spans
    /// the fill's whole height (or width) and reaches one end of it moves that
    /// end in, until no cover does.
    func cut(_ touched: PixelBox, of layer: Int) -> Cut {
        // The covers numbered after the fill's layer and before the first layer from
        // the fill's on that reads the pixels under it (both lists are in number order).
        let start = Self.firstIndex(in: covers.lazy.map(\.layer), above: layer)
        let firstReader = Self.firstIndex(in: readers, above: layer - 1)
        let end =
            firstReader < readers.count
            ? Self.firstIndex(in: covers.lazy.map(\.layer), above: readers[firstReader] - 1) : covers.count
        guard start < end, !touched.isEmpty else { return .none }
        var box = touched
        var changed = true
        while changed {
            changed = false
            for (_, c) in covers[start..<end] {
                if c.y0 <= box.y0 && c.y1 >= box.y1, Self.trim(&box.x0, &box.x1, by: c.x0, c.x1) { changed = true }
                if box.isEmpty { return .skip }
                if c.x0 <= box.x0 && c.x1 >= box.x1, Self.trim(&box.y0, &box.y1, by: c.y0, c.y1) { changed = true }
                if box.isEmpty { return .skip }
            }
        }
        return box == touched ? .none : .clip(box)
    }

    /// Moves in the end of `low ..< high` that `coverLow ..< coverHigh` reaches over
    /// (either end or both); returns whether one moved.
    private static func trim(_ low: inout Int, _ high: inout Int, by coverLow: Int, _ coverHigh: Int) -> Bool {
        var moved = false
        if coverLow <= low && coverHigh > low {
            low = coverHigh
            moved = true
        }
        if coverHigh >= high && coverLow < high {
            high = coverLow
            moved = true
        }
        return moved
    }

    /// The index of the first of `numbers` (increasing) above `value`, or their count.
    private static func firstIndex<C: RandomAccessCollection>(in numbers: C, above value: Int) -> Int
    where C.Element == Int, C.Index == Int {
        var low = numbers.startIndex
        var high = numbers.endIndex
        while low < high {
            let mid = (low + high) / 2
            if numbers[mid] > value { high = mid } else { low = mid + 1 }
        }
        return low
    }

    // MARK: Building

    /// Numbers `node` and its subtree; collects the covers of a plain path.
    /// `matrix` is the parent's user-to-device matrix, `clip` the interior of
    /// the clipping ancestors (nil: none). Returns the subtree's size.
    private mutating func visit(
        _ node: RenderNode, matrix parent: cairo_matrix_t, parentSublayer: Transform3D?, clip: PixelBox?, plain: Bool
    ) -> Int {
        let number = subtreeSizes.count
        subtreeSizes.append(1)
        let p = node.properties
        if Self.readsBackdropItself(node) { readers.append(number) }
        var matrix = parent
        // Drawn as RenderSession.draw draws it: shown, flat, affine, facing the viewer, and
        // not in a group, mask or tint (an ancestor at full opacity draws no group).
        var drawnPlainly =
            plain && p.opacity == 1 && !p.isHidden && node.flattensSublayers && node.mask == nil
            && node.colorMultiplier == nil
        if drawnPlainly {
            let local = p.localToParent(through: parentSublayer)
            if local.isAffine {
                let t = local.affineTransform
                var m = cairo_matrix_t(
                    xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                    x0: Double(t.tx), y0: Double(t.ty))
                var product = cairo_matrix_t()
                var current = parent
                cairo_matrix_multiply(&product, &m, &current)
                let facesAway =
                    !p.isDoubleSided
                    && RenderSession.facesAway(
                        p.bounds,
                        local.concatenating(RenderSession.projective(parent)))
                drawnPlainly =
                    RenderSession.isInvertible(m) && RenderSession.isInvertible(product)
                    && RenderSession.isWithinFixedPointRange(product) && !facesAway
                    && product.xy == 0 && product.yx == 0 && product.xx > 0 && product.yy > 0
                matrix = product
            } else {
                drawnPlainly = false
            }
        }
        var childClip = clip
        // A clip or transform the content leaves set also applies to the sublayers (RenderSession
        // plays the display list, then draws the children, in one state).
        var childrenPlain = drawnPlainly && !Self.leavesStateSet(node.content)
        if drawnPlainly {
            let square = Self.isSquare(node.cornerRadii)
            if square, let background = p.backgroundColor, background.alpha == 1,
                var box = Self.interior(of: p.bounds, under: matrix)
            {
                if let clip { box = box.intersection(clip) }
                if !box.isEmpty { covers.append((number, box)) }
            }
            if p.masksToBounds {
                if square, let box = Self.interior(of: p.bounds, under: matrix) {
                    childClip = clip.map { $0.intersection(box) } ?? box
                } else {
                    childrenPlain = false
                }
            }
        }
        var size = 1
        let sublayer = p.sublayerTransformInBoundsSpace
        for child in node.children {
            size += visit(child, matrix: matrix, parentSublayer: sublayer, clip: childClip, plain: childrenPlain)
        }
        subtreeSizes[number] = size
        return size
    }

    /// True when `content` clips or transforms the context outside any save/restore pair,
    /// which `DisplayListPlayer` leaves in force for the layer's sublayers.
    static func leavesStateSet(_ content: DisplayList) -> Bool {
        var depth = 0
        for command in content.commands {
            switch command {
            case .save: depth += 1
            case .restore: depth = max(0, depth - 1)
            case .clip, .concatenate: if depth == 0 { return true }
            default: break
            }
        }
        return false
    }

    /// True when no corner is rounded (the background is drawn as a plain rectangle).
    static func isSquare(_ radii: CornerRadii) -> Bool {
        !(radii.topLeft > 0) && !(radii.topRight > 0) && !(radii.bottomRight > 0) && !(radii.bottomLeft > 0)
    }

    /// True when `node`, anything under it or any layer its display lists or mask draw reads
    /// the pixels drawn before it (a backdrop blur).
    private static func readsBackdrop(_ node: RenderNode) -> Bool {
        readsBackdropItself(node) || node.children.contains(where: readsBackdrop)
    }

    /// ``readsBackdrop(_:)`` leaving out the node's sublayers (which are numbered on their own).
    private static func readsBackdropItself(_ node: RenderNode) -> Bool {
        if node.properties.backdropBlurRadius != 0 { return true }
        if let mask = node.mask, readsBackdrop(mask) { return true }
        for command in node.content.commands {
            if case .layer(let inner) = command, readsBackdrop(inner) { return true }
        }
        return false
    }

    // MARK: Cairo's rectangles

    /// `d` in Cairo's 24.8 fixed point, rounded as `_cairo_fixed_from_double` rounds (to nearest, ties to even).
    static func fixed(_ d: Double) -> Int64 {
        let magic = 1.5 * Double(1 << 44)
        return Int64(Int32(truncatingIfNeeded: (d + magic).bitPattern))
    }

    /// The fixed-point edges of `rect` as `cairo_rectangle` makes them under
    /// `m` (axis-aligned): the corner transformed, then each side's length;
    /// nil when a coordinate is not finite or leaves Cairo's fixed-point range.
    static func fixedEdges(of rect: CGRect, under m: cairo_matrix_t) -> (x0: Int64, y0: Int64, x1: Int64, y1: Int64)? {
        let r = rect.standardized
        let x = Double(r.minX)
        let y = Double(r.minY)
        let w = Double(r.width)
        let h = Double(r.height)
        // Well inside Cairo's fixed-point range (±8 388 608 pixels), where it clamps nothing.
        let limit = 4_000_000.0
        let left = m.xx * x + m.xy * y + m.x0
        let top = m.yx * x + m.yy * y + m.y0
        let width = m.xx * w
        let height = m.yy * h
        guard [left, top, width, height].allSatisfy({ $0.isFinite && abs($0) < limit }),
            abs(left + width) < limit, abs(top + height) < limit
        else { return nil }
        let x0 = fixed(left)
        let y0 = fixed(top)
        return (x0, y0, x0 + fixed(width), y0 + fixed(height))
    }

    /// The pixels `rect` covers wholly under `m`; nil when it cannot be computed.
    static func interior(of rect: CGRect, under m: cairo_matrix_t) -> PixelBox? {
        guard let e = fixedEdges(of: rect, under: m) else { return nil }
        return PixelBox(x0: up(min(e.x0, e.x1)), y0: up(min(e.y0, e.y1)), x1: down(max(e.x0, e.x1)), y1: down(max(e.y0, e.y1)))
    }

    /// The pixels `rect` touches at all under `m`; nil when it cannot be computed.
    static func touched(by rect: CGRect, under m: cairo_matrix_t) -> PixelBox? {
        guard let e = fixedEdges(of: rect, under: m) else { return nil }
        return PixelBox(x0: down(min(e.x0, e.x1)), y0: down(min(e.y0, e.y1)), x1: up(max(e.x0, e.x1)), y1: up(max(e.y0, e.y1)))
    }

    /// A 24.8 fixed-point coordinate rounded up to a whole pixel.
    private static func up(_ f: Int64) -> Int { Int((f + 255) >> 8) }
    /// A 24.8 fixed-point coordinate rounded down to a whole pixel.
    private static func down(_ f: Int64) -> Int { Int(f >> 8) }
}
