import CCairo
import Flipbook
import Foundation

/// The state of one render: draws nodes into Cairo contexts and caches
/// image surfaces for the length of the render.
///
/// One session belongs to one thread; it is made per frame and dropped after.
final class RenderSession {
    /// Premultiplied copies of the tree's images, keyed by the address of
    /// their pixel storage (unique while the tree being drawn holds them).
    private var images: [ImageKey: CairoImageSurface] = [:]
    private struct ImageKey: Hashable { var address: UInt, width: Int, height: Int }
    /// True while a shadow's shape is drawn into its mask: shadows of the
    /// layers inside it are left out of that shape, so nested shadows cost
    /// one extra drawing of each subtree instead of doubling per level.
    var drawingShadowShape = false
    /// The blurred backdrop of the node ``drawLayer(_:in:alpha:)`` is
    /// drawing, read before any group of that node was pushed and painted by
    /// the node's first ``drawUnmasked(_:in:alpha:)`` (which takes it).
    var pendingBackdrop: Backdrop?
    /// How many times a node's elements were drawn in this session: the work
    /// measure of a frame (tests bound it; nothing reads a clock).
    private(set) var elementsDrawn = 0
    /// The frame's covers: background fills that opaque layers drawn later hide are
    /// drawn clipped or left out. Set by ``CairoRenderer`` for a whole frame; layers
    /// drawn with a `number` (their place in the plan) take part.
    var occlusion: OcclusionPlan?
    /// Whether ``CairoRenderer`` makes an ``occlusion`` plan for a frame (tests turn it off to compare).
    var leavesOutHiddenFills = true
    /// How many background fills the plan left out or clipped (tests read it).
    private(set) var fillsCut = 0

