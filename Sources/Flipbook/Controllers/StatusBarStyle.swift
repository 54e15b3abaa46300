import Foundation

/// The look of the status bar (`UIStatusBarStyle`). Flipbook draws no status
/// bar: controllers may still prefer a style, as UIKit code does, and
/// nothing on screen changes.
public enum StatusBarStyle: Int, Hashable, Sendable {
    case `default`, lightContent, darkContent
}

/// How the status bar animates when it shows or hides (`UIStatusBarAnimation`).
public enum StatusBarAnimation: Int, Hashable, Sendable {
    case none, fade, slide
}
