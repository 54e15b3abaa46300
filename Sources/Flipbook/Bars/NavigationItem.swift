import Foundation

/// What a navigation bar shows for one controller (`UINavigationItem`):
/// a title or title view, bar button items on each side, and what the next
/// controller's back button says.
///
/// Every ``ViewController`` has one (`navigationItem`); its ``title``
/// follows the controller's `title` until set. Changes show in the bar at
/// once (a bar showing the item lays out again).
@preconcurrency @MainActor
open class NavigationItem: NSObject {
    /// When the bar shows the item's title large (`UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        /// As the item below it in the stack (large for the root when the bar prefers large titles).
        case automatic = 0
        /// Large whenever the bar's `prefersLargeTitles` is true.
        case always = 1
        /// Never large.
        case never = 2
    }

    /// Where the back button's title comes from (`UINavigationItem.BackButtonDisplayMode`).
    public enum BackButtonDisplayMode: Int, Hashable, Sendable {
        /// `backButtonTitle`, else the title, else "Back", else no title, as space allows.
        case `default` = 0
        /// "Back", else no title.
        case generic = 1
        /// The chevron only.
        case minimal = 2
    }

    private var storedTitle: String?
    private var hasStoredTitle = false
    /// The controller whose `title` the item follows until ``title`` is set.
    weak var owner: ViewController?

    /// The title shown in the bar, centred (`title`); the owning
    /// controller's `title` until set. Nil draws no title, and the back
    /// button of the item above says "Back".
    open var title: String? {
        get { hasStoredTitle ? storedTitle : owner?.title }
        set {
            storedTitle = newValue
            hasStoredTitle = true
            changed()
        }
    }
    /// A view shown in place of the title, centred at its own size (`titleView`).
    open var titleView: View? { didSet { changed() } }
    /// Shown above the title (`prompt`). Stored only: Flipbook does not draw prompts.
    open var prompt: String? { didSet { changed() } }
    /// The items at the leading edge, first item outermost (`leftBarButtonItems`).
    open var leftBarButtonItems: [BarButtonItem]? { didSet { changed() } }
    /// The items at the trailing edge, first item outermost (`rightBarButtonItems`).
    open var rightBarButtonItems: [BarButtonItem]? { didSet { changed() } }
    /// The first of ``leftBarButtonItems`` (`leftBarButtonItem`); setting it replaces them all.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of ``rightBarButtonItems`` (`rightBarButtonItem`); setting it replaces them all.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The back button the *next* item shows when this one is below it
    /// (`backBarButtonItem`): only its title is used.
    open var backBarButtonItem: BarButtonItem? { didSet { changed() } }
    /// The title of the back button the next item shows (`backButtonTitle`).
    open var backButtonTitle: String? { didSet { changed() } }
    /// How the back button that points at this item is titled (`backButtonDisplayMode`).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    /// True hides the back button (`hidesBackButton`).
    open var hidesBackButton = false { didSet { changed() } }
    /// True shows the left items after the back button instead of in its place
    /// (`leftItemsSupplementBackButton`).
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// When the bar shows this item's title large (`largeTitleDisplayMode`); `.automatic` by default.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// Called when something the bar shows changes; set by the bar.
    var onChange: (() -> Void)?

    private func changed() { onChange?() }

    /// An item with `title` (`init(title:)`).
    public init(title: String) {
        storedTitle = title
        hasStoredTitle = true
        super.init()
    }

    /// An item without a title, following `owner`'s `title`.
    init(owner: ViewController) {
        self.owner = owner
        super.init()
    }

    /// `setLeftBarButtonItems(_:animated:)`; the change is not animated in Flipbook.
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// `setRightBarButtonItems(_:animated:)`; the change is not animated in Flipbook.
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// `setLeftBarButton(_:animated:)`; the change is not animated in Flipbook.
    open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// `setRightBarButton(_:animated:)`; the change is not animated in Flipbook.
    open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// `setHidesBackButton(_:animated:)`; the change is not animated in Flipbook.
    open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

    /// The owner's title changed: tell the bar, unless the item has its own.
    func ownerTitleDidChange() { if !hasStoredTitle { changed() } }

    /// The back button titles to try, in order, for a back button pointing
    /// at this item (Apple's `BackButtonDisplayMode.default` order:
    /// backButtonTitle, title, "Back", none). A `backBarButtonItem`'s title wins.
    var backButtonTitleCandidates: [String] {
        if let title = backBarButtonItem?.title { return [title, ""] }
        switch backButtonDisplayMode {
        case .minimal: return [""]
        case .generic: return ["Back", ""]
        case .default:
            return [backButtonTitle, title].compactMap { $0 }.filter { !$0.isEmpty } + ["Back", ""]
        }
    }
}
