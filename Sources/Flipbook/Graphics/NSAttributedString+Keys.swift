import Foundation

/// UIKit's text attribute keys, which Foundation on Linux does not declare
/// (they come from UIKit and AppKit): `.font` takes a ``Font``,
/// `.foregroundColor` a ``Color``. Bars read them from `titleTextAttributes`.
extension NSAttributedString.Key {
    /// The font of the text (`NSAttributedString.Key.font`), a ``Font``.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (`NSAttributedString.Key.foregroundColor`), a ``Color``.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
