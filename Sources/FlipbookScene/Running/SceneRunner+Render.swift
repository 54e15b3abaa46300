import Flipbook
import FlipbookCairo
import Foundation

extension SceneRunner {
    /// Runs the scene and writes `outputs` (the document's by default) into `folder`.
    ///
    /// Frames stream to a `FilmExporter` (memory stays bounded); a frame
    /// selection by percent first runs the scene without drawing to learn
    /// each frame's percent. Everything is written in a hidden staging folder
    /// inside `folder`, then renamed to its final name, so no half-written
    /// file is left under a final name; the manifest names the final files.
    /// - Throws: ``FilmError`` when the folder cannot be made or written, and
    ///   what ``run(sink:)`` throws.
    @discardableResult
    public func render(to folder: URL, outputs: SceneOutputs? = nil, options: SceneRenderOptions = SceneRenderOptions()) throws
        -> SceneRenderResult {
        let outputs = outputs ?? document.outputs
        var film = FilmOutput()
        film.concurrency = options.concurrency
        film.encoder = options.encoder
        film.writesFrames = outputs.frames != nil
        switch outputs.frames {
        case nil, .all?: film.frameSelection = nil
        case let .indices(ranges)?:
            let limit = SceneLimits.maximumFrameCount
            film.frameSelection = Array(Set(ranges.flatMap { r in r.lowerBound < limit ? Array(r.lowerBound...min(r.upperBound, limit)) : [] })).sorted()
        case let .percents(targets)?:
            let states = try run(sink: StateOnlySink()).states
            film.frameSelection = Self.nearestFrames(to: targets, in: states)
        }
        film.filmstrip = outputs.filmstrip.map {
            FilmstripOptions(columns: $0.columns, samples: $0.sampleCount, thumbnailWidth: options.filmstripThumbnailWidth,
                             scale: options.filmstripScale)
        }
        film.animatedPNG = outputs.animatedPNG.map { _ in AnimatedPNGOptions(maxWidth: options.animatedPNGMaxWidth) }
        film.writesTrace = outputs.trace != nil
        film.writesManifest = false

        try Self.prepare(folder)
        let staging = folder.appendingPathComponent(".flipbook-staging-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        defer { try? FileManager.default.removeItem(at: staging) }
        let exporter = try FilmExporter(folder: staging, output: film, fps: document.canvas.fps)
        let sink = ProgressSink(exporter, progress: options.progress)
        let result = try run(sink: sink)
        var manifest = try exporter.finish()

        // Move each file to its final name.
        var files: [String] = []
        func move(_ name: String, to final: String) throws {
            let from = staging.appendingPathComponent(name), to = folder.appendingPathComponent(final)
            do {
                if FileManager.default.fileExists(atPath: to.path) { try FileManager.default.removeItem(at: to) }
                try FileManager.default.moveItem(at: from, to: to)
            } catch {
                throw FilmError(path: to.path, reason: "the file cannot be moved into place (\(error.localizedDescription))")
            }
            files.append(final)
        }
        for i in manifest.frames.indices {
            guard let name = manifest.frames[i].file else { continue }
            let final = outputs.framePrefix + name.dropFirst("frame-".count)
            try move(name, to: final)
            manifest.frames[i].file = final
        }
        if let name = manifest.files.filmstrip, let final = outputs.filmstrip?.name {
            try move(name, to: final)
            manifest.files.filmstrip = final
        }
        if let name = manifest.files.animatedPNG, let final = outputs.animatedPNG {
            try move(name, to: final)
            manifest.files.animatedPNG = final
        }
        if let name = manifest.files.trace, let final = outputs.trace {
            try move(name, to: final)
            manifest.files.trace = final
        }
        if let name = outputs.manifest {
            let url = folder.appendingPathComponent(name)
            do { try manifest.encoded().write(to: url, options: .atomic) } catch {
                throw FilmError(path: url.path, reason: "the manifest cannot be written (\(error.localizedDescription))")
            }
            files.append(name)
        }
        return SceneRenderResult(manifest: manifest, files: files, completed: result.completed)
    }

    /// For each target percent, the first frame whose percent is nearest to it; sorted, without repeats.
    static func nearestFrames(to targets: [Double], in states: [FilmFrameState]) -> [Int] {
        var chosen = Set<Int>()
        for target in targets {
            var best: (index: Int, distance: Double)?
            for (i, s) in states.enumerated() {
                guard let p = s.percentComplete else { continue }
                let d = abs(p - target)
                if best == nil || d < best!.distance - 1e-12 { best = (i, d) }
            }
            if let best { chosen.insert(best.index) }
        }
        return chosen.sorted()
    }

    /// Creates `folder` when missing; refuses a file or a folder that cannot be written.
    static func prepare(_ folder: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw FilmError(path: folder.path, reason: "the output folder is a file; choose a folder") }
        } else {
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                throw FilmError(path: folder.path, reason: "the output folder cannot be created (\(error.localizedDescription))")
            }
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw FilmError(path: folder.path, reason: "the output folder is not writable")
        }
    }
}

/// Drops frames: a run that only needs the states.
@MainActor
private final class StateOnlySink: FilmFrameSink {
    func receive(_ frame: FilmFrame) throws {}
}

/// Passes frames on and reports progress.
@MainActor
private final class ProgressSink: FilmFrameSink {
    let next: any FilmFrameSink
    let progress: (@MainActor (Int) -> Void)?
    var count = 0

    init(_ next: any FilmFrameSink, progress: (@MainActor (Int) -> Void)?) { self.next = next; self.progress = progress }

    func receive(_ frame: FilmFrame) throws {
        try next.receive(frame)
        count += 1
        progress?(count)
    }
}
