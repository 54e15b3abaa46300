import FlipbookCairo
import FlipbookTestingCore
import Foundation

/// One sampled frame of a scene under review, as the review page shows it.
package struct ReviewFrame: Codable, Equatable, Sendable {
    /// The frame's index in the film.
    package var index: Int
    /// Its golden file name, `frame-NNNN.png`.
    package var file: String
    /// Whether verify found it different from the golden.
    package var failing: Bool
    /// Whether the golden has this frame (a missing golden has none).
    package var expected: Bool
    /// Whether the candidate kept a diff picture of it (`diffs/frame-NNNN-diff.png`).
    package var diff: Bool

    package init(index: Int, file: String, failing: Bool, expected: Bool, diff: Bool) {
        self.index = index
        self.file = file
        self.failing = failing
        self.expected = expected
        self.diff = diff
    }
}

/// One scene with a candidate, as the review page lists it.
package struct ReviewScene: Codable, Equatable, Sendable {
    /// The scene's name: its golden's and its candidate's folder name.
    package var name: String
    /// `failed` (the golden differs) or `missing` (there was no golden).
    package var status: String
    /// The scene file the candidate was rendered from.
    package var scenePath: String
    /// The sampled frames, in order.
    package var frames: [ReviewFrame]
    /// The trace diff verify kept, when the trace changed.
    package var traceDiff: String?

    package init(name: String, status: String, scenePath: String, frames: [ReviewFrame], traceDiff: String? = nil) {
        self.name = name
        self.status = status
        self.scenePath = scenePath
        self.frames = frames
        self.traceDiff = traceDiff
    }
}

