import Foundation

/// How a navigation bar looks (`UINavigationBarAppearance`): its background,
/// its separator's colour and its titles' attributes.
///
/// A bar draws its ``NavigationBar/standardAppearance``; values left nil
/// there fall back to the bar's own properties (`barTintColor`,
/// `titleTextAttributes`, ...), as UIKit maps those onto the appearance.
/// Flipbook draws no blur: `backgroundEffect` is not there, and the default
/// background is a translucent light grey.
@preconcurrency @MainActor
open class NavigationBarAppearance: NSObject {
    /// The background colour; nil uses the bar's (`barTintColor`, else the default grey).
    open var backgroundColor: Color?
    /// The separator's colour (`shadowColor`); nil is black at 30 %, `.clear` hides it.
    open var shadowColor: Color?
    /// The title's attributes (`.font`, `.foregroundColor`); over the bar's `titleTextAttributes`.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; over the bar's `largeTitleTextAttributes`.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Called when the appearance changes; set by the bar that shows it.
    var onChange: (() -> Void)?

    /// The default appearance (`init()`): the bar's default background and separator.
    public override init() { super.init() }

    /// Resets to the default background and separator (`configureWithDefaultBackground()`).
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = nil
        onChange?()
    }

    /// An opaque background in the default grey, with the separator
    /// (`configureWithOpaqueBackground()`).
    open func configureWithOpaqueBackground() {
        backgroundColor = NavigationBar.Metrics.background
        shadowColor = nil
        onChange?()
    }

    /// No background and no separator (`configureWithTransparentBackground()`).
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
        onChange?()
    }

    /// A copy, as UIKit's `copy()` gives, for per-item changes.
    open func copy() -> NavigationBarAppearance {
        let c = NavigationBarAppearance()
        c.backgroundColor = backgroundColor
        c.shadowColor = shadowColor
        c.titleTextAttributes = titleTextAttributes
        c.largeTitleTextAttributes = largeTitleTextAttributes
        return c
    }
}
