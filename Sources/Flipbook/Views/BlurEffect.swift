import Foundation

/// A blur effect (`UIBlurEffect`), kept for code that names one (the zoom's
/// ``ViewController/Transition/ZoomOptions/dimmingVisualEffect``). Flipbook
/// has no visual-effect views and draws no blur.
@preconcurrency @MainActor
public final class BlurEffect: NSObject {
    /// The material of the blur (`UIBlurEffect.Style`).
    public enum Style: Int, Hashable, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    /// The material this effect was made with.
    public let style: Style

    /// An effect of `style` (`UIBlurEffect(style:)`).
    public init(style: Style) {
        self.style = style
        super.init()
    }
}
