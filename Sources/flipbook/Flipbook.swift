import ArgumentParser
import Flipbook
import Foundation

/// The `flipbook` command: subcommands only. Exit codes: 0 success,
/// 1 a verification found differences, 2 bad input (including usage errors).
@main
struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Runs UIKit-style view-controller transitions headlessly and draws every frame.",
        version: FlipbookVersion.current,
        subcommands: [RenderCommand.self, VerifyCommand.self, RecordCommand.self, AcceptCommand.self, MergeCommand.self, AuditCommand.self, ListCommand.self,
                      ReviewCommand.self, GalleryCommand.self, DiffCommand.self, CurveCommand.self, PortCommand.self])

    /// Like ArgumentParser's `main()`, but every failure goes through the error
    /// catalogue (docs/errors.md): one line `flipbook: error[FB-...]: message`
    /// on standard error and the entry's exit code (usage errors exit with 2).
    static func main() {
        TerminationCleanup.install()
        MemoryReuse.configure()
        do {
            var command = try parseAsRoot()
            try command.run()
            TerminationCleanup.waitIfStopping()
        } catch let error as ExitCode {
            TerminationCleanup.waitIfStopping()
            exit(withError: error)
        } catch {
            TerminationCleanup.waitIfStopping()
            let user: UserError
            if error is CLIError || error is UserError || !isArgumentParserError(error) {
                user = ErrorCatalogue.userError(for: error)
            } else {
                // Help and version requests exit 0 through the argument parser.
                guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
                let text = fullMessage(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
                    .replacingOccurrences(of: "Error: ", with: "", options: .anchored)
                user = UserError(entry: ErrorCatalogue.named("FB-CLI-USAGE"), message: text)
            }
            FileHandle.standardError.write(Data("flipbook: \(user.description)\n".utf8))
            // Flush every stdio stream (a --json report printed before a verification failure) before
            // exit handlers run: a sanitizer's leak check at exit may end the process first.
            fflush(nil)
            Foundation.exit(user.entry.exitCode)
        }
    }

    /// True for the argument parser's own errors (usage, validation, help requests).
    static func isArgumentParserError(_ error: any Error) -> Bool {
        error is ValidationError || error is CleanExit || String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }
}
