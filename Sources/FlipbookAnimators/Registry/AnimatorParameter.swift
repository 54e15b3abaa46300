import Flipbook
import Foundation

/// One documented parameter of a registered animator: its name, the kind of
/// value it takes, its default and a one-line description.
public struct AnimatorParameter: Hashable, Sendable {
    /// What values a parameter accepts.
    public enum Kind: Hashable, Sendable {
        /// A finite number inside the closed range.
        case number(ClosedRange<Double>)
        /// `true` or `false`.
        case bool
        /// One of the listed words (case-sensitive).
        case choice([String])
        /// A colour, as ``AnimatorParameterValue/color(_:)`` or `"#RRGGBB"` / `"#RRGGBBAA"`.
        case color
        /// An edge of the container: see ``TransitionEdge``.
        case edge
        /// A timing curve as CSS text (`ease-in-out`, `cubic-bezier(...)`,
        /// `steps(...)`, `linear(...)`, `spring(...)`) or a UIKit curve name
        /// (`easeInOut`, `easeIn`, `easeOut`, `linear`).
        case curve
        /// Any text, checked by the animator that reads it (an element id, a point written `x,y`).
        case text

        /// The kind as shown by `flipbook list`.
        public var summary: String {
            switch self {
            case let .number(range): "number in \(format(range.lowerBound))...\(format(range.upperBound))"
            case .bool: "true or false"
            case let .choice(words): words.joined(separator: " | ")
            case .color: "colour (#RRGGBB or #RRGGBBAA)"
            case .edge: TransitionEdge.allCases.map(\.rawValue).joined(separator: " | ")
            case .curve: "timing curve (CSS text or UIKit name)"
            case .text: "text"
            }
        }
    }

    /// The name used in scene documents and `[String: AnimatorParameterValue]` dictionaries.
    public let name: String
    /// The value type the parameter takes.
    public let kind: Kind
    /// The value used when the parameter is not given; valid for `kind`.
    public let defaultValue: AnimatorParameterValue
    /// One line: what the parameter does and its unit.
    public let summary: String

    /// A parameter `name` of `kind`, its default value (valid for `kind`) and a one-line summary with its unit.
    public init(_ name: String, _ kind: Kind, default defaultValue: AnimatorParameterValue, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// Numbers as people write them: `0.3`, `1`, `10000`.
func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
