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
                        != b.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    {
                        if first < 0 { first = i }
                        differing &+= 1
                    }
                }
            }
        }
        let position = first < 0 ? nil : (x: first % expected.width, y: first / expected.width)
        return ExactDifference(differingPixels: differing, totalPixels: count, firstDifference: position)
    }

    /// A diff image for an exact comparison, graded as pixelmatch draws it
    /// (docs/golden-tests.md, "Reading a diff image"): the expected image as faint
    /// greys (opacity `options.alpha`); pixels whose YIQ distance is above
    /// pixelmatch's threshold (`options.threshold`) in `options.diffColor`
    /// (red), or in `options.aaColor` (yellow) where they look like anti-aliasing
    /// in either image; and pixels that differ by less than the threshold (which
    /// the exact comparison still counts) as a tint of `options.diffColor` over
    /// their grey, from 25 % for a difference of one level (a visible pink dot)
    /// to 50 % at the threshold. So a picture dimmed a little (a 0.4 to 0.3 dimming view) shows
    /// as a pale pink wash over the grey picture, not a frame of solid red, while
    /// a moved or new shape stays solid red.
    public static func exactDiffImage(
        _ expected: Bitmap, _ actual: Bitmap,
        options: PixelmatchOptions = PixelmatchOptions()
    ) throws(ImageDiffError) -> Bitmap {
        try checkSizes(expected, actual)
        var output = Bitmap(width: expected.width, height: expected.height)
        guard expected.width > 0, expected.height > 0 else { return output }
        let maxDelta = 35215 * options.threshold * options.threshold
        let color = options.diffColor
        output.pixels.withUnsafeMutableBufferPointer { out in
            expected.pixels.withUnsafeBufferPointer { a in
                actual.pixels.withUnsafeBufferPointer { b in
                    let kernel = PixelmatchKernel(
                        img1: a.baseAddress!, img2: b.baseAddress!,
                        width: expected.width, height: expected.height)
                    _ = kernel.run(options: options, output: out.baseAddress!)
                    // What pixelmatch leaves grey but differs: tinted by how much.
                    var k = 0
                    while k < out.count {
                        if a[k] != b[k] || a[k + 1] != b[k + 1] || a[k + 2] != b[k + 2] || a[k + 3] != b[k + 3] {
                            let delta = abs(PixelmatchKernel.colorDelta(a.baseAddress!, b.baseAddress!, k, k, yOnly: false))
                            if delta <= maxDelta {
                                let share = maxDelta > 0 ? (delta / maxDelta).squareRoot() : 1
                                let s = 0.25 + 0.25 * min(1, share)
                                func mix(_ base: UInt8, _ tint: UInt8) -> UInt8 {
                                    UInt8((Double(base) * (1 - s) + Double(tint) * s).rounded())
                                }
                                if options.diffMask {
                                    out[k] = color.r
                                    out[k + 1] = color.g
                                    out[k + 2] = color.b
                                    out[k + 3] = UInt8((255 * s).rounded())
                                } else {
                                    out[k] = mix(out[k], color.r)
                                    out[k + 1] = mix(out[k + 1], color.g)
                                    out[k + 2] = mix(out[k + 2], color.b)
                                    out[k + 3] = 255
                                }
                            }
                        }
                        k &+= 4
                    }
                }
            }
        }
        return output
    }
}
