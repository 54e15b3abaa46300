import Flipbook
import FlipbookAnimators
import Foundation

/// The presentation controllers a scene can name in `presentationController`.
///
/// | name | controller | parameters (defaults) |
/// | --- | --- | --- |
/// | `dimming` | `DimmingPresentationController`: the presented view takes a share of the container along an edge, over a dimming view | `edge` (right; left, right, top, bottom, leading, trailing), `fraction` (0.5, in (0, 1]), `cornerRadius` (0, points), `dimmingAlpha` (0.4, in 0...1), `dimmingColor` (black; "#RRGGBB" or [r, g, b]) |
@preconcurrency @MainActor
public enum PresentationControllerCatalog {
    /// The known names.
    public static let names: Set<String> = ["dimming"]

    /// A factory for the named controller with checked parameters.
    /// - Throws: ``SceneRunError`` naming the parameter and what it must be.
    static func factory(for component: NamedComponent, file: String) throws
        -> SceneTransitioningDelegate.PresentationControllerFactory
    {
        /// Located at `key`'s value (or name, for an unknown parameter), else at the controller's name.
        func fail(_ problem: String, _ hint: String? = nil, at key: String = SceneLocations.nameKey) -> SceneRunError {
            SceneRunError(
                file: file, problem: "presentation controller '\(component.name)': " + problem, hint: hint,
                location: component.locations[key] ?? component.locations[SceneLocations.nameKey])
        }
        guard component.name == "dimming" else {
            throw fail("unknown name", "the known presentation controllers are " + names.sorted().joined(separator: ", "))
        }
        let known = ["edge", "fraction", "cornerRadius", "dimmingAlpha", "dimmingColor"]
        for key in component.parameters.keys.sorted() where !known.contains(key) {
            throw fail(
                "unknown parameter '\(key)'", "known parameters: " + known.joined(separator: ", "), at: SceneLocations.keyOf(key))
        }
        func number(_ key: String, _ fallback: Double, _ range: ClosedRange<Double>) throws -> Double {
            guard let value = component.parameters[key] else { return fallback }
            guard let n = value.number, range.contains(n) else {
                throw fail("'\(key)' must be a number in \(range.lowerBound)...\(range.upperBound)", at: key)
            }
            return n
        }
        var edge = TransitionEdge.right
        if let value = component.parameters["edge"] {
            guard let text = value.string, let e = TransitionEdge(rawValue: text) else {
                throw fail("'edge' must be one of " + TransitionEdge.allCases.map(\.rawValue).joined(separator: ", "), at: "edge")
            }
            edge = e
        }
        let fraction = try number("fraction", 0.5, 0.000_001...1)
        let radius = try number("cornerRadius", 0, 0...10_000)
        let alpha = try number("dimmingAlpha", 0.4, 0...1)
        var color = Color.black
        if let value = component.parameters["dimmingColor"] {
            guard let c = SceneValueConversion.color(value) else {
                throw fail(
                    "'dimmingColor' must be \"#RRGGBB\", \"#RRGGBBAA\" or [r, g, b] / [r, g, b, a] in 0...1", at: "dimmingColor")
            }
            color = c
        }
        return { presented, presenting in
            DimmingPresentationController(
                presentedViewController: presented, presenting: presenting, edge: edge,
                fraction: CGFloat(fraction), cornerRadius: CGFloat(radius),
                dimmingAlpha: CGFloat(alpha), dimmingColor: color)
        }
    }
}

/// Document values as runtime values.
enum SceneValueConversion {
    /// `"#RRGGBB"`, `"#RRGGBBAA"`, or a list of 3 or 4 numbers in 0...1.
    static func color(_ value: SceneValue) -> Color? {
        switch value {
        case let .string(s):
            var hex = s.trimmingCharacters(in: .whitespaces)
            if hex.hasPrefix("#") { hex.removeFirst() }
            guard hex.count == 6 || hex.count == 8, hex.allSatisfy({ $0.isASCII && $0.isHexDigit }),
                let v = UInt64(hex, radix: 16)
            else { return nil }
            return hex.count == 6 ? Color(hex: UInt32(v)) : Color(hex: UInt32(v >> 8), alpha: Double(v & 0xFF) / 255)
        case let .list(items):
            let numbers = items.compactMap(\.number)
            guard numbers.count == items.count, numbers.count == 3 || numbers.count == 4,
                numbers.allSatisfy({ (0...1).contains($0) })
            else { return nil }
            return Color(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count == 4 ? numbers[3] : 1)
        default:
            return nil
        }
    }

    /// An animator parameter: numbers, booleans and strings as they are; a
    /// colour list as a colour; nil for anything else.
    static func animatorValue(_ value: SceneValue) -> AnimatorParameterValue? {
        switch value {
        case let .number(n): return .number(n)
        case let .bool(b): return .bool(b)
        case let .string(s): return .string(s)
        case .list: return color(value).map { .color($0) }
        case .map: return nil
        }
    }
}
