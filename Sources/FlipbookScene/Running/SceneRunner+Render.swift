import Flipbook
import FlipbookCairo
import Foundation

extension SceneRunner {
    /// Runs the scene once and writes `outputs` (the document's by default) into `folder`.
    ///
    /// Frames stream to a `FilmExporter` (memory stays bounded), which writes
    /// every file under its final name (the scene's frame prefix and output
    /// names) in a hidden staging folder inside `folder` (``StagingFolder``:
    /// staging folders of renders that ended without cleaning up are removed
    /// first, and only when they are render's, custom names included), and the
    /// manifest once, naming those files. A frame selection by percent is made
    /// while the film streams (the first frame nearest each percent; the
    /// chosen frames are drawn when it ends); one by index is checked against
    /// the film's length when it ends, before anything reaches `folder`.
    /// Only a complete film is moved out of the staging folder, each file by
    /// one rename, the manifest last, so no half-written file is ever under a
    /// final name and a failed run changes nothing in `folder`.
    /// The folder is render's own (``OutputFolder``): frame files of an earlier
    /// render that this one does not write are removed, and an entry in the
    /// way that render did not write (a folder named like a frame) is an error.
    /// - Throws: ``FilmError`` when the folder cannot be made or written, and
    ///   what ``run(sink:)`` throws; ``FrameSelectionError`` when a frame
    ///   selection names frames past the film's end or selects none.
    @discardableResult
    public func render(to folder: URL, outputs: SceneOutputs? = nil, options: SceneRenderOptions = SceneRenderOptions()) throws
        -> SceneRenderResult
    {
        let outputs = outputs ?? document.outputs
        var film = FilmOutput()
        film.concurrency = options.concurrency
        film.encoder = options.encoder
        film.writesFrames = outputs.frames != nil
        film.names = Self.fileNames(of: outputs)
        switch outputs.frames {
        case nil, .all?: film.frameSelection = nil
        case let .indices(ranges)?: film.frameSelection = Array(Set(ranges.flatMap { Array($0) })).sorted()
        case let .percents(targets)?: film.framePercents = targets
        }
        film.filmstrip = outputs.filmstrip.map {
            FilmstripOptions(
                columns: $0.columns, samples: $0.sampleCount, thumbnailWidth: options.filmstripThumbnailWidth,
                scale: options.filmstripScale)
        }
        film.animatedPNG = outputs.animatedPNG.map { _ in AnimatedPNGOptions(maxWidth: options.animatedPNGMaxWidth) }
        film.gif = outputs.gif.map { _ in GIFOptions(maxWidth: options.animatedPNGMaxWidth) }
        film.videos = [outputs.mp4.map { _ in VideoFormat.mp4 }, outputs.webm.map { _ in VideoFormat.webm }].compactMap { $0 }
        film.writesTrace = outputs.trace != nil
        film.writesManifest = outputs.manifest != nil

        try Self.prepare(folder)
        let owned = OutputFolder(url: folder, framePrefix: outputs.framePrefix)
        try owned.checkWritable(
            otherNames: [
                outputs.filmstrip?.name, outputs.animatedPNG, outputs.gif, outputs.mp4, outputs.webm, outputs.trace,
                outputs.manifest,
            ].compactMap { $0 })
        let earlierFrames = owned.framesOfEarlierManifest(named: outputs.manifest ?? "manifest.json")
        let stagingFolder = try StagingFolder.create(in: folder, names: film.names)
        defer { try? stagingFolder.remove() }
        let staging = stagingFolder.url
        let exporter = try FilmExporter(folder: staging, output: film, fps: document.canvas.fps)
        // Nothing in the staging folder is seen before the renames that publish it, and a
        // stop removes the folder: frame files need no rename of their own there.
        exporter.writesFramesAtomically = false
        let sink = ProgressSink(
            exporter, progress: options.progress, samplePercents: options.samplePercents ?? [],
            keepsFrames: options.keepsFilm)
        let result = try run(sink: sink, started: options.frameCount)
        let manifest = try exporter.finish()

        // The selection is checked against the film before anything leaves the staging folder.
        switch outputs.frames {
        case let .indices(ranges)?:
            if let beyond = ranges.first(where: { $0.upperBound >= manifest.frameCount }) {
                throw FrameSelectionError.beyondEnd(beyond, frameCount: manifest.frameCount, origin: options.selectionOrigin)
            }
        case .percents?:
            if !manifest.frames.contains(where: { $0.file != nil }) {
                throw FrameSelectionError.noPercent(frameCount: manifest.frameCount, origin: options.selectionOrigin)
            }
        case nil, .all?: break
        }

        // Every file is complete under its final name: move them out, frames first, the manifest last,
        // as one write of the process's gate, so a stop (SIGTERM) waits for all of them or comes before any.
        var files = manifest.frames.compactMap(\.file)
        files += [manifest.files.filmstrip, manifest.files.animatedPNG, manifest.files.gif].compactMap { $0 }
        files += (manifest.files.videos ?? []) + [manifest.files.trace].compactMap { $0 }
        if let name = outputs.manifest { files.append(name) }
        let gate = FileWriteGate.shared
        guard let ticket = gate.begin() else { throw FilmError(path: folder.path, reason: FilmError.stoppingText) }
        do {
            defer { gate.end(ticket) }
            let mover = try owned.mover(from: staging)
            for (i, name) in files.enumerated() {
                if name == outputs.manifest, i == files.count - 1, outputs.frames != nil || outputs.manifest != nil {
                    // Frame files of an earlier render that this one does not list go, before the manifest is placed.
                    try owned.removeStaleFrames(keeping: Set(manifest.frames.compactMap(\.file)), earlier: earlierFrames)
                }
                try mover.place(name)
                DebugPause.placed(count: i + 1, gate: gate)
            }
            // (A render that writes neither frames nor a manifest leaves frame files alone.)
            if outputs.manifest == nil, outputs.frames != nil {
                try owned.removeStaleFrames(keeping: Set(manifest.frames.compactMap(\.file)), earlier: earlierFrames)
            }
        }
        // Everything is in place: a staging folder left behind is an error, not a secret.
        try stagingFolder.remove()
        var rendered = SceneRenderResult(manifest: manifest, files: files, completed: result.completed)
        rendered.samples = sink.samples
        if options.keepsFilm { rendered.film = Film(fps: result.film.fps, frames: sink.frames) }
        return rendered
    }

