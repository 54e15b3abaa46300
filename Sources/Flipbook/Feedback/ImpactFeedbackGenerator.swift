import Foundation

/// Feedback for a collision or a snap into place (`UIImpactFeedbackGenerator`);
/// produces nothing (see ``FeedbackGenerator``).
/// See https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@preconcurrency @MainActor
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// The mass of the colliding objects (`UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum FeedbackStyle: Int, Sendable {
        /// The mass and flexibility of the colliding objects UIKit simulates; Flipbook records the request and plays nothing.
        case light, medium, heavy, soft, rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle

    /// A generator of `style` feedback (`init(style:)`).
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `.medium` feedback, UIKit's default.
    public override convenience init() { self.init(style: .medium) }

    /// An impact occurred (`impactOccurred()`).
    open func impactOccurred() {}

    /// An impact of `intensity` (0 to 1) occurred (`impactOccurred(intensity:)`).
    open func impactOccurred(intensity: CGFloat) {}
}
