import Foundation

/// Where a layer's contents image goes in its bounds (`CALayerContentsGravity`).
///
/// Positions are as seen on screen in UIKit's y-down space: `.top` puts the
/// image against the top edge.
public struct LayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, unscaled.
    public static let center = LayerContentsGravity(rawValue: "center")
    /// Against the top edge, centred horizontally, unscaled.
    public static let top = LayerContentsGravity(rawValue: "top")
    /// Against the bottom edge, centred horizontally, unscaled.
    public static let bottom = LayerContentsGravity(rawValue: "bottom")
    /// Against the left edge, centred vertically, unscaled.
    public static let left = LayerContentsGravity(rawValue: "left")
    /// Against the right edge, centred vertically, unscaled.
    public static let right = LayerContentsGravity(rawValue: "right")
    /// In the top-left corner, unscaled.
    public static let topLeft = LayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner, unscaled.
    public static let topRight = LayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner, unscaled.
    public static let bottomLeft = LayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner, unscaled.
    public static let bottomRight = LayerContentsGravity(rawValue: "bottomRight")
    /// Stretches the image to the bounds (the default).
    public static let resize = LayerContentsGravity(rawValue: "resize")
    /// Scales the image to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = LayerContentsGravity(rawValue: "resizeAspect")
    /// Scales the image to fill the bounds, keeping its aspect ratio; the
    /// overflow is drawn unless the layer masks to its bounds.
    public static let resizeAspectFill = LayerContentsGravity(rawValue: "resizeAspectFill")

    /// The view content mode that places an image the same way.
    var contentMode: ContentMode {
        switch self {
        case .resize: return .scaleToFill
        case .resizeAspect: return .scaleAspectFit
        case .resizeAspectFill: return .scaleAspectFill
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        default: return .center
        }
    }
}
