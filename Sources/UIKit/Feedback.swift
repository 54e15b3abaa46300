// UIKit's haptic feedback names.
import Flipbook

/// `UIFeedbackGenerator`. See https://developer.apple.com/documentation/uikit/uifeedbackgenerator
public typealias UIFeedbackGenerator = Flipbook.FeedbackGenerator
/// `UIImpactFeedbackGenerator` (with `.FeedbackStyle`).
/// See https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
public typealias UIImpactFeedbackGenerator = Flipbook.ImpactFeedbackGenerator
/// `UISelectionFeedbackGenerator`.
public typealias UISelectionFeedbackGenerator = Flipbook.SelectionFeedbackGenerator
/// `UINotificationFeedbackGenerator` (with `.FeedbackType`).
public typealias UINotificationFeedbackGenerator = Flipbook.NotificationFeedbackGenerator
