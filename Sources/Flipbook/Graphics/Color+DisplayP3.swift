import Foundation

extension Color {
    /// A colour given in the Display P3 colour space (`UIColor(displayP3Red:green:blue:alpha:)`,
    /// https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:)),
    /// converted to Flipbook's sRGB: the components are decoded with the sRGB
    /// transfer function (P3 shares it), mapped from P3's primaries to sRGB's
    /// (both D65) and encoded again. Colours outside sRGB's gamut get
    /// components below 0 or above 1, as UIKit's extended sRGB does (P3 red is
    /// about (1.093, -0.227, -0.150)); the renderer clamps them when it draws.
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double) {
        let r = Color.decode(red)
        let g = Color.decode(green)
        let b = Color.decode(blue)
        let sr = 1.2249401 * r - 0.2249404 * g
        let sg = -0.0420569 * r + 1.0420571 * g
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        self.init(red: Color.encode(sr), green: Color.encode(sg), blue: Color.encode(sb), alpha: alpha)
    }

    /// sRGB's transfer function to linear light, odd-symmetric for extended values.
    private static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    /// Linear light to sRGB's encoding, odd-symmetric for extended values.
    private static func encode(_ v: Double) -> Double {
        let a = abs(v)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }
}
