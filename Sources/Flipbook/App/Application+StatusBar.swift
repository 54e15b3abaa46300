import Foundation

/// The status bar as code written before scenes reads it (both deprecated in
/// iOS 13 in favour of `UIWindowScene.interfaceOrientation` and
/// `UIStatusBarManager.statusBarFrame`, and still common).
extension Application {
    /// The key window's interface orientation
    /// (`UIApplication.statusBarOrientation`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation);
    /// `.portrait` when there is no key window.
    public var statusBarOrientation: InterfaceOrientation {
        keyWindow?.windowScene?.interfaceOrientation ?? .portrait
    }

    // `statusBarFrame` is in Application.swift: readable from nonisolated code.
}
