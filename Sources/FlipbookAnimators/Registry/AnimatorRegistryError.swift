import Foundation

/// Why the registry refused a registration or could not make an animator.
/// Each description names the animator, the parameter and the value, says
/// what was expected and, for a misspelt name, the closest known names.
public enum AnimatorRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No animator has this name; `suggestions` are the closest registered names.
    case unknownAnimator(name: String, suggestions: [String])
    /// The animator has no parameter of this name.
    case unknownParameter(animator: String, parameter: String, suggestions: [String])
    /// The value is of the wrong type (a string where a number is expected ...).
    case wrongType(animator: String, parameter: String, expected: String, value: AnimatorParameterValue)
    /// A number outside the parameter's range, or not finite.
    case outOfRange(animator: String, parameter: String, value: Double, range: ClosedRange<Double>)
    /// A string that is not one of the parameter's words.
    case invalidChoice(animator: String, parameter: String, value: String, allowed: [String], suggestion: String?)
    /// A curve or colour text that does not parse; `reason` says why.
    case invalidValue(animator: String, parameter: String, value: String, reason: String)
    /// A second registration under a name already taken.
    case duplicateName(String)
    /// A registration that cannot work: an empty name, two parameters of one
    /// name, a default that its own kind rejects.
    case invalidRegistration(name: String, reason: String)

    public var description: String {
        switch self {
        case let .unknownAnimator(name, suggestions):
            return "unknown animator '\(name)'" + didYouMean(suggestions)
        case let .unknownParameter(animator, parameter, suggestions):
            return "animator '\(animator)' has no parameter '\(parameter)'" + didYouMean(suggestions)
        case let .wrongType(animator, parameter, expected, value):
            return "parameter '\(parameter)' of animator '\(animator)' must be \(expected), not \(value.typeName) (\(value))"
        case let .outOfRange(animator, parameter, value, range):
            return "parameter '\(parameter)' of animator '\(animator)' is \(value); it must be a finite number in "
                + "\(format(range.lowerBound))...\(format(range.upperBound))"
        case let .invalidChoice(animator, parameter, value, allowed, suggestion):
            var text =
                "parameter '\(parameter)' of animator '\(animator)' is '\(value)'; it must be one of "
                + allowed.joined(separator: ", ")
            if let suggestion { text += " (did you mean '\(suggestion)'?)" }
            return text
        case let .invalidValue(animator, parameter, value, reason):
            return "parameter '\(parameter)' of animator '\(animator)' is '\(value)', which is not valid: \(reason)"
        case let .duplicateName(name):
            return "an animator named '\(name)' is already registered; choose another name"
        case let .invalidRegistration(name, reason):
            return "cannot register animator '\(name)': \(reason)"
        }
    }

    private func didYouMean(_ suggestions: [String]) -> String {
        switch suggestions.count {
        case 0: return ""
        case 1: return "; did you mean '\(suggestions[0])'?"
        default: return "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
        }
    }
}
