import Foundation

/// Feedback for a change of selection (`UISelectionFeedbackGenerator`);
/// produces nothing (see ``FeedbackGenerator``).
/// See https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@preconcurrency @MainActor
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// The selection changed (`selectionChanged()`).
    open func selectionChanged() {}
}
