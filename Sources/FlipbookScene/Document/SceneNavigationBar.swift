import Flipbook
import Foundation

/// A scene's navigation bar (the document's `navigationBar` key; push and
/// pop only): the bar's look and what each screen's navigation item shows.
/// Without it a push or pop runs with the bar hidden, so scenes written
/// before bars existed draw as they did. See `docs/scene-format.md`.
public struct SceneNavigationBar: Equatable, Sendable {
    /// `UINavigationBar.prefersLargeTitles`; false by default.
    public var prefersLargeTitles = false
    /// The background colour; nil is the default light grey.
    public var barTintColor: Color?
    /// The colour of the back button and the items; nil is system blue.
    public var tintColor: Color?
    /// `isTranslucent`; true by default.
    public var isTranslucent = true
    /// What the bar shows for each screen, by screen name.
    public var items: [String: Item] = [:]

    /// A bar with the defaults: standard titles, default colours, translucent, no items.
    public init() {}

    /// A screen's `UINavigationItem`.
    public struct Item: Equatable, Sendable {
        /// The title shown for the screen; nil shows none.
        public var title: String?
        /// The title of the back button that leads back to this screen; nil uses the title (or "Back").
        public var backButtonTitle: String?
        /// Whether the screen's back button is hidden.
        public var hidesBackButton = false
        /// `automatic`, `always` or `never`.
        public var largeTitleDisplayMode: NavigationItem.LargeTitleDisplayMode = .automatic
        /// The items on the left (after or instead of the back button).
        public var leftBarButtonItems: [BarItem] = []
        /// The items on the right, from the right edge inwards.
        public var rightBarButtonItems: [BarItem] = []

        /// An item with no title and no buttons.
        public init() {}
    }

    /// A bar button item: a title (plain or done) or a system item.
    public struct BarItem: Equatable, Sendable {
        /// What a bar button item shows.
        public enum Content: Equatable, Sendable {
            /// A text item: its title, and whether it is a done item (semibold).
            case title(String, done: Bool)
            /// A system item (`UIBarButtonItem.SystemItem`).
            case system(BarButtonItem.SystemItem)
        }
        /// The title or the system item.
        public var content: Content
        /// Whether the item is enabled (a disabled item draws dimmed).
        public var isEnabled = true

        /// An item with this content.
        public init(content: Content, isEnabled: Bool = true) {
            self.content = content
            self.isEnabled = isEnabled
        }
    }
}
