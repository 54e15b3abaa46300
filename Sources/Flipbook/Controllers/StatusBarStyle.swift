import Foundation

/// The look of the status bar (`UIStatusBarStyle`): the colour of the status
/// bar Flipbook draws over windows made for a device (`.lightContent` white,
/// `.darkContent` black, `.default` by the appearance); windows without a
/// device draw none.
public enum StatusBarStyle: Int, Hashable, Sendable {
    /// Dark content in light mode and light in dark (`default`), light content for dark backgrounds, or dark content for light backgrounds.
    case `default`, lightContent, darkContent
}

/// How the status bar animates when it shows or hides (`UIStatusBarAnimation`).
public enum StatusBarAnimation: Int, Hashable, Sendable {
    /// No animation, a fade, or a slide when the status bar is hidden or shown.
    case none, fade, slide
}
