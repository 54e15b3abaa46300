import FlipbookCairo
import Foundation

/// Replaces the golden files of several scenes with their candidates' as one
/// change: every new file is first copied into a work folder inside the
/// goldens folder (same file system, so each move is a rename), then each
/// scene's old golden files are moved aside and the new ones moved in, the
/// manifest last. On any error every move done so far is undone, so the
/// goldens are as they were; the work folder is removed at the end (or, when
/// the process is told to stop, by ``FileWriteGate``, which waits for the swap).
/// Files of a golden folder that are not golden files are never touched.
struct GoldenPromotion {
    /// The goldens folder (absolute).
    let goldens: URL

    /// One move done, to undo on failure.
    private enum Step {
        case createdFolder(URL)
        case moved(from: URL, to: URL)
    }

    /// Promotes `candidates`.
    /// - Throws: ``FilmError`` (a file-system catalogue code) when a file
    ///   cannot be copied or moved; the goldens are then unchanged.
    func promote(_ candidates: [CheckedCandidate]) throws {
        let createdGoldens = !FileManager.default.fileExists(atPath: goldens.path)
        try FilmError.createFolder(goldens, what: "the goldens folder")
        let work = goldens.appendingPathComponent(".flipbook-accept-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: work)
            if createdGoldens, (try? FileManager.default.contentsOfDirectory(atPath: goldens.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: goldens)
            }
        }
        try FilmError.createFolder(work, what: "the work folder")
        // Removed with its contents if the process is told to stop meanwhile.
        FileWriteGate.shared.hold(work.path)
        defer { FileWriteGate.shared.release(work.path) }

        // Stage: copies of the new files, so nothing can fail half-way through reading a candidate.
        for candidate in candidates {
            let staged = work.appendingPathComponent("new").appendingPathComponent(candidate.manifest.scene)
            try FilmError.createFolder(staged, what: "the work folder")
            for name in candidate.files {
                let data = try FilmError.read(candidate.golden.appendingPathComponent(name), what: "the candidate file")
                guard CandidateManifest.hash(data) == candidate.manifest.files[name] else {
                    throw CLIError.coded("FB-ACCEPT-CORRUPT", "the candidate of '\(candidate.manifest.scene)' changed while it was "
                                            + "being accepted (golden/\(name)); run flipbook verify again")
                }
                try FilmError.save(data, to: staged.appendingPathComponent(name), what: "the staged golden file")
            }
        }

        // Swap, undoing everything on the first failure. The swap is one write of the
        // process's gate: a stop (SIGINT, SIGTERM) waits for it, undone or finished.
        guard let ticket = FileWriteGate.shared.begin() else { throw FilmError(path: goldens.path, reason: FilmError.stoppingText) }
        defer { FileWriteGate.shared.end(ticket) }
        var done: [Step] = []
        do {
            for candidate in candidates {
                let scene = candidate.manifest.scene
                let folder = goldens.appendingPathComponent(scene)
                if !FileManager.default.fileExists(atPath: folder.path) {
                    try FilmError.createFolder(folder, what: "the golden's folder")
                    done.append(.createdFolder(folder))
                } else {
                    try FilmError.createFolder(folder, what: "the golden's folder")
                }
                let old = work.appendingPathComponent("old").appendingPathComponent(scene)
                try FilmError.createFolder(old, what: "the work folder")
                let existing = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter(GoldenFiles.isGoldenFile)
                for name in existing.sorted() {
                    try move(folder.appendingPathComponent(name), to: old.appendingPathComponent(name))
                    done.append(.moved(from: folder.appendingPathComponent(name), to: old.appendingPathComponent(name)))
                }
                let staged = work.appendingPathComponent("new").appendingPathComponent(scene)
                for name in candidate.files.filter({ $0 != "manifest.json" }) + ["manifest.json"] {
                    try move(staged.appendingPathComponent(name), to: folder.appendingPathComponent(name))
                    done.append(.moved(from: staged.appendingPathComponent(name), to: folder.appendingPathComponent(name)))
                }
            }
        } catch {
            for step in done.reversed() {
                switch step {
                case .moved(let from, let to): try? FileManager.default.moveItem(at: to, to: from)
                case .createdFolder(let folder): try? FileManager.default.removeItem(at: folder)
                }
            }
            throw error
        }
    }

    private func move(_ source: URL, to target: URL) throws {
        do { try FileManager.default.moveItem(at: source, to: target) } catch {
            throw FilmError(path: target.path, reason: "the golden file cannot be moved into place: "
                                + (FilmError.posixCode(of: error).map(FilmError.text) ?? "\(error)"))
        }
    }
}
