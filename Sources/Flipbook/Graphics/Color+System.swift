import Foundation

/// iOS's system and semantic colours, each a dynamic colour with its light
/// and dark values (sRGB, 0...255 per channel as Apple publishes them, iOS
/// 13 to 17; docs/research/uikit-behaviour.md §14 gives the sources). They
/// resolve by the traits of the view they are set on.
extension Color {
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    private static func pair(_ light: Color, _ dark: Color) -> Color { Color(light: light, dark: dark) }

    // MARK: System colours

    /// UIKit's `systemRed`, an adaptable system colour. sRGB (255, 59, 48) in light mode, (255, 69, 58) in dark mode.
    public static let systemRed = pair(rgb(255, 59, 48), rgb(255, 69, 58))
    /// UIKit's `systemOrange`, an adaptable system colour. sRGB (255, 149, 0) in light mode, (255, 159, 10) in dark mode.
    public static let systemOrange = pair(rgb(255, 149, 0), rgb(255, 159, 10))
    /// UIKit's `systemYellow`, an adaptable system colour. sRGB (255, 204, 0) in light mode, (255, 214, 10) in dark mode.
    public static let systemYellow = pair(rgb(255, 204, 0), rgb(255, 214, 10))
    /// UIKit's `systemGreen`, an adaptable system colour. sRGB (52, 199, 89) in light mode, (48, 209, 88) in dark mode.
    public static let systemGreen = pair(rgb(52, 199, 89), rgb(48, 209, 88))
    /// UIKit's `systemMint`, an adaptable system colour. sRGB (0, 199, 190) in light mode, (99, 230, 226) in dark mode.
    public static let systemMint = pair(rgb(0, 199, 190), rgb(99, 230, 226))
    /// UIKit's `systemTeal`, an adaptable system colour. sRGB (48, 176, 199) in light mode, (64, 200, 224) in dark mode.
    public static let systemTeal = pair(rgb(48, 176, 199), rgb(64, 200, 224))
    /// UIKit's `systemCyan`, an adaptable system colour. sRGB (50, 173, 230) in light mode, (100, 210, 255) in dark mode.
    public static let systemCyan = pair(rgb(50, 173, 230), rgb(100, 210, 255))
    /// The default tint colour of views and controls.
    public static let systemBlue = pair(rgb(0, 122, 255), rgb(10, 132, 255))
    /// UIKit's `systemIndigo`, an adaptable system colour. sRGB (88, 86, 214) in light mode, (94, 92, 230) in dark mode.
    public static let systemIndigo = pair(rgb(88, 86, 214), rgb(94, 92, 230))
    /// UIKit's `systemPurple`, an adaptable system colour. sRGB (175, 82, 222) in light mode, (191, 90, 242) in dark mode.
    public static let systemPurple = pair(rgb(175, 82, 222), rgb(191, 90, 242))
    /// UIKit's `systemPink`, an adaptable system colour. sRGB (255, 45, 85) in light mode, (255, 55, 95) in dark mode.
    public static let systemPink = pair(rgb(255, 45, 85), rgb(255, 55, 95))
    /// UIKit's `systemBrown`, an adaptable system colour. sRGB (162, 132, 94) in light mode, (172, 142, 104) in dark mode.
    public static let systemBrown = pair(rgb(162, 132, 94), rgb(172, 142, 104))

    /// UIKit's `systemGray`, a system grey. sRGB (142, 142, 147) in light mode, (142, 142, 147) in dark mode.
    public static let systemGray = pair(rgb(142, 142, 147), rgb(142, 142, 147))
    /// UIKit's `systemGray2`, a system grey. sRGB (174, 174, 178) in light mode, (99, 99, 102) in dark mode.
    public static let systemGray2 = pair(rgb(174, 174, 178), rgb(99, 99, 102))
    /// UIKit's `systemGray3`, a system grey. sRGB (199, 199, 204) in light mode, (72, 72, 74) in dark mode.
    public static let systemGray3 = pair(rgb(199, 199, 204), rgb(72, 72, 74))
    /// UIKit's `systemGray4`, a system grey. sRGB (209, 209, 214) in light mode, (58, 58, 60) in dark mode.
    public static let systemGray4 = pair(rgb(209, 209, 214), rgb(58, 58, 60))
    /// UIKit's `systemGray5`, a system grey. sRGB (229, 229, 234) in light mode, (44, 44, 46) in dark mode.
    public static let systemGray5 = pair(rgb(229, 229, 234), rgb(44, 44, 46))
    /// UIKit's `systemGray6`, a system grey. sRGB (242, 242, 247) in light mode, (28, 28, 30) in dark mode.
    public static let systemGray6 = pair(rgb(242, 242, 247), rgb(28, 28, 30))

    // MARK: Backgrounds

