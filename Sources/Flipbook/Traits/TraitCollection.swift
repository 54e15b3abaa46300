import Foundation
import Synchronization

/// A size class (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Not specified, compact (constrained space: below 600 pt wide or 500 pt high), or regular.
    case unspecified, compact, regular
}

/// The traits of a view's or controller's environment (`UITraitCollection`):
/// size classes and scale from the window, appearance, layout direction and
/// preferred text size from the window's settings and the overrides on the
/// way down (``View/traitOverrides``, ``View/overrideUserInterfaceStyle``).
///
/// Each trait may be unspecified; ``init(traitsFrom:)`` combines
/// collections, later specified values winning. A view in a window always
/// has every trait specified: a window is light, left to right and of
/// ``ContentSizeCategory/large`` text unless overridden.
///
/// Size classes follow the window's size: a width below 600 pt is compact,
/// otherwise regular; a height below 500 pt is compact, otherwise regular.
/// A resize across a limit calls `willTransition(to:with:)` and
/// `traitCollectionDidChange(_:)` on controllers.
public struct TraitCollection: Hashable, Sendable {
    /// The horizontal size class: compact below 600 pt of window width, regular otherwise.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class: compact below 500 pt of window height, regular otherwise.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Pixels per point; 0 when unknown.
    public var displayScale: CGFloat
    /// Light or dark appearance; dynamic colours resolve by it.
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified
    /// The direction leading-to-trailing runs.
    public var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified
    /// The reader's preferred text size; `Font.preferredFont(forTextStyle:)` scales by it.
    public var preferredContentSizeCategory: ContentSizeCategory = .unspecified

    /// A trait collection with these size classes and scale; the other traits unspecified.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 0
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    /// A collection with only the appearance specified (`init(userInterfaceStyle:)`).
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A collection with only the layout direction specified (`init(layoutDirection:)`).
    public init(layoutDirection: TraitEnvironmentLayoutDirection) {
        self.init()
        self.layoutDirection = layoutDirection
    }

    /// A collection with only the text size specified (`init(preferredContentSizeCategory:)`).
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init()
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The collections combined in order: each specified trait of a later
    /// collection replaces the earlier value (`init(traitsFrom:)`).
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for c in collections { apply(c) }
    }

    /// Widths below this many points are horizontally compact.
    public static let compactWidthLimit: CGFloat = 600
    /// Heights below this many points are vertically compact.
    public static let compactHeightLimit: CGFloat = 500

    /// The traits of an area of `size` points drawn at `scale`.
    public init(size: CGSize, scale: CGFloat) {
        self.init(
            horizontalSizeClass: size.width < Self.compactWidthLimit ? .compact : .regular,
            verticalSizeClass: size.height < Self.compactHeightLimit ? .compact : .regular,
            displayScale: scale)
    }

    /// The settings of a window nobody changed: light, left to right, large text.
    public static let systemDefaults: TraitCollection = {
        var t = TraitCollection()
        t.userInterfaceStyle = .light
        t.layoutDirection = .leftToRight
        t.preferredContentSizeCategory = .large
        return t
    }()

    /// Replaces each trait that `other` specifies.
    mutating func apply(_ other: TraitCollection) {
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = other.preferredContentSizeCategory
        }
    }

    /// True when every trait `other` specifies has the same value here
    /// (`containsTraits(in:)`); true for nil.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        var combined = self
        combined.apply(other)
        return combined == self
    }

    /// True when dynamic colours may resolve differently under `other`
    /// (`hasDifferentColorAppearance(comparedTo:)`): the appearance differs.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        (other?.userInterfaceStyle ?? .unspecified) != userInterfaceStyle
    }

    /// The traits code runs under where no view's traits are given
    /// (`UITraitCollection.current`): what ``performAsCurrent(_:)`` or an
    /// assignment set, otherwise the traits of the window being driven, or
    /// ``systemDefaults`` without one. Flipbook sets it to a view's traits
    /// while the view's `traitCollectionDidChange(_:)` runs.
    @MainActor public static var current: TraitCollection {
        get { explicitCurrent ?? Window.active?.traitCollection ?? systemDefaults }
        set {
            explicitCurrent = newValue
            refreshMirror()
        }
    }

    @MainActor static var explicitCurrent: TraitCollection?

    /// ``current`` as last computed on the main actor, for code outside it
    /// (`Color.cgColor` is callable from any thread, as UIKit's).
    private static let mirror = Mutex(TraitCollection.systemDefaults)

    /// ``current`` readable from any isolation: its value when the main
    /// actor last changed it (an override, `performAsCurrent`, a new window).
    static var currentFromAnyThread: TraitCollection { mirror.withLock { $0 } }

    /// Copies ``current`` into the mirror; called where it may change.
    @MainActor static func refreshMirror() {
        let value = current
        mirror.withLock { $0 = value }
    }

    /// Runs `actions` with ``current`` set to these traits, then restores it
    /// (`performAsCurrent(_:)`).
    @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Self.explicitCurrent
        Self.explicitCurrent = self
        Self.refreshMirror()
        defer {
            Self.explicitCurrent = saved
            Self.refreshMirror()
        }
        try actions()
    }
}
