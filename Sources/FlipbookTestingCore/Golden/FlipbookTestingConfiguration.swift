import Foundation

/// Settings for the golden assertions in a scope: the record mode and the
/// artifacts folder. Set with ``withFlipbookTesting(record:artifacts:operation:)-(_,_,() throws -> R)``;
/// nil values fall through to the environment.
public struct FlipbookTestingConfiguration: Sendable, Hashable {
    /// Overrides `FLIPBOOK_RECORD` (an assertion's own `record:` argument wins).
    public var record: RecordMode?
    /// Overrides `FLIPBOOK_ARTIFACTS`: the folder failure artifacts go under.
    public var artifacts: URL?

    /// A configuration; nil values fall through to the environment.
    public init(record: RecordMode? = nil, artifacts: URL? = nil) {
        self.record = record
        self.artifacts = artifacts
    }

    /// The configuration in force for the current task.
    @TaskLocal public static var current = FlipbookTestingConfiguration()
}

/// Runs `operation` with a record mode and/or an artifacts folder for the
/// golden assertions inside it (and in child tasks); unset values keep the
/// enclosing scope's.
///
/// ```swift
/// try withFlipbookTesting(record: .failed) { try assertFilmstrip(film, named: "push") }
/// ```
public func withFlipbookTesting<R>(
    record: RecordMode? = nil, artifacts: URL? = nil,
    operation: () throws -> R
) rethrows -> R {
    let outer = FlipbookTestingConfiguration.current
    let inner = FlipbookTestingConfiguration(record: record ?? outer.record, artifacts: artifacts ?? outer.artifacts)
    return try FlipbookTestingConfiguration.$current.withValue(inner, operation: operation)
}

/// The `async` form of ``withFlipbookTesting(record:artifacts:operation:)-(_,_,() throws -> R)``.
public func withFlipbookTesting<R>(
    record: RecordMode? = nil, artifacts: URL? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let outer = FlipbookTestingConfiguration.current
    let inner = FlipbookTestingConfiguration(record: record ?? outer.record, artifacts: artifacts ?? outer.artifacts)
    return try await FlipbookTestingConfiguration.$current.withValue(inner, operation: operation)
}
