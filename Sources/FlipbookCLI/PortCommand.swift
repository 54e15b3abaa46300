import ArgumentParser
import FlipbookWorkflow
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `flipbook port PATH... --out DIR`: runs the `flipbook-port` tool in this
/// process's place, with the same arguments, so its output, report and exit
/// status are the tool's own.
///
/// The porting code links swift-syntax, which would double the size of the
/// `flipbook` binary and lengthen the start of every render
/// (docs/performance.md, "The port tool"), so it lives in its own executable:
/// `flipbook-port` beside `flipbook` (the same build folder, or the same
/// install folder), else the first on `PATH`. `FlipbookCommand.main()` calls
/// ``forward(_:)`` before any parsing; this command only gives `flipbook
/// --help` and `flipbook help port` their text.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract:
            "Rewrites Objective-C idioms (@objc optional requirements, #selector, responds(to:), @objc, dynamic, @IBOutlet...) in Swift files written for iOS so that they compile on Linux against the UIKit product.",
        usage: "flipbook port <paths> ... --out <out>",
        discussion:
            "Runs the flipbook-port tool (built beside flipbook: swift build --product flipbook-port); `flipbook port --help` prints its options. Exit status: 0 when every file was written, 2 for bad input or a line UIKit rejects too (nothing is written then)."
    )

    @Argument(parsing: .captureForPassthrough, help: "Swift files or folders (walked recursively), and --out DIR.")
    var arguments: [String] = []

    func run() throws { Self.forward(arguments) }

    /// The name of the tool's executable.
    static let toolName = "flipbook-port"

    /// Replaces this process with `flipbook-port ARGUMENTS`. Returns never:
    /// when the tool cannot be found or started, prints the catalogue's
    /// `FB-PORT-TOOL` line and exits with 2.
    static func forward(_ arguments: [String]) -> Never {
        let message: String
        if let tool = locateTool() {
            fflush(nil)
            let argv = ([tool] + arguments).map { strdup($0) } + [nil]
            execv(tool, argv)
            message = "cannot start \(tool): \(String(cString: strerror(errno)))"
        } else {
            message =
                "\(toolName) is neither beside \(executablePath() ?? "flipbook") nor on PATH; build it with `swift build --product \(toolName)` (`make release` builds both)"
        }
        StandardError.write("flipbook: \(UserError(entry: ErrorCatalogue.named("FB-PORT-TOOL"), message: message).description)\n")
        Foundation.exit(2)
    }

    /// `flipbook-port` in this executable's folder, else the first executable one on `PATH`.
    static func locateTool(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        var candidates: [String] = []
        if let executable = executablePath() {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(toolName).path)
        }
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            candidates.append(String(folder) + "/" + toolName)
        }
        return candidates.first { access($0, X_OK) == 0 }
    }

    /// This process's executable, links resolved (`/proc/self/exe`), or nil where that is not available.
    static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        #endif
    }
}