    /// UIKit's `systemBackground`: the colour for the background of the main interface. sRGB (255, 255, 255) in light mode, (0, 0, 0) in dark mode.
    public static let systemBackground = pair(rgb(255, 255, 255), rgb(0, 0, 0))
    /// UIKit's `secondarySystemBackground`: the colour for content layered on top of the main background. sRGB (242, 242, 247) in light mode, (28, 28, 30) in dark mode.
    public static let secondarySystemBackground = pair(rgb(242, 242, 247), rgb(28, 28, 30))
    /// UIKit's `tertiarySystemBackground`: the colour for content layered on top of secondary backgrounds. sRGB (255, 255, 255) in light mode, (44, 44, 46) in dark mode.
    public static let tertiarySystemBackground = pair(rgb(255, 255, 255), rgb(44, 44, 46))
    /// UIKit's `systemGroupedBackground`: the colour for the background of grouped interfaces (grouped tables). sRGB (242, 242, 247) in light mode, (0, 0, 0) in dark mode.
    public static let systemGroupedBackground = pair(rgb(242, 242, 247), rgb(0, 0, 0))
    /// UIKit's `secondarySystemGroupedBackground`: the colour for content layered on top of a grouped background. sRGB (255, 255, 255) in light mode, (28, 28, 30) in dark mode.
    public static let secondarySystemGroupedBackground = pair(rgb(255, 255, 255), rgb(28, 28, 30))
    /// UIKit's `tertiarySystemGroupedBackground`: the colour for content layered on top of secondary grouped backgrounds. sRGB (242, 242, 247) in light mode, (44, 44, 46) in dark mode.
    public static let tertiarySystemGroupedBackground = pair(rgb(242, 242, 247), rgb(44, 44, 46))

    // MARK: Labels, fills, separators

    /// UIKit's `label`: the colour for text labels with primary content. sRGB (0, 0, 0) in light mode, (255, 255, 255) in dark mode.
    public static let label = pair(rgb(0, 0, 0), rgb(255, 255, 255))
    /// UIKit's `secondaryLabel`: the colour for text labels with secondary content. sRGB (60, 60, 67) at alpha 0.6 in light mode, (235, 235, 245) at alpha 0.6 in dark mode.
    public static let secondaryLabel = pair(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// UIKit's `tertiaryLabel`: the colour for text labels with tertiary content. sRGB (60, 60, 67) at alpha 0.3 in light mode, (235, 235, 245) at alpha 0.3 in dark mode.
    public static let tertiaryLabel = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// UIKit's `quaternaryLabel`: the colour for text labels with quaternary content. sRGB (60, 60, 67) at alpha 0.18 in light mode, (235, 235, 245) at alpha 0.16 in dark mode.
    public static let quaternaryLabel = pair(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// UIKit's `placeholderText`: the colour for placeholder text in controls or text views. sRGB (60, 60, 67) at alpha 0.3 in light mode, (235, 235, 245) at alpha 0.3 in dark mode.
    public static let placeholderText = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// UIKit's `link`: the colour for links. sRGB (0, 122, 255) in light mode, (9, 132, 255) in dark mode.
    public static let link = pair(rgb(0, 122, 255), rgb(9, 132, 255))
    /// UIKit's `separator`: the colour for thin borders or divider lines that let some underlying content show through. sRGB (60, 60, 67) at alpha 0.29 in light mode, (84, 84, 88) at alpha 0.6 in dark mode.
    public static let separator = pair(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    /// UIKit's `opaqueSeparator`: the colour for borders or divider lines that hide any underlying content. sRGB (198, 198, 200) in light mode, (56, 56, 58) in dark mode.
    public static let opaqueSeparator = pair(rgb(198, 198, 200), rgb(56, 56, 58))
    /// UIKit's `systemFill`: the colour for thin and small shapes. sRGB (120, 120, 128) at alpha 0.2 in light mode, (120, 120, 128) at alpha 0.36 in dark mode.
    public static let systemFill = pair(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    /// UIKit's `secondarySystemFill`: the colour for medium-size shapes. sRGB (120, 120, 128) at alpha 0.16 in light mode, (120, 120, 128) at alpha 0.32 in dark mode.
    public static let secondarySystemFill = pair(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    /// UIKit's `tertiarySystemFill`: the colour for large shapes. sRGB (118, 118, 128) at alpha 0.12 in light mode, (118, 118, 128) at alpha 0.24 in dark mode.
    public static let tertiarySystemFill = pair(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    /// UIKit's `quaternarySystemFill`: the colour for large areas that contain complex content. sRGB (116, 116, 128) at alpha 0.08 in light mode, (118, 118, 128) at alpha 0.18 in dark mode.
    public static let quaternarySystemFill = pair(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
}