    /// The names the film's files get: the scene's frame prefix and output names (defaults where it names none).
    static func fileNames(of outputs: SceneOutputs) -> FilmFileNames {
        var names = FilmFileNames()
        names.framePrefix = outputs.framePrefix
        if let name = outputs.filmstrip?.name { names.filmstrip = name }
        if let name = outputs.animatedPNG { names.animatedPNG = name }
        if let name = outputs.gif { names.gif = name }
        if let name = outputs.mp4 { names.mp4 = name }
        if let name = outputs.webm { names.webm = name }
        if let name = outputs.trace { names.trace = name }
        if let name = outputs.manifest { names.manifest = name }
        return names
    }

    /// Creates `folder` when missing; refuses a file or a folder that cannot be written.
    static func prepare(_ folder: URL) throws {
        try FilmError.createFolder(folder, what: "the output folder")
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw FilmError(path: folder.path, reason: "the output folder is not writable")
        }
    }
}

/// Passes frames on and reports progress.
@MainActor
private final class ProgressSink: FilmFrameSink {
    let next: any FilmFrameSink
    let progress: (@MainActor (Int) -> Void)?
    var count = 0
    /// The percents to keep a frame for, and the best frame so far for each.
    let samplePercents: [Double]
    private var kept: [(frame: FilmFrame, distance: Double)?]
    /// Whether every frame is kept (``frames``).
    let keepsFrames: Bool
    /// Every frame received, when ``keepsFrames``.
    private(set) var frames: [FilmFrame] = []

    init(_ next: any FilmFrameSink, progress: (@MainActor (Int) -> Void)?, samplePercents: [Double], keepsFrames: Bool = false) {
        self.next = next
        self.progress = progress
        self.samplePercents = samplePercents
        self.keepsFrames = keepsFrames
        kept = Array(repeating: nil, count: samplePercents.count)
    }

    /// The kept frames, one per sample percent that found one.
    var samples: [FilmFrame] { kept.compactMap { $0?.frame } }

    func receive(_ frame: FilmFrame) throws {
        try next.receive(frame)
        if keepsFrames { frames.append(frame) }
        count += 1
        keepIfSampled(frame)
        progress?(count)
        DebugPause.reached(.frames, count: count)
    }

    /// 0 keeps the first frame, 1 the last; others the first frame nearest by percent.
    private func keepIfSampled(_ frame: FilmFrame) {
        for (i, target) in samplePercents.enumerated() {
            if target <= 0 {
                if kept[i] == nil { kept[i] = (frame, 0) }
            } else if target >= 1 {
                kept[i] = (frame, 0)
            } else if let p = frame.percentComplete {
                let d = abs(p - target)
                if kept[i] == nil || d < kept[i]!.distance - 1e-12 { kept[i] = (frame, d) }
            }
        }
    }
}
