import Foundation

/// A raster image in memory: `width * height` pixels, 8-bit RGBA with straight
/// (not premultiplied) alpha, rows top to bottom with no padding.
///
/// This is the interchange format between the PNG codec, the renderer and the
/// image diff. It is a value: copies share storage until written.
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes, R G B A per pixel.
    public var pixels: [UInt8]

    /// A bitmap of the given size filled with one colour (transparent by default).
    /// - Precondition: `width` and `height` are not negative.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "a bitmap's size cannot be negative")
        self.width = width
        self.height = height
        if fill == (0, 0, 0, 0) {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                for i in stride(from: 0, to: width * height * 4, by: 4) {
                    buffer[i] = fill.r
                    buffer[i + 1] = fill.g
                    buffer[i + 2] = fill.b
                    buffer[i + 3] = fill.a
                }
                count = width * height * 4
            }
        }
    }

    /// Wraps existing pixels. Returns nil when the count is not `width * height * 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Same size and the same bytes. Compares the pixel storage with `memcmp`
    /// (an element-by-element array comparison takes several times longer on
    /// a 750 x 1334 frame, and golden checks compare every frame this way).
    public static func == (a: Bitmap, b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height, a.pixels.count == b.pixels.count else { return false }
        return a.pixels.withUnsafeBytes { x in
            b.pixels.withUnsafeBytes { y in
                x.count == 0 || x.baseAddress == y.baseAddress || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
    }

    /// The pixel at column `x`, row `y` (0-based, from the top left).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }
}
