import ArgumentParser
import FlipbookWorkflow
import Foundation

extension ParsableCommand {
    /// Parses the process's arguments and runs the command as every Flipbook
    /// tool does (`flipbook`, `flipbook-port`): each failure goes through the
    /// error catalogue (docs/errors.md) as one line
    /// `flipbook: error[FB-...]: message` on standard error, and the process
    /// exits with the entry's code (usage errors with 2; help and version
    /// requests print and exit 0).
    ///
    /// - Parameter settle: called once after the command ends, on every path
    ///   (success or error), before anything more is written: `flipbook`
    ///   waits there for a stop in progress to finish cleaning up.
    package static func runAsTool(settle: () -> Void = {}) -> Never {
        StandardStreams.prepare()
        do {
            var command = try parseAsRoot()
            try command.run()
            settle()
            try StandardStreams.flushOutput()
            Foundation.exit(0)
        } catch let error as ExitCode {
            settle()
            exit(withError: error)
        } catch {
            settle()
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
            // Flush standard output first (a --json report printed before a verification failure), then
            // the error line, before exit handlers run: a sanitizer's leak check at exit may end the process first.
            fflush(nil)
            StandardError.write("flipbook: \(ErrorLine.escapingArguments(user.description))\n")
            Foundation.exit(user.entry.exitCode)
        }
    }

    /// True for the argument parser's own errors (usage, validation, help requests).
    package static func isArgumentParserError(_ error: any Error) -> Bool {
        error is ValidationError || error is CleanExit || String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }
}
