import Flipbook
import FlipbookAnimators
import FlipbookCairo
import FlipbookScene
import FlipbookTestingCore
import Foundation

/// Runs scenes and checks their films against goldens with
/// `verifyFilmstrip` (manifest first, then the trace and the sampled frames).
/// In record mode `.failed` it rewrites goldens that are missing or differ;
/// in `.never` it only reads them.
@MainActor
package struct GoldenChecker {
    package let registry: AnimatorRegistry
    package let goldens: URL
    /// The frames pinned as pictures; nil: as each golden was recorded
    /// (``recordedSampling(of:film:)``), ``GoldenOptions/defaultSampling`` for a missing golden.
    package let sampling: FrameSampling?
    package let tolerance: FilmTolerance
    /// `.never` (verify) or `.failed` (record).
    package let mode: RecordMode
    package let artifacts: URL
    /// The command that records a scene, by its path and the sampling its check used.
    package let recordCommand: (String, FrameSampling) -> String
    /// verify: where candidates of failing scenes are kept; nil for record.
    package var candidates: CandidateStore?
    /// The command that accepts a scene's candidate, by the scene's path.
    package var candidateCommand: (String) -> String = { _ in "" }

    /// Each scene's input fingerprint, by name, stored in the manifests written.
    package var fingerprints: [String: InputFingerprint] = [:]

    /// The manifest strategy: the film's manifest with the frames `sampling`
    /// picks and `scene`'s input fingerprint.
    package func manifestStrategy(sampling: FrameSampling, scene: GoldenScene) -> Snapshotting<Film, FilmManifest> {
        let base = Snapshotting<Film, FilmManifest>.manifest(sampling: sampling)
        guard let inputs = fingerprints[scene.name] else { return base }
        return Snapshotting(pathExtension: base.pathExtension, diffing: base.diffing) { film in
            var manifest = try base.snapshot(film)
            manifest.inputs = inputs
            return manifest
        }
    }

    /// The standard strategy, with at most 12 trace-diff lines in the
    /// printed message (the report holds the whole diff).
    package func strategy(sampling: FrameSampling, scene: GoldenScene) -> FilmstripStrategy {
        var strategy = FilmstripStrategy.standard(sampling: sampling, tolerance: tolerance)
        strategy.manifest = manifestStrategy(sampling: sampling, scene: scene)
        if strategy.trace != nil {
            strategy.trace = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines(messageLines: 12))
                .pullback { FilmTrace.text(for: $0) }
        }
        return strategy
    }

    /// Checks (or records) `scene`'s golden: runs the scene, or takes `film`
    /// when the caller already ran it (the gallery renders each scene once).
    package func check(_ scene: GoldenScene, film: Film? = nil) -> GoldenOutcome {
        // record writes the golden holding the goldens lock; verify reads it (and keeps
        // the candidate with the golden's hash) holding the lock shared.
        let lock: GoldenLock?
        do {
            lock = try GoldenLock.acquire(goldens, exclusive: mode != .never, golden: goldens.appendingPathComponent(scene.name))
        } catch {
            var outcome = GoldenOutcome(scene: scene, status: .error)
            outcome.error = error
            outcome.message = "\(ErrorCatalogue.userError(for: error).message)"
            return outcome
        }
        defer { lock?.release() }
        var outcome = checkFilm(scene, film: film)
        guard let candidates else { return outcome }
        // verify: keep what was rendered for a failing scene; drop an older candidate of any other.
        do {
            if outcome.status == .failed || outcome.status == .missing, let film = outcome.film,
                let verification = outcome.verification
            {
                outcome.candidate = try candidates.keep(
                    film: film, scene: scene, sampling: outcome.usedSampling ?? GoldenRequest.defaultSampling,
                    manifest: manifestStrategy(sampling: outcome.usedSampling ?? GoldenRequest.defaultSampling, scene: scene),
                    verification: verification, status: outcome.status.rawValue, goldens: goldens)
                outcome.candidateCommand = candidateCommand(scene.path)
            } else {
                try candidates.remove(scene.name)
            }
        } catch {
            outcome.status = .error
            outcome.error = error
            outcome.message = "\(error)"
        }
        outcome.film = nil
        outcome.verification = nil
        return outcome
    }

    /// The outcome of a scene `verify --changed-only` does not render: its
    /// golden's frame counts, the reason, and no candidate (an older one is removed).
    package func skip(_ scene: GoldenScene, reason: String) -> GoldenOutcome {
        var outcome = GoldenOutcome(scene: scene, status: .skipped)
        outcome.message = reason
        let url = goldens.appendingPathComponent(scene.name).appendingPathComponent("manifest.json")
        if let data = try? Data(contentsOf: url), let manifest = try? Diffing<FilmManifest>.manifest.fromData(data) {
            outcome.frameCount = manifest.frameCount
            outcome.sampledFrames = manifest.sampledFrames
            outcome.sampling = FrameSampling(manifest.sampling ?? "").map(GoldenRequest.sampleText)
        }
        do { try candidates?.remove(scene.name) } catch {
            outcome.status = .error
            outcome.error = error
            outcome.message = "\(error)"
        }
        return outcome
    }

    private func checkFilm(_ scene: GoldenScene, film given: Film?) -> GoldenOutcome {
        var outcome = GoldenOutcome(scene: scene, status: .error)
        let film: Film
        do {
            let runner = SceneRunner(
                document: scene.document, registry: registry,
                fileName: URL(fileURLWithPath: scene.path).lastPathComponent)
            film = try given ?? runner.run().film
        } catch {
            outcome.message = "\(error)"
            outcome.error = error
            return outcome
        }
        outcome.frameCount = film.frames.count
        let existed = FileManager.default.fileExists(
            atPath: goldens.appendingPathComponent(scene.name)
                .appendingPathComponent("manifest.json").path)
        let tool = mode == .never ? "verify" : "record"
        let sampling = self.sampling ?? recordedSampling(of: scene, film: film)
        let command = recordCommand(scene.path, sampling)
        // Failure artifacts go to ARTIFACTS/flipbook-verify/NAME/ (flipbook-record for record).
        let check = FilmstripCheck(
            goldens: goldens, record: mode, artifacts: artifacts.appendingPathComponent("flipbook-" + tool),
            reporter: "flipbook-" + tool, acceptCommand: command)
        let verification = verifyFilmstrip(
            film, named: scene.name, check: check, sampling: sampling, tolerance: tolerance,
            strategy: strategy(sampling: sampling, scene: scene))
        outcome.decodedGoldenFrames = verification.decodedGoldenFrames
        outcome.usedSampling = sampling
        if mode == .never, verification.outcome == .failed {
            outcome.film = film
            outcome.verification = verification
        }
        outcome.sampledFrames = (try? sampling.indices(in: film)) ?? []
        outcome.sampling = GoldenRequest.sampleText(sampling)
        outcome.failingFrames = verification.frames.filter { !$0.passed }.map(\.index)
        outcome.report = verification.reportURL
        outcome.contactSheet = verification.contactSheetURL
        outcome.message = verification.message
        // A golden or an artifact that cannot be written is a file-system error (FB-FS-*), with its own words.
        for problem in verification.problems {
            guard case .fileSystem(let error) = problem else { continue }
            outcome.status = .error
            outcome.error = error
            outcome.message = error.description
            return outcome
        }
        if verification.problems.contains(where: { if case .configuration = $0 { true } else { false } }) {
            outcome.status = .error
            return outcome
        }
        switch (verification.outcome, mode) {
        case (.passed, .never): outcome.status = .passed
        case (.passed, _): outcome.status = verification.refreshedManifest ? .refreshed : .unchanged
        case (.recorded, _): outcome.status = existed ? .rerecorded : .recorded
        case (.failed, .never):
            let missing = verification.problems.contains { if case .goldenMissing = $0 { true } else { false } }
            outcome.status = missing ? .missing : .failed
            outcome.acceptCommand = command
        case (.failed, _): outcome.status = .error
        }
        return outcome
    }

    /// The sampling `scene`'s golden was recorded with (its manifest's; for a
    /// golden from before the manifest stored it, the default sampling, `all`
    /// or N evenly spaced when one of them picks the golden's frames, else
    /// those frames). Frame indices past the end of `film` are left out (the
    /// manifest comparison reports the new frame count). The default sampling
    /// when there is no readable golden.
    package func recordedSampling(of scene: GoldenScene, film: Film) -> FrameSampling {
        let url = goldens.appendingPathComponent(scene.name).appendingPathComponent("manifest.json")
        guard let data = try? Data(contentsOf: url),
            let manifest = try? Diffing<FilmManifest>.manifest.fromData(data)
        else { return GoldenRequest.defaultSampling }
        let recorded = manifest.recordedSampling(candidates: [
            GoldenRequest.defaultSampling, .all, .evenly(manifest.sampledFrames.count),
        ])
        if case .indices(let list) = recorded {
            let inside = list.filter { $0 < film.frames.count }
            return inside.isEmpty ? GoldenRequest.defaultSampling : .indices(inside)
        }
        return recorded
    }

    package init(
        registry: AnimatorRegistry, goldens: URL, sampling: FrameSampling? = nil, tolerance: FilmTolerance, mode: RecordMode,
        artifacts: URL, recordCommand: @escaping (String, FrameSampling) -> String, candidates: CandidateStore? = nil,
        candidateCommand: @escaping (String) -> String = { _ in "" }, fingerprints: [String: InputFingerprint] = [:]
    ) {
        self.candidateCommand = candidateCommand
        self.registry = registry
        self.goldens = goldens
        self.sampling = sampling
        self.tolerance = tolerance
        self.mode = mode
        self.artifacts = artifacts
        self.recordCommand = recordCommand
        self.candidates = candidates
        self.fingerprints = fingerprints
    }
}
