import Foundation

/// How a shape layer decides the inside of its path (`CAShapeLayerFillRule`).
public struct ShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding (the default).
    public static let nonZero = ShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd: overlapping sub-paths cut holes.
    public static let evenOdd = ShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's open strokes (`CAShapeLayerLineCap`).
public struct ShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Flat at the end point (the default).
    public static let butt = ShapeLayerLineCap(rawValue: "butt")
    /// A half-disc beyond the end point.
    public static let round = ShapeLayerLineCap(rawValue: "round")
    /// A half-square beyond the end point.
    public static let square = ShapeLayerLineCap(rawValue: "square")
}

/// The corners of a shape layer's strokes (`CAShapeLayerLineJoin`).
public struct ShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, beveled past `miterLimit` (the default).
    public static let miter = ShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = ShapeLayerLineJoin(rawValue: "round")
    /// A cut-off corner.
    public static let bevel = ShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path (`CAShapeLayer`): filled, then stroked, above
/// the background and below the sublayers, in the layer's bounds space.
///
/// The path is not clipped to the bounds (unless `masksToBounds`). As a
/// ``Layer/mask`` it is how circular reveals are made: the filled shape is
/// the part of the masked layer that shows. `strokeStart` and `strokeEnd`
/// cut the stroke (not the fill) to a part of the path's length, as
/// fractions of the whole path. Animatable keys: `path` (paths with the same
/// elements mix point by point), `fillColor`, `strokeColor`, `lineWidth`,
/// `miterLimit`, `lineDashPhase`, `lineDashPattern`, `strokeStart`, `strokeEnd`.
@preconcurrency @MainActor
open class ShapeLayer: Layer {
    /// The shape, in the layer's bounds space; nil draws nothing.
    public var path: CGPath? {
        didSet { valueDidChange(forKey: "path", from: .path(oldValue?.path ?? Path()), wasAbsent: oldValue == nil) }
    }
    /// Opaque black by default; nil or clear fills nothing.
    public var fillColor: CGColor? = .black {
        didSet { valueDidChange(forKey: "fillColor", from: .color(oldValue ?? .clear), wasAbsent: oldValue == nil) }
    }
    /// How the path's inside is decided for the fill; `.nonZero` by default.
    public var fillRule = ShapeLayerFillRule.nonZero
    /// nil (the default) strokes nothing.
    public var strokeColor: CGColor? {
        didSet { valueDidChange(forKey: "strokeColor", from: .color(oldValue ?? .clear), wasAbsent: oldValue == nil) }
    }
    /// In points; 1 by default. The stroke is centred on the path.
    public var lineWidth: CGFloat = 1 { didSet { valueDidChange(forKey: "lineWidth", from: .scalar(Double(oldValue))) } }
    /// The ends of open sub-paths' strokes; `.butt` by default.
    public var lineCap = ShapeLayerLineCap.butt
    /// The corners of strokes; `.miter` by default.
    public var lineJoin = ShapeLayerLineJoin.miter
    /// 10 by default.
    public var miterLimit: CGFloat = 10 { didSet { valueDidChange(forKey: "miterLimit", from: .scalar(Double(oldValue))) } }
    /// Dash and gap lengths in points, alternating, starting with a dash;
    /// nil or empty draws a solid line.
    public var lineDashPattern: [NSNumber]?
    /// Points into the dash pattern at which the stroke starts; 0 by default.
    public var lineDashPhase: CGFloat = 0 { didSet { valueDidChange(forKey: "lineDashPhase", from: .scalar(Double(oldValue))) } }
    /// Where the stroke starts along the path, a fraction of its length in 0...1; 0 by default.
    public var strokeStart: CGFloat = 0 { didSet { valueDidChange(forKey: "strokeStart", from: .scalar(Double(oldValue))) } }
    /// Where the stroke ends along the path, a fraction of its length in 0...1; 1 by default.
    public var strokeEnd: CGFloat = 1 { didSet { valueDidChange(forKey: "strokeEnd", from: .scalar(Double(oldValue))) } }

    public override init() { super.init() }

