import Foundation

/// The device as real code reads it (`UIDevice`,
/// https://developer.apple.com/documentation/uikit/uidevice).
extension Device {
    /// The device preset of the key window (``Application/keyWindow``), as it
    /// is held now (``Window/rotate(to:duration:)``): `UIDevice.current`. For a key
    /// window made with a size, or none, iPhone 14 held as the window is
    /// shaped (landscape when wider than tall).
    @MainActor public static var current: Device {
        guard let window = Application.shared.keyWindow else { return .iPhone14 }
        if let device = window.device { return device }
        return window.bounds.width > window.bounds.height ? .iPhone14Landscape : .iPhone14
    }

    /// Posted (with no object) when ``Window/rotate(to:duration:)`` turns a
    /// window whose device generates orientation notifications
    /// (`UIDevice.orientationDidChangeNotification`).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// "iPhone" or "iPad" (`UIDevice.model`).
    public var model: String { idiom == .pad ? "iPad" : "iPhone" }
    /// The same as ``model`` (`UIDevice.localizedModel`).
    public var localizedModel: String { model }
    /// "iOS" for phones, "iPadOS" for iPads (`UIDevice.systemName`).
    public var systemName: String { idiom == .pad ? "iPadOS" : "iOS" }
    /// The operating system version Flipbook's metrics follow, "17.0" (`UIDevice.systemVersion`).
    public var systemVersion: String { "17.0" }
    /// `.phone` or `.pad` (`UIDevice.userInterfaceIdiom`).
    public var userInterfaceIdiom: UserInterfaceIdiom { idiom == .pad ? .pad : .phone }
    /// Whether the device can run apps side by side in the background (`UIDevice.isMultitaskingSupported`); true.
    public var isMultitaskingSupported: Bool { true }

    /// Asks the key window to post ``orientationDidChangeNotification`` when
    /// it rotates; calls nest, each balanced by
    /// ``endGeneratingDeviceOrientationNotifications()``. (``orientation`` is
    /// valid either way: UIKit apps have it on.)
    @MainActor public func beginGeneratingDeviceOrientationNotifications() {
        Application.shared.keyWindow?.deviceOrientationNotificationRequests += 1
    }

    /// Balances one ``beginGeneratingDeviceOrientationNotifications()``.
    @MainActor public func endGeneratingDeviceOrientationNotifications() {
        guard let window = Application.shared.keyWindow else { return }
        window.deviceOrientationNotificationRequests = max(0, window.deviceOrientationNotificationRequests - 1)
    }

    /// Whether the key window posts orientation notifications.
    @MainActor public var isGeneratingDeviceOrientationNotifications: Bool {
        (Application.shared.keyWindow?.deviceOrientationNotificationRequests ?? 0) > 0
    }
}
