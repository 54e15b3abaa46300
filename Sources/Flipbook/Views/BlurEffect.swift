import Foundation

/// A blur of what lies behind a ``VisualEffectView`` (`UIBlurEffect`), with
/// a tint laid over it.
///
/// Apple publishes neither the radius nor the tint of its materials, and
/// these values were not measured on a device: they are Flipbook's
/// approximations. UIKit's blur is a Gaussian of a backdrop layer with a
/// grey tint over it (iOS 7's private `_UIBackdropView` settings, named on
/// the iPhone Development Wiki, have a blur radius and a grey tint level and
/// alpha); here the classic styles use radius 20 to 30 points and a white,
/// near-white or dark grey tint, and the materials of iOS 13 run from
/// ultra-thin to thick by the tint's alpha (0.3 to 0.85), white in light
/// appearance and dark grey in dark. The adaptive styles (`.regular`,
/// `.systemMaterial`...) are drawn in their light appearance. There is no
/// saturation boost. See docs/research/uikit-behaviour.md.
@preconcurrency @MainActor
public final class BlurEffect: VisualEffect {
    /// The material of the blur (`UIBlurEffect.Style`).
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        /// The original blur styles: a light, lighter or dark tint, or one that adapts to the appearance.
        case extraLight, light, dark, regular, prominent
        /// The adaptive materials, from the most to the least translucent: light in light mode, dark in dark mode.
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        /// The materials, always light.
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
            systemChromeMaterialLight
        /// The materials, always dark.
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
            systemChromeMaterialDark

        /// The case's name as written in Swift (`"systemMaterial"`), which
        /// scene documents use.
        public var name: String { String(describing: self) }

        /// The style named `name` (a case name, as ``name`` gives it).
        public init?(name: String) {
            guard let style = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = style
        }

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
