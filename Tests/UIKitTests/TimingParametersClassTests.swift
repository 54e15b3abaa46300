import Foundation
import Testing
import UIKit

// As real code does: a convenience initializer in an extension, which needs
// UISpringTimingParameters to be a class (https://developer.apple.com/documentation/uikit/uispringtimingparameters).
extension UISpringTimingParameters {
    /// A spring from a damping ratio and a response (seconds per oscillation), mass 1.
    convenience init(damping: CGFloat, response: CGFloat, initialVelocity: CGVector = .zero) {
        let stiffness = pow(2 * .pi / response, 2)
        let resistance = 4 * .pi * damping / response
        self.init(mass: 1, stiffness: stiffness, damping: resistance, initialVelocity: initialVelocity)
    }
}

extension UICubicTimingParameters {
    convenience init(gentle: Void) {
        self.init(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
    }
}

@MainActor @Suite struct TimingParametersClassTests {
    @Test func convenienceInitializersInExtensionsMakeTheSpringTheyDescribe() {
        let spring = UISpringTimingParameters(damping: 1, response: 0.5)
        // Damping ratio = damping / (2 √(stiffness · mass)) = (4π / 0.5) / (2 · 2π / 0.5) = 1.
        #expect(abs((spring.timingCurve(forDuration: 1).dampingRatio ?? 0) - 1) < 1e-9)
        #expect(!spring.isDurationScaled)
        let provider: any UITimingCurveProvider = spring
        #expect(provider.animationDuration(forRequested: 1) == spring.timingCurve(forDuration: 1).settlingDuration)
        // Objects, compared by value as UIKit's NSObject equality does.
        #expect(UISpringTimingParameters(dampingRatio: 0.5) == UISpringTimingParameters(dampingRatio: 0.5))
        #expect(UISpringTimingParameters(dampingRatio: 0.5) != UISpringTimingParameters(dampingRatio: 0.6))
        let cubic = UICubicTimingParameters(gentle: ())
        #expect(cubic.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(cubic == UICubicTimingParameters(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1)))
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        // A physical spring runs for its own settling time (Flipbook's rule, SpringTimingParameters' docs).
        #expect(animator.duration == spring.timingCurve(forDuration: 0.3).settlingDuration)
    }
}
