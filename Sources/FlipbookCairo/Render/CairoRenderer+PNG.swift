import Flipbook
import Foundation

extension CairoRenderer {
    /// Draws `tree` and writes it as a PNG file, atomically (a temporary name,
    /// then a rename), straight from Cairo's pixels without a `Bitmap` copy.
    /// - Throws: ``RenderError`` when the tree cannot be drawn, `PNGError`
    ///   naming the path when the file cannot be written.
    public func writePNG(_ tree: RenderTree, to url: URL, encoder: PNGEncoder = PNGEncoder()) throws {
        let surface = try renderSurface(tree)
        try surface.withPremultipliedBytes { bytes, stride in
            try encoder.writePremultipliedBGRA(
                bytes.baseAddress!, width: surface.width, height: surface.height,
                stride: stride, to: url)
        }
    }

    /// Draws `tree` and returns its PNG bytes.
    public func pngData(_ tree: RenderTree, encoder: PNGEncoder = PNGEncoder()) throws -> Data {
        let surface = try renderSurface(tree)
        return try surface.withPremultipliedBytes { bytes, stride in
            try encoder.encodePremultipliedBGRA(bytes.baseAddress!, width: surface.width, height: surface.height, stride: stride)
        }
    }
}
