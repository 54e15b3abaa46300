import Foundation

/// A button for a navigation bar or a toolbar (`UIBarButtonItem`).
///
/// An item is a description, not a view: the bar that shows it makes a
/// button for it (17 pt regular text, semibold for ``Style/done``, drawn in
/// ``tintColor`` or the bar's), and rebuilds that button when the item
/// changes. Target-action is a closure or a method reference, as for
/// ``Control``: `BarButtonItem(title: "Edit", style: .plain, target: self,
/// action: Self.edit)` where UIKit writes `#selector(edit)`.
///
/// Spaces are items too: ``flexibleSpace()`` shares out a toolbar's spare
/// width, ``fixedSpace(_:)`` takes ``width`` points.
@preconcurrency @MainActor
open class BarButtonItem: NSObject {
    /// How the item is drawn (`UIBarButtonItem.Style`; `.bordered` is gone since iOS 8).
    public enum Style: Int, Hashable, Sendable {
        /// 17 pt regular text.
        case plain = 0
        /// 17 pt semibold text, for the item that ends a task.
        case done = 2
    }

    /// UIKit's system items (`UIBarButtonItem.SystemItem`), with its raw values.
    /// Text items draw their English title; symbol items draw a DejaVu Sans glyph
    /// that stands in for the SF Symbol (see ``symbolGlyph``).
    public enum SystemItem: Int, Hashable, Sendable, CaseIterable {
        /// The system items, in UIKit's order (`done` is 0, `close` 24).
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
            pageCurl, close

        /// The title a text system item shows; nil for symbols and spaces.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The DejaVu glyph Flipbook draws for a symbol item (an approximation
        /// of the SF Symbol); nil for text items and spaces.
        public var symbolGlyph: String? {
            switch self {
            case .add: "+"
            case .compose: "\u{270E}"
            case .reply: "\u{21A9}"
            case .action: "\u{21EA}"
            case .organize: "\u{25A4}"
            case .bookmarks: "\u{2630}"
            case .search: "\u{2315}"
            case .refresh: "\u{21BB}"
            case .stop, .close: "\u{2715}"
            case .camera: "\u{25C9}"
            case .trash: "\u{2421}"
            case .play: "\u{25B6}"
            case .pause: "\u{2016}"
            case .rewind: "\u{23EA}"
            case .fastForward: "\u{23E9}"
            case .pageCurl: "\u{25E5}"
            default: nil
            }
        }
    }

    /// What the item is: a button, or space in a toolbar.
    enum Kind: Equatable { case button, flexibleSpace, fixedSpace }

    let kind: Kind
    /// The system item it was made from, if any.
    public let systemItem: SystemItem?
    /// The text shown (`title`); a text system item's is its English title.
    open var title: String? { didSet { changed() } }
    /// The image shown instead of a title when set (`image`).
    open var image: Image? { didSet { changed() } }
    /// Plain or done (`UIBarButtonItem.Style`): how a text item's title is weighted.
    open var style: Style { didSet { changed() } }
    /// The item's colour (`tintColor`); nil uses the bar's tint (system blue by default).
    open var tintColor: Color? { didSet { changed() } }
    /// False draws the item grey and ignores taps (`isEnabled`).
    open var isEnabled = true { didSet { changed() } }
    /// For a fixed space, its width in points; for a button, a width that
    /// overrides the measured one when positive (`width`). 0 by default.
    open var width: CGFloat = 0 { didSet { changed() } }
    /// Runs when the item is tapped (`primaryAction`), before ``action``.
    open var primaryAction: ControlAction? { didSet { changed() } }
    /// The target-action pair, as a closure (the selector of UIKit).
    public var action: (() -> Void)?
    /// A view shown in place of the button (`customView`), at its frame's size.
    open var customView: View? { didSet { changed() } }

    /// Called when a property that changes the item's look changes; set by the bar showing it.
    var onChange: (() -> Void)?

    private func changed() { onChange?() }

    /// An empty plain item (`UIBarButtonItem()`).
    public override init() {
        kind = .button
        systemItem = nil
        style = .plain
        super.init()
    }

