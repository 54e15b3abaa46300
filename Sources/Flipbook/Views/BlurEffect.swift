import Foundation

/// A blur of what lies behind a ``VisualEffectView`` (`UIBlurEffect`), with
/// a tint laid over it.
///
/// Apple publishes neither the radius nor the tint of its materials. The
/// values here are Flipbook's approximations: the classic styles take the
/// blur radius and grey tint of the iOS 7 backdrop settings as class dumps
/// show them (`_UIBackdropViewSettingsLight`: radius 30, white at 0.3;
/// `...UltraLight`: radius 20, grey 0.97 at 0.8; `...Dark`: radius 20, grey
/// 0.11 at 0.73), and the materials of iOS 13 run from ultra-thin to
/// chrome by the tint's alpha, white in light appearance and dark grey in
/// dark. The adaptive styles (`.regular`, `.systemMaterial`...) are drawn in
/// their light appearance. See docs/research/uikit-behaviour.md.
@preconcurrency @MainActor
public final class BlurEffect: VisualEffect {
    /// The material of the blur (`UIBlurEffect.Style`).
    public enum Style: Int, Hashable, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark

        /// The blur radius in points and the tint over the blur (see ``BlurEffect``).
        var parameters: (radius: CGFloat, tint: Color) {
            switch self {
            case .extraLight: return (20, Color(white: 0.97, alpha: 0.8))
            case .light, .regular: return (30, Color(white: 1, alpha: 0.3))
            case .dark: return (20, Color(white: 0.11, alpha: 0.73))
            case .prominent: return (20, Color(white: 0.97, alpha: 0.8))
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return (30, Color(white: 1, alpha: 0.3))
            case .systemThinMaterial, .systemThinMaterialLight: return (30, Color(white: 1, alpha: 0.5))
            case .systemMaterial, .systemMaterialLight: return (30, Color(white: 1, alpha: 0.7))
            case .systemThickMaterial, .systemThickMaterialLight: return (30, Color(white: 1, alpha: 0.85))
            case .systemChromeMaterial, .systemChromeMaterialLight: return (30, Color(white: 0.97, alpha: 0.8))
            case .systemUltraThinMaterialDark: return (30, Color(white: 0.11, alpha: 0.3))
            case .systemThinMaterialDark: return (30, Color(white: 0.11, alpha: 0.5))
            case .systemMaterialDark: return (30, Color(white: 0.11, alpha: 0.7))
            case .systemThickMaterialDark: return (30, Color(white: 0.11, alpha: 0.85))
            case .systemChromeMaterialDark: return (30, Color(white: 0.11, alpha: 0.73))
            }
        }
    }

    /// The material this effect was made with.
    public let style: Style

    /// An effect of `style` (`UIBlurEffect(style:)`).
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var backdrop: (radius: CGFloat, tint: Color)? { style.parameters }
}
