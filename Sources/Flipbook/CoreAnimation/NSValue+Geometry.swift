import Foundation

/// UIKit's boxing of geometry for Core Animation values
/// (`NSValue(cgPoint:)`, `NSValue(cgSize:)`, `NSValue(cgRect:)` and their
/// `cgPointValue`, `cgSizeValue`, `cgRectValue`), which Core Animation code
/// hands to `fromValue`, `toValue`, `byValue` and `values`:
///
/// ```swift
/// shrink.toValue = NSValue(cgSize: CGSize(width: 50, height: 50))
/// ```
///
/// Foundation on Linux has the same boxes under AppKit's names
/// (`NSValue(point:)`, `NSValue(size:)`, `NSValue(rect:)`); these are those.
/// Not there: `NSValue(caTransform3D:)` and `NSValue(cgAffineTransform:)`
/// (Foundation on Linux cannot box other structs): pass the `Transform3D` or
/// `CGAffineTransform` itself, as Swift code with UIKit may too.
extension NSValue {
    /// A box for a point (`NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box for a size (`NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A box for a rectangle (`NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The boxed point (`cgPointValue`).
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size (`cgSizeValue`).
    public var cgSizeValue: CGSize { sizeValue }
    /// The boxed rectangle (`cgRectValue`).
    public var cgRectValue: CGRect { rectValue }
}

extension AnimatableValue {
    /// The point, size or rectangle a geometry `NSValue` boxes; nil for
    /// other boxes (numbers are handled as ``AnimatableValueConvertible``).
    init?(geometryValue value: NSValue) {
        switch String(cString: value.objCType) {
        case let type where type.hasPrefix("{CGPoint="): self = .point(value.pointValue)
        case let type where type.hasPrefix("{CGSize="): self = .size(value.sizeValue)
        case let type where type.hasPrefix("{CGRect="): self = .rect(value.rectValue)
        default: return nil
        }
    }
}
