import Foundation

/// An sRGB colour with straight (not premultiplied) alpha; every component in 0...1.
///
/// Components are stored as given; the renderer clamps them to 0...1 when it
/// draws. `Color` mirrors `UIColor`'s initialisers so ported code compiles.
///
/// A dynamic colour (``init(dynamicProvider:)``, the system colours such as
/// ``label`` and ``systemBackground``) also carries a provider that picks a
/// colour for a ``TraitCollection``; its components are its light
/// appearance. Views resolve the colours they are given with their traits
/// (and again when their traits change), layers with ``TraitCollection/current``
/// when the colour is set, so the engine and the renderer only ever see
/// fixed colours. Two colours are equal when their components and provider
/// (by identity) are.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red, green, blue and alpha components, each in 0...1 (stored as given; drawing clamps).
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// Picks the colour for a trait collection; `.fixed` for a fixed colour.
    let provider: ColorProvider

    /// A fixed colour from sRGB components in 0...1 (`UIColor(red:green:blue:alpha:)`).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        provider = .fixed
    }

    /// A grey: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from `0xRRGGBB` and an alpha in 0...1.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with another alpha, as `UIColor.withAlphaComponent(_:)`
    /// (a dynamic colour stays dynamic: each appearance gets the alpha).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        if provider.isDynamic { return Color(provider: provider.withAlpha(alpha)) }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Component-wise linear interpolation of straight RGBA: `fraction` 0 gives
    /// `self`, 1 gives `other`; fractions outside 0...1 extrapolate (springs overshoot).
    public func interpolated(to other: Color, fraction: Double) -> Color {
        Color(
            red: red + (other.red - red) * fraction, green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction, alpha: alpha + (other.alpha - alpha) * fraction)
    }

    public var description: String {
        func f(_ v: Double) -> String { FixedDecimal.text(v, decimals: 3) }
        return "rgba(\(f(red)) \(f(green)) \(f(blue)) \(f(alpha)))"
    }

    /// UIKit's `black`: a grey of white 0 (each sRGB component 0), opaque.
    public static let black = Color(white: 0)
    /// UIKit's `darkGray`: a grey of white 1/3 (each sRGB component 1/3), opaque.
    public static let darkGray = Color(white: 1.0 / 3)
    /// UIKit's `gray`: a grey of white 0.5 (each sRGB component 0.5), opaque.
    public static let gray = Color(white: 0.5)
    /// UIKit's `lightGray`: a grey of white 2/3 (each sRGB component 2/3), opaque.
    public static let lightGray = Color(white: 2.0 / 3)
    /// UIKit's `white`: a grey of white 1 (each sRGB component 1), opaque.
    public static let white = Color(white: 1)
    /// Transparent black (`UIColor.clear`): every component 0.
    public static let clear = Color(white: 0, alpha: 0)
    /// UIKit's `red`: sRGB (1, 0, 0), opaque.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// UIKit's `green`: sRGB (0, 1, 0), opaque.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// UIKit's `blue`: sRGB (0, 0, 1), opaque.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// UIKit's `cyan`: sRGB (0, 1, 1), opaque.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// UIKit's `yellow`: sRGB (1, 1, 0), opaque.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// UIKit's `magenta`: sRGB (1, 0, 1), opaque.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// UIKit's `orange`: sRGB (1, 0.5, 0), opaque.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// UIKit's `purple`: sRGB (0.5, 0, 0.5), opaque.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// UIKit's `brown`: sRGB (0.6, 0.4, 0.2), opaque.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
