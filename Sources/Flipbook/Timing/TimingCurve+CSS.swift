import Foundation

extension TimingCurve {
    /// The CSS keywords this parser knows, for messages and suggestions.
    static let cssKeywords = ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"]
    /// UIKit's names (`UIView.AnimationCurve`) accepted as aliases of the CSS
    /// keywords with the same control points; `linear` is spelt alike.
    public static let uiKitCurveAliases: [String: String] = [
        "easeIn": "ease-in", "easeOut": "ease-out", "easeInOut": "ease-in-out",
    ]
    /// Every plain curve name ``init(css:)`` accepts: the CSS keywords, then UIKit's aliases.
    public static let curveNames = cssKeywords + ["easeIn", "easeOut", "easeInOut"]
    /// The CSS functions this parser knows.
    static let cssFunctions = ["cubic-bezier", "steps", "linear", "spring"]
    /// Longer texts are rejected before parsing, so parsing stays cheap.
    static let maximumCSSLength = 10_000

    /// Parses a timing curve written as CSS:
    /// `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`,
    /// `step-end`, `cubic-bezier(x1, y1, x2, y2)`, `steps(n[, position])`,
    /// `linear(stop, ...)` (each stop a number with up to two percentages),
    /// and WebKit's `spring(mass stiffness damping velocity)`, the velocity in
    /// fractions of the distance per second, positive toward the target
    /// (commas between the spring's numbers are accepted too).
    /// Keywords are ASCII case-insensitive, as in CSS. UIKit's names
    /// `easeIn`, `easeOut` and `easeInOut` are accepted as the CSS keywords
    /// `ease-in`, `ease-out` and `ease-in-out` (the same control points).
    ///
    /// - Throws: `TimingCurveError` naming the text, what was wrong and, for
    ///   an unknown word, the nearest known keyword.
    public init(css text: String) throws {
        var parser = CSSTimingParser(text: text)
        self = try parser.parse()
    }

    /// CSS text for this curve that `init(css:)` reads back to the same curve
    /// (Doubles are written with Swift's round-trippable `description`).
    public var cssText: String {
        switch kind {
        case .linear: return "linear"
        case let .cubicBezier(b): return "cubic-bezier(\(b.x1), \(b.y1), \(b.x2), \(b.y2))"
        case let .steps(s): return "steps(\(s.count), \(s.position.rawValue))"
        case let .piecewiseLinear(easing):
            return "linear("
                + easing.points.map { "\($0.output) \($0.input * 100)%" }
                .joined(separator: ", ") + ")"
        case let .spring(s): return "spring(\(s.mass) \(s.stiffness) \(s.damping) \(s.initialVelocity))"
        }
    }
}

extension TimingCurve: CustomStringConvertible {
    /// The curve as CSS text (`cssText`).
    public var description: String { cssText }
}

/// A one-shot parser for `TimingCurve(css:)`. Every loop runs over the
/// characters of a text of bounded length.
struct CSSTimingParser {
    let text: String

    func fail(_ reason: String, suggestion: String? = nil) -> TimingCurveError {
        TimingCurveError(input: text, reason: reason, suggestion: suggestion)
    }

    mutating func parse() throws -> TimingCurve {
        guard text.count <= TimingCurve.maximumCSSLength else {
            throw TimingCurveError(
                input: String(text.prefix(40)) + "...",
                reason: "the text is longer than \(TimingCurve.maximumCSSLength) characters")
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw fail("empty; expected a keyword such as 'ease' or a function such as 'cubic-bezier(...)'")
        }
        guard let open = trimmed.firstIndex(of: "(") else {
            return try keyword(trimmed)
        }
        let name = trimmed[..<open].lowercased()
        guard trimmed.last == ")" else { throw fail("missing ')' at the end of \(name)(...)") }
        let arguments = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        if let bad = arguments.first(where: { $0 == "(" || $0 == ")" }) {
            throw fail("unexpected '\(bad)' inside \(name)(...)")
        }
        switch name {
        case "cubic-bezier": return try cubicBezier(arguments)
        case "steps": return try steps(arguments)
        case "linear": return try linear(arguments)
        case "spring": return try spring(arguments)
        default:
            throw fail(
                "unknown function '\(name)()'; known functions are "
                    + TimingCurve.cssFunctions.map { "\($0)()" }.joined(separator: ", "),
                suggestion: TimingCurveError.nearest(to: name, among: TimingCurve.cssFunctions).map { "\($0)(...)" })
        }
    }

    /// A keyword, matched ASCII case-insensitively; messages quote it as written.
    func keyword(_ written: String) throws -> TimingCurve {
        let word = written.lowercased()
        switch word {
        case "linear": return .linear
        case "ease": return .ease
        case "ease-in": return .easeIn
        case "ease-out": return .easeOut
        case "ease-in-out": return .easeInOut
        case "step-start": return .steps(1, .jumpStart)
        case "step-end": return .steps(1, .jumpEnd)
        case "easein": return .easeIn
        case "easeout": return .easeOut
        case "easeinout": return .easeInOut
        default:
            if TimingCurve.cssFunctions.contains(word) {
                throw fail("'\(word)' is a function and needs arguments", suggestion: "\(word)(...)")
            }
            let known = TimingCurve.curveNames + TimingCurve.cssFunctions.map { "\($0)(...)" }
            var suggestion = TimingCurveError.nearest(to: word, among: TimingCurve.curveNames)
            if suggestion == nil {
                suggestion = TimingCurveError.nearest(to: word, among: TimingCurve.cssFunctions).map { "\($0)(...)" }
            }
            throw fail(
                "unknown keyword '\(written)'; expected one of \(known.joined(separator: ", "))",
                suggestion: suggestion)
        }
    }

