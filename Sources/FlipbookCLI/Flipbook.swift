import ArgumentParser
import Flipbook
import FlipbookCairo
import FlipbookCommandLine
import FlipbookWorkflow
import Foundation

/// The `flipbook` command: subcommands only. Exit codes: 0 success,
/// 1 a verification found differences, 2 bad input (including usage errors).
@main
struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Runs UIKit-style view-controller transitions headlessly and draws every frame.",
        version: FlipbookVersion.current,
        subcommands: [
            RenderCommand.self, VerifyCommand.self, RecordCommand.self, AcceptCommand.self, MergeCommand.self, AuditCommand.self,
            ListCommand.self,
            ReviewCommand.self, GalleryCommand.self, DiffCommand.self, CurveCommand.self, PortCommand.self,
        ])

    /// Like ArgumentParser's `main()`, but every failure goes through the error
    /// catalogue (docs/errors.md): one line `flipbook: error[FB-...]: message`
    /// on standard error and the entry's exit code (usage errors exit with 2).
    static func main() {
        // `flipbook port` is the `flipbook-port` tool, run in this process's place (PortCommand).
        if CommandLine.arguments.count > 1, CommandLine.arguments[1] == PortCommand.configuration.commandName {
            PortCommand.forward(Array(CommandLine.arguments.dropFirst(2)))
        }
        StandardStreams.prepare()  // (again in runAsTool: it is idempotent)
        // Before anything opens a file (the signal handlers' dispatch sources do).
        if let problem = StandardStreams.checkDescriptorLimit() {
            StandardError.write(
                "flipbook: \(UserError(entry: ErrorCatalogue.named("FB-SYS-FILE-LIMIT"), message: problem).description)\n")
            Foundation.exit(2)
        }
        TerminationCleanup.install()
        MemoryReuse.configure()
        runAsTool(settle: TerminationCleanup.waitIfStopping)
    }
}
