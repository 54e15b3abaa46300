import Foundation

/// The kind of gradient a ``GradientLayer`` draws (`CAGradientLayerType`).
public struct GradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = GradientLayerType(rawValue: "axial")
    /// An ellipse centred on `startPoint` whose radii reach `endPoint`.
    public static let radial = GradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting towards `endPoint`, turning clockwise on screen.
    public static let conic = GradientLayerType(rawValue: "conic")

    var kind: LayerGradient.Kind {
        switch self {
        case .radial: return .radial
        case .conic: return .conic
        default: return .axial
        }
    }
}

/// A layer that fills its bounds with a gradient (`CAGradientLayer`).
///
/// The gradient is drawn over the background colour, in the rounded shape of
/// the bounds, below the sublayers (see ``LayerGradient`` for the geometry of
/// each kind). Points are in the unit coordinate space of the bounds, y down.
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable with
/// explicit animations (keys `"colors"`, `"locations"`, `"startPoint"`,
/// `"endPoint"`); colour lists mix colour by colour when the counts match.
@preconcurrency @MainActor
open class GradientLayer: Layer {
    /// The colours, as Core Graphics colours (``Color``); other values are
    /// skipped. nil or empty draws no gradient.
    public var colors: [Any]? {
        didSet {
            syncGradient()
            valueDidChange(
                forKey: "colors", from: .list((oldValue ?? []).compactMap { ($0 as? Color).map { .color($0) } }),
                wasAbsent: oldValue == nil)
        }
    }
    /// Where each colour sits along the gradient, in 0...1, increasing; nil
    /// (the default) spreads the colours evenly. A count that does not match
    /// `colors` also spreads them evenly.
    public var locations: [NSNumber]? {
        didSet {
            syncGradient()
            valueDidChange(
                forKey: "locations", from: .list((oldValue ?? []).map { .scalar($0.doubleValue) }),
                wasAbsent: oldValue == nil)
        }
    }
    /// Unit coordinates; (0.5, 0) by default.
    public var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet {
            syncGradient()
            valueDidChange(forKey: "startPoint", from: .point(oldValue))
        }
    }
    /// Unit coordinates; (0.5, 1) by default.
    public var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet {
            syncGradient()
            valueDidChange(forKey: "endPoint", from: .point(oldValue))
        }
    }
    /// `.axial` by default.
    public var type = GradientLayerType.axial { didSet { syncGradient() } }

    public override init() { super.init() }

    /// UIKit's archive initializer; the coder is not read (see ``Layer/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? GradientLayer {
            colors = other.colors
            locations = other.locations
            startPoint = other.startPoint
            endPoint = other.endPoint
            type = other.type
        }
    }

    /// The colours that are colours.
    private var gradientColors: [Color] { (colors ?? []).compactMap { $0 as? Color } }

    private func syncGradient() {
        let list = gradientColors
        guard !list.isEmpty else {
            properties.gradient = nil
            return
        }
        let stops = locations.map { $0.map { $0.doubleValue } }
        properties.gradient = LayerGradient(
            type: type.kind, colors: list, locations: stops,
            startPoint: startPoint, endPoint: endPoint)
    }

    override func makeCopy() -> Layer { GradientLayer(layer: self) }

    /// The presentation copy, typed as this class (`presentation()?.path` reads the drawn value).
    open override func presentation() -> GradientLayer? { super.presentation() as? GradientLayer }
    override class func makeInstance() -> Layer { GradientLayer() }

    override func clearValue(forKey key: String) -> Bool {
        switch key {
        case "colors": colors = nil
        case "locations": locations = nil
        default: return super.clearValue(forKey: key)
        }
        return true
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "colors": return .list(gradientColors.map { .color($0) })
        case "locations": return .list((locations ?? []).map { .scalar($0.doubleValue) })
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        default: return super.animatableValue(forKey: key)
        }
    }

    override func applyAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("colors", .list(let items)):
            colors = items.compactMap { if case .color(let c) = $0 { return c } else { return nil } }
        case ("locations", .list(let items)):
            let numbers = items.compactMap { item -> NSNumber? in
                if case .scalar(let v) = item { return NSNumber(value: v) } else { return nil }
            }
            locations = numbers.isEmpty ? nil : numbers
        case ("startPoint", .point(let p)): startPoint = p
        case ("endPoint", .point(let p)): endPoint = p
        default: return super.applyAnimatableValue(value, forKey: key)
        }
        return true
    }
}
