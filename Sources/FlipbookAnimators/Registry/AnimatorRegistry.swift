import Flipbook
import Foundation

/// Animators by name: each registered with a one-line summary and a
/// parameter schema, made from a name and a dictionary of parameter values
/// that the registry checks first.
///
/// ```swift
/// let registry = AnimatorRegistry.standard()
/// let push = try registry.makeAnimator(named: "push", parameters: ["parallax": 0.3, "duration": 1])
/// try registry.register("wipe", summary: "A wipe.", parameters: [...]) { args in Wipe(args) }
/// ```
///
/// A registry is a plain object: ``standard()`` returns a new one with the
/// built-in animators each time, so registering in one never affects another.
@preconcurrency @MainActor
public final class AnimatorRegistry {
    /// Makes an animator from validated arguments; may throw for checks the
    /// schema cannot express.
    public typealias Factory = @MainActor (AnimatorArguments) throws -> any ViewControllerAnimatedTransitioning

    private struct Entry {
        let description: AnimatorDescription
        let factory: Factory
    }

    private var entries: [String: Entry] = [:]

    /// An empty registry.
    public init() {}

    /// A new registry holding the standard animators (see `AnimatorRegistry+Standard.swift`).
    public static func standard() -> AnimatorRegistry {
        let registry = AnimatorRegistry()
        registry.registerStandardAnimators()
        return registry
    }

