import ArgumentParser
import FlipbookTestingCore
import FlipbookWorkflow
import Foundation

/// `flipbook record SCENE... --goldens DIR`: runs each scene and writes its golden.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Runs scenes and records each film as its golden (only goldens that are missing or differ are written).",
        discussion: """
            Each scene NAME.yaml is recorded into DIR/NAME/: manifest.json, trace.txt and frame-NNNN.png \
            for each sampled frame. A golden that already matches exactly is left untouched; otherwise \
            the whole new golden folder is written beside the goldens and swapped in by rename, holding \
            the goldens folder's lock: a golden is always wholly old or wholly new, and a swap cut short \
            is finished or undone by the next run. Exit status: 0 success, 2 bad input (a full disk \
            included: the old golden stays).
            """)

    @OptionGroup var options: GoldenOptions

    func run() throws {
        try MainActor.assumeIsolated { try GoldenRun.execute(options.request, tolerance: .exact, mode: .failed) }
    }
}
