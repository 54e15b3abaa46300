import Foundation

extension Font {
    /// A Dynamic Type text style (`UIFont.TextStyle`), with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable, CaseIterable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The largest title style (34 pt at the default text size).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title style (28 pt at the default text size).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title style (22 pt at the default text size).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title style (20 pt at the default text size).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline style (17 pt semibold at the default text size).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The body text style (17 pt at the default text size).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout style (16 pt at the default text size).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The subheadline style (15 pt at the default text size).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The footnote style (13 pt at the default text size).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The standard caption style (12 pt at the default text size).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The alternate caption style (11 pt at the default text size).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        public static let allCases: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body,
            .callout, .subheadline, .footnote, .caption1, .caption2,
        ]

        /// Point sizes for each ``ContentSizeCategory/allSizes`` (xS ... AX5),
        /// from the iOS table of Apple's Human Interface Guidelines
        /// (Typography, "Dynamic Type sizes"); docs/research/uikit-behaviour.md §15.
        public var pointSizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // an unknown style sizes as body
            }
        }

        /// The style's size in points at `category` (unspecified: large).
        public func pointSize(for category: ContentSizeCategory) -> CGFloat {
            pointSizes[category.sizeIndex ?? 3]
        }

        /// Headline is semibold; the others regular (HIG).
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The system font for a text style at the text size of
    /// ``TraitCollection/current`` (`preferredFont(forTextStyle:)`).
    @MainActor public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: TraitCollection.current)
    }

    /// The system font for a text style at the text size of `traits`
    /// (`preferredFont(forTextStyle:compatibleWith:)`; nil or unspecified: large).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
        let category = traits?.preferredContentSizeCategory ?? .large
        var font = Font(familyName: systemFamilyName, pointSize: style.pointSize(for: category), weight: style.weight)
        font.textStyle = style
        return font
    }
}

/// Scales custom fonts and values with Dynamic Type (`UIFontMetrics`): by
/// the ratio of the text style's size at the reader's text size to its size
/// at the default (large). UIKit's curve for custom values is not published;
/// this ratio is the documented intent ("scaled proportionally").
public struct FontMetrics: Hashable, Sendable {
    /// The text style whose size table gives the scale factor.
    public let textStyle: Font.TextStyle

    /// Metrics that scale by `textStyle`'s sizes (`UIFontMetrics(forTextStyle:)`).
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// Body's metrics (`UIFontMetrics.default`).
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The factor for `traits`' text size (nil or unspecified: 1).
    public func scale(compatibleWith traits: TraitCollection?) -> CGFloat {
        let category = traits?.preferredContentSizeCategory ?? .large
        return textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// `font` scaled for the current trait collection's text size (``TraitCollection/current``).
    @MainActor public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, compatibleWith: TraitCollection.current)
    }

    /// `font` at its point size times ``scale(compatibleWith:)``; family, weight and italic are kept.
    public func scaledFont(for font: Font, compatibleWith traits: TraitCollection?) -> Font {
        font.withSize(font.pointSize * scale(compatibleWith: traits))
    }

    /// Scaled, but no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: Font, maximumPointSize: CGFloat, compatibleWith traits: TraitCollection? = nil) -> Font {
        let scaled = scaledFont(for: font, compatibleWith: traits)
        return maximumPointSize > 0 && scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    /// `value` scaled for the current trait collection's text size (``TraitCollection/current``).
    @MainActor public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: TraitCollection.current)
    }

    /// `value` (any unit, typically points) times ``scale(compatibleWith:)``.
    public func scaledValue(for value: CGFloat, compatibleWith traits: TraitCollection?) -> CGFloat {
        value * scale(compatibleWith: traits)
    }
}