/// What `flipbook review` serves and changes: the candidates of one
/// candidates folder against one goldens folder. Approve goes through
/// ``CandidateAcceptance`` (the code of `flipbook accept`, no rendering);
/// Reject removes the candidate. Changes are serialized, one at a time.
package final class ReviewSession: @unchecked Sendable {
    package let store: CandidateStore
    package let loader: CandidateLoader
    private let lock = NSLock()

    /// A session over `candidates` (a candidates folder) and `goldens` (absolute).

    package init(candidates: URL, goldens: URL) {
        store = CandidateStore(folder: candidates)
        loader = CandidateLoader(store: store, goldens: goldens)
    }

    /// Whether `name` could be a scene's name (no path, no dot first): anything
    /// else is refused before it reaches the file system.
    package static func isSceneName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\") && !name.contains("\0")
            && name.utf8.count <= 255
    }

    /// Whether `name` is a sampled frame's file name (`frame-NNNN.png`), or with
    /// `diff`, a diff picture's (`frame-NNNN-diff.png`).
    package static func isFrameFile(_ name: String, diff: Bool) -> Bool {
        let suffix = diff ? "-diff.png" : ".png"
        guard name.hasPrefix("frame-"), name.hasSuffix(suffix) else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(suffix.count)
        return !digits.isEmpty && digits.count <= 8 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The scenes that have a candidate now, sorted by name. A candidate
    /// whose manifest cannot be read is listed with no frames (Approve then
    /// reports why it is damaged).
    package func scenes() -> [ReviewScene] {
        lock.lock()
        defer { lock.unlock() }
        return loader.names().map(scene)
    }

    private func scene(_ name: String) -> ReviewScene {
        let folder = store.folder(of: name)
        let candidate = (try? Data(contentsOf: folder.appendingPathComponent(CandidateLayout.fileName)))
            .flatMap { try? JSONDecoder().decode(FilmManifest.self, from: $0) }?.candidate
        let golden = loader.goldens.appendingPathComponent(name)
        var frames: [ReviewFrame] = []
        if let data = try? Data(
            contentsOf: folder.appendingPathComponent(CandidateLayout.goldenFolder).appendingPathComponent("manifest.json")),
            let filmstrip = try? Diffing<FilmManifest>.manifest.fromData(data)
        {
            let failing = Set(candidate?.failingFrames ?? [])
            for index in filmstrip.sampledFrames {
                let file = filmstrip.fileName(ofFrame: index)
                let diffName = (file as NSString).deletingPathExtension + "-diff.png"
                frames.append(
                    ReviewFrame(
                        index: index, file: file, failing: failing.contains(index),
                        expected: FileManager.default.fileExists(atPath: golden.appendingPathComponent(file).path),
                        diff: FileManager.default.fileExists(
                            atPath: folder.appendingPathComponent(CandidateLayout.diffsFolder)
                                .appendingPathComponent(diffName).path)))
            }
        }
        let traceDiff =
            (try? Data(
                contentsOf: folder.appendingPathComponent(CandidateLayout.diffsFolder)
                    .appendingPathComponent("trace.diff"))).map { String(decoding: $0.prefix(65_536), as: UTF8.self) }
        return ReviewScene(
            name: name, status: candidate?.status ?? "damaged", scenePath: candidate?.scenePath ?? "",
            frames: frames, traceDiff: traceDiff)
    }

    /// Which picture of a scene's frame to read.
    package enum Picture: String, Sendable {
        /// The golden's frame.
        case expected
        /// The candidate's frame.
        case actual
        /// The diff picture verify kept.
        case diff
    }

    /// The bytes of a picture, or nil when there is none (or the names are not
    /// a scene's and a frame file's).
    package func picture(_ kind: Picture, scene: String, file: String) -> Data? {
        guard Self.isSceneName(scene), Self.isFrameFile(file, diff: kind == .diff) else { return nil }
        let url: URL
        switch kind {
        case .expected: url = loader.goldens.appendingPathComponent(scene).appendingPathComponent(file)
        case .actual:
            url = store.folder(of: scene).appendingPathComponent(CandidateLayout.goldenFolder).appendingPathComponent(file)
        case .diff: url = store.folder(of: scene).appendingPathComponent(CandidateLayout.diffsFolder).appendingPathComponent(file)
        }
        // Never through a symbolic link out of the goldens or the candidates folder.
        let root = kind == .expected ? loader.goldens : store.folder
        guard Self.isInside(url, root) else { return nil }
        return try? Data(contentsOf: url)
    }

    /// Whether `url`, with every symbolic link resolved, is inside `root` (links resolved too).
    package static func isInside(_ url: URL, _ root: URL) -> Bool {
        guard let file = realpath(url.path, nil) else { return false }
        defer { free(file) }
        guard let folder = realpath(root.path, nil) else { return false }
        defer { free(folder) }
        let filePath = String(cString: file)
        let folderPath = String(cString: folder)
        return filePath.hasPrefix(folderPath.hasSuffix("/") ? folderPath : folderPath + "/")
    }

    /// Approves `scene`: promotes its candidate to the golden exactly as
    /// `flipbook accept NAME` does (checked against the scene file the
    /// candidate recorded), then removes the candidate.
    /// - Returns: the golden files written.
    /// - Throws: the catalogue errors of `flipbook accept`; nothing changes then.
    package func approve(_ scene: String) throws -> [String] {
        guard Self.isSceneName(scene) else { throw CLIError.coded("FB-ACCEPT-NO-CANDIDATE", "'\(scene)' is not a scene name") }
        lock.lock()
        defer { lock.unlock() }
        let (accepted, _) = try CandidateAcceptance(loader: loader).accept([(scene, nil)])
        return accepted.first?.files ?? []
    }

    /// Rejects `scene`: removes its candidate; the goldens do not change.
    /// - Throws: `FB-ACCEPT-NO-CANDIDATE` when it has none, a file-system
    ///   error when it cannot be removed.
    package func reject(_ scene: String) throws {
        guard Self.isSceneName(scene) else { throw CLIError.coded("FB-ACCEPT-NO-CANDIDATE", "'\(scene)' is not a scene name") }
        lock.lock()
        defer { lock.unlock() }
        guard loader.names().contains(scene) else {
            throw CLIError.coded("FB-ACCEPT-NO-CANDIDATE", "no candidate for scene '\(scene)' in \(store.folder.path)")
        }
        try store.remove(scene)
    }
}
