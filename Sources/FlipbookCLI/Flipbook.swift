import ArgumentParser
import Flipbook
import FlipbookCairo
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
        StandardStreams.prepare()
        // Before anything opens a file (the signal handlers' dispatch sources do).
        if let problem = StandardStreams.checkDescriptorLimit() {
            StandardError.write(
                "flipbook: \(UserError(entry: ErrorCatalogue.named("FB-SYS-FILE-LIMIT"), message: problem).description)\n")
            Foundation.exit(2)
        }
        TerminationCleanup.install()
        MemoryReuse.configure()
        do {
            var command = try parseAsRoot()
            try command.run()
            TerminationCleanup.waitIfStopping()
            try StandardStreams.flushOutput()
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
            // Flush standard output first (a --json report printed before a verification failure), then
            // the error line, before exit handlers run: a sanitizer's leak check at exit may end the process first.
            fflush(nil)
            StandardError.write("flipbook: \(ErrorLine.escapingArguments(user.description))\n")
            Foundation.exit(user.entry.exitCode)
        }
    }

    /// True for the argument parser's own errors (usage, validation, help requests).
    static func isArgumentParserError(_ error: any Error) -> Bool {
        error is ValidationError || error is CleanExit || String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }
}

/// Keeps an error on its line when a path the user gave holds a line break or
/// another control character (a scene file named `new\nline.yaml`).
enum ErrorLine {
    /// `text` with every occurrence of a command-line argument that holds a
    /// control character (and of its file name and absolute path) written with
    /// escapes (`\n`, `\u{1B}`), so that it cannot split or forge lines.
    static func escapingArguments(_ text: String, arguments: [String] = CommandLine.arguments) -> String {
        var result = text
        var forms: Set<String> = []
        for argument in arguments.dropFirst() where argument.unicodeScalars.contains(where: isControl) {
            forms.insert(argument)
            let url = URL(fileURLWithPath: argument)
            forms.insert(url.lastPathComponent)
            forms.insert(url.standardizedFileURL.path)
            forms.insert((url.lastPathComponent as NSString).deletingPathExtension)
        }
        // Longest first, so a path is escaped whole before its file name alone.
        for form in forms.filter({ $0.unicodeScalars.contains(where: isControl) }).sorted(by: { $0.count > $1.count }) {
            result = result.replacingOccurrences(of: form, with: escaped(form))
        }
        return result
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar == "\u{2028}"
            || scalar == "\u{2029}"
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
