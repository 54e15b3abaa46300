import Flipbook

/// Image comparisons for golden tests: exact, and pixelmatch-compatible.
///
/// Both take two bitmaps of the same size (otherwise they throw
/// ``ImageDiffError/sizeMismatch(expectedWidth:expectedHeight:actualWidth:actualHeight:)``)
/// and never trap. See ``exact(_:_:)`` and ``pixelmatch(_:_:options:producesDiffImage:)``.
public enum ImageDiff {
    static func checkSizes(_ expected: Bitmap, _ actual: Bitmap) throws(ImageDiffError) {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw .sizeMismatch(
                expectedWidth: expected.width, expectedHeight: expected.height,
                actualWidth: actual.width, actualHeight: actual.height)
        }
    }
}
