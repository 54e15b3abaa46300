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

    public init() {}

    /// A screen's `UINavigationItem`.
    public struct Item: Equatable, Sendable {
        public var title: String?
        public var backButtonTitle: String?
        public var hidesBackButton = false
        /// `automatic`, `always` or `never`.
        public var largeTitleDisplayMode: NavigationItem.LargeTitleDisplayMode = .automatic
        public var leftBarButtonItems: [BarItem] = []
        public var rightBarButtonItems: [BarItem] = []

        public init() {}
    }

    /// A bar button item: a title (plain or done) or a system item.
    public struct BarItem: Equatable, Sendable {
        public enum Content: Equatable, Sendable {
            case title(String, done: Bool)
            case system(BarButtonItem.SystemItem)
        }
        public var content: Content
        public var isEnabled = true

        public init(content: Content, isEnabled: Bool = true) { self.content = content; self.isEnabled = isEnabled }
    }
}
