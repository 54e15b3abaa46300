import Foundation

/// UIKit's `UICubicTimingParameters`: timing as a cubic Bezier curve.
///
/// A class, as UIKit's is (https://developer.apple.com/documentation/uikit/uicubictimingparameters),
/// so that code can add `convenience init`s in extensions; immutable, and
/// equal to another with the same curve. Differences from UIKit:
/// `init(controlPoint1:controlPoint2:)` clamps x coordinates to 0...1 (UIKit
/// does not document what it does) and reports `animationCurve` as
/// `.easeInOut`, UIKit's default.
open class CubicTimingParameters: NSObject, @unchecked Sendable {
    /// The standard curve these parameters were made from (`.easeInOut` for custom points).
    public let animationCurve: AnimationCurve
    /// The curve that drives the animation; its input is a fraction of the duration.
    public let timingCurve: TimingCurve

    /// UIKit's default: `.easeInOut`.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's standard curves.
    public init(animationCurve: AnimationCurve) {
        self.animationCurve = animationCurve
        self.timingCurve = animationCurve.timingCurve
        super.init()
    }

    /// A custom Bezier from (0, 0) to (1, 1). Clamps as `TimingCurve.cubicBezier`.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        self.animationCurve = .easeInOut
        self.timingCurve = .cubicBezier(
            Double(controlPoint1.x), Double(controlPoint1.y),
            Double(controlPoint2.x), Double(controlPoint2.y))
        super.init()
    }

    /// Equal when the curve and the standard curve are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CubicTimingParameters else { return false }
        return other.animationCurve == animationCurve && other.timingCurve == timingCurve
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(animationCurve)
        hasher.combine(timingCurve)
        return hasher.finalize()
    }

    /// The first control point (after clamping).
    public var controlPoint1: CGPoint {
        let points = timingCurve.controlPoints ?? (0, 0, 1, 1)
        return CGPoint(x: points.x1, y: points.y1)
    }

    /// The second control point (after clamping).
    public var controlPoint2: CGPoint {
        let points = timingCurve.controlPoints ?? (0, 0, 1, 1)
        return CGPoint(x: points.x2, y: points.y2)
    }
}
