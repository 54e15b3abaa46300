import ArgumentParser
import FlipbookTestingCore
import Foundation

/// `flipbook record SCENE... --goldens DIR`: runs each scene and writes its golden.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Runs scenes and records each film as its golden (only goldens that are missing or differ are written).",
        discussion: """
            Each scene NAME.yaml is recorded into DIR/NAME/: manifest.json, trace.txt and frame-NNNN.png \
            for each sampled frame. A golden that already matches exactly is left untouched; otherwise \
            every file is written to a temporary name and renamed, the manifest last, and frame files \
            no longer sampled are removed. Exit status: 0 success, 2 bad input.
            """)

    @OptionGroup var options: GoldenOptions

    func run() throws {
        try MainActor.assumeIsolated { try GoldenRun.execute(options, tolerance: .exact, mode: .failed) }
    }
}
