import Foundation

/// Feedback for a task's success, warning or failure
/// (`UINotificationFeedbackGenerator`); produces nothing (see ``FeedbackGenerator``).
/// See https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
@preconcurrency @MainActor
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// The outcome notified (`UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded, produced a warning, or failed; Flipbook records the request and plays nothing.
        case success, warning, error
    }

    /// A task ended with `notificationType` (`notificationOccurred(_:)`).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
