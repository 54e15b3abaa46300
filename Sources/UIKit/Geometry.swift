import Flipbook
// UIKit's geometry and drawing names.
import Foundation

/// `UIEdgeInsets`. See https://developer.apple.com/documentation/uikit/uiedgeinsets
public typealias UIEdgeInsets = Flipbook.EdgeInsets
/// `NSDirectionalEdgeInsets` (leading and trailing in place of left and right).
public typealias NSDirectionalEdgeInsets = Flipbook.DirectionalEdgeInsets
/// `UIRectCorner` (`.topLeft`, ..., `.allCorners`).
public typealias UIRectCorner = Flipbook.RectCorner
/// `UIColor`; its `cgColor` is the colour itself.
public typealias UIColor = Flipbook.Color
/// `UIFont`.
public typealias UIFont = Flipbook.Font
/// `UIFontDescriptor`. See https://developer.apple.com/documentation/uikit/uifontdescriptor
public typealias UIFontDescriptor = Flipbook.FontDescriptor
/// `UIImage`.
public typealias UIImage = Flipbook.Image
/// `UIBezierPath`.
public typealias UIBezierPath = Flipbook.BezierPath
/// `NSTextAlignment`.
public typealias NSTextAlignment = Flipbook.TextAlignment
/// `NSLineBreakMode`.
public typealias NSLineBreakMode = Flipbook.LineBreakMode
/// `UIGraphicsImageRenderer`.
/// See https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
public typealias UIGraphicsImageRenderer = Flipbook.ImageRenderer
/// `UIGraphicsImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = Flipbook.ImageRendererFormat
/// `UIGraphicsImageRendererContext`.
public typealias UIGraphicsImageRendererContext = Flipbook.ImageRendererContext

/// `UIGraphicsGetCurrentContext()`: the context being drawn into (in a view's
/// `draw(_:)` or an image context), nil outside drawing. Not isolated to the
/// main actor, as UIKit's is not (drawing helpers call it from nonisolated code).
/// See https://developer.apple.com/documentation/uikit/1623918-uigraphicsgetcurrentcontext
public func UIGraphicsGetCurrentContext() -> CGContext? { Flipbook.GraphicsGetCurrentContext() }
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`.
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    Flipbook.GraphicsBeginImageContextWithOptions(size, opaque, scale)
}
/// `UIGraphicsBeginImageContext(_:)`.
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) { Flipbook.GraphicsBeginImageContext(size) }
/// `UIGraphicsGetImageFromCurrentImageContext()`.
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    Flipbook.GraphicsGetImageFromCurrentImageContext()
}
/// `UIGraphicsEndImageContext()`.
@MainActor public func UIGraphicsEndImageContext() { Flipbook.GraphicsEndImageContext() }
/// `UIRectFill(_:)`: fills `rect` with the current fill colour (`UIColor.setFill()`)
/// in the current context; nothing outside drawing.
@MainActor public func UIRectFill(_ rect: CGRect) { Flipbook.GraphicsGetCurrentContext()?.fill(rect) }
