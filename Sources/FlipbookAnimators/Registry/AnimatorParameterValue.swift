import Flipbook
import Foundation

/// A value given for an animator parameter: what a scene document or a
/// caller passes to ``AnimatorRegistry/makeAnimator(named:parameters:)``.
///
/// Strings serve the choice, edge, curve and text kinds; a colour may be given as
/// ``color(_:)`` or as a hex string (`"#RRGGBB"` or `"#RRGGBBAA"`).
public enum AnimatorParameterValue: Hashable, Sendable, CustomStringConvertible {
    /// A number, in the parameter's unit.
    case number(Double)
    /// A boolean.
    case bool(Bool)
    /// A string, one of the parameter's choices.
    case string(String)
    /// A colour.
    case color(Color)

    /// The value as written in a scene document.
    public var description: String {
        switch self {
        case let .number(v): return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
        case let .bool(b): return String(b)
        case let .string(s): return "'\(s)'"
        case let .color(c): return c.description
        }
    }

    /// What kind of value this is, for error messages ("a number", "a string").
    var typeName: String {
        switch self {
        case .number: "a number"
        case .bool: "a boolean"
        case .string: "a string"
        case .color: "a colour"
        }
    }
}

extension AnimatorParameterValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByStringLiteral
{
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}
