import Foundation

/// When goldens are written, as in swift-snapshot-testing.
///
/// Any recording fails the test, with a message saying so: re-run to check
/// against what was recorded.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Never write; a missing golden fails. The default when `CI` is set.
    case never
    /// Write goldens that do not exist yet. The default.
    case missing
    /// Write goldens that do not exist or do not match.
    case failed
    /// Write every golden, matching or not.
    case all

    /// The variable that selects a mode: `FLIPBOOK_RECORD=never|missing|failed|all`.
    public static let environmentVariable = "FLIPBOOK_RECORD"

    /// The mode an environment asks for: `FLIPBOOK_RECORD` when set,
    /// otherwise `never` when `CI` is set (to anything but empty, `0` or
    /// `false`), otherwise `missing`.
    /// - Throws: ``RecordModeError`` for a value that is not a mode.
    public static func from(environment: [String: String]) throws(RecordModeError) -> RecordMode {
        if let raw = environment[environmentVariable], !raw.isEmpty {
            let value = raw.trimmingCharacters(in: .whitespaces).lowercased()
            guard let mode = RecordMode(rawValue: value) else { throw RecordModeError(value: raw) }
            return mode
        }
        if let ci = environment["CI"], !["", "0", "false", "no"].contains(ci.lowercased()) { return .never }
        return .missing
    }
}

/// `FLIPBOOK_RECORD` holds something that is not a record mode.
public struct RecordModeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text `FLIPBOOK_RECORD` held.
    public var value: String
    public var description: String {
        "FLIPBOOK_RECORD=\(value) is not a record mode; use one of never, missing, failed, all"
    }
}
