import Foundation

// Not `canImport(CoreGraphics)`: on Linux the package's own `CoreGraphics`
// module (the UIKit product's) can be imported, and it is an alias of this.
#if !canImport(Darwin)
/// A two-dimensional vector, CoreGraphics' `CGVector`, which Foundation on
/// Linux lacks. Flipbook uses it for spring velocities, as UIKit does.
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component (down on screen).
    public var dy: CGFloat

    /// A vector of (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of (`dx`, `dy`) from doubles.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// A vector of (`dx`, `dy`) from integers.
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The vector (0, 0).
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}
#endif
