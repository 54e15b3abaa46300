import Flipbook
import FlipbookCairo
import Foundation

extension SceneRunner {
    /// Runs the scene and writes `outputs` (the document's by default) into `folder`.
    ///
    /// Frames stream to a `FilmExporter` (memory stays bounded); a frame
    /// selection by percent first runs the scene without drawing to learn
    /// each frame's percent. Everything is written in a hidden staging folder
    /// inside `folder` (``StagingFolder``: staging folders of renders that
    /// ended without cleaning up are removed first, and only when they are
    /// render's), then renamed to its final name, so no half-written file is
    /// left under a final name; the manifest names the final files.
    /// The folder is render's own (``OutputFolder``): frame files of an earlier
    /// render that this one does not write are removed, and an entry in the
    /// way that render did not write (a folder named like a frame) is an error.
    /// - Throws: ``FilmError`` when the folder cannot be made or written, and
    ///   what ``run(sink:)`` throws; ``FrameSelectionError`` when a frame
    ///   selection names frames past the film's end or selects none.
    @discardableResult
    public func render(to folder: URL, outputs: SceneOutputs? = nil, options: SceneRenderOptions = SceneRenderOptions()) throws
        -> SceneRenderResult {
        let outputs = outputs ?? document.outputs
        var film = FilmOutput()
        film.concurrency = options.concurrency
        film.encoder = options.encoder
        film.writesFrames = outputs.frames != nil
        // A run without drawing gives the film's length (for a selection and a progress total).
        var knownStates: [FilmFrameState]?
        func states() throws -> [FilmFrameState] {
            if let knownStates { return knownStates }
            let found = try run(sink: StateOnlySink()).states
            knownStates = found
            return found
        }
        switch outputs.frames {
        case nil, .all?: film.frameSelection = nil
        case let .indices(ranges)?:
            // Frames past the film's end are an error before anything is drawn.
            let count = try states().count
            if let beyond = ranges.first(where: { $0.upperBound >= count }) {
                throw FrameSelectionError.beyondEnd(beyond, frameCount: count, origin: options.selectionOrigin)
            }
            film.frameSelection = Array(Set(ranges.flatMap { Array($0) })).sorted()
        case let .percents(targets)?:
            let states = try states()
            film.frameSelection = Self.nearestFrames(to: targets, in: states)
            if film.frameSelection?.isEmpty ?? true {
                throw FrameSelectionError.noPercent(frameCount: states.count, origin: options.selectionOrigin)
            }
        }
        if let report = options.frameCount { report(try states().count) }
        film.filmstrip = outputs.filmstrip.map {
            FilmstripOptions(columns: $0.columns, samples: $0.sampleCount, thumbnailWidth: options.filmstripThumbnailWidth,
                             scale: options.filmstripScale)
        }
        film.animatedPNG = outputs.animatedPNG.map { _ in AnimatedPNGOptions(maxWidth: options.animatedPNGMaxWidth) }
        film.gif = outputs.gif.map { _ in GIFOptions(maxWidth: options.animatedPNGMaxWidth) }
        film.videos = [outputs.mp4.map { _ in VideoFormat.mp4 }, outputs.webm.map { _ in VideoFormat.webm }].compactMap { $0 }
        film.writesTrace = outputs.trace != nil
        film.writesManifest = false

        try Self.prepare(folder)
        let owned = OutputFolder(url: folder, framePrefix: outputs.framePrefix)
        try owned.checkWritable(otherNames: [outputs.filmstrip?.name, outputs.animatedPNG, outputs.gif, outputs.mp4, outputs.webm, outputs.trace, outputs.manifest].compactMap { $0 })
        let earlierFrames = owned.framesOfEarlierManifest(named: outputs.manifest ?? "manifest.json")
        let stagingFolder = try StagingFolder.create(in: folder)
        defer { try? stagingFolder.remove() }
        let staging = stagingFolder.url
        let exporter = try FilmExporter(folder: staging, output: film, fps: document.canvas.fps)
        let sink = ProgressSink(exporter, progress: options.progress, samplePercents: options.samplePercents ?? [],
                                keepsFrames: options.keepsFilm)
        let result = try run(sink: sink)
        var manifest = try exporter.finish()

        // Move each file to its final name.
        var files: [String] = []
        func move(_ name: String, to final: String) throws {
            try owned.place(staging.appendingPathComponent(name), as: final)
            files.append(final)
            DebugPause.reached(.place, count: files.count)
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
        if let name = manifest.files.gif, let final = outputs.gif {
            try move(name, to: final)
            manifest.files.gif = final
        }
        if let names = manifest.files.videos {
            var finals: [String] = []
            for name in names {
                guard let final = name == VideoFormat.mp4.fileName ? outputs.mp4 : outputs.webm else { continue }
                try move(name, to: final)
                finals.append(final)
            }
            manifest.files.videos = finals
        }
        if let name = manifest.files.trace, let final = outputs.trace {
            try move(name, to: final)
            manifest.files.trace = final
        }
        // Frame files of an earlier render that this one does not list go, before the manifest is written
        // (a render that writes neither frames nor a manifest leaves frame files alone).
        if outputs.frames != nil || outputs.manifest != nil {
            try owned.removeStaleFrames(keeping: Set(manifest.frames.compactMap(\.file)), earlier: earlierFrames)
        }
        if let name = outputs.manifest {
            try FilmError.save(try manifest.encoded(), to: folder.appendingPathComponent(name), what: "the manifest",
                               synchronize: options.encoder.synchronizesFiles)
            files.append(name)
        }
        // Everything is in place: a staging folder left behind is an error, not a secret.
        try stagingFolder.remove()
        var rendered = SceneRenderResult(manifest: manifest, files: files, completed: result.completed)
        rendered.samples = sink.samples
        if options.keepsFilm { rendered.film = Film(fps: result.film.fps, frames: sink.frames) }
        return rendered
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
        try FilmError.createFolder(folder, what: "the output folder")
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
