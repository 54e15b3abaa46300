/// The reader's preferred text size (`UIContentSizeCategory`), from extra
/// small to the five accessibility sizes; ``large`` is the system default.
/// Categories compare by size, as UIKit's do; ``unspecified`` is below all.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

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

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        (a.sizeIndex ?? -1) < (b.sizeIndex ?? -1)
    }
}
