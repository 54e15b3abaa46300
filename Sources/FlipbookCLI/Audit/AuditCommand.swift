import ArgumentParser
import Flipbook
import FlipbookAnimators
import FlipbookScene
import FlipbookTestingCore
import FlipbookWorkflow
import Foundation

/// `flipbook audit SCENE`: sweeps the scene's transition over its percent range and checks invariants.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Sweeps a scene's transition over its percent range and checks invariants every transition should keep.",
        discussion: """
            The sweep visits the percent of every frame of the transition played by itself (so a frame \
            scrubbed to p can be compared with the frame played to p x duration), and 100 %. Invariants: \
            contentVisible (on every frame some view below the window draws, whatever its colour), alphaInRange (every alpha in 0...1), endsSettled \
            (100 % equals the settled layout), scrubMatchesPlay (a frame scrubbed to p, through a \
            percent-driven run of the same scene, equals the frame played to p), cancelRetraces (a run \
            scrubbed to --cancel-from and cancelled passes back through the scrubbed frames), and with \
            --reduced-motion, reducedMotion (the scene runs with Reduce Motion on, and between visited frames \
            no view moves more than --max-move points or scales by more than --max-scale). A transition \
            that cannot be scrubbed (built-in animation, child swap, resize) is checked on its played frames \
            only. The first violation of each invariant is printed with its frame and a picture under \
            ARTIFACTS/flipbook-audit/NAME/. Exit status: 0 every invariant holds, 1 a violation, 2 bad input.
            """)

    @Argument(help: "The scene document (YAML or JSON).")
    var scene: String

    @Option(help: ArgumentHelp("Visit N + 1 of the sweep's percents, evenly (default: every frame's).", valueName: "N"))
    var steps: Int?

    @Option(
        name: .customLong("cancel-from"),
        help: ArgumentHelp(
            "The percent the cancel run is scrubbed to before it is cancelled, "
                + "in (0, 1]; default 0.6.", valueName: "P"))
    var cancelFrom: Double = 0.6

    @Option(
        help: ArgumentHelp(
            "How close two pictures must be: 'exact' or 'pixelmatch[:T]' (default exact; pixelmatch T defaults to 0.1).",
            valueName: "exact|pixelmatch[:T]"))
    var tolerance: String = "exact"

    @Option(
        help: ArgumentHelp(
            "Where violation pictures go (default $FLIPBOOK_ARTIFACTS, else .build/flipbook-artifacts).",
            valueName: "DIR"))
    var artifacts: String?

    @Flag(
        name: .customLong("reduced-motion"),
        help: "Run with Reduce Motion on (Accessibility.isReduceMotionEnabled) and check the reducedMotion invariant.")
    var reducedMotion = false

    @Option(
        name: .customLong("max-move"),
        help: ArgumentHelp(
            "With --reduced-motion: points a view may move between visited frames (default 8).",
            valueName: "PT"))
    var maxMove: Double = 8

    @Option(
        name: .customLong("max-scale"),
        help: ArgumentHelp(
            "With --reduced-motion: the factor a view may grow or shrink by between visited frames, above 1 (default 1.05).",
            valueName: "F"))
    var maxScale: Double = 1.05

    @Option(
        help: ArgumentHelp(
            "For a scene that lists 'variants': the variant to audit (its name, such as iPhone-SE_dark).",
            valueName: "NAME"))
    var variant: String?

    @OptionGroup var input: SceneInputOptions
    var scale: Double? { input.scale }
    var plugins: [String] { input.plugins }

    @Flag(help: "Print a JSON object on standard output instead of text.")
    var json = false

    func validate() throws {
        if let steps, steps < 1 || steps > SceneLimits.maximumFrameCount {
            throw ValidationError("--steps must be in 1...\(SceneLimits.maximumFrameCount), got \(steps)")
        }
        guard cancelFrom > 0, cancelFrom <= 1 else { throw ValidationError("--cancel-from must be in (0, 1], got \(cancelFrom)") }
        guard maxMove >= 0, maxMove.isFinite else {
            throw ValidationError("--max-move must be a finite number of points, 0 or more, got \(maxMove)")
        }
        guard maxScale >= 1, maxScale.isFinite else {
            throw ValidationError("--max-scale must be a finite factor, 1 or more, got \(maxScale)")
        }
        _ = try pictureTolerance()
    }

    func pictureTolerance() throws -> DiffTolerance {
        DiffTolerance(metric: try ToleranceOptions.metric(tolerance), limit: .count(0))
    }

    func run() throws {
        let diff = try pictureTolerance()
        try MainActor.assumeIsolated {
            if reducedMotion { Accessibility.isReduceMotionEnabled = true }
            let registry = AnimatorRegistry.standard()
            try PluginHook.load(paths: plugins, into: registry)
            let variants = try SceneFiles.loadVariants(scene, registry: registry, scale: scale, only: variant)
            guard variants.count == 1 else {
                throw CLIError.badInput(
                    "\(scene) lists \(variants.count) variants; audit one with --variant NAME, such as --variant "
                        + (variants.first?.environment?.name ?? "default"))
            }
            let document = variants[0]
            let fileName = URL(fileURLWithPath: scene).lastPathComponent
            let name = (fileName as NSString).deletingPathExtension
            let runner = SceneRunner(document: document, registry: registry, fileName: fileName)
            let bar = ProgressBar(label: "audit \(name)")
            bar.update(0, of: 1, detail: "playing")
            let sweep: AuditSweep
            let motion =
                reducedMotion ? FilmAudit.MotionLimits(maximumDistance: CGFloat(maxMove), maximumScale: CGFloat(maxScale)) : nil
            do {
                sweep = try AuditSweep(
                    runner: runner, steps: steps, cancelFrom: cancelFrom, tolerance: diff, name: name, motion: motion)
            } catch {
                bar.finish()
                throw error
            }
            let folder = URL(
                fileURLWithPath: artifacts ?? ProcessInfo.processInfo.environment["FLIPBOOK_ARTIFACTS"]
                    .flatMap { $0.isEmpty ? nil : $0 } ?? ".build/flipbook-artifacts"
            )
            .standardizedFileURL.appendingPathComponent("flipbook-audit").appendingPathComponent(name)
            try? FileManager.default.removeItem(at: folder)
            bar.update(0, of: 1, detail: "sweeping \(sweep.percents.count) percents")
            let result = sweep.run(artifacts: folder)
            bar.finish()
            let report = AuditReport(scene: scene, sweep: sweep, result: result, tolerance: tolerance)
            print(json ? try report.json() : report.text())
            if let error = result.error {
                // The error names the scene's file already (`file: ...`): say it once.
                let reason = error.hasPrefix(fileName + ": ") ? String(error.dropFirst(fileName.count + 2)) : error
                throw CLIError.badInput("the audit of \(scene) stopped: \(reason)")
            }
            if !result.passed {
                throw CLIError.verificationFailed(
                    "\(scene): \(result.violations.count) invariant"
                        + "\(result.violations.count == 1 ? "" : "s") broken: "
                        + result.violations.map(\.invariant.rawValue).joined(separator: ", "))
            }
        }
    }
}
