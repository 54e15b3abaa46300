import Foundation

/// A layer that draws its sublayers several times, each copy moved, tinted
/// and delayed a step further than the one before (`CAReplicatorLayer`).
///
/// Instance 0 is the sublayers as they are; instance `i` is drawn through
/// `instanceTransform` applied `i` times, about the replicator's anchor
/// point (its centre by default), so a rotation of 2π / n lays n copies
/// around the centre. Each instance's colour is `instanceColor` plus `i`
/// times the offsets, clamped to 0...1: its alpha multiplies the instance's
/// opacity, its red, green and blue multiply the instance's colours
/// (exactly for opaque pixels; antialiased edges are tinted approximately).
/// Explicit animations of instance `i`'s layers run `i * instanceDelay`
/// seconds late (animation blocks are not delayed).
@preconcurrency @MainActor
open class ReplicatorLayer: Layer {
    /// How many copies are drawn, the original included; 1 by default. Below 1 draws none.
    public var instanceCount = 1 { didSet { valueDidChange(forKey: "instanceCount", from: .scalar(Double(oldValue))) } }
    /// Seconds each copy's animations lag behind the previous copy's; 0 by default.
    public var instanceDelay: CFTimeInterval = 0
    /// Applied once more for each copy, about the anchor point; the identity by default.
    public var instanceTransform = Transform3D.identity {
        didSet { valueDidChange(forKey: "instanceTransform", from: .transform(oldValue)) }
    }
    /// Kept for `CAReplicatorLayer`; copies are flattened onto the layer's plane.
    public var preservesDepth = false
    /// The colour of instance 0; opaque white (no tint) by default, and when nil.
    public var instanceColor: CGColor? = .white
    /// Added to the red component of each instance's colour relative to the previous one (`CAReplicatorLayer.instanceRedOffset`), in 0...1 units.
    public var instanceRedOffset: Float = 0
    /// Added to the green component of each instance's colour relative to the previous one.
    public var instanceGreenOffset: Float = 0
    /// Added to the blue component of each instance's colour relative to the previous one.
    public var instanceBlueOffset: Float = 0
    /// Added to the alpha of each instance relative to the previous one; -0.1 fades each copy by 10 %.
    public var instanceAlphaOffset: Float = 0

    /// At most this many copies are drawn, so a huge count cannot stall a frame.
    public static let maximumInstanceCount = 10_000

    public override init() { super.init() }

    /// UIKit's archive initializer; the coder is not read (see ``Layer/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ReplicatorLayer {
            instanceCount = other.instanceCount
            instanceDelay = other.instanceDelay
            instanceTransform = other.instanceTransform
            preservesDepth = other.preservesDepth
            instanceColor = other.instanceColor
            instanceRedOffset = other.instanceRedOffset
            instanceGreenOffset = other.instanceGreenOffset
            instanceBlueOffset = other.instanceBlueOffset
            instanceAlphaOffset = other.instanceAlphaOffset
        }
    }

    override func makeCopy() -> Layer { ReplicatorLayer(layer: self) }

    /// The presentation copy, typed as this class (`presentation()?.path` reads the drawn value).
    open override func presentation() -> ReplicatorLayer? { super.presentation() as? ReplicatorLayer }
    override class func makeInstance() -> Layer { ReplicatorLayer() }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "instanceCount": return .scalar(Double(instanceCount))
        case "instanceTransform": return .transform(instanceTransform)
        case "instanceDelay": return .scalar(instanceDelay)
        case "instanceColor": return .color(instanceColor ?? .white)
        case "instanceRedOffset": return .scalar(Double(instanceRedOffset))
        case "instanceGreenOffset": return .scalar(Double(instanceGreenOffset))
        case "instanceBlueOffset": return .scalar(Double(instanceBlueOffset))
        case "instanceAlphaOffset": return .scalar(Double(instanceAlphaOffset))
        default: return super.animatableValue(forKey: key)
        }
    }

    override func applyAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("instanceCount", .scalar(let v)): instanceCount = v.isFinite ? Int(max(-1, min(v.rounded(.down), 1e9))) : 0
        case ("instanceTransform", .transform(let t)): instanceTransform = t
        case ("instanceDelay", .scalar(let v)): instanceDelay = v
        case ("instanceColor", .color(let c)): instanceColor = c
        case ("instanceRedOffset", .scalar(let v)): instanceRedOffset = Float(v)
        case ("instanceGreenOffset", .scalar(let v)): instanceGreenOffset = Float(v)
        case ("instanceBlueOffset", .scalar(let v)): instanceBlueOffset = Float(v)
        case ("instanceAlphaOffset", .scalar(let v)): instanceAlphaOffset = Float(v)
        default: return super.applyAnimatableValue(value, forKey: key)
        }
        return true
    }

    /// One holder node per instance, each covering the layer's bounds,
    /// placed by the instance's transform about the anchor point, holding
    /// the sublayers built at the instance's delayed time.
    override func renderedSublayerNodes() -> [RenderNode] {
        let count = min(instanceCount, Self.maximumInstanceCount)
        guard count > 0, !children.isEmpty else { return [] }
        let b = properties.bounds
        let anchor = CGPoint(x: b.minX + properties.anchorPoint.x * b.width, y: b.minY + properties.anchorPoint.y * b.height)
        let base = instanceColor ?? .white
        let delay = instanceDelay.isFinite ? instanceDelay : 0
        var nodes: [RenderNode] = []
        nodes.reserveCapacity(count)
        var transform = Transform3D.identity
        // The delay shifts the time of each instance's sublayers, through the
        // host window's render-pass state (a replicator outside any window
        // draws every instance at the same time).
        let environment = hostWindow?.environment
        let savedShift = environment?.renderTimeShift ?? 0
        defer { environment?.renderTimeShift = savedShift }
        for i in 0..<count {
            func channel(_ start: Double, _ offset: Float) -> Double {
                let v = start + Double(i) * Double(offset)
                return v.isFinite ? min(1, max(0, v)) : 1
            }
            let tint = Color(
                red: channel(base.red, instanceRedOffset), green: channel(base.green, instanceGreenOffset),
                blue: channel(base.blue, instanceBlueOffset), alpha: channel(base.alpha, instanceAlphaOffset))
            environment?.renderTimeShift = savedShift + Double(i) * delay
            var holder = LayerProperties()
            holder.bounds = b
            holder.anchorPoint = properties.anchorPoint
            holder.position = anchor
            holder.transform = transform
            holder.opacity = tint.alpha
            var node = RenderNode(
                kind: "ReplicatorInstance", identifier: name.map { "\($0)[\(i)]" },
                properties: holder, children: sublayerNodes())
            if tint.red < 1 || tint.green < 1 || tint.blue < 1 {
                node.colorMultiplier = Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: 1)
            }
            nodes.append(node)
            transform = instanceTransform.concatenating(transform)
        }
        return nodes
    }
}
