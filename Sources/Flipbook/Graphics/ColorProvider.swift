import Foundation

/// What a ``Color`` picks its value with for a ``TraitCollection``:
/// nothing (a fixed colour), a closure, or a closure whose picked colour
/// gets another alpha (`withAlphaComponent(_:)` on a dynamic colour).
///
/// Colours compare providers by the closure's identity (and the alpha), so
/// `Color.label.withAlphaComponent(0.5)` equals itself made again.
///
/// Layout: an enum with two reference payloads rather than an optional
/// reference, on purpose. Swift keeps the spare bits of such an enum's
/// pointer free (an optional reference has none), and
/// ``AnimatableValue`` stores its case tag in them: it stays 40 bytes with
/// a 40-byte ``Color`` instead of growing to 41 (a stride of 48). Every
/// running animation holds two values, and a frame of 100 000 animated
/// properties reads them all. `ColorLayoutTests` pins both sizes.
enum ColorProvider: Hashable, Sendable {
    /// A fixed colour: its components are the colour.
    case fixed
    /// The colour the closure picks.
    case closure(Closure)
    /// The colour the closure picks, with its alpha replaced.
    case closureWithAlpha(ClosureWithAlpha)

    /// One closure, compared by identity.
    final class Closure: Hashable, Sendable {
        let pick: @Sendable (TraitCollection) -> Color
        init(_ pick: @escaping @Sendable (TraitCollection) -> Color) { self.pick = pick }
        static func == (a: Closure, b: Closure) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// A closure and the alpha (0...1) that replaces its picked colour's.
    final class ClosureWithAlpha: Hashable, Sendable {
        let closure: Closure
        let alpha: Double
        init(_ closure: Closure, alpha: Double) {
            self.closure = closure
            self.alpha = alpha
        }
        static func == (a: ClosureWithAlpha, b: ClosureWithAlpha) -> Bool { a.closure === b.closure && a.alpha == b.alpha }
        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(closure))
            hasher.combine(alpha)
        }
    }

    /// True unless the colour is fixed.
    var isDynamic: Bool {
        if case .fixed = self { return false }
        return true
    }

    /// The same closure with `alpha` replacing its colour's alpha; a fixed
    /// provider stays fixed.
    func withAlpha(_ alpha: Double) -> ColorProvider {
        switch self {
        case .fixed: return .fixed
        case .closure(let closure): return .closureWithAlpha(ClosureWithAlpha(closure, alpha: alpha))
        case .closureWithAlpha(let both): return .closureWithAlpha(ClosureWithAlpha(both.closure, alpha: alpha))
        }
    }

    /// The fixed colour for `traits` (an unspecified appearance counts as
    /// light); nil for a fixed provider, whose colour is its components.
    func resolve(_ traits: TraitCollection) -> Color? {
        let closure: Closure
        let alpha: Double?
        switch self {
        case .fixed: return nil
        case .closure(let c):
            closure = c
            alpha = nil
        case .closureWithAlpha(let both):
            closure = both.closure
            alpha = both.alpha
        }
        var t = traits
        if t.userInterfaceStyle == .unspecified { t.userInterfaceStyle = .light }
        let picked = closure.pick(t).resolvedColor(with: t)
        return alpha.map { picked.withAlphaComponent($0) } ?? picked
    }
}
