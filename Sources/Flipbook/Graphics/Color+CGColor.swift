import Foundation

/// Core Graphics' colour type is Flipbook's ``Color``, so that
/// `layer.backgroundColor = UIColor.red.cgColor` ports as
/// `layer.backgroundColor = Color.red.cgColor` (sRGB, straight alpha).
public typealias CGColor = Color

extension Color {
    /// The colour itself, as `UIColor.cgColor` (`CGColor` is `Color`).
    public var cgColor: CGColor { self }

    /// The colour itself, as `UIColor(cgColor:)`.
    public init(cgColor: CGColor) { self = cgColor }
}
