import Flipbook
import Foundation

/// Which installed face draws the system font (``Font/systemFamilyName``,
/// "Inter") at a weight and size: what iOS's San Francisco stands in for.
///
/// Inter (Debian's `fonts-inter`) was drawn for screens with metrics close to
/// SF Pro: a tall x-height, open apertures, and a Display cut for large
/// sizes. Its static faces each declare a family of their own ("Inter Semi
/// Bold", "Inter Display Medium"), which cairo's toy font API can name, so
/// every ``Font/Weight`` has its face (UIKit's nine weights, where the toy
/// API alone has regular and bold). As SF Pro switches from its Text to its
/// Display design at 20 points, sizes of ``displaySize`` and above use Inter
/// Display.
///
/// Where Inter is not installed (fontconfig substitutes another family for
/// it), the system font is drawn in ``fallbackFamily``, DejaVu Sans, regular
/// or bold as ``Font/Weight/isBold`` says: frames then differ from goldens
/// recorded with Inter, and the film's manifest and the golden fingerprint
/// name the font file that drew them. Fonts of any other family are drawn in
/// that family, unchanged. Each answer is looked up once per process.
enum SystemFontFaces {
    /// The family drawn where Inter is missing.
    static let fallbackFamily = Font.fallbackSystemFamilyName
    /// The smallest size, in points, drawn with Inter Display (SF Pro's
    /// Display design starts at 20 points).
    static let displaySize: CGFloat = 20

    /// True when fontconfig resolves "Inter" to a file of that family.
    static let interInstalled: Bool = Fontconfig.match(family: Font.systemFamilyName)?.declares(Font.systemFamilyName) ?? false

    /// The family whose regular face draws the system font at body sizes:
    /// "Inter", or ``fallbackFamily``.
    static var regularFamily: String { interInstalled ? Font.systemFamilyName : fallbackFamily }

    /// The toy-API family and bold flag that draw `font`.
    static func face(for font: Font) -> (family: String, bold: Bool) {
        guard font.familyName == Font.systemFamilyName else { return (font.familyName, font.weight.isBold) }
        guard interInstalled else { return (fallbackFamily, font.weight.isBold) }
        let design = font.pointSize >= displaySize ? "Inter Display" : "Inter"
        let named: String?
        switch font.weight {
        case .regular: return (design, false)
        case .bold: return (design, true)
        case .ultraLight: named = "Extra Light"
        case .thin: named = "Thin"
        case .light: named = "Light"
        case .medium: named = "Medium"
        case .semibold: named = "Semi Bold"
        case .heavy: named = "Extra Bold"
        case .black: named = "Black"
        }
        let family = "\(design) \(named!)"
        return declared(family) ? (family, false) : (design, font.weight.isBold)
    }

    private static let declaredFamilies = Locked<[String: Bool]>([:])

    /// True when an installed file declares `family` (cached per process).
    private static func declared(_ family: String) -> Bool {
        if let known = declaredFamilies.withLock({ $0[family] }) { return known }
        let found = Fontconfig.match(family: family)?.declares(family) ?? false
        declaredFamilies.withLock { $0[family] = found }
        return found
    }
}
