import Foundation

/// A description of a font that can be changed and made into a font again
/// (`UIFontDescriptor`, https://developer.apple.com/documentation/uikit/uifontdescriptor),
/// as real code uses it to make a font bold or italic:
/// `UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: font.pointSize)`.
/// It describes a ``Font``: family, size in points, weight, slant and Dynamic
/// Type style.
public struct FontDescriptor: Hashable, Sendable {
    /// The font it describes.
    var font: Font

    /// The described font's stylistic traits (`UIFontDescriptor.SymbolicTraits`,
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct).
    /// The raw values are UIKit's.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public var rawValue: UInt32
        /// Traits with UIKit's bits `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Slanted (`traitItalic`).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold (`traitBold`): semibold or heavier here (``Font/Weight/isBold``).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }

    /// The size in points (`pointSize`).
    public var pointSize: CGFloat { font.pointSize }

    /// Bold and italic, as the described font has them (`symbolicTraits`).
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.weight.isBold { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        return traits
    }

    /// The same description with `traits` in place of its own
    /// (`withSymbolicTraits(_:)`: "with the specified symbolic traits taking
    /// precedence over the existing ones",
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/withsymbolictraits(_:)):
    /// `.traitBold` makes a lighter weight bold and keeps a bold or heavier
    /// one; without it a bold weight becomes regular; `.traitItalic` sets the
    /// slant. Never nil here (a ``Font`` takes any weight and slant); the
    /// optional result is UIKit's, for fonts that have no such face.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> FontDescriptor? {
        var changed = font
        if traits.contains(.traitBold) {
            if !changed.weight.isBold { changed.weight = .bold }
        } else if changed.weight.isBold {
            changed.weight = .regular
        }
        changed.isItalic = traits.contains(.traitItalic)
        return FontDescriptor(font: changed)
    }
}

extension Font {
    /// The font's description (`UIFont.fontDescriptor`).
    public var fontDescriptor: FontDescriptor { FontDescriptor(font: self) }

    /// The font `descriptor` describes, at `size` points; a size of 0 keeps
    /// the descriptor's (`UIFont(descriptor:size:)`,
    /// https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)).
    public init(descriptor: FontDescriptor, size: CGFloat) {
        self = descriptor.font
        if size > 0 { pointSize = size }
    }
}
