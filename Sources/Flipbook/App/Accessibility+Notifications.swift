import Foundation

extension Accessibility {
    /// A notification an app posts to assistive apps with
    /// ``post(notification:argument:)`` (`UIAccessibility.Notification`,
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification).
    /// The raw values are UIKit's (`UIAccessibilityNotifications`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the notification.
        public var rawValue: UInt32
        /// The notification with UIKit's number `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen is showing (`screenChanged`); the argument is the element to focus or a string to speak.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Elements were added or removed (`layoutChanged`); the argument is the element to focus or a string to speak.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement for the assistive app to speak (`announcement`); the argument is the `String`
        /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll ended (`pageScrolled`); the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification` to assistive apps (`UIAccessibility.post(notification:argument:)`,
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)).
    ///
    /// The only assistive app here is the ``isVoiceOverRunning`` setting, and
    /// it speaks nothing. With VoiceOver "running", an ``Notification/announcement``
    /// whose argument is a `String` finishes at once: before this returns,
    /// ``announcementDidFinishNotification`` is posted on
    /// `NotificationCenter.default` with the string under
    /// ``announcementStringValueUserInfoKey`` and `true` under
    /// ``announcementWasSuccessfulUserInfoKey``, as UIKit posts it when
    /// VoiceOver has read the announcement
    /// (https://developer.apple.com/documentation/uikit/uiaccessibility/announcementdidfinishnotification).
    /// Otherwise nothing happens, as on a device without an assistive app.
    public static func post(notification: Notification, argument: Any?) {
        guard isVoiceOverRunning, notification == .announcement, let text = argument as? String else { return }
        NotificationCenter.default.post(
            name: announcementDidFinishNotification, object: nil,
            userInfo: [
                announcementStringValueUserInfoKey: text,
                announcementWasSuccessfulUserInfoKey: true,
            ])
    }

    /// Posted when VoiceOver has read an announcement (`announcementDidFinishNotification`); see ``post(notification:argument:)``.
    public static let announcementDidFinishNotification =
        NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    /// The key of the announced `String` in ``announcementDidFinishNotification``'s user info.
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    /// The key of the `Bool` "read completely" in ``announcementDidFinishNotification``'s user info.
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"

    /// Increase Contrast (`isDarkerSystemColorsEnabled`,
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isdarkersystemcolorsenabled):
    /// false unless set; setting it posts ``darkerSystemColorsStatusDidChangeNotification``
    /// when it changes. Flipbook's system colours keep their standard-contrast values.
    public static var isDarkerSystemColorsEnabled = false {
        didSet {
            if isDarkerSystemColorsEnabled != oldValue {
                NotificationCenter.default.post(name: darkerSystemColorsStatusDidChangeNotification, object: nil)
            }
        }
    }

    /// Posted when Increase Contrast is turned on or off (`darkerSystemColorsStatusDidChangeNotification`).
    public static let darkerSystemColorsStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
}
