import ArgumentParser
import FlipbookCairo
import FlipbookWorkflow
import Foundation

/// `flipbook verify SCENE... --goldens DIR`: runs each scene and checks its film against its golden.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Runs scenes and checks each film against its golden; never writes goldens.",
        discussion: """
            Each scene NAME.yaml is checked against DIR/NAME/ (manifest.json, trace.txt, frame-NNNN.png): \
            the manifest first (canvas, scale, fps, frame count, times, percents, states, sampled frames), \
            then the trace, then the sampled frames under the tolerance. On a difference, expected, actual \
            and diff pictures, a contact sheet and report.html go to ARTIFACTS/flipbook-verify/NAME/, and \
            the output names the report and the 'flipbook record' command that accepts the change; what was \
            rendered is kept in CANDIDATES/NAME/ for 'flipbook accept'. With --changed-only, a scene whose \
            inputs (scene bytes, images, plugins, Flipbook's and the libraries' versions, the font file) \
            match its golden's fingerprint is skipped; --explain says why each scene was rendered or not. \
            --shard I/N (or auto, from the CI system's variables) takes one part of the scenes, balanced by cost; \
            --json prints the shard's result, which 'flipbook merge' joins with the others'. \
            Exit status: 0 every scene matches, 1 a golden differs or is missing, 2 bad input.
            """)

    @OptionGroup var options: GoldenOptions
    @OptionGroup var tolerance: ToleranceOptions
    @OptionGroup var changes: ChangeOptions

    func run() throws {
        CairoRenderer.warmUpSystemFonts()
        let filmTolerance = try tolerance.filmTolerance()
        try MainActor.assumeIsolated {
            try GoldenRun.execute(
                options.request, tolerance: filmTolerance, mode: .never,
                changedOnly: changes.changedOnly, explain: changes.explain)
        }
    }
}
