import Foundation

/// UIKit's `UISpringTimingParameters`: timing that follows a damped spring.
///
/// Two kinds, as in UIKit:
/// - a damping ratio alone (`init(dampingRatio:)`, `init(dampingRatio:initialVelocity:)`,
///   `init()`): the spring takes the animation's duration; its stiffness is
///   chosen so that it settles exactly then (`TimingCurve.spring(dampingRatio:initialVelocity:settlingDuration:)`);
/// - a spring with its own pace (`init(mass:stiffness:damping:initialVelocity:)`,
///   `init(duration:bounce:initialVelocity:)`): the requested duration does not
///   change the motion; `animationDuration(forRequested:)` gives its settling duration
///   (Flipbook's rule, since the motion would otherwise be cut short).
///
/// Velocities are in fractions of the animation's distance per second,
/// positive toward the target: `CGVector(dx: 0.5, dy: 0)` starts at half the
/// distance per second.
///
/// A class, as UIKit's is (https://developer.apple.com/documentation/uikit/uispringtimingparameters),
/// so that code written for UIKit can add convenience initializers in an
/// extension (`convenience init(damping:response:)` calling
/// `self.init(mass:stiffness:damping:initialVelocity:)`). It is immutable;
/// two are equal (`==`, `isEqual(_:)`) when their springs and velocities are.
open class SpringTimingParameters: NSObject, @unchecked Sendable {
    enum Model: Hashable, Sendable {
        case dampingRatio(Double)
        case spring(TimingCurve)
    }
    let model: Model
    /// The initial velocity, per axis, in fractions of the distance per second.
    public let initialVelocity: CGVector

    /// UIKit's default: damping ratio 4.56 and no initial velocity (the value
    /// Apple's documentation of `UISpringTimingParameters.init()` states).
    public override init() {
        self.model = .dampingRatio(4.56)
        self.initialVelocity = .zero
        super.init()
    }

    /// A spring with `dampingRatio` (1 = critical, closer to 0 = more
    /// oscillation) that takes the animation's duration.
    public convenience init(dampingRatio: CGFloat) {
        self.init(dampingRatio: dampingRatio, initialVelocity: .zero)
    }

    /// A spring with `dampingRatio` and an initial velocity that takes the
    /// animation's duration. Ratios below `TimingCurve.minimumScaledDampingRatio`
    /// are clamped when the curve is made.
    public init(dampingRatio: CGFloat, initialVelocity: CGVector) {
        self.model = .dampingRatio(Double(dampingRatio))
        self.initialVelocity = initialVelocity
        super.init()
    }

    /// A spring from its physics (clamped as `TimingCurve.spring(mass:stiffness:damping:initialVelocity:)`).
    /// Damping ratio = damping / (2 √(stiffness · mass)).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {
        self.model = .spring(.spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)))
        self.initialVelocity = initialVelocity
        super.init()
    }

    /// A spring from a perceptual duration (seconds) and bounce, the
    /// SwiftUI/UIKit (iOS 17) convention of `TimingCurve.spring(duration:bounce:)`.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = .zero) {
        self.model = .spring(.spring(duration: duration, bounce: Double(bounce)))
        self.initialVelocity = initialVelocity
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? SpringTimingParameters else { return false }
        return model == other.model && initialVelocity == other.initialVelocity
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(model)
        hasher.combine(initialVelocity.dx)
        hasher.combine(initialVelocity.dy)
        return hasher.finalize()
    }

    /// True when the spring stretches to the animation's duration (a damping
    /// ratio alone); false when it has its own pace.
    public var isDurationScaled: Bool {
        if case .dampingRatio = model { return true }
        return false
    }

    /// The one-dimensional velocity used by `timingCurve(forDuration:)`: the
    /// signed `dx` when `dy` is 0, otherwise the vector's length (UIKit: "for
    /// properties that don't involve two-dimensional motion, only the
    /// magnitude of the vector is considered").
    public var scalarVelocity: Double {
        let dx = Double(initialVelocity.dx)
        let dy = Double(initialVelocity.dy)
        return dy == 0 ? dx : (dx * dx + dy * dy).squareRoot()
    }

    /// The curve for an animation of `duration` seconds, with `scalarVelocity`.
    open func timingCurve(forDuration duration: Double) -> TimingCurve {
        timingCurve(forDuration: duration, velocity: scalarVelocity)
    }

    /// The curve for an animation of `duration` seconds with an explicit
    /// initial `velocity` (fractions of the distance per second), e.g. `dx`
    /// for an x position and `dy` for a y position.
    public func timingCurve(forDuration duration: Double, velocity: Double) -> TimingCurve {
        switch model {
        case let .dampingRatio(ratio):
            return .spring(dampingRatio: ratio, initialVelocity: velocity, settlingDuration: duration)
        case let .spring(curve):
            let p = curve.springParameters!
            return .spring(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: velocity)
        }
    }

    /// How long an animation with these parameters runs when `duration` is
    /// requested: `duration` for a duration-scaled spring, otherwise the
    /// spring's own settling duration.
    open func animationDuration(forRequested duration: Double) -> Double {
        isDurationScaled ? duration : timingCurve(forDuration: duration).settlingDuration
    }
}
