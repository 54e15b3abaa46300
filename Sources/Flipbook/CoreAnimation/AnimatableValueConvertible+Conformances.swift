import Foundation

// The Swift values Core Animation code hands over as `Any`, and what each
// stands for. Numbers are scalars; structs map to their own cases; arrays of
// convertible values are lists.

extension AnimatableValue: AnimatableValueConvertible {
    /// The value itself.
    public var animatableValue: AnimatableValue { self }
}

extension Double: AnimatableValueConvertible {
    public var animatableValue: AnimatableValue { .scalar(self) }
}

extension CGFloat: AnimatableValueConvertible {
    public var animatableValue: AnimatableValue { .scalar(Double(self)) }
}

extension Float: AnimatableValueConvertible {
    public var animatableValue: AnimatableValue { .scalar(Double(self)) }
}

extension Int: AnimatableValueConvertible {
    public var animatableValue: AnimatableValue { .scalar(Double(self)) }
}

extension NSNumber: AnimatableValueConvertible {
    /// `doubleValue` as a scalar (a Boolean number is 0 or 1).
    public var animatableValue: AnimatableValue { .scalar(doubleValue) }
}

extension CGPoint: AnimatableValueConvertible {
    public var animatableValue: AnimatableValue { .point(self) }
}

extension CGSize: AnimatableValueConvertible {
    public var animatableValue: AnimatableValue { .size(self) }
}

extension CGRect: AnimatableValueConvertible {
    public var animatableValue: AnimatableValue { .rect(self) }
}

extension Color: AnimatableValueConvertible {
    public var animatableValue: AnimatableValue { .color(self) }
}

extension Transform3D: AnimatableValueConvertible {
    public var animatableValue: AnimatableValue { .transform(self) }
}

extension CGAffineTransform: AnimatableValueConvertible {
    /// The 3-D form (`Transform3DMakeAffineTransform`), so an affine value
    /// animates a layer's `transform` as Core Animation accepts it.
    public var animatableValue: AnimatableValue { .transform(Transform3D(self)) }
}

extension Path: AnimatableValueConvertible {
    public var animatableValue: AnimatableValue { .path(self) }
}

extension Array: AnimatableValueConvertible where Element: AnimatableValueConvertible {
    /// The elements in order, as a list (gradient colours and locations, a
    /// dash pattern).
    public var animatableValue: AnimatableValue { .list(map(\.animatableValue)) }
}

extension AnimatableValue {
    /// The value an `Any?` stands for (what `fromValue`, `toValue`, `byValue`
    /// and `values` hold), or nil when there is none or it is not supported.
    ///
    /// Accepts every ``AnimatableValueConvertible`` (numbers including
    /// `NSNumber`, `CGPoint`, `CGSize`, `CGRect`, `Color`, `Transform3D`,
    /// `CGAffineTransform`, `Path`, `AnimatableValue` itself, arrays of these),
    /// `NSValue`s boxing a point, size or rectangle (`NSValue(cgSize:)`),
    /// optionals wrapping one (unwrapped), and `[Any]` whose every element is
    /// supported (a `.list`). Everything else (strings, images, nil) fails.
    public init?(any value: Any?) {
        guard let value = AnimatableValue.unwrapped(value) else { return nil }
        if let convertible = value as? any AnimatableValueConvertible {
            self = convertible.animatableValue
            return
        }
        if let boxed = value as? NSValue {
            guard let geometry = AnimatableValue(geometryValue: boxed) else { return nil }
            self = geometry
            return
        }
        if let list = value as? [Any] {
            var items: [AnimatableValue] = []
            items.reserveCapacity(list.count)
            for element in list {
                guard let item = AnimatableValue(any: element) else { return nil }
                items.append(item)
            }
            self = .list(items)
            return
        }
        return nil
    }

    /// `value` with any levels of `Optional` removed; nil for a nil at any level.
    private static func unwrapped(_ value: Any?) -> Any? {
        guard var current = value else { return nil }
        while let optional = current as? any _OptionalBox {
            guard let inner = optional.unboxed else { return nil }
            current = inner
        }
        return current
    }
}

/// An `Optional` seen through `Any`, so that `AnimatableValue(any:)` can look
/// inside `Color?` and the like.
private protocol _OptionalBox {
    var unboxed: Any? { get }
}

extension Optional: _OptionalBox {
    fileprivate var unboxed: Any? {
        switch self {
        case .some(let wrapped): return wrapped
        case .none: return nil
        }
    }
}