    /// A CSS <number>: sign, digits with an optional fraction, optional exponent.
    func number(_ token: Substring, _ what: String) throws -> Double {
        let token = token.trimmingCharacters(in: .whitespaces)
        guard !token.isEmpty else { throw fail("\(what) is missing") }
        guard CSSTimingParser.isCSSNumber(token), let value = Double(token), value.isFinite else {
            throw fail("\(what) must be a number, got '\(token)'")
        }
        return value
    }

    static func isCSSNumber(_ token: String) -> Bool {
        var chars = Substring(token)
        if chars.first == "+" || chars.first == "-" { chars = chars.dropFirst() }
        let mantissa = chars.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let digits = mantissa.filter(\.isNumber).count
        guard digits > 0, mantissa.filter({ $0 == "." }).count <= 1, mantissa.last != "." else { return false }
        var rest = chars.dropFirst(mantissa.count)
        if rest.isEmpty { return true }
        guard rest.first == "e" || rest.first == "E" else { return false }
        rest = rest.dropFirst()
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        return !rest.isEmpty && rest.allSatisfy { $0.isASCII && $0.isNumber }
    }

    func rethrowing<T>(_ make: () throws -> T) throws -> T {
        do { return try make() } catch let error as TimingCurveError {
            throw fail(error.reason, suggestion: error.suggestion)
        }
    }

    func cubicBezier(_ arguments: String) throws -> TimingCurve {
        let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else {
            throw fail(
                "cubic-bezier() takes 4 numbers separated by commas, got \(parts.count == 1 && parts[0].trimmingCharacters(in: .whitespaces).isEmpty ? 0 : parts.count)"
            )
        }
        let names = ["x1", "y1", "x2", "y2"]
        let values = try zip(parts, names).map { try number($0, $1) }
        return try rethrowing { try TimingCurve(cubicBezier: values[0], values[1], values[2], values[3]) }
    }

    func steps(_ arguments: String) throws -> TimingCurve {
        let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else {
            throw fail("steps() takes a step count and an optional position, got \(parts.count) arguments")
        }
        let countText = parts[0].trimmingCharacters(in: .whitespaces)
        guard !countText.isEmpty else { throw fail("the step count is missing") }
        let digits = countText.drop { $0 == "+" || $0 == "-" }
        guard digits.count <= 18, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            countText.count - digits.count <= 1, let count = Int(countText)
        else {
            throw fail("the step count must be a whole number, got '\(countText)'")
        }
        var position = StepPosition.jumpEnd
        if parts.count == 2 {
            let word = parts[1].trimmingCharacters(in: .whitespaces).lowercased()
            let names = StepPosition.allCases.map(\.rawValue) + ["start", "end"]
            switch word {
            case "start": position = .start
            case "end": position = .end
            default:
                guard let known = StepPosition(rawValue: word) else {
                    throw fail(
                        "unknown step position '\(word)'; expected one of \(names.joined(separator: ", "))",
                        suggestion: TimingCurveError.nearest(to: word, among: names))
                }
                position = known
            }
        }
        return try rethrowing { try TimingCurve(steps: count, position: position) }
    }

    func linear(_ arguments: String) throws -> TimingCurve {
        if arguments.trimmingCharacters(in: .whitespaces).isEmpty {
            throw fail("linear() needs at least 2 stops, got none")
        }
        var stops: [LinearEasingStop] = []
        for (index, stopText) in arguments.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let tokens = stopText.split(whereSeparator: \.isWhitespace)
            let what = "stop \(index + 1) of linear()"
            guard !tokens.isEmpty else { throw fail("\(what) is empty") }
            var output: Double? = nil
            var inputs: [Double] = []
            for token in tokens {
                if token.hasSuffix("%") {
                    inputs.append(try number(token.dropLast(), "a percentage in \(what)") / 100)
                } else if output == nil {
                    output = try number(token, "the output of \(what)")
                } else {
                    throw fail(
                        "\(what) has two outputs ('\(stopText.trimmingCharacters(in: .whitespaces))'); "
                            + "a stop is one number and up to two percentages")
                }
            }
            guard let output else { throw fail("\(what) has no output number") }
            guard inputs.count <= 2 else { throw fail("\(what) has \(inputs.count) percentages; at most 2 are allowed") }
            if inputs.isEmpty {
                stops.append(LinearEasingStop(output: output))
            } else {
                stops += inputs.map { LinearEasingStop(output: output, input: $0) }
            }
        }
        return try rethrowing { try TimingCurve(linearStops: stops) }
    }

    func spring(_ arguments: String) throws -> TimingCurve {
        let tokens = arguments.split { $0.isWhitespace || $0 == "," }
        guard tokens.count == 4 else {
            throw fail("spring() takes 4 numbers (mass stiffness damping velocity), got \(tokens.count)")
        }
        let names = ["the mass", "the stiffness", "the damping", "the initial velocity"]
        let values = try zip(tokens, names).map { try number($0, $1) }
        return try rethrowing {
            try TimingCurve(springMass: values[0], stiffness: values[1], damping: values[2], initialVelocity: values[3])
        }
    }
}
