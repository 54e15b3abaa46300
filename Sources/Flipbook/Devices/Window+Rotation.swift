import Foundation

/// Turning a device-preset window, as the user turns the device.
extension Window {
    /// Holds the window's device (``device``) as `orientation`: a portrait or
    /// landscape orientation of the other shape switches to the preset's
    /// rotated twin (``Device/rotated``) and resizes the window to it over
    /// `duration` seconds (``resize(to:duration:)``: controllers hear
    /// `viewWillTransition(to:with:)`), with the twin's safe-area insets
    /// (left and right swapped for `.landscapeRight`); the flat and unknown
    /// orientations change only ``Device/orientation``. Then, if the device
    /// generates orientation notifications
    /// (``Device/beginGeneratingDeviceOrientationNotifications()``),
    /// ``Device/orientationDidChangeNotification`` is posted. A window made
    /// without a device is reported and left alone.
    public func rotate(to orientation: DeviceOrientation, duration: TimeInterval = 0.3) {
        guard let current = device else {
            reportDiagnostic(
                "window.rotateWithoutDevice",
                "rotate(to: \(orientation)) needs a window made with Window(device:); the window was not turned.")
            return
        }
        guard orientation != current.orientation else { return }
        var target = current
        if orientation.isValidInterfaceOrientation, orientation.isLandscape != (current.size.width > current.size.height) {
            guard let twin = current.rotated else {
                reportDiagnostic(
                    "window.rotateWithoutTwin",
                    "the device \(current.name) has no preset in the other orientation; the window was not turned.")
                return
            }
            target = twin
        }
        target.orientation = orientation
        if orientation.isValidInterfaceOrientation {
            var insets = target.safeAreaInsets
            if orientation == .landscapeRight { swap(&insets.left, &insets.right) }
            target.safeAreaInsets = insets
        }
        device = target
        if target.size != bounds.size || target.safeAreaInsets != screenSafeAreaInsets {
            screenSafeAreaInsets = target.safeAreaInsets
            resize(to: target.size, duration: duration)
        }
        if deviceOrientationNotificationRequests > 0 {
            NotificationCenter.default.post(name: Device.orientationDidChangeNotification, object: nil)
        }
    }
}