    /// Throws when `cr` is in an error state.
    static func check(_ cr: OpaquePointer, _ stage: String) throws {
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(stage: stage, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    // MARK: Nodes

    /// Draws `node` into `cr`, whose current matrix maps the parent's bounds
    /// space to device pixels; `alpha` is the opacity inherited from
    /// ancestors that were not drawn as groups.
    /// `parentSublayer` is the parent's sublayer transform in its bounds space, if any.
    /// `number` is the node's number in ``occlusion`` when it is drawn as part of the
    /// frame's tree and outside any group (nil: its fills are never cut).
    func draw(
        _ node: RenderNode, in cr: OpaquePointer, alpha inherited: Double, parentSublayer: Transform3D? = nil,
        number: Int? = nil
    ) throws {
        let p = node.properties
        let alpha = inherited * min(1, max(0, p.opacity.isFinite ? p.opacity : 1))
        guard alpha > 0, !p.isHidden else { return }
        if !node.flattensSublayers { return try drawTransformLayer(node, in: cr, alpha: alpha, parentSublayer: parentSublayer) }
        let local = p.localToParent(through: parentSublayer)
        if !p.isDoubleSided, Self.facesAway(p.bounds, local.concatenating(Self.currentMatrix(cr))) { return }
        if local.isAffine {
            let t = local.affineTransform
            let m = cairo_matrix_t(
                xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                x0: Double(t.tx), y0: Double(t.ty))
            cairo_save(cr)
            defer { cairo_restore(cr) }
            guard Self.transform(cr, by: m) else { return }  // a layer squashed flat draws nothing
            try drawLayer(node, in: cr, alpha: alpha, number: number)
        } else {
            try drawProjected(node, local: local, in: cr, alpha: alpha)
        }
    }

    /// A transform layer's sublayers, each placed in 3-D through the layer's
    /// own placement and the parent's sublayer transform, back to front by
    /// the depth of their centres (equal depths keep their order).
    private func drawTransformLayer(
        _ node: RenderNode, in cr: OpaquePointer, alpha: Double,
        parentSublayer: Transform3D?
    ) throws {
        let p = node.properties
        var placement = p.localToParent3D
        if let parentSublayer { placement = placement.concatenating(parentSublayer) }
        let throughLayer = (p.sublayerTransformInBoundsSpace ?? .identity).concatenating(placement)
        func depth(_ child: RenderNode) -> CGFloat {
            let c = child.properties.bounds
            let m = child.properties.localToParent3D.concatenating(throughLayer)
            let x = c.midX
            let y = c.midY
            let z = x * m.m13 + y * m.m23 + m.m43
            let w = x * m.m14 + y * m.m24 + m.m44
            return w != 0 ? z / w : z
        }
        let ordered = node.children.enumerated()
            .map { (offset: $0.offset, node: $0.element, depth: depth($0.element)) }
            .sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.offset < $1.offset }
        for entry in ordered {
            try draw(entry.node, in: cr, alpha: alpha, parentSublayer: throughLayer)
        }
    }

    /// Draws the node in its own bounds space (the matrix is already set),
    /// as one group when its opacity must apply to several overlapping parts.
    func drawLayer(_ node: RenderNode, in cr: OpaquePointer, alpha: Double, number: Int? = nil) throws {
        pendingBackdrop = try blurredBackdrop(of: node, in: cr)
        defer { pendingBackdrop = nil }
        guard alpha < 1, Self.elementCount(node) > 1 else {
            try drawElements(node, in: cr, alpha: alpha, number: number)
            return
        }
        cairo_save(cr)
        Self.clipToExtent(of: node, in: cr)
        cairo_push_group(cr)
        try drawElements(node, in: cr, alpha: 1)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// Shadow, background (colour, then gradient), content, children, border, in that order; `alpha`
    /// multiplies each of them (only correct for one element, or 1).
    func drawElements(_ node: RenderNode, in cr: OpaquePointer, alpha: Double, number: Int? = nil) throws {
        if let tint = node.colorMultiplier { return try drawTinted(node, tint: tint, in: cr, alpha: alpha) }
        if let mask = node.mask { return try drawMasked(node, mask: mask, in: cr, alpha: alpha) }
        try drawUnmasked(node, in: cr, alpha: alpha, number: number)
    }

    /// Draws the node into a group and multiplies its colour channels by
    /// `tint` (a replicator instance's colour): multiply by the tint, then
    /// keep the group's own alpha. Exact where the group is opaque; at
    /// partly transparent pixels the tint also darkens by `1 - alpha`.
    private func drawTinted(_ node: RenderNode, tint: Color, in cr: OpaquePointer, alpha: Double) throws {
        var plain = node
        plain.colorMultiplier = nil
        cairo_save(cr)
        Self.clipToExtent(of: plain, in: cr)
        cairo_push_group(cr)
        try drawElements(plain, in: cr, alpha: 1)
        let picture = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(picture) }
        cairo_push_group(cr)
        cairo_set_source(cr, picture)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
        cairo_set_source_rgb(cr, min(1, max(0, tint.red)), min(1, max(0, tint.green)), min(1, max(0, tint.blue)))
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source(cr, picture)
        cairo_paint(cr)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
        try Self.check(cr, "drawing a tinted layer")
    }

    /// Draws the node into a group, its mask into another, and paints the
    /// first through the alpha of the second (`CALayer.mask`), times `alpha`.
    private func drawMasked(_ node: RenderNode, mask: RenderNode, in cr: OpaquePointer, alpha: Double) throws {
        cairo_save(cr)
        Self.clipToExtent(of: node, in: cr)
        cairo_push_group(cr)
        try drawUnmasked(node, in: cr, alpha: 1)
        let content = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(cr)
        try draw(mask, in: cr, alpha: 1)
        let coverage = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(coverage) }
        if alpha < 1 { cairo_push_group(cr) }
        cairo_set_source(cr, content)
        cairo_mask(cr, coverage)
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
        try Self.check(cr, "drawing a masked layer")
    }

    /// Shadow, background (colour, then gradient), content, children, border,
    /// in that order; `alpha` multiplies each of them (only correct for one element, or 1).
    /// With a `number`, the background colour leaves out what ``occlusion``'s later covers hide.
    private func drawUnmasked(_ node: RenderNode, in cr: OpaquePointer, alpha: Double, number: Int? = nil) throws {
        let p = node.properties
        let radii = node.cornerRadii
        elementsDrawn += 1
        let backdrop = pendingBackdrop
        pendingBackdrop = nil
        if let shadow = node.shadow, !drawingShadowShape {
            try drawShadow(shadow, of: node, in: cr, alpha: alpha)
        }
        if let backdrop, !drawingShadowShape { try paint(backdrop, of: node, in: cr, alpha: alpha) }
        if let background = p.backgroundColor, background.alpha > 0 {
            let cut = number.map { backgroundCut(of: node, number: $0, in: cr) } ?? .none
            if cut != .skip {
                if case let .clip(box) = cut { Self.beginPixelClip(box, in: cr) }
                Shapes.roundedRect(p.bounds, radii: radii, in: cr)
                Shapes.setSource(background, alpha: alpha, in: cr)
                cairo_fill(cr)
                if case .clip = cut { cairo_restore(cr) }
            }
        }
        // A gradient layer's gradient fills the background's rounded shape,
        // clipped by the corner radius with or without masksToBounds.
        if let gradient = p.gradient {
            Shapes.roundedRect(p.bounds, radii: radii, in: cr)
            Shapes.setSource(gradient.paint(in: p.bounds), alpha: alpha, in: cr)
            cairo_fill(cr)
        }
        if p.masksToBounds {
            cairo_save(cr)
            Shapes.roundedRect(p.bounds, radii: radii, in: cr)
            cairo_clip(cr)
        }
        if !node.content.isEmpty {
            try DisplayListPlayer(session: self, cr: cr).play(node.content, alpha: alpha)
        }
        let sublayerTransform = p.sublayerTransformInBoundsSpace
        if let number, let sizes = occlusion?.subtreeSizes {
            var childNumber = number + 1
            for child in node.children {
                try draw(child, in: cr, alpha: alpha, parentSublayer: sublayerTransform, number: childNumber)
                childNumber += sizes[childNumber]
            }
        } else {
            for child in node.children {
                try draw(child, in: cr, alpha: alpha, parentSublayer: sublayerTransform)
            }
        }
        if p.masksToBounds { cairo_restore(cr) }
        if p.borderWidth > 0, p.borderWidth.isFinite, let color = p.borderColor, color.alpha > 0 {
            Shapes.border(p.bounds, radii: radii, width: p.borderWidth, in: cr)
            Shapes.setSource(color, alpha: alpha, in: cr)
            cairo_fill(cr)
        }
    }

