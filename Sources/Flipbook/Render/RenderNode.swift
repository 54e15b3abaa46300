import Foundation

/// What one layer (and the view it belongs to, if any) looked like at one
/// moment: its presentation values, its recorded content, its mask and its
/// visible sublayers, in drawing order.
///
/// Immutable and `Sendable`: made on the main actor, drawn anywhere.
/// Coordinates are points; `content` is in the node's bounds space.
public struct RenderNode: Hashable, Sendable {
    /// The view's type name, for traces.
    public var kind: String
    /// The view's `accessibilityIdentifier`, if any.
    public var identifier: String?
    /// The presentation values.
    public var properties: LayerProperties
    /// The view's own content, drawn above the background, below the children.
    public var content: DisplayList
    /// Visible sublayers, back to front (sorted by `zPosition`, then order).
    public var children: [RenderNode]
    /// The rarely used parts (mask, transform-layer flag, tint) behind one
    /// reference, nil while all are defaults: most nodes are plain, and a
    /// frame copies many of them.
    private var effects: RenderNodeEffects?

    /// False for a transform layer (`CATransformLayer`): the node draws
    /// nothing of its own, and its sublayers are placed in its parent's 3-D
    /// space (not flattened onto its plane), back to front by depth.
    public var flattensSublayers: Bool {
        get { effects?.flattensSublayers ?? true }
        set { updateEffects { $0.flattensSublayers = newValue } }
    }
    /// Multiplies the colour channels of everything the node draws (a
    /// replicator instance's colour); nil for none.
    public var colorMultiplier: Color? {
        get { effects?.colorMultiplier }
        set { updateEffects { $0.colorMultiplier = newValue } }
    }

    /// A node of a layer kind ("layer", "shape", "text", ...) with its properties, recorded drawing, sublayers (back to front) and mask.
    public init(
        kind: String, identifier: String? = nil, properties: LayerProperties,
        content: DisplayList = DisplayList(), children: [RenderNode] = [], mask: RenderNode? = nil
    ) {
        self.kind = kind
        self.identifier = identifier
        self.properties = properties
        self.content = content
        self.children = children
        if let mask { self.mask = mask }
    }

    /// The mask layer's node, in this node's bounds space: its alpha decides
    /// how much of this node (content, sublayers, border, shadow) shows.
    public var mask: RenderNode? {
        get { effects?.mask.first }
        set { updateEffects { $0.mask = newValue.map { [$0] } ?? [] } }
    }

    private mutating func updateEffects(_ body: (inout RenderNodeEffects.Values) -> Void) {
        var values = effects?.values ?? RenderNodeEffects.Values()
        body(&values)
        effects = values == RenderNodeEffects.Values() ? nil : RenderNodeEffects(values)
    }

    /// The corner radii to draw, after `maskedCorners`.
    public var cornerRadii: CornerRadii {
        CornerRadii(radius: properties.cornerRadius, corners: properties.maskedCorners)
    }

    /// The shadow to draw, or nil when it would be invisible.
    public var shadow: Shadow? {
        guard properties.shadowOpacity > 0, let color = properties.shadowColor, color.alpha > 0 else { return nil }
        return Shadow(
            color: color, opacity: properties.shadowOpacity, radius: properties.shadowRadius,
            offset: properties.shadowOffset)
    }

    /// The number of nodes in this subtree, this one included.
    public var nodeCount: Int {
        var count = 1
        children.withUnsafeBufferPointer { count += Self.nodeCount(of: $0) }
        if let effects, let mask = effects.mask.first { count += mask.nodeCount }
        return count
    }

    /// The nodes in `nodes` and their subtrees, counted through pointers: a
    /// frame's nodes are large, and reading them as values would copy each
    /// one (the whole tree's bytes) only to read two of its fields.
    private static func nodeCount(of nodes: UnsafeBufferPointer<RenderNode>) -> Int {
        guard let base = nodes.baseAddress else { return 0 }
        var count = nodes.count
        for i in 0..<nodes.count {
            let node = base + i
            node.pointee.children.withUnsafeBufferPointer { count += nodeCount(of: $0) }
            if let effects = node.pointee.effects, let mask = effects.mask.first { count += mask.nodeCount }
        }
        return count
    }
}

/// One frame's picture: the window's render node, its size in points and the
/// scale (pixels per point) to draw at.
public struct RenderTree: Hashable, Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// Pixels per point; the picture is `size * scale` pixels.
    public var scale: CGFloat
    /// The window and everything in it.
    public var root: RenderNode

    /// A tree of `size` points drawn at `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat, root: RenderNode) {
        self.size = size
        self.scale = scale
        self.root = root
    }

    /// The pixel width: `size.width * scale`, rounded up.
    public var pixelWidth: Int { Int((size.width * scale).rounded(.up)) }
    /// The pixel height: `size.height * scale`, rounded up.
    public var pixelHeight: Int { Int((size.height * scale).rounded(.up)) }
}

/// The rarely used parts of a ``RenderNode``, immutable and shared between copies.
final class RenderNodeEffects: Hashable, Sendable {
    struct Values: Hashable, Sendable {
        /// Zero or one node (an array so the type can hold its own kind).
        var mask: [RenderNode] = []
        var flattensSublayers = true
        var colorMultiplier: Color? = nil
    }
    let values: Values
    init(_ values: Values) { self.values = values }
    var mask: [RenderNode] { values.mask }
    var flattensSublayers: Bool { values.flattensSublayers }
    var colorMultiplier: Color? { values.colorMultiplier }
    static func == (a: RenderNodeEffects, b: RenderNodeEffects) -> Bool { a === b || a.values == b.values }
    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
