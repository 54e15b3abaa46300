import FlipbookAnimators
import FlipbookTestingCore
import Foundation

/// The shared body of `flipbook verify` and `flipbook record`: load the
/// scenes, take the shard, check each, print, and choose the exit code.
@MainActor
package enum GoldenRun {
    /// - Throws: ``CLIError/badInput(_:)`` when a scene or an option is bad or
    ///   a scene cannot run (exit 2), ``CLIError/verificationFailed(_:)``
    ///   when a golden differs or is missing (exit 1).
    /// - Parameters:
    ///   - changedOnly: verify `--changed-only`: skip scenes whose inputs match their golden's fingerprint.
    ///   - explain: verify `--explain`: say why each scene was rendered or skipped.
    package static func execute(
        _ options: GoldenRequest, tolerance: FilmTolerance, mode: RecordMode,
        changedOnly: Bool = false, explain: Bool = false
    ) throws {
        let sharding = try ShardEnvironment.resolve(
            option: options.shard, shardCount: options.shardCount,
            environment: ProcessInfo.processInfo.environment)
        let shard = sharding.shard
        let plugins = options.plugins
        let scale = options.scale
        let fingerprinting = BackgroundValue(name: "flipbook.fingerprints") { InputFingerprinter(plugins: plugins, scale: scale) }
        let registry = AnimatorRegistry.standard()
        try PluginHook.load(paths: options.plugins, into: registry)
        let allScenes = try GoldenScene.load(options.scenes, registry: registry, scale: options.scale, variant: options.variant)
        let scenes = shard.balanced(allScenes, name: \.name, cost: \.cost)
        try sharding.touchStatusFile()
        let started = ContinuousClock.now
        let goldens = URL(fileURLWithPath: options.goldens).standardizedFileURL
        // record: --sample or the default; verify: --sample or the sampling each golden was recorded with.
        var checker = GoldenChecker(
            registry: registry, goldens: goldens,
            sampling: mode == .never ? options.givenSampling : options.sampling,
            tolerance: tolerance, mode: mode, artifacts: options.artifactsRoot(),
            recordCommand: { options.recordCommand(scene: $0, sampling: $1) },
            candidates: mode == .never
                ? CandidateStore(folder: CandidateStore.root(candidates: options.candidates, artifacts: options.artifacts))
                : nil,
            candidateCommand: { options.acceptCommand(scene: $0) })
        let fingerprinter = fingerprinting.value
        for scene in scenes { checker.fingerprints[scene.name] = fingerprinter.fingerprint(of: scene) }
        let givenSampling = options.givenSampling?.description
        let verb = mode == .never ? "verify" : "record"
        let bar = ProgressBar(label: verb)
        var outcomes: [GoldenOutcome] = []
        for (i, scene) in scenes.enumerated() {
            bar.update(i, of: scenes.count, detail: scene.name)
            let sceneStarted = ContinuousClock.now
            var outcome: GoldenOutcome
            var decision: ChangeDecision?
            if changedOnly || explain, let fingerprint = checker.fingerprints[scene.name] {
                decision = ChangeDecision.decide(
                    name: scene.name, fingerprint: fingerprint, goldens: goldens, sampling: givenSampling)
            }
            if changedOnly, let decision, !decision.render {
                outcome = checker.skip(scene, reason: decision.reason)
            } else {
                outcome = checker.check(scene)
            }
            outcome.seconds = Self.seconds(since: sceneStarted)
            outcome.cost = scene.cost
            if explain, let decision {
                outcome.explanation =
                    (outcome.status == .skipped ? "skipped: " : "rendered: ")
                    + (decision.render || changedOnly
                        ? decision.reason : decision.reason + ", but --changed-only was not given")
            }
            outcomes.append(outcome)
            if !options.json {
                bar.finish()
                if let explanation = outcome.explanation { print("explain    \(scene.name): \(explanation)") }
                print(line(outcome))
            }
        }
        bar.finish()

        var counts: [String: Int] = [:]
        for outcome in outcomes { counts[outcome.status.rawValue, default: 0] += 1 }
        let summary =
            "\(verb == "verify" ? "verified" : "recorded") \(scenes.count) scene\(scenes.count == 1 ? "" : "s") "
            + (shard == .whole ? "" : "(shard \(shard.index)/\(shard.count)) ") + "against \(goldens.path): "
            + GoldenOutcome.Status.allOrdered.compactMap { s in counts[s.rawValue].map { "\($0) \(s.rawValue)" } }
            .joined(separator: ", ")
        if options.json {
            var report = GoldenRunReport(
                command: verb, goldens: goldens.path, counts: counts, scenes: outcomes.map(\.record),
                seconds: Self.seconds(since: started))
            if shard != .whole {
                report.shard = GoldenRunReport.ShardPart(
                    index: shard.index, count: shard.count, scenes: allScenes.count,
                    sceneList: ShardResult.sceneListHash(allScenes.map(\.name)))
            }
            print(try report.text())
        } else {
            print(summary)
        }
        let errors = outcomes.filter { $0.status == .error }
        if !errors.isEmpty {
            // The first error's own code (a scene's error keeps it); each message names its scene once.
            let entry =
                errors.first?.error.map { ErrorCatalogue.userError(for: $0).entry } ?? ErrorCatalogue.named("FB-CLI-USAGE")
            throw UserError(entry: entry, message: errors.map(Self.errorLine).joined(separator: "\n"))
        }
        if let failure = verificationFailure(outcomes, sceneCount: scenes.count) { throw failure }
    }

    /// Seconds since `start`, to the millisecond.
    package static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (seconds * 1000).rounded() / 1000
    }

    /// The error for scenes that differ from their goldens (`FB-VERIFY-FAILED`) or
    /// have none (`FB-VERIFY-MISSING`, when no scene differs), each said in its
    /// own words; nil when every scene matched.
    package static func verificationFailure(_ outcomes: [GoldenOutcome], sceneCount: Int) -> CLIError? {
        let failed = outcomes.filter { $0.status == .failed }
        let missing = outcomes.filter { $0.status == .missing }
        func of(_ group: [GoldenOutcome]) -> String { "\(group.count) of \(sceneCount) scene\(sceneCount == 1 ? "" : "s")" }
        func names(_ group: [GoldenOutcome]) -> String { group.map(\.scene.name).joined(separator: ", ") }
        var parts: [String] = []
        if !failed.isEmpty {
            parts.append(of(failed) + " did not match \(failed.count == 1 ? "its golden" : "their goldens"): " + names(failed))
        }
        if !missing.isEmpty {
            parts.append(
                of(missing) + " \(missing.count == 1 ? "has" : "have") no golden: " + names(missing)
                    + " (record \(missing.count == 1 ? "it" : "them") with flipbook record)")
        }
        guard !parts.isEmpty else { return nil }
        let message = parts.joined(separator: "; ")
        return failed.isEmpty ? .coded("FB-VERIFY-MISSING", message) : .verificationFailed(message)
    }

    /// A scene's error, prefixed with its path unless the message already
    /// names the scene's file (scene errors say `file: ...` or `at file:line:col`).
    package static func errorLine(_ outcome: GoldenOutcome) -> String {
        let file = URL(fileURLWithPath: outcome.scene.path).lastPathComponent
        if outcome.message.hasPrefix(file + ": ") || outcome.message.contains(" at \(file):") { return outcome.message }
        return "\(outcome.scene.path): \(outcome.message)"
    }

    /// One scene's lines: the status, then for a failure the whole message (report and record command included).
    package static func line(_ outcome: GoldenOutcome) -> String {
        let frames = outcome.frameCount > 0 ? " (\(outcome.sampledFrames.count) of \(outcome.frameCount) frames)" : ""
        let head = outcome.status.label.padding(toLength: 11, withPad: " ", startingAt: 0) + outcome.scene.name + frames
        switch outcome.status {
        case .passed, .unchanged, .refreshed, .recorded:
            return head
        case .skipped:
            return head + " (inputs unchanged since the golden was recorded)"
        case .rerecorded:
            return head + (outcome.report.map { "\n  differences: \($0.path)" } ?? "")
        case .failed, .missing, .error:
            var text = outcome.message
            if let candidate = outcome.candidate, let command = outcome.candidateCommand {
                text += "\nCandidate (what verify rendered): \(candidate.path)\nOr promote it without rendering again: \(command)"
            }
            return head + "\n"
                + text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "  " + $0 }.joined(separator: "\n")
        }
    }
}

extension GoldenOutcome.Status {
    package static let allOrdered: [Self] = [
        .passed, .skipped, .unchanged, .refreshed, .recorded, .rerecorded, .failed, .missing, .error,
    ]

    /// The word printed before the scene's name.
    package var label: String {
        switch self {
        case .passed: "ok"
        case .failed: "FAILED"
        case .missing: "MISSING"
        case .recorded: "recorded"
        case .rerecorded: "rerecorded"
        case .unchanged: "unchanged"
        case .refreshed: "refreshed"
        case .skipped: "skipped"
        case .error: "ERROR"
        }
    }
}
