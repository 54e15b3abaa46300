import Foundation

/// A graphics path built step by step, as Core Graphics' `CGMutablePath` (a
/// subclass of ``CGPath``, as in Apple's Swift overlay). Coordinates in points.
///
/// Every method takes an optional `transform` (default identity), applied to
/// the points it adds before they are added, as Core Graphics does: affine
/// maps take lines and Bézier curves to lines and Bézier curves, so
/// transformed arcs and ellipses are exact images. Arcs follow
/// ``Path/addArc(center:radius:startAngle:endAngle:clockwise:)``: Core
/// Graphics' `clockwise` (towards decreasing angles), which on Flipbook's
/// y-down screen, as in a UIKit view, looks counterclockwise.
///
/// Not `Sendable` (it changes); hand ``CGPath/path`` to other threads.
/// Changing a path that is in a `Set` or a dictionary key changes its hash.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(Path()) }

    /// A path holding `path`, to add to.
    public override init(_ path: Path) { super.init(path) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint,
        transform: CGAffineTransform = .identity
    ) {
        path.addCurve(
            to: end.applying(transform), control1: control1.applying(transform),
            control2: control2.applying(transform))
    }

    /// A closed rectangular subpath (``Path/addRect(_:)``).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(rect: rect).applying(transform))
    }

    /// One closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// A move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(between: points.map { $0.applying(transform) })
    }

    /// A closed ellipse fitting `rect` (``Path/addEllipse(in:)``).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect).applying(transform))
    }

    /// A closed rectangle with quarter-ellipse corners, sizes clamped to half
    /// the sides (``Path/addRoundedRect(in:cornerWidth:cornerHeight:)``).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        var local = Path()
        local.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        path.addPath(local.applying(transform))
    }

    /// An arc with Core Graphics' `clockwise`, preceded by a line from the
    /// current point (``Path/addArc(center:radius:startAngle:endAngle:clockwise:)``).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        var local = Path()
        local.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        connect(local, transform: transform)
    }

    /// An arc of `delta` radians, positive towards increasing angles
    /// (``Path/addRelativeArc(center:radius:startAngle:delta:)``).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        var local = Path()
        local.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
        connect(local, transform: transform)
    }

    /// A line and an arc tangent to current point → `tangent1End` →
    /// `tangent2End` (``Path/addArc(tangent1End:tangent2End:radius:)``). With a
    /// transform, the tangents are taken in the untransformed space (the
    /// current point is mapped back by the inverse transform first).
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        var local = Path()
        if path.isEmpty {
            local.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
            path.addPath(local.applying(transform))
        } else {
            local.move(to: path.currentPoint.applying(transform.inverted()))
            local.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
            for element in local.applying(transform).elements.dropFirst() { path.append(element) }
        }
    }

    /// Appends every element of `other`, mapped by `transform`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path.applying(transform))
    }

    /// Closes the current subpath with a straight line back to its start.
    public func closeSubpath() { path.closeSubpath() }

    /// Appends `piece` (which starts with a move) mapped by `transform`; on a
    /// non-empty path its first move becomes a line from the current point.
    private func connect(_ piece: Path, transform: CGAffineTransform) {
        for (i, element) in piece.applying(transform).elements.enumerated() {
            if i == 0, case let .move(p) = element, !path.isEmpty {
                path.addLine(to: p)
            } else {
                path.append(element)
            }
        }
    }
}
