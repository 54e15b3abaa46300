import Foundation

/// Where an assertion was written and which test runs it: the source of
/// every path and command the golden machinery derives.
public struct TestContext: Sendable, Hashable {
    /// The test file's path (`#filePath`).
    public var filePath: String
    /// The calling function (`#function`), such as `testPush()` or `push()`.
    public var function: String
    /// Swift Testing's test id components (suite types, then the function), when a Swift Testing test runs.
    public var swiftTestingName: [String]?

    /// The command that records or accepts this golden, when it is not a
    /// test's (a tool such as `flipbook verify` gives its `flipbook record ...`).
    public var customAcceptCommand: String?

    /// A context for the test in `filePath` running `function`.
    public init(filePath: String, function: String, swiftTestingName: [String]? = nil, acceptCommand: String? = nil) {
        self.filePath = filePath
        self.function = function
        self.swiftTestingName = swiftTestingName
        customAcceptCommand = acceptCommand
    }

    /// The test file's name without `.swift`.
    public var fileName: String {
        let last = URL(fileURLWithPath: filePath).lastPathComponent
        return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
    }

    /// The test's name for folders: `Suite.function` (Swift Testing) or
    /// `File.function` (XCTest), without parentheses, only `[A-Za-z0-9._-]`.
    public var testName: String {
        let parts = swiftTestingName ?? [fileName, function]
        return Self.sanitized(parts.map(Self.baseName).joined(separator: "."))
    }

    /// The command that re-runs this test and rewrites goldens that fail
    /// (``customAcceptCommand`` when set).
    public var acceptCommand: String {
        customAcceptCommand ?? "FLIPBOOK_RECORD=failed swift test --filter '\(testFilter)'"
    }

    /// The command that records a missing golden (``customAcceptCommand`` when set).
    public var recordMissingCommand: String {
        customAcceptCommand ?? "FLIPBOOK_RECORD=missing swift test --filter '\(testFilter)'"
    }

    /// `swift test --filter`'s pattern for this test.
    var testFilter: String {
        if let parts = swiftTestingName, !parts.isEmpty {
            let base = parts.map(Self.baseName)
            return (base.count > 1 ? base.joined(separator: "/") : base[0]) + "\\("
        }
        return "/" + Self.baseName(function) + "$"
    }

    /// The folder holding `Package.swift` above the test file, or the test file's folder.
    public var packageRoot: URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        let start = folder
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return start
    }

    /// `__Filmstrips__/<TestFileName>` beside the test file.
    public var defaultGoldensFolder: URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Filmstrips__").appendingPathComponent(fileName)
    }

    /// The artifacts root: the scope's, else `$FLIPBOOK_ARTIFACTS`, else `.build/flipbook-artifacts` in the package.
    package func artifactsRoot(environment: [String: String]) -> URL {
        if let url = FlipbookTestingConfiguration.current.artifacts { return url }
        if let path = environment["FLIPBOOK_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, relativeTo: packageRoot).standardizedFileURL
        }
        return packageRoot.appendingPathComponent(".build/flipbook-artifacts")
    }

    /// `name()` -> `name`; `name(_:x:)` -> `name`.
    static func baseName(_ name: String) -> String {
        name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }

    package static func sanitized(_ text: String) -> String {
        String(text.map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || "._-".contains($0) ? $0 : "_" })
    }
}

/// Checks a golden's name: one folder name, not empty, no `/`, not `.` or `..`.
func goldenNameProblem(_ name: String) -> String? {
    if name.isEmpty { return "the golden name is empty" }
    if name.contains("/") || name.contains("\\") {
        return "the golden name '\(name)' contains a path separator; use a plain name"
    }
    if name == "." || name == ".." || name.hasPrefix(".") { return "the golden name '\(name)' may not start with a dot" }
    if name.contains("\0") || name.contains("\n") { return "the golden name contains a control character" }
    return nil
}
