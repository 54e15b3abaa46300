import Foundation

/// Why a render tree could not be drawn.
///
/// Every case names the offending value and the reason, so the message can
/// be shown to a user as it is.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The canvas size or scale is zero, negative or not finite.
    case invalidCanvas(width: Double, height: Double, scale: Double, reason: String)
    /// The canvas is larger than ``CairoRenderer/maximumPixelsPerSide`` on a
    /// side or ``CairoRenderer/maximumPixelCount`` in total.
    case canvasTooLarge(pixelWidth: Double, pixelHeight: Double)
    /// Cairo reported a failure; `stage` says what the renderer was doing.
    case cairo(stage: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidCanvas(width, height, scale, reason):
            return "cannot render a canvas of \(width) x \(height) points at scale \(scale): \(reason)"
        case let .canvasTooLarge(w, h):
            return "cannot render a canvas of \(w) x \(h) pixels: the limit is "
                + "\(CairoRenderer.maximumPixelsPerSide) pixels a side and "
                + "\(CairoRenderer.maximumPixelCount) pixels in all"
        case let .cairo(stage, reason):
            return "cairo failed while \(stage): \(reason)"
        }
    }
}
