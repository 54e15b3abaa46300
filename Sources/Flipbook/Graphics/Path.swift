import Foundation

/// A vector path in points: sub-paths of lines and cubic curves.
public struct Path: Hashable, Sendable {
    /// One step of a path, in the order drawing follows it.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at a point, without drawing.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point, through one control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point, through two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the sub-path's first point, closing it.
        case closeSubpath
    }

    /// The path's elements, in drawing order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A closed rectangle (standardized: negative sizes flipped), drawn clockwise from its minimum corner.
    public init(rect: CGRect) { addRect(rect) }

    /// A rectangle with the same radius on every corner, clamped to half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(rect, radii: CornerRadii(all: cornerRadius))
    }

    /// An ellipse inscribed in a rectangle, as four cubic curves.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new sub-path at `p`.
    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    /// Adds a straight line from the current point to `p`.
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    /// Adds a quadratic Bézier curve from the current point to `p`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: p, control: control))
    }
    /// Adds a cubic Bézier curve from the current point to `p`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    /// Closes the current sub-path with a line back to its first point.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds a closed rectangle as its own sub-path.
    public mutating func addRect(_ r: CGRect) {
        let r = r.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// A rectangle with a radius per corner (each clamped to half the shorter side),
    /// corners drawn as circular arcs approximated by cubic curves.
    public mutating func addRoundedRect(_ r: CGRect, radii: CornerRadii) {
        let r = r.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { max(0, min(v, limit)) }
        let tl = clamp(radii.topLeft)
        let tr = clamp(radii.topRight)
        let br = clamp(radii.bottomRight)
        let bl = clamp(radii.bottomLeft)
        let k: CGFloat = 0.5522847498307936  // 4/3 (sqrt 2 - 1): a quarter circle as one cubic
        move(to: CGPoint(x: r.minX + tl, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + tr),
                control1: CGPoint(x: r.maxX - tr + tr * k, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + tr - tr * k))
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            addCurve(
                to: CGPoint(x: r.maxX - br, y: r.maxY),
                control1: CGPoint(x: r.maxX, y: r.maxY - br + br * k),
                control2: CGPoint(x: r.maxX - br + br * k, y: r.maxY))
        }
        addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bl),
                control1: CGPoint(x: r.minX + bl - bl * k, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - bl + bl * k))
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            addCurve(
                to: CGPoint(x: r.minX + tl, y: r.minY),
                control1: CGPoint(x: r.minX, y: r.minY + tl - tl * k),
                control2: CGPoint(x: r.minX + tl - tl * k, y: r.minY))
        }
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `r` as its own sub-path (four cubic curves, starting at the rightmost point).
    public mutating func addEllipse(in r: CGRect) {
        let r = r.standardized
        let k: CGFloat = 0.5522847498307936
        let cx = r.midX
        let cy = r.midY
        let rx = r.width / 2
        let ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k),
            control2: CGPoint(x: cx + rx * k, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + ry * k))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k),
            control2: CGPoint(x: cx - rx * k, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - ry * k))
        closeSubpath()
    }

    /// Appends another path's elements after this path's.
    public mutating func addPath(_ other: Path) { elements.append(contentsOf: other.elements) }
}

/// Corner radii in points, one per corner.
public struct CornerRadii: Hashable, Sendable {
    /// The radius of each corner, in points; 0 leaves the corner square.
    public var topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat

    /// Radii per corner, in points.
    public init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius, in points, on all four corners.
    public init(all r: CGFloat) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    /// `radius` on the corners in `corners`, 0 elsewhere: `CALayer.maskedCorners` semantics.
    public init(radius: CGFloat, corners: CornerMask) {
        self.init(
            topLeft: corners.contains(.layerMinXMinYCorner) ? radius : 0,
            topRight: corners.contains(.layerMaxXMinYCorner) ? radius : 0,
            bottomRight: corners.contains(.layerMaxXMaxYCorner) ? radius : 0,
            bottomLeft: corners.contains(.layerMinXMaxYCorner) ? radius : 0)
    }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)
    /// Whether every corner is square.
    public var isZero: Bool { self == .zero }
}

/// Which corners a layer's `cornerRadius` rounds (`CACornerMask`).
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (in a layer's coordinates, y down).
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    /// All four corners: the default of `Layer.maskedCorners`, as in Core Animation.
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
