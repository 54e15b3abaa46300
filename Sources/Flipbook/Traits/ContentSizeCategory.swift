/// The reader's preferred text size (`UIContentSizeCategory`), from extra
/// small to the five accessibility sizes; ``large`` is the system default.
/// Categories compare by size, as UIKit's do; ``unspecified`` is below all.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference given; compares below every size.
    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small (xS), the smallest standard size.
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small (S).
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium (M).
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large (L): the system default.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large (xL).
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large (xxL).
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large (xxxL), the largest standard size.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium (AX1), the first accessibility size.
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large (AX2).
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large (AX3).
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large (AX4).
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large (AX5), the largest size.
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every specified category, smallest first (the columns of Apple's Dynamic Type table).
    public static let allSizes: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The short names used in scene files and variant labels: xS, S, M, L,
    /// xL, xxL, xxxL, AX1 ... AX5 (Apple's Human Interface Guidelines).
    public static let shortNames = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// The category with a short name (``shortNames``, any letter case) or a UIKit raw value.
    public init?(name: String) {
        if let i = Self.shortNames.firstIndex(where: { $0.lowercased() == name.lowercased() }) {
            self = Self.allSizes[i]
        } else if let match = Self.allSizes.first(where: { $0.rawValue == name }) {
            self = match
        } else {
            return nil
        }
    }

    /// The position in ``allSizes`` (0 for extra small), or nil when unspecified or unknown.
    public var sizeIndex: Int? { Self.allSizes.firstIndex(of: self) }

    /// True for the five accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { (sizeIndex ?? 0) >= 7 }

    public var description: String { sizeIndex.map { Self.shortNames[$0] } ?? "unspecified" }

    /// Whether `a` is a smaller size than `b`; ``unspecified`` is smaller than every size.
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        (a.sizeIndex ?? -1) < (b.sizeIndex ?? -1)
    }
}
