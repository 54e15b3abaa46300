import Foundation

/// Core Animation's arithmetic on property values: the "plus" of additive and
/// cumulative animations and of `byValue`, and the vector view that keyframe
/// pacing and cubic splines need.
///
/// Scalars, points, sizes, rects and colours add and subtract component by
/// component (a rect's origin and size fields, a colour's straight RGBA,
/// alpha included, unclamped). Transforms add by concatenation, as
/// `CAPropertyAnimation.isAdditive` documents ("for affine transforms the two
/// matrices are concatenated"): `a.adding(b)` is `b.concatenating(a)`, so `b`
/// acts first, in `a`'s local space (the CSS `composite: add` order: a layer
/// rotated by its model transform and animated by an additive translation
/// moves along its rotated axes). Lists add element by element when their
/// lengths match. Paths, and values of different kinds, do not add (nil).
extension AnimatableValue {
    /// `self` "plus" `other`, or nil when the two cannot be added.
    public func adding(_ other: AnimatableValue) -> AnimatableValue? {
        switch (self, other) {
        case let (.transform(a), .transform(b)): return .transform(b.concatenating(a))
        case let (.list(a), .list(b)):
            guard a.count == b.count else { return nil }
            var items: [AnimatableValue] = []
            for (x, y) in zip(a, b) {
                guard let sum = x.adding(y) else { return nil }
                items.append(sum)
            }
            return .list(items)
        default:
            return componentwise(other, +)
        }
    }

    /// `self` "minus" `other`, the value `d` with `d.adding(other) == self`
    /// (up to rounding), or nil when the two cannot be subtracted. For
    /// transforms that is `other⁻¹` followed by `self`; nil when `other` is
    /// singular.
    public func subtracting(_ other: AnimatableValue) -> AnimatableValue? {
        switch (self, other) {
        case let (.transform(a), .transform(b)):
            guard let inverse = b.inverse else { return nil }
            return .transform(inverse.concatenating(a))
        case let (.list(a), .list(b)):
            guard a.count == b.count else { return nil }
            var items: [AnimatableValue] = []
            for (x, y) in zip(a, b) {
                guard let difference = x.subtracting(y) else { return nil }
                items.append(difference)
            }
            return .list(items)
        default:
            return componentwise(other, -)
        }
    }

    /// `self` added to itself so that it counts `count` times (`count` >= 1;
    /// 0 or less gives nil): what a cumulative animation adds after `count`
    /// complete repeat cycles. A transform is raised to the power `count`.
    public func repeated(_ count: Int) -> AnimatableValue? {
        guard count >= 1 else { return nil }
        if count == 1 { return self }
        switch self {
        case .transform(let t):
            // Exponentiation by squaring: O(log count) concatenations.
            var result = Transform3D.identity
            var base = t
            var n = count
            while n > 0 {
                if n & 1 == 1 { result = result.concatenating(base) }
                base = base.concatenating(base)
                n >>= 1
            }
            return .transform(result)
        case .list(let items):
            var out: [AnimatableValue] = []
            for item in items {
                guard let r = item.repeated(count) else { return nil }
                out.append(r)
            }
            return .list(out)
        default:
            guard let c = components else { return nil }
            return withComponents(c.map { $0 * Double(count) })
        }
    }

    /// The value as a vector of numbers, for the kinds that are vectors:
    /// scalar `[v]`, point `[x, y]`, size `[width, height]`, rect
    /// `[x, y, width, height]` (origin and size fields), colour
    /// `[red, green, blue, alpha]`, and lists of those (concatenated). nil
    /// for transforms and paths, which are not vectors.
    public var components: [Double]? {
        switch self {
        case .scalar(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r):
            return [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        case .list(let items):
            var out: [Double] = []
            for item in items {
                guard let c = item.components else { return nil }
                out.append(contentsOf: c)
            }
            return out
        case .transform, .path: return nil
        }
    }

    /// A value of the same kind (and, for lists, the same shape) as `self`
    /// built from `components`; nil when the count does not fit or `self`
    /// is not a vector kind.
    public func withComponents(_ components: [Double]) -> AnimatableValue? {
        var index = 0
        let result = rebuilt(from: components, at: &index)
        return index == components.count ? result : nil
    }

    private func rebuilt(from c: [Double], at i: inout Int) -> AnimatableValue? {
        func take(_ n: Int) -> ArraySlice<Double>? {
            guard i + n <= c.count else { return nil }
            defer { i += n }
            return c[i..<(i + n)]
        }
        switch self {
        case .scalar:
            guard let v = take(1) else { return nil }
            return .scalar(v[v.startIndex])
        case .point:
            guard let v = take(2).map(Array.init) else { return nil }
            return .point(CGPoint(x: v[0], y: v[1]))
        case .size:
            guard let v = take(2).map(Array.init) else { return nil }
            return .size(CGSize(width: v[0], height: v[1]))
        case .rect:
            guard let v = take(4).map(Array.init) else { return nil }
            return .rect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case .color:
            guard let v = take(4).map(Array.init) else { return nil }
            return .color(Color(red: v[0], green: v[1], blue: v[2], alpha: v[3]))
        case .list(let items):
            var out: [AnimatableValue] = []
            for item in items {
                guard let r = item.rebuilt(from: c, at: &i) else { return nil }
                out.append(r)
            }
            return .list(out)
        case .transform, .path:
            return nil
        }
    }

    /// The Euclidean distance between two values of the same kind, the
    /// measure of paced keyframe animations: over `components` for vector
    /// kinds, over the 16 matrix entries for transforms. nil for paths and
    /// for values of different kinds or shapes.
    public func distance(to other: AnimatableValue) -> Double? {
        let a: [Double]
        let b: [Double]
        switch (self, other) {
        case let (.transform(x), .transform(y)):
            a = x.rows.flatMap { $0 }
            b = y.rows.flatMap { $0 }
        default:
            guard let x = components, let y = other.components, x.count == y.count,
                withComponents(y) != nil
            else { return nil }
            a = x
            b = y
        }
        var sum = 0.0
        for (x, y) in zip(a, b) { sum += (y - x) * (y - x) }
        return sum.squareRoot()
    }

    private func componentwise(_ other: AnimatableValue, _ op: (Double, Double) -> Double) -> AnimatableValue? {
        switch (self, other) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color):
            guard let a = components, let b = other.components else { return nil }
            return withComponents(zip(a, b).map(op))
        default:
            return nil
        }
    }
}
