import ArgumentParser
import FlipbookCommandLine
import FlipbookPort
import FlipbookWorkflow
import Foundation

/// `flipbook-port PATH... --out DIR` (what `flipbook port` runs): rewrites what only the Objective-C
/// runtime can do in Swift files written for iOS (``Porter``), writing every
/// file under DIR at its path relative to the argument it came from.
///
/// Folders are walked recursively; a `.swift` file is ported, any other file
/// is copied as it is. Every input is read and ported before anything is
/// written, so bad input (a path that does not exist, a file argument that is
/// not Swift, Swift that does not parse) writes nothing. The report goes to
/// standard error as `file:line:col: note:` / `warning:` / `error:` lines; an
/// error (a line UIKit rejects too) writes nothing and exits with status 2.
///
/// A tool of its own, not a subcommand of `flipbook`: it links swift-syntax,
/// which would double the size of `flipbook` and lengthen the start of every
/// render (docs/performance.md). The FlipbookPort build plugin runs it too.
@main
struct FlipbookPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook-port",
        abstract:
            "Rewrites Objective-C idioms (@objc optional requirements, #selector, responds(to:), @objc, dynamic, @IBOutlet...) in Swift files written for iOS so that they compile on Linux against the UIKit product.",
        discussion:
            "Exit status: 0 when every file was written, 2 for bad input or a line UIKit rejects too (nothing is written then).")

    @Argument(help: "Swift files or folders (walked recursively).")
    var paths: [String]

    @Option(help: "The folder to write into; each file keeps its path relative to the argument it came from.")
    var out: String

    func run() throws {
        let inputs = try PortInputs(paths: paths)
        var context = PortContext()
        for file in inputs.files where file.isSwift { context.collect(from: file.text) }
        let porter = Porter(context: context)
        var outputs: [(relative: String, data: Data)] = []
        var notes: [PortNote] = []
        for file in inputs.files {
            guard file.isSwift else {
                outputs.append((file.relative, file.data))
                continue
            }
            do {
                let ported = try porter.port(file.text, file: file.shown)
                outputs.append((file.relative, Data(ported.text.utf8)))
                notes += ported.notes
            } catch let error as PortError {
                throw CLIError.coded("FB-PORT-UNPARSABLE", error.description.replacingOccurrences(of: " error: ", with: " "))
            }
        }
        let report = Data(notes.map { $0.description + "\n" }.joined().utf8)
        let errors = notes.filter { $0.severity == .error }.count
        if errors > 0 {
            FileHandle.standardError.write(report)
            throw CLIError.coded(
                "FB-PORT-REJECTED",
                "\(errors) line\(errors == 1 ? "" : "s") above UIKit rejects too; fix \(errors == 1 ? "it" : "them") as the message says, then port again (nothing was written)"
            )
        }
        let root = URL(fileURLWithPath: out)
        for output in outputs {
            let url = root.appendingPathComponent(output.relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try output.data.write(to: url, options: .atomic)
        }
        FileHandle.standardError.write(report)
    }

    static func main() { runAsTool() }
}
