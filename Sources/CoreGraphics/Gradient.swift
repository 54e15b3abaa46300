import Flipbook
// `CGGradient` and `CGColorSpace` for code written for Apple platforms.
import Foundation

/// `CGGradient`: colours at locations, made from `CGColor`s (Flipbook's
/// colours). See https://developer.apple.com/documentation/coregraphics/cggradient
public final class CGGradient: @unchecked Sendable {
    /// The colour stops (immutable after creation, as a `CGGradient` is).
    let gradient: Flipbook.Gradient

    /// A gradient of `colors` (`CGColor`s) at `locations` (one per colour, 0...1;
    /// nil spreads them evenly, as the documentation says of a NULL pointer).
    /// `space` is accepted for compatibility: Flipbook's colours are sRGB.
    /// Nil when `colors` is empty or holds something other than a `CGColor`.
    /// See https://developer.apple.com/documentation/coregraphics/cggradient/init(colorsspace:colors:locations:)
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var cgColors: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            cgColors.append(color)
        }
        guard !cgColors.isEmpty else { return nil }
        let stops = locations.map { pointer in (0..<cgColors.count).map { Double(pointer[$0]) } }
        gradient = Flipbook.Gradient(colors: cgColors, locations: stops)
    }

    /// The colours, in order.
    public var colors: [CGColor] { gradient.stops.map(\.color) }
    /// Their locations.
    public var locations: [CGFloat] { gradient.stops.map { CGFloat($0.location) } }
}

/// `CGColorSpace`: accepted where Core Graphics takes one; Flipbook's colours are sRGB.
/// See https://developer.apple.com/documentation/coregraphics/cgcolorspace
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name (`name`), `kCGColorSpaceSRGB` for the device RGB space.
    public let name: CFString?

    init(name: CFString?) { self.name = name }
}

/// `CGColorSpaceCreateDeviceRGB()`: the device-dependent RGB space (sRGB here).
/// See https://developer.apple.com/documentation/coregraphics/1408837-cgcolorspacecreatedevicergb
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: "kCGColorSpaceSRGB") }
