/// Why two images could not be compared.
public enum ImageDiffError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The images have different sizes, in pixels.
    case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)

    public var description: String {
        switch self {
        case let .sizeMismatch(expectedWidth, expectedHeight, actualWidth, actualHeight):
            return "image sizes differ: \(expectedWidth) x \(expectedHeight) vs \(actualWidth) x \(actualHeight) pixels"
        }
    }
}
