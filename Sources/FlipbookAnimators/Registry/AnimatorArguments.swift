import Flipbook
import Foundation

/// The validated parameters an animator factory receives: every declared
/// parameter is present (given or default) and of the right kind, so the
/// typed accessors cannot fail for a declared name.
public struct AnimatorArguments: Sendable {
    /// The animator being made, for messages.
    public let animatorName: String
    private let values: [String: AnimatorParameterValue]

    init(animatorName: String, values: [String: AnimatorParameterValue]) {
        self.animatorName = animatorName
        self.values = values
    }

    /// The raw value of a declared parameter, nil for an undeclared name.
    public subscript(name: String) -> AnimatorParameterValue? { values[name] }

    /// A `.number` parameter; 0 when the name is not declared as a number.
    public func number(_ name: String) -> Double {
        if case let .number(v)? = values[name] { return v }
        return 0
    }

    /// A `.number` parameter as a `CGFloat`; 0 when the name is not declared as a number.
    public func cgFloat(_ name: String) -> CGFloat { CGFloat(number(name)) }

    /// A `.bool` parameter; false when the name is not declared as one.
    public func bool(_ name: String) -> Bool {
        if case let .bool(b)? = values[name] { return b }
        return false
    }

    /// A `.choice`, `.edge`, `.curve` or `.text` parameter's text; "" when not declared.
    public func string(_ name: String) -> String {
        if case let .string(s)? = values[name] { return s }
        return ""
    }

    /// A `.color` parameter; black when the name is not declared as one.
    public func color(_ name: String) -> Color {
        switch values[name] {
        case let .color(c)?: return c
        case let .string(s)?: return (try? ParameterParsing.color(s)) ?? .black
        default: return .black
        }
    }

    /// A `.curve` parameter; ease-in-out when the name is not declared as one.
    public func curve(_ name: String) -> TimingCurve {
        (try? ParameterParsing.curve(string(name))) ?? .easeInOut
    }

    /// An `.edge` parameter; `trailing` when the name is not declared as one.
    public func edge(_ name: String) -> TransitionEdge { TransitionEdge(rawValue: string(name)) ?? .trailing }

    /// A choice parameter read as a `RawRepresentable` enum, or `fallback`.
    public func choice<T: RawRepresentable>(_ name: String, default fallback: T) -> T where T.RawValue == String {
        T(rawValue: string(name)) ?? fallback
    }
}

/// Parsing of the text forms of curves and colours.
enum ParameterParsing {
    /// CSS text or a UIKit curve name: `TimingCurve(css:)` reads both
    /// (`easeIn` is `ease-in`), so every place that reads a curve agrees.
    static func curve(_ text: String) throws -> TimingCurve {
        try TimingCurve(css: text)
    }

    /// `#RRGGBB` or `#RRGGBBAA` (the `#` optional), hex digits in either case.
    static func color(_ text: String) throws -> Color {
        var hex = text.trimmingCharacters(in: .whitespaces)
        if hex.hasPrefix("#") { hex.removeFirst() }
        guard hex.count == 6 || hex.count == 8, hex.allSatisfy({ $0.isASCII && $0.isHexDigit }),
            let value = UInt64(hex, radix: 16)
        else {
            throw ColorTextError()
        }
        if hex.count == 6 { return Color(hex: UInt32(value)) }
        return Color(hex: UInt32(value >> 8), alpha: Double(value & 0xFF) / 255)
    }

    struct ColorTextError: Error {}
}