    /// UIKit's archive initializer; the coder is not read (see ``Layer/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ShapeLayer {
            path = other.path
            fillColor = other.fillColor
            fillRule = other.fillRule
            strokeColor = other.strokeColor
            lineWidth = other.lineWidth
            lineCap = other.lineCap
            lineJoin = other.lineJoin
            miterLimit = other.miterLimit
            lineDashPattern = other.lineDashPattern
            lineDashPhase = other.lineDashPhase
            strokeStart = other.strokeStart
            strokeEnd = other.strokeEnd
        }
    }

    override func makeCopy() -> Layer { ShapeLayer(layer: self) }

    /// The presentation copy, typed as this class (`presentation()?.path` reads the drawn value).
    open override func presentation() -> ShapeLayer? { super.presentation() as? ShapeLayer }
    override class func makeInstance() -> Layer { ShapeLayer() }

    /// The fill, then the stroke cut to `strokeStart...strokeEnd`, above what
    /// a plain layer draws (contents image, `draw(in:)`).
    override func layerContent(in bounds: CGRect) -> DisplayList {
        var list = super.layerContent(in: bounds)
        guard let shape = path?.path, !shape.isEmpty else { return list }
        if let fill = fillColor, fill.alpha > 0 {
            list.commands.append(.fill(shape, .color(fill), fillRule == .evenOdd ? .evenOdd : .nonZero))
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return list }
        let start = max(0, min(1, strokeStart.isFinite ? strokeStart : 0))
        let end = max(0, min(1, strokeEnd.isFinite ? strokeEnd : 1))
        guard end > start else { return list }
        let trimmed = start == 0 && end == 1 ? shape : shape.trimmed(from: start, to: end)
        guard !trimmed.isEmpty else { return list }
        let dash = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        let usableDash = dash.allSatisfy { $0 >= 0 && $0.isFinite } && dash.contains { $0 > 0 } ? dash : []
        let style = StrokeStyle(
            lineWidth: lineWidth, lineCap: lineCap.cgLineCap, lineJoin: lineJoin.cgLineJoin,
            miterLimit: miterLimit, dash: usableDash, dashPhase: lineDashPhase)
        list.commands.append(.stroke(trimmed, .color(stroke), style))
        return list
    }

    override func clearValue(forKey key: String) -> Bool {
        switch key {
        case "path": path = nil
        case "fillColor": fillColor = nil
        case "strokeColor": strokeColor = nil
        case "lineDashPattern": lineDashPattern = nil
        default: return super.clearValue(forKey: key)
        }
        return true
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "path": return .path(path?.path ?? Path())
        case "fillColor": return .color(fillColor ?? .clear)
        case "strokeColor": return .color(strokeColor ?? .clear)
        case "lineWidth": return .scalar(Double(lineWidth))
        case "miterLimit": return .scalar(Double(miterLimit))
        case "lineDashPhase": return .scalar(Double(lineDashPhase))
        case "lineDashPattern": return .list((lineDashPattern ?? []).map { .scalar($0.doubleValue) })
        case "strokeStart": return .scalar(Double(strokeStart))
        case "strokeEnd": return .scalar(Double(strokeEnd))
        default: return super.animatableValue(forKey: key)
        }
    }

    override func applyAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("path", .path(let p)): path = p.isEmpty ? nil : CGPath(p)
        case ("fillColor", .color(let c)): fillColor = c
        case ("strokeColor", .color(let c)): strokeColor = c
        case ("lineWidth", .scalar(let v)): lineWidth = CGFloat(v)
        case ("miterLimit", .scalar(let v)): miterLimit = CGFloat(v)
        case ("lineDashPhase", .scalar(let v)): lineDashPhase = CGFloat(v)
        case ("lineDashPattern", .list(let items)):
            let numbers = items.compactMap { item -> NSNumber? in
                if case .scalar(let v) = item { return NSNumber(value: v) } else { return nil }
            }
            lineDashPattern = numbers.isEmpty ? nil : numbers
        case ("strokeStart", .scalar(let v)): strokeStart = CGFloat(v)
        case ("strokeEnd", .scalar(let v)): strokeEnd = CGFloat(v)
        default: return super.applyAnimatableValue(value, forKey: key)
        }
        return true
    }
}

extension ShapeLayerLineCap {
    var cgLineCap: CGLineCap {
        switch self {
        case .round: return .round
        case .square: return .square
        default: return .butt
        }
    }
}

extension ShapeLayerLineJoin {
    var cgLineJoin: CGLineJoin {
        switch self {
        case .round: return .round
        case .bevel: return .bevel
        default: return .miter
        }
    }
}
