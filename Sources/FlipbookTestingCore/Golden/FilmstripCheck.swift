import Foundation

/// Everything a filmstrip check needs besides the film, without a test: the
/// goldens folder, the record mode, where failure artifacts go and the words
/// of its messages. ``verifyFilmstrip(_:named:check:sampling:tolerance:strategy:)``
/// takes one; a test's assertion derives one from its ``TestContext`` and the
/// environment, a tool (`flipbook verify`) builds one from its options.
public struct FilmstripCheck: Sendable, Hashable {
    /// The folder holding one golden folder per name (`<goldens>/<name>/`).
    public var goldens: URL
    /// What to do with goldens that are missing or differ; never read from the environment here.
    public var record: RecordMode
    /// The folder under which failure artifacts go, one folder per name
    /// (`<artifacts>/<name>/`: pictures, contact sheet, `report.html`).
    public var artifacts: URL
    /// Who checked, named in the report: a test's name or a tool's (`flipbook-verify`).
    public var reporter: String
    /// The command that accepts a change (printed with a failure).
    public var acceptCommand: String
    /// The command that records a missing golden (printed when there is none).
    public var recordMissingCommand: String
    /// Why the record mode is `never`, when the message should say (`because CI is set`).
    public var recordModeNote: String?

    /// A check of the goldens under `goldens`; `recordMissingCommand` nil prints `acceptCommand` for a missing golden too.
    public init(
        goldens: URL, record: RecordMode, artifacts: URL, reporter: String, acceptCommand: String,
        recordMissingCommand: String? = nil, recordModeNote: String? = nil
    ) {
        self.goldens = goldens
        self.record = record
        self.artifacts = artifacts
        self.reporter = reporter
        self.acceptCommand = acceptCommand
        self.recordMissingCommand = recordMissingCommand ?? acceptCommand
        self.recordModeNote = recordModeNote
    }
}

extension FilmstripCheck {
    /// The check a test's assertion makes: the goldens folder given or the one
    /// beside the test file, the record mode given, else the scope's, else
    /// the environment's (`FLIPBOOK_RECORD`, `CI`), artifacts under the scope's
    /// or `$FLIPBOOK_ARTIFACTS` or the package's `.build/flipbook-artifacts`,
    /// in a folder named after the test.
    /// - Throws: ``RecordModeError`` when the environment's record mode is not one.
    public init(
        context: TestContext, goldensDirectory: URL? = nil, record: RecordMode? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RecordModeError) {
        let mode: RecordMode
        if let configured = record ?? FlipbookTestingConfiguration.current.record {
            mode = configured
        } else {
            mode = try RecordMode.from(environment: environment)
        }
        let ci = environment["CI"] != nil && environment[RecordMode.environmentVariable] == nil
        self.init(
            goldens: goldensDirectory ?? context.defaultGoldensFolder, record: mode,
            artifacts: context.artifactsRoot(environment: environment).appendingPathComponent(context.testName),
            reporter: context.testName, acceptCommand: context.acceptCommand,
            recordMissingCommand: context.recordMissingCommand, recordModeNote: ci ? "because CI is set" : nil)
    }
}