    /// What ``occlusion`` leaves of the background fill of `node` (number `number`),
    /// whose rectangle the current matrix places: cut only when that matrix is
    /// axis-aligned with positive scales and the corners are square.
    private func backgroundCut(of node: RenderNode, number: Int, in cr: OpaquePointer) -> OcclusionPlan.Cut {
        guard let occlusion, !drawingShadowShape, OcclusionPlan.isSquare(node.cornerRadii) else { return .none }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0,
            let touched = OcclusionPlan.touched(by: node.properties.bounds, under: m)
        else { return .none }
        let cut = occlusion.cut(touched, of: number)
        if cut != .none { fillsCut += 1 }
        return cut
    }

    /// Saves the state and clips to whole device pixels; the caller's `cairo_restore` ends it.
    static func beginPixelClip(_ box: OcclusionPlan.PixelBox, in cr: OpaquePointer) {
        cairo_save(cr)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
    }

    /// How many separately composited parts the node has: more than one
    /// means opacity must be applied to the group, not to each part.
    static func elementCount(_ node: RenderNode) -> Int {
        // A masked or tinted node is drawn as a group already, and takes alpha as a whole.
        if node.mask != nil || node.colorMultiplier != nil { return 1 }
        let p = node.properties
        var count = node.children.count
        if node.shadow != nil { count += 1 }
        if let c = p.backgroundColor, c.alpha > 0 { count += 1 }
        if p.backdropBlurRadius > 0 { count += 1 }
        if p.gradient != nil { count += 1 }
        if p.borderWidth > 0, let c = p.borderColor, c.alpha > 0 { count += 1 }
        let drawing = node.content.commands.lazy.filter {
            switch $0 {
            case .fill, .stroke, .paintClip, .text, .image, .layer: return true
            default: return false
            }
        }.count
        count += min(drawing, 2)
        return count
    }

    // MARK: Helpers

    /// Clips to where `node` can paint (nothing when that is unknown), so a
    /// group made for it is no larger than it needs to be.
    static func clipToExtent(of node: RenderNode, in cr: OpaquePointer) {
        guard let extent = NodeExtent.extent(of: node) else { return }
        cairo_rectangle(cr, Double(extent.minX), Double(extent.minY), Double(extent.width), Double(extent.height))
        cairo_clip(cr)
    }

    /// True when the layer's back faces the viewer: its bounds, mapped to
    /// the device by `toDevice`, turn the other way round (negative signed area).
    static func facesAway(_ bounds: CGRect, _ toDevice: ProjectiveTransform) -> Bool {
        let b = bounds.width > 0 && bounds.height > 0 ? bounds : CGRect(x: bounds.minX, y: bounds.minY, width: 1, height: 1)
        let p0 = toDevice.apply(CGPoint(x: b.minX, y: b.minY))
        let p1 = toDevice.apply(CGPoint(x: b.maxX, y: b.minY))
        let p2 = toDevice.apply(CGPoint(x: b.minX, y: b.maxY))
        let cross = (p1.x - p0.x) * (p2.y - p0.y) - (p1.y - p0.y) * (p2.x - p0.x)
        return cross < 0
    }

    /// True when Cairo can invert `m`: a non-zero, finite determinant whose
    /// reciprocal is finite too (Cairo scales the adjoint by it), and a finite offset.
    static func isInvertible(_ m: cairo_matrix_t) -> Bool {
        let det = m.xx * m.yy - m.yx * m.xy
        return det != 0 && det.isFinite && (1 / det).isFinite && m.x0.isFinite && m.y0.isFinite
    }

