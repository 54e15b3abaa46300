import ArgumentParser
import Foundation

/// The `flipbook` command: subcommands only. Exit codes: 0 success,
/// 1 a verification found differences, 2 bad input (including usage errors).
@main
struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Runs UIKit-style view-controller transitions headlessly and draws every frame.",
        subcommands: [RenderCommand.self, VerifyCommand.self, RecordCommand.self, AuditCommand.self, ListCommand.self,
                      GalleryCommand.self, DiffCommand.self, CurveCommand.self])

    /// Like ArgumentParser's `main()`, but usage errors exit with 2, as DESIGN.md's exit codes say.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("flipbook: \(error.description)\n".utf8))
            Foundation.exit(error.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
