import Flipbook

extension ImageDiff {
    /// Compares two bitmaps the way pixelmatch v7 does and returns the same mismatch count
    /// and, when asked, the same diff image.
    ///
    /// Each pixel pair is compared by YIQ colour distance (Kotsarenko and Ramos); translucent
    /// pixels are first blended over pixelmatch's checkerboard background. A pair further apart
    /// than `options.threshold` counts as a difference unless, with `includeAA == false`, the
    /// pixel looks like anti-aliasing in either image (Vysniauskas 2009).
    /// - Parameters:
    ///   - expected: the reference image (pixelmatch's `img1`; its greys form the diff image).
    ///   - actual: the image under test (`img2`); must have the same size.
    ///   - producesDiffImage: also draw the diff image (costs about one extra pass).
    /// - Throws: ``ImageDiffError/sizeMismatch(expectedWidth:expectedHeight:actualWidth:actualHeight:)``.
    /// - Complexity: O(width × height).
    public static func pixelmatch(
        _ expected: Bitmap, _ actual: Bitmap,
        options: PixelmatchOptions = PixelmatchOptions(),
        producesDiffImage: Bool = false
    ) throws(ImageDiffError) -> PixelmatchResult {
        try checkSizes(expected, actual)
        let width = expected.width
        let height = expected.height
        var output = producesDiffImage ? Bitmap(width: width, height: height) : nil
        guard width > 0, height > 0 else {
            return PixelmatchResult(mismatchedPixels: 0, totalPixels: 0, diffImage: output)
        }
        let count = expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                let kernel = PixelmatchKernel(img1: a.baseAddress!, img2: b.baseAddress!, width: width, height: height)
                if output != nil {
                    return output!.pixels.withUnsafeMutableBufferPointer { out in
                        kernel.run(options: options, output: out.baseAddress!)
                    }
                }
                return kernel.run(options: options, output: nil)
            }
        }
        return PixelmatchResult(mismatchedPixels: count, totalPixels: width * height, diffImage: output)
    }
}
