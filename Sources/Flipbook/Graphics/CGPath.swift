import Foundation

/// An immutable graphics path, as Core Graphics' `CGPath`: a reference
/// around a ``Path`` value, coordinates in points.
///
/// Equal (and hashed) by value: two paths with the same elements are `==`,
/// as `CFEqual` compares `CGPath`s. Build one with a convenience initialiser
/// or a ``CGMutablePath``; read the value with ``path``.
///
/// Differences from Core Graphics:
/// - `transform` parameters that are `UnsafePointer<CGAffineTransform>?` in
///   Apple's API take a `CGAffineTransform?` (default nil, meaning none):
///   `CGPath(rect: r, transform: nil)` compiles unchanged, `&t` becomes `t`.
/// - `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`,
///   `copy(dashingWithPhase:lengths:transform:)`, `isRect(_:)` and
///   `applyWithBlock(_:)` / `apply(info:function:)` are absent (read
///   ``path``'s `elements` instead).
/// - Not `Sendable`: a `CGPath` reference may be a ``CGMutablePath``, which
///   changes. Send ``path`` (a `Sendable` value) across threads instead.
/// - The class is public but not open; ``CGMutablePath`` is its only subclass.
public class CGPath: Hashable, AnimatableValueConvertible, CustomStringConvertible {
    /// The path's value. Only ``CGMutablePath`` changes it.
    public internal(set) var path: Path

    /// A path holding `path`.
    public init(_ path: Path) { self.path = path }

    /// A closed rectangle (move to the corner at `rect`'s minimum x and y,
    /// lines along the x edge first), as `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
        self.init(Path(rect: rect).applying(transform ?? .identity))
    }

    /// An ellipse fitting `rect`, four cubic curves from the point at
    /// `(maxX, midY)`, as `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        self.init(Path(ellipseIn: rect).applying(transform ?? .identity))
    }

    /// A rectangle with quarter-ellipse corners `cornerWidth` wide and
    /// `cornerHeight` tall, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    /// Core Graphics requires both at most half the side; here they are
    /// clamped (see ``Path/addRoundedRect(in:cornerWidth:cornerHeight:)``).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform? = nil
    ) {
        var p = Path()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(p.applying(transform ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The point the next segment would start from; `.zero` when empty.
    public var currentPoint: CGPoint { path.currentPoint }

    /// The smallest rectangle holding every point, control points included;
    /// `.null` when empty.
    public var boundingBox: CGRect { path.boundingBox }

    /// The smallest rectangle holding the drawn path, without control
    /// points; `.null` when empty.
    public var boundingBoxOfPath: CGRect { path.boundingBoxOfPath }

    /// Whether a fill with `rule` would paint `point` once `transform` has
    /// been applied to the point (not to the path), as Core Graphics. Open
    /// subpaths count as closed.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        path.contains(point.applying(transform), using: rule)
    }

    /// An immutable copy (never nil; optional as in Core Graphics).
    public func copy() -> CGPath? { CGPath(path) }

    /// An immutable copy with every point mapped by `transform` (none when nil).
    public func copy(using transform: CGAffineTransform?) -> CGPath? {
        CGPath(path.applying(transform ?? .identity))
    }

    /// A mutable copy (never nil; optional as in Core Graphics).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    /// A mutable copy with every point mapped by `transform` (none when nil).
    public func mutableCopy(using transform: CGAffineTransform?) -> CGMutablePath? {
        CGMutablePath(path.applying(transform ?? .identity))
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// A shape layer's path animates as its ``Path`` value.
    public var animatableValue: AnimatableValue { .path(path) }

    public var description: String { "\(type(of: self))(\(path.elements.count) elements)" }
}
