import Flipbook

/// The result of an exact comparison.
public struct ExactDifference: Sendable, Equatable {
    /// Pixels whose R, G, B or A byte differs.
    public var differingPixels: Int
    /// Pixels compared: width × height.
    public var totalPixels: Int
    /// The first differing pixel in row order (column, row from the top left), nil when identical.
    public var firstDifference: (x: Int, y: Int)?

    public static func == (lhs: ExactDifference, rhs: ExactDifference) -> Bool {
        lhs.differingPixels == rhs.differingPixels && lhs.totalPixels == rhs.totalPixels
            && lhs.firstDifference?.x == rhs.firstDifference?.x && lhs.firstDifference?.y == rhs.firstDifference?.y
    }
}

extension ImageDiff {
    /// Compares two bitmaps byte for byte.
    /// - Throws: ``ImageDiffError/sizeMismatch(expectedWidth:expectedHeight:actualWidth:actualHeight:)``.
    /// - Complexity: O(width × height).
    public static func exact(_ expected: Bitmap, _ actual: Bitmap) throws(ImageDiffError) -> ExactDifference {
        try checkSizes(expected, actual)
        let count = expected.width * expected.height
        var differing = 0
        var first = -1
        expected.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in
                for i in 0..<count {
                    let offset = i &* 4
                    if a.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        != b.loadUnaligned(fromByteOffset: offset, as: UInt32.self) {
                        if first < 0 { first = i }
                        differing &+= 1
                    }
                }
            }
        }
        let position = first < 0 ? nil : (x: first % expected.width, y: first / expected.width)
        return ExactDifference(differingPixels: differing, totalPixels: count, firstDifference: position)
    }

    /// A diff image for an exact comparison, in pixelmatch's style: the expected image as faint
    /// greys (opacity `options.alpha`), differing pixels in `options.diffColor`.
    public static func exactDiffImage(_ expected: Bitmap, _ actual: Bitmap,
                                      options: PixelmatchOptions = PixelmatchOptions()) throws(ImageDiffError) -> Bitmap {
        try checkSizes(expected, actual)
        var output = Bitmap(width: expected.width, height: expected.height)
        let color = options.diffColor
        output.pixels.withUnsafeMutableBufferPointer { out in
            expected.pixels.withUnsafeBufferPointer { a in
                actual.pixels.withUnsafeBufferPointer { b in
                    var k = 0
                    while k < out.count {
                        if a[k] != b[k] || a[k + 1] != b[k + 1] || a[k + 2] != b[k + 2] || a[k + 3] != b[k + 3] {
                            out[k] = color.r; out[k + 1] = color.g; out[k + 2] = color.b; out[k + 3] = 255
                        } else if !options.diffMask {
                            PixelmatchKernel.drawGray(a.baseAddress!, k, options.alpha, out.baseAddress!)
                        }
                        k &+= 4
                    }
                }
            }
        }
        return output
    }
}