    private init(kind: Kind, systemItem: SystemItem?, title: String?, image: Image?, style: Style) {
        self.kind = kind
        self.systemItem = systemItem
        self.title = title
        self.image = image
        self.style = style
        super.init()
    }

    /// An item with a title that runs `action` when tapped; a closure
    /// stands in for UIKit's target and selector (`init(title:style:target:action:)`).
    public convenience init(title: String?, style: Style = .plain, action: (() -> Void)? = nil) {
        self.init(kind: .button, systemItem: nil, title: title, image: nil, style: style)
        self.action = action
    }

    /// `init(title:style:target:action:)` with a method reference for the
    /// selector: `target: self, action: Self.edit`. The target is held weakly.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?,
        action: @escaping (Target) -> () -> Void
    ) {
        self.init(kind: .button, systemItem: nil, title: title, image: nil, style: style)
        self.action = Self.bind(target, action)
    }

    /// An item with an image (`init(image:style:target:action:)`, closure form).
    public convenience init(image: Image?, style: Style = .plain, action: (() -> Void)? = nil) {
        self.init(kind: .button, systemItem: nil, title: nil, image: image, style: style)
        self.action = action
    }

    /// `init(image:style:target:action:)` with a method reference for the selector.
    public convenience init<Target: AnyObject>(
        image: Image?, style: Style, target: Target?,
        action: @escaping (Target) -> () -> Void
    ) {
        self.init(kind: .button, systemItem: nil, title: nil, image: image, style: style)
        self.action = Self.bind(target, action)
    }

    /// A system item (`init(systemItem:primaryAction:menu:)`); `.done` is
    /// drawn in the done style. `.flexibleSpace` and `.fixedSpace` make spaces.
    public convenience init(systemItem: SystemItem, primaryAction: ControlAction? = nil) {
        let kind: Kind = systemItem == .flexibleSpace ? .flexibleSpace : systemItem == .fixedSpace ? .fixedSpace : .button
        self.init(
            kind: kind, systemItem: systemItem, title: systemItem.title, image: nil,
            style: systemItem == .done ? .done : .plain)
        self.primaryAction = primaryAction
    }

    /// `init(barButtonSystemItem:target:action:)` with a method reference for the selector.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?,
        action: @escaping (Target) -> () -> Void
    ) {
        self.init(systemItem: systemItem)
        self.action = Self.bind(target, action)
    }

    /// An item whose title and image are the action's, running it when tapped
    /// (`init(title:image:primaryAction:menu:)`).
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: ControlAction?) {
        self.init(
            kind: .button, systemItem: nil, title: title ?? primaryAction?.title, image: image ?? primaryAction?.image,
            style: .plain)
        self.primaryAction = primaryAction
    }

    /// An item that shows `customView` (`init(customView:)`).
    public convenience init(customView: View) {
        self.init(kind: .button, systemItem: nil, title: nil, image: nil, style: .plain)
        self.customView = customView
    }

    /// Space that takes a toolbar's spare width, shared equally with the
    /// other flexible spaces (`flexibleSpace()`).
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

    /// Space `width` points wide (`fixedSpace(_:)`).
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = max(0, width.isFinite ? width : 0)
        return item
    }

    private static func bind<Target: AnyObject>(_ target: Target?, _ action: @escaping (Target) -> () -> Void) -> (() -> Void)? {
        guard let target else { return nil }
        return { [weak target] in if let target { action(target)() } }
    }

    /// What a tap does: the primary action, then the target-action closure.
    /// Disabled items and spaces do nothing.
    func perform(sender: AnyObject?) {
        guard isEnabled, kind == .button else { return }
        primaryAction?.perform(sender: sender)
        action?()
    }

    /// The text the item's button draws: its title, or a symbol's glyph.
    var displayText: String? { title ?? systemItem?.symbolGlyph }

    /// The font of the item's text: 17 pt, semibold for `.done`; DejaVu Sans
    /// 22 pt for symbol glyphs (the system font, Inter, has not all of them).
    var font: Font {
        if title == nil, systemItem?.symbolGlyph != nil {
            return Font(familyName: Font.fallbackSystemFamilyName, pointSize: 22)
        }
        return .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
    }
}