    /// Registers `factory` under `name`.
    ///
    /// - Throws: ``AnimatorRegistryError/duplicateName(_:)`` when the name is
    ///   taken; ``AnimatorRegistryError/invalidRegistration(name:reason:)`` for
    ///   an empty name, a repeated parameter name, or a default its kind rejects.
    public func register(
        _ name: String, summary: String, parameters: [AnimatorParameter],
        factory: @escaping Factory
    ) throws {
        guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
            throw AnimatorRegistryError.invalidRegistration(name: name, reason: "the name must be non-empty and have no spaces")
        }
        guard entries[name] == nil else { throw AnimatorRegistryError.duplicateName(name) }
        var seen = Set<String>()
        for parameter in parameters {
            guard seen.insert(parameter.name).inserted else {
                throw AnimatorRegistryError.invalidRegistration(
                    name: name, reason: "parameter '\(parameter.name)' is declared twice")
            }
            do {
                _ = try Self.check(parameter.defaultValue, for: parameter, animator: name)
            } catch let error as AnimatorRegistryError {
                throw AnimatorRegistryError.invalidRegistration(name: name, reason: "the default is invalid: \(error)")
            }
        }
        entries[name] = Entry(
            description: AnimatorDescription(name: name, summary: summary, parameters: parameters),
            factory: factory)
    }

    /// Registers a type that describes itself.
    public func register<T: RegistrableAnimator>(_ type: T.Type) throws {
        try register(T.animatorName, summary: T.animatorSummary, parameters: T.animatorParameters) { try T(arguments: $0) }
    }

    /// Makes the animator `name` with `parameters`; missing parameters take their defaults.
    ///
    /// - Throws: ``AnimatorRegistryError`` for an unknown name or parameter
    ///   (with the closest known ones), a value of the wrong type, a number
    ///   out of range, a word not among the choices, a curve or colour that
    ///   does not parse; or what the factory throws.
    public func makeAnimator(named name: String, parameters: [String: AnimatorParameterValue] = [:]) throws
        -> any ViewControllerAnimatedTransitioning
    {
        let entry = try self.entry(name)
        let arguments = try validate(parameters, for: entry.description)
        return try entry.factory(arguments)
    }

    /// The checked arguments `makeAnimator` would pass to the factory.
    public func arguments(for name: String, parameters: [String: AnimatorParameterValue] = [:]) throws -> AnimatorArguments {
        try validate(parameters, for: entry(name).description)
    }

    /// The registered names, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// Every animator with its parameters, sorted by name (for `flipbook list`).
    public var descriptions: [AnimatorDescription] { names.compactMap { entries[$0]?.description } }

    /// The description of one animator.
    public func description(of name: String) throws -> AnimatorDescription { try entry(name).description }

    /// The listing `flipbook list` prints: each animator, its summary, and one
    /// indented line per parameter with its kind, default and summary.
    public func listing() -> String { descriptions.map(\.listing).joined(separator: "\n") }

    // MARK: Validation

    private func entry(_ name: String) throws -> Entry {
        if let entry = entries[name] { return entry }
        throw AnimatorRegistryError.unknownAnimator(name: name, suggestions: NameSuggestions.closest(to: name, among: names))
    }

    private func validate(_ given: [String: AnimatorParameterValue], for description: AnimatorDescription) throws
        -> AnimatorArguments
    {
        let declared = description.parameters
        for name in given.keys.sorted() where !declared.contains(where: { $0.name == name }) {
            throw AnimatorRegistryError.unknownParameter(
                animator: description.name, parameter: name,
                suggestions: NameSuggestions.closest(to: name, among: declared.map(\.name)))
        }
        var values: [String: AnimatorParameterValue] = [:]
        for parameter in declared {
            let value = given[parameter.name] ?? parameter.defaultValue
            values[parameter.name] = try Self.check(value, for: parameter, animator: description.name)
        }
        return AnimatorArguments(animatorName: description.name, values: values)
    }

    /// Checks `value` against the parameter's kind; returns it normalised
    /// (integers given for numbers stay numbers, colour text stays text).
    static func check(_ value: AnimatorParameterValue, for parameter: AnimatorParameter, animator: String) throws
        -> AnimatorParameterValue
    {
        func wrong(_ expected: String) -> AnimatorRegistryError {
            .wrongType(animator: animator, parameter: parameter.name, expected: expected, value: value)
        }
        func word(_ allowed: [String]) throws {
            guard case let .string(s) = value else { throw wrong("one of " + allowed.joined(separator: ", ")) }
            guard allowed.contains(s) else {
                throw AnimatorRegistryError.invalidChoice(
                    animator: animator, parameter: parameter.name, value: s, allowed: allowed,
                    suggestion: NameSuggestions.closest(to: s, among: allowed, limit: 1).first)
            }
        }
        switch parameter.kind {
        case let .number(range):
            guard case let .number(v) = value else { throw wrong("a number") }
            guard v.isFinite, range.contains(v) else {
                throw AnimatorRegistryError.outOfRange(animator: animator, parameter: parameter.name, value: v, range: range)
            }
        case .bool:
            guard case .bool = value else { throw wrong("true or false") }
        case let .choice(words):
            try word(words)
        case .edge:
            try word(TransitionEdge.allCases.map(\.rawValue))
        case .color:
            switch value {
            case .color: break
            case let .string(s):
                do { _ = try ParameterParsing.color(s) } catch {
                    throw AnimatorRegistryError.invalidValue(
                        animator: animator, parameter: parameter.name, value: s,
                        reason: "a colour is written #RRGGBB or #RRGGBBAA in hex")
                }
            default: throw wrong("a colour")
            }
        case .text:
            guard case .string = value else { throw wrong("text") }
        case .curve:
            guard case let .string(s) = value else { throw wrong("a timing curve (CSS text or UIKit name)") }
            do { _ = try ParameterParsing.curve(s) } catch {
                throw AnimatorRegistryError.invalidValue(
                    animator: animator, parameter: parameter.name, value: s,
                    reason: TimingCurveError.reason(of: error))
            }
        }
        return value
    }
}

/// An animator type that registers itself: see ``AnimatorRegistry/register(_:)-(T.Type)``.
@preconcurrency @MainActor
public protocol RegistrableAnimator: ViewControllerAnimatedTransitioning {
    /// The name scene documents use, unique in a registry.
    static var animatorName: String { get }
    /// One line: what the animator does (`flipbook list` shows it).
    static var animatorSummary: String { get }
    /// The parameters the animator takes, with their kinds, defaults and units.
    static var animatorParameters: [AnimatorParameter] { get }
    /// An animator from checked arguments (every declared parameter present, with its default when not given); throws to refuse values the kinds allow but the animator cannot use.
    init(arguments: AnimatorArguments) throws
}
