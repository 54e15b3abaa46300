import Foundation

/// A size class (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case unspecified, compact, regular
}

/// The traits of a controller's environment (`UITraitCollection`), reduced to
/// size classes and scale. They follow the window's size: a resize across a
/// limit calls `willTransition(to:with:)` and `traitCollectionDidChange(_:)`.
///
/// The rule used here: a width below 600 pt is compact, otherwise regular; a
/// height below 500 pt is compact, otherwise regular.
public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Pixels per point; 0 when unknown.
    public var displayScale: CGFloat

    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 0) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    /// Widths below this many points are horizontally compact.
    public static let compactWidthLimit: CGFloat = 600
    /// Heights below this many points are vertically compact.
    public static let compactHeightLimit: CGFloat = 500

    /// The traits of an area of `size` points drawn at `scale`.
    public init(size: CGSize, scale: CGFloat) {
        self.init(horizontalSizeClass: size.width < Self.compactWidthLimit ? .compact : .regular,
                  verticalSizeClass: size.height < Self.compactHeightLimit ? .compact : .regular,
                  displayScale: scale)
    }
}
