import Foundation

/// A path with its stroke and fill attributes, as UIKit's `UIBezierPath`
/// (delete the `UI` prefix). Coordinates in points, in Flipbook's y-down
/// space, where UIKit's "clockwise" is clockwise on screen.
///
/// A plain class (not main-actor, not `Sendable`: it changes), open for
/// subclassing as `UIBezierPath` is. Its geometry is the ``Path`` value in
/// ``path``; ``cgPath`` wraps the same value.
///
/// Differences from UIKit:
/// - `fill()`, `fill(with:alpha:)`, `stroke()`, `stroke(with:alpha:)` and
///   `addClip()` are absent: Flipbook has no current graphics context. In a
///   view's `draw(_:in:)`, hand ``path`` to the ``GraphicsContext``
///   (`context.fill(p.path, with: .color(c), rule: p.fillRule)`, or
///   `context.addPath(p.path)` then `strokePath()` with ``strokeStyle``'s
///   settings).
/// - `flatness` is stored but unused (the renderer flattens to its own
///   tolerance).
/// - Rounded rectangles have circular corners (cubic quarter circles), not
///   the continuous corner curve UIKit draws since iOS 7.
/// - `setLineDash(_:count:phase:)` takes a `[CGFloat]?` (an array literal
///   compiles unchanged).
/// - No `NSCoding`/`NSSecureCoding`; `copy()` copies geometry and attributes.
open class BezierPath: NSObject, AnimatableValueConvertible {
    /// The geometry, in points.
    public var path: Path

    /// Stroke width in points; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How open ends are drawn; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are drawn; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Miter length over line width beyond which a miter join becomes a bevel; 10 by default.
    open var miterLimit: CGFloat = 10
    /// UIKit's curve-flattening tolerance in pixels (0.6 by default); stored, not used.
    open var flatness: CGFloat = 0.6
    /// Whether fills and ``contains(_:)`` use the even-odd rule; false (nonzero winding) by default.
    open var usesEvenOddFillRule = false

    /// Dash lengths in points, alternately painted and skipped; empty for a solid line.
    public private(set) var lineDashPattern: [CGFloat] = []
    /// Where in the dash pattern the stroke starts, in points.
    public private(set) var lineDashPhase: CGFloat = 0

    /// An empty path with default attributes.
    public override init() {
        path = Path()
        super.init()
    }

    /// A path holding `path`, with default attributes.
    public init(path: Path) {
        self.path = path
        super.init()
    }

    /// A closed rectangle from `rect`'s origin, clockwise on screen.
    public convenience init(rect: CGRect) { self.init(path: Path(rect: rect)) }

    /// A closed oval fitting `rect`: four cubic curves clockwise on screen
    /// from the point at `(maxX, midY)`.
    public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect)) }

    /// A closed rectangle with every corner rounded by `cornerRadius`,
    /// clamped to half the shorter side; clockwise on screen, starting at
    /// the end of the top-left corner.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(path: Path(roundedRect: rect, cornerRadius: cornerRadius))
    }

    /// A closed rectangle with the `corners` rounded. As UIKit (since iOS 7),
    /// only `cornerRadii.width` is used, for every rounded corner, clamped to
    /// half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        let r = cornerRadii.width
        var p = Path()
        p.addRoundedRect(
            rect,
            radii: CornerRadii(
                topLeft: corners.contains(.topLeft) ? r : 0,
                topRight: corners.contains(.topRight) ? r : 0,
                bottomRight: corners.contains(.bottomRight) ? r : 0,
                bottomLeft: corners.contains(.bottomLeft) ? r : 0))
        self.init(path: p)
    }

    /// An open arc: a move to the start point, then the arc
    /// (``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s geometry and default attributes.
    public convenience init(cgPath: CGPath) { self.init(path: cgPath.path) }

    /// The geometry as an immutable ``CGPath`` (a new snapshot on every
    /// read); setting it replaces the geometry.
    open var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }

    // MARK: Construction

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line from the current point.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc with UIKit's `clockwise`: true turns clockwise on screen
    /// (towards increasing angles in y-down space), so 0 to π clockwise is
    /// the bottom half of the circle. A non-empty path first gets a line from
    /// the current point to the arc's start. Angles 2π or more apart in the
    /// arc's direction give the whole circle; otherwise the arc covers less
    /// than one turn. Cubic pieces of at most 90°.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        // UIKit's clockwise (y-down, on screen) is Core Graphics' counterclockwise.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line to its start.
    open func close() { path.closeSubpath() }

    /// Removes every element (attributes stay).
    open func removeAllPoints() { path = Path() }

    /// Appends `bezierPath`'s elements (its attributes are ignored).
    open func append(_ bezierPath: BezierPath) { path.addPath(bezierPath.path) }

    /// A new path of the same shape drawn in the opposite direction
    /// (``Path/reversed()``), with the same attributes.
    open func reversing() -> BezierPath {
        let result = BezierPath(path: path.reversed())
        result.copyAttributes(from: self)
        return result
    }

    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { path.apply(transform: transform) }

    // MARK: Queries

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point of the path, control
    /// points included, as UIKit documents; `.null` when empty.
    open var bounds: CGRect { path.boundingBox }

    /// The point the next segment starts from; `.zero` when empty.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside a closed subpath's filled area, by
    /// ``usesEvenOddFillRule``. As UIKit documents, open subpaths enclose
    /// nothing (a fill would paint them; this test ignores them).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: fillRule, closedSubpathsOnly: true)
    }

    // MARK: Attributes

    /// Sets the dash pattern to the first `count` lengths of `pattern` (nil
    /// or `count` 0 for a solid line), starting `phase` points into it.
    open func setLineDash(_ pattern: [CGFloat]?, count: Int, phase: CGFloat) {
        lineDashPattern = Array((pattern ?? []).prefix(max(0, count)))
        lineDashPhase = phase
    }

    /// UIKit's read-back of the dash: writes every length to `pattern` (which
    /// must have room for them; call with a nil `pattern` first to learn the
    /// count), the number of lengths to `count` and the phase to `phase`.
    /// Any pointer may be nil.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (i, length) in lineDashPattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = lineDashPattern.count
        phase?.pointee = lineDashPhase
    }

    /// The fill rule ``usesEvenOddFillRule`` selects.
    public var fillRule: FillRule { usesEvenOddFillRule ? .evenOdd : .nonZero }

    /// The stroke attributes as a ``StrokeStyle`` for a ``GraphicsContext``.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(
            lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
            dash: lineDashPattern, dashPhase: lineDashPhase)
    }

    /// A copy of the geometry and attributes, as `NSCopying`'s `copy()`
    /// (`path.copy() as! UIBezierPath` ports as `path.copy() as! BezierPath`).
    open override func copy() -> Any {
        let result = BezierPath(path: path)
        result.copyAttributes(from: self)
        return result
    }

    private func copyAttributes(from other: BezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
    }

    /// A shape layer's path animates as its ``Path`` value.
    public var animatableValue: AnimatableValue { .path(path) }
}
