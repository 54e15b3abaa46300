import Foundation

/// The base of the haptic feedback generators (`UIFeedbackGenerator`).
///
/// Flipbook renders frames and has no Taptic Engine, so feedback produces
/// nothing, as UIKit's generators do on a device without one (an iPad, the
/// simulator): code that prepares and triggers feedback during a transition
/// runs unchanged. See https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@preconcurrency @MainActor
open class FeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Prepares the generator to produce feedback soon (`prepare()`): nothing to prepare here.
    open func prepare() {}
}
