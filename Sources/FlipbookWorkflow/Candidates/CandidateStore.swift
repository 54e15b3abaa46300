import Flipbook
import FlipbookCairo
import FlipbookTestingCore
import Foundation

/// The candidates folder: one folder per failing scene, `CANDIDATES/<scene>/`
/// with `candidate.json`, `golden/` (manifest.json, trace.txt and the sampled
/// frames, exactly as `flipbook record` would write the golden), and `diffs/`
/// (the diff picture of each failing frame, and trace.diff).
///
/// `verify` replaces a scene's candidate when the scene fails and removes it
/// when the scene passes, so a candidate is always from the last check.
package struct CandidateStore {
    /// The candidates folder (absolute).
    package let folder: URL

    /// The folder of `scene`'s candidate.
    package func folder(of scene: String) -> URL { folder.appendingPathComponent(scene) }

    /// Removes `scene`'s candidate, if any (it no longer fails, or is replaced).
    /// - Throws: ``FilmError`` when it exists and cannot be removed.
    package func remove(_ scene: String) throws {
        let url = folder(of: scene)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do { try FileManager.default.removeItem(at: url) } catch {
            throw FilmError(
                path: url.path,
                reason: "the old candidate cannot be removed: "
                    + (FilmError.posixCode(of: error).map(FilmError.text) ?? "\(error)"))
        }
    }

    /// Keeps what verify rendered for a failing `scene`: writes the golden files
    /// of `film` (sampled by `sampling`, with `manifest` as the manifest strategy)
    /// into a staging folder, copies the diff pictures of `verification`, writes
    /// candidate.json last, then renames the staging folder into place.
    /// - Returns: the candidate's folder.
    /// - Throws: ``FilmError`` when a file cannot be written.
    @MainActor
    package func keep(
        film: Film, scene: GoldenScene, sampling: FrameSampling, manifest: Snapshotting<Film, FilmManifest>,
        verification: FilmstripVerification, status: String, goldens: URL
    ) throws -> URL {
        try FilmError.createFolder(folder, what: "the candidates folder")
        let staging = folder.appendingPathComponent(".staging-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FilmError.createFolder(staging, what: "the candidate's folder")
        defer { try? FileManager.default.removeItem(at: staging) }

        // The golden files, written as record writes them (exact, with the trace).
        var strategy = FilmstripStrategy.standard(sampling: sampling, tolerance: .exact)
        strategy.manifest = manifest
        // Record mode `all` writes every golden file and never compares, so no artifact is written.
        let check = FilmstripCheck(
            goldens: staging, record: .all, artifacts: staging, reporter: "flipbook-verify",
            acceptCommand: "flipbook accept")
        let written = verifyFilmstrip(
            film, named: CandidateLayout.goldenFolder, check: check, sampling: sampling,
            tolerance: .exact, strategy: strategy)
        for problem in written.problems {
            if case .fileSystem(let error) = problem { throw error }
            throw FilmError(path: staging.path, reason: "the candidate cannot be written: \(problem)")
        }
        let golden = staging.appendingPathComponent(CandidateLayout.goldenFolder)
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: golden.path) {
            files[name] = CandidateLayout.hash(
                try FilmError.read(golden.appendingPathComponent(name), what: "the candidate file"))
        }

        // The diff pictures and the trace diff of the failure report, when there is one.
        if let artifacts = verification.artifactsFolder {
            let diffs = staging.appendingPathComponent(CandidateLayout.diffsFolder)
            try FilmError.createFolder(diffs, what: "the candidate's diffs folder")
            let frames = artifacts.appendingPathComponent("frames")
            let pictures = ((try? FileManager.default.contentsOfDirectory(atPath: frames.path)) ?? []).filter {
                $0.hasSuffix("-diff.png")
            }
            for name in pictures {
                try FilmError.save(
                    try FilmError.read(frames.appendingPathComponent(name)), to: diffs.appendingPathComponent(name),
                    what: "the diff picture")
            }
            let traceDiff = artifacts.appendingPathComponent("trace.diff")
            if FileManager.default.fileExists(atPath: traceDiff.path) {
                try FilmError.save(
                    try FilmError.read(traceDiff), to: diffs.appendingPathComponent("trace.diff"), what: "the trace diff")
            }
        }

        let goldenManifest = goldens.appendingPathComponent(scene.name).appendingPathComponent("manifest.json")
        // candidate.json: the golden's manifest with what the candidate belongs to.
        var candidate = try FilmManifest.read(from: golden.appendingPathComponent("manifest.json"))
        candidate.candidate = FilmManifest.Candidate(
            scene: scene.name, scenePath: URL(fileURLWithPath: scene.path).standardizedFileURL.path,
            sceneHash: CandidateLayout.hash(try FilmError.read(URL(fileURLWithPath: scene.path), what: "the scene file")),
            goldens: goldens.path,
            goldenManifestHash: (try? Data(contentsOf: goldenManifest)).map(CandidateLayout.hash),
            status: status, failingFrames: verification.frames.filter { !$0.passed }.map(\.index), files: files,
            flipbookVersion: FlipbookVersion.current, report: verification.reportURL?.path)
        try FilmError.save(
            try candidate.encoded(), to: staging.appendingPathComponent(CandidateLayout.fileName),
            what: "the candidate's manifest")

        try remove(scene.name)
        let target = folder(of: scene.name)
        do { try FileManager.default.moveItem(at: staging, to: target) } catch {
            throw FilmError(
                path: target.path,
                reason: "the candidate cannot be put in place: "
                    + (FilmError.posixCode(of: error).map(FilmError.text) ?? "\(error)"))
        }
        return target
    }

    package init(folder: URL) {
        self.folder = folder
    }
}

extension CandidateStore {
    /// The candidates folder: `candidates` when given, else
    /// `ARTIFACTS/flipbook-candidates` with ARTIFACTS as `artifacts`, else
    /// `$FLIPBOOK_ARTIFACTS`, else `.build/flipbook-artifacts`; relative paths from the current folder.
    package static func root(
        candidates: String?, artifacts: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let candidates { return URL(fileURLWithPath: candidates).standardizedFileURL }
        let base = artifacts ?? environment["FLIPBOOK_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? ".build/flipbook-artifacts"
        return URL(fileURLWithPath: base).appendingPathComponent("flipbook-candidates").standardizedFileURL
    }
}