    /// The largest scale, in device pixels per point, and the largest offset,
    /// in device pixels, that a layer's matrix may have and still be drawn.
    /// Cairo rasterises in 24.8 fixed point (±8 388 608 pixels): under a
    /// matrix beyond that, one point of the layer spans more than Cairo can
    /// represent, and its fill can loop without end (a 1.3e14 skew did).
    /// What such a layer would show on screen is one stretched point of it.
    static let maximumScale = 8_388_608.0
    static let maximumOffset = 1e12

    /// True when every coefficient of `m` is within ``maximumScale`` and its
    /// offset within ``maximumOffset``.
    static func isWithinFixedPointRange(_ m: cairo_matrix_t) -> Bool {
        max(abs(m.xx), abs(m.yx), abs(m.xy), abs(m.yy)) <= maximumScale
            && abs(m.x0) <= maximumOffset && abs(m.y0) <= maximumOffset
    }

    /// Applies `m` after the current matrix of `cr` (`cairo_transform`) when
    /// both `m` and the product can be inverted; returns false, changing
    /// nothing, otherwise. Each factor may be fine while the product is not
    /// (a sublayer transform squashing by 1e-320 under the frame's scale):
    /// Cairo would then put the whole frame in an error state ("invalid
    /// matrix"). What such a transform draws is flatter than any pixel.
    static func transform(_ cr: OpaquePointer, by m: cairo_matrix_t) -> Bool {
        guard isInvertible(m) else { return false }
        var current = cairo_matrix_t()
        var factor = m
        var product = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        cairo_matrix_multiply(&product, &factor, &current)
        guard isInvertible(product), isWithinFixedPointRange(product) else { return false }
        cairo_transform(cr, &factor)
        return true
    }

    /// The current matrix as a projective map (user space -> device pixels).
    static func currentMatrix(_ cr: OpaquePointer) -> ProjectiveTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return projective(m)
    }

    /// `m` as a projective transform.
    static func projective(_ m: cairo_matrix_t) -> ProjectiveTransform {
        ProjectiveTransform(CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0))
    }

    /// The device-pixel rectangle that the current clip allows, rounded out.
    static func deviceClipExtents(_ cr: OpaquePointer, margin: Double = 0) -> CGRect {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let r = deviceRect(of: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), in: cr)
        // The clip's box in user space, mapped back, can be far larger than the
        // clip (under a skewing matrix: a shadow surface 196 608 pixels wide,
        // more than Cairo makes) or overflow (a layer placed 1e308 points away):
        // keep it within `margin` pixels of the box in device space, which
        // holds everything that can reach a pixel of the clip through a blur of
        // that reach.
        let box = deviceClipBox(cr).insetBy(dx: -margin, dy: -margin)
        return r.isNull ? box : r.intersectionOrNull(box)
    }

    /// The clip's bounding box in device pixels, measured in device space, rounded out.
    static func deviceClipBox(_ cr: OpaquePointer) -> CGRect {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return CGRect(
            x: x1.rounded(.down), y: y1.rounded(.down), width: x2.rounded(.up) - x1.rounded(.down),
            height: y2.rounded(.up) - y1.rounded(.down))
    }

    /// The bounding box in device pixels of a user-space rectangle, rounded
    /// out; coordinates beyond ±1e15 pixels (overflowing to infinity) are held
    /// there, and a rectangle with a NaN coordinate is `CGRect.null`.
    static func deviceRect(of r: CGRect, in cr: OpaquePointer) -> CGRect {
        var xs: [Double] = []
        var ys: [Double] = []
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            var dx = Double(x)
            var dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            guard !dx.isNaN, !dy.isNaN else { return .null }
            xs.append(min(max(dx, -1e15), 1e15))
            ys.append(min(max(dy, -1e15), 1e15))
        }
        let minX = xs.min()!.rounded(.down)
        let minY = ys.min()!.rounded(.down)
        return CGRect(x: minX, y: minY, width: xs.max()!.rounded(.up) - minX, height: ys.max()!.rounded(.up) - minY)
    }

    /// The premultiplied surface of an image, made once per render.
    func imageSurface(for bitmap: Bitmap) throws -> CairoImageSurface {
        let address = bitmap.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let key = ImageKey(address: address, width: bitmap.width, height: bitmap.height)
        if let cached = images[key] { return cached }
        let surface = try CairoImageSurface(bitmap: bitmap)
        images[key] = surface
        return surface
    }
}
