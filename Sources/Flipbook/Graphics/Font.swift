import Foundation

/// A font: a family, a size in points, a weight and a slant.
///
/// The renderer resolves the family through fontconfig. The system font
/// (``systemFamilyName``) is Inter, a free family with metrics close to
/// iOS's San Francisco (Debian's `fonts-inter`, which `scripts/ensure-deps.sh`
/// installs): the renderer draws each weight with Inter's face of that weight,
/// and sizes of 20 points and above with Inter Display, as SF Pro switches to
/// its Display design there. Where Inter is not installed the renderer draws
/// the system font in ``fallbackSystemFamilyName`` (DejaVu Sans), regular or
/// bold. Fonts that name another family, such as "DejaVu Sans", are drawn in
/// that family.
public struct Font: Hashable, Sendable {
    /// A weight, with `UIFont.Weight`'s names. The system font (Inter) has a
    /// face for each; families with only a regular and a bold face (DejaVu)
    /// draw ultra-light to medium regular and semibold to black bold
    /// (``isBold``).
    public enum Weight: String, Hashable, Sendable {
        /// `UIFont.Weight`'s nine weights, lightest first.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// True for the weights drawn with the bold face: semibold and heavier.
        public var isBold: Bool {
            switch self {
            case .semibold, .bold, .heavy, .black: true
            case .ultraLight, .thin, .light, .regular, .medium: false
            }
        }
    }

    /// The family name as fontconfig knows it, such as "DejaVu Sans".
    public var familyName: String
    /// The em size in points; must be positive and finite.
    public var pointSize: CGFloat
    /// The weight; the renderer draws semibold and heavier with the bold face.
    public var weight: Weight
    /// Whether the font is slanted (the family's italic or oblique face).
    public var isItalic: Bool
    /// The Dynamic Type style the font was made for
    /// (``preferredFont(forTextStyle:)``); nil for other fonts. A label with
    /// `adjustsFontForContentSizeCategory` re-makes such a font when the
    /// text size changes.
    public internal(set) var textStyle: TextStyle?

    /// A font of a family at a size in points.
    public init(familyName: String, pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
    }

    /// `UIFont(name:size:)`. A name ending in "-Bold", "-Oblique" or
    /// "-BoldOblique" selects the weight and slant.
    public init(name: String, size: CGFloat) {
        var family = name
        var weight = Weight.regular
        var italic = false
        for (suffix, w, i) in [
            ("-BoldOblique", Weight.bold, true), ("-BoldItalic", .bold, true),
            ("-Bold", .bold, false), ("-Oblique", .regular, true), ("-Italic", .regular, true),
        ]
        where family.hasSuffix(suffix) {
            family.removeLast(suffix.count)
            weight = w
            italic = i
            break
        }
        self.init(familyName: family, pointSize: size, weight: weight, isItalic: italic)
    }

    /// The family of ``systemFont(ofSize:)``: Inter.
    public static let systemFamilyName = "Inter"
    /// The family the renderer draws the system font in where Inter is not
    /// installed: DejaVu Sans (`fonts-dejavu-core`).
    public static let fallbackSystemFamilyName = "DejaVu Sans"

    /// The standard size of a button's title, in points (`UIFont.buttonFontSize`: 18).
    public static let buttonFontSize: CGFloat = 18
    /// The standard size of a label's text, in points (`UIFont.labelFontSize`: 17).
    public static let labelFontSize: CGFloat = 17

    /// The system font at a size in points, regular weight (`UIFont.systemFont(ofSize:)`).
    public static func systemFont(ofSize size: CGFloat) -> Font {
        Font(familyName: systemFamilyName, pointSize: size)
    }

    /// The system font at a weight (`UIFont.systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(familyName: systemFamilyName, pointSize: size, weight: weight)
    }

    /// The system font at a size in points, bold (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(familyName: systemFamilyName, pointSize: size, weight: .bold)
    }

    /// DejaVu Sans Mono.
    public static func monospacedSystemFont(ofSize size: CGFloat) -> Font {
        Font(familyName: "DejaVu Sans Mono", pointSize: size)
    }

    /// The same font at another size in points (`UIFont.withSize(_:)`); the text style is kept.
    public func withSize(_ size: CGFloat) -> Font {
        var f = self
        f.pointSize = size
        return f
    }
}

extension Font: CustomDebugStringConvertible {
    /// The members that affect drawing, in the form film traces digest
    /// (`FilmTrace`), so that golden traces do not change with members
    /// that do not (``textStyle``).
    public var debugDescription: String {
        "Flipbook.Font(familyName: \(String(reflecting: familyName)), pointSize: \(pointSize), "
            + "weight: Flipbook.Font.Weight.\(weight), isItalic: \(isItalic))"
    }
}
