import Foundation

extension TimingCurve {
    /// PLACEHOLDER until the timing engine lands: the spring UIKit's
    /// `animate(withDuration:...usingSpringWithDamping:...)` uses.
    static func springForUIKitAnimation(dampingRatio: Double, initialVelocity: Double, duration: Double) -> TimingCurve {
        .easeOut
    }
}
