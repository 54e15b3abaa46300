import Foundation

/// One tab of a ``TabBar`` (`UITabBarItem`): a title, an image drawn in the
/// bar's tint when selected (from the image's alpha, as UIKit draws
/// template images), a badge. A ``ViewController`` has one
/// (``ViewController/tabBarItem``) that its tab bar controller shows.
///
/// Changing a property redraws the bar showing the item.
@preconcurrency @MainActor
open class TabBarItem: NSObject {
    /// The system items (`UITabBarItem.SystemItem`). Flipbook has no system
    /// glyphs: a system item shows its title only.
    public enum SystemItem: Int, Hashable, Sendable, CaseIterable {
        /// UIKit's system tab bar items, by `UITabBarItem.SystemItem`'s names and raw values; each draws its English title.
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed

        /// The title UIKit shows (English).
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The title under the image; nil shows none.
    open var title: String? { didSet { changed() } }
    /// The image (its alpha is drawn in the item's colour); nil shows none.
    open var image: Image? { didSet { changed() } }
    /// The image while selected; nil uses ``image``.
    open var selectedImage: Image? {
        get { storedSelectedImage ?? image }
        set {
            storedSelectedImage = newValue
            changed()
        }
    }
    private var storedSelectedImage: Image?
    /// The text of the badge at the item's top right (`badgeValue`); nil
    /// shows no badge, an empty string a badge without text.
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's background (`badgeColor`); nil is system red.
    open var badgeColor: Color? { didSet { changed() } }
    /// A number for your own use (`tag`).
    open var tag = 0
    /// False greys the item out and ignores taps on it (`isEnabled`).
    open var isEnabled = true { didSet { changed() } }
    /// The system item this was made as; nil for an ordinary item.
    public private(set) var systemItem: SystemItem?

    /// The bars showing the item, told when it changes.
    var observers: [WeakTabBar] = []

    /// An item with no title or image (`UITabBarItem()`).
    public override init() { super.init() }

    /// An item with a title and image (`init(title:image:tag:)`).
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item whose image changes when selected (`init(title:image:selectedImage:)`).
    public convenience init(title: String?, image: Image?, selectedImage: Image?) {
        self.init()
        self.title = title
        self.image = image
        storedSelectedImage = selectedImage
    }

    /// A system item (`init(tabBarSystemItem:tag:)`): its title, no image.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        self.tag = tag
    }

    private func changed() {
        observers.removeAll { $0.bar == nil }
        for o in observers { o.bar?.itemDidChange(self) }
    }
}

/// A weak reference to a tab bar, for a ``TabBarItem``'s observers.
@MainActor
struct WeakTabBar {
    weak var bar: TabBar?
}
