import Foundation

extension Image {
    /// How a view draws an image (`UIImage.RenderingMode`,
    /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode).
    ///
    /// A template image is drawn in the tint colour of the view showing it,
    /// keeping only its alpha; an original image is drawn as it is.
    /// ``automatic`` is template for symbol images (``init(systemName:)``)
    /// without a tint colour of their own, and original for the others.
    public enum RenderingMode: Int, Hashable, Sendable {
        /// Template for a symbol image without a tint colour of its own, original for the others.
        case automatic
        /// Always drawn as it is.
        case alwaysOriginal
        /// Always drawn in the tint colour, keeping only the image's alpha.
        case alwaysTemplate
    }

    /// The same image drawn in `renderingMode` (`withRenderingMode(_:)`).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// True when views draw the image in their tint colour: the mode is
    /// ``RenderingMode/alwaysTemplate``, or ``RenderingMode/automatic`` for a
    /// symbol image without a tint colour of its own.
    public var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: symbol != nil && symbol?.color == nil
        }
    }

    /// The image as a view with tint `tint` draws it: a template image in
    /// `tint` (its alpha kept), any other image unchanged.
    public func drawn(tint: Color) -> Image {
        guard isTemplate else { return self }
        return withTintColor(tint).withRenderingMode(renderingMode)
    }

    /// The image drawn in `color` (`withTintColor(_:)`): a symbol's paths are
    /// filled and stroked in it; a bitmap's every pixel takes the colour and
    /// keeps its alpha (multiplied by the colour's). The result draws as
    /// original (``RenderingMode/alwaysOriginal``), as UIKit's does.
    public func withTintColor(_ color: Color) -> Image {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image drawn in `color`, in `renderingMode` (`withTintColor(_:renderingMode:)`).
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        var result: Image
        if var symbol {
            symbol.color = color
            result = Image(symbol: symbol)
        } else {
            var bitmap = bitmap
            func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
            let r = byte(color.red)
            let g = byte(color.green)
            let b = byte(color.blue)
            let a = byte(color.alpha)
            bitmap.pixels.withUnsafeMutableBufferPointer { p in
                for i in stride(from: 0, to: p.count, by: 4) {
                    p[i] = r
                    p[i + 1] = g
                    p[i + 2] = b
                    p[i + 3] = UInt8((Int(p[i + 3]) * Int(a) + 127) / 255)
                }
            }
            result = Image(bitmap: bitmap, scale: scale)
        }
        result.renderingMode = renderingMode
        return result
    }
}
