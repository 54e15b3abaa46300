import Foundation

/// Core Graphics' colour type is Flipbook's ``Color``, so that
/// `layer.backgroundColor = UIColor.red.cgColor` ports as
/// `layer.backgroundColor = Color.red.cgColor` (sRGB, straight alpha).
public typealias CGColor = Color

extension Color {
    /// The colour as `UIColor.cgColor`: a dynamic colour is resolved with
    /// ``TraitCollection/current``, as UIKit does (so a layer colour set from
    /// `.label.cgColor` does not follow a later change of appearance; set it
    /// again in `traitCollectionDidChange(_:)`, as in UIKit).
    public var cgColor: CGColor { resolvedForCurrentTraits }

    /// The colour itself, as `UIColor(cgColor:)`.
    public init(cgColor: CGColor) { self = cgColor }
}
