import Flipbook
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes every output a ``FilmOutput`` asks for into one folder: frame
/// PNGs, the filmstrip, the animated PNG, `trace.txt` and `manifest.json`.
///
/// Use ``export(_:to:output:)`` for a recorded ``Film``, or stream: make an
/// exporter, hand it to a ``FilmRecorder`` as its sink, tick, then call
/// ``finish()``. Frames are drawn and encoded in parallel
/// (``FilmOutput/concurrency``) with a bounded number in flight; the
/// animated PNG and the trace are appended in frame order as frames
/// complete. Memory grows only by a few numbers per frame, plus, when the
/// frame count is not given up front, the render trees (no pixels) that the
/// filmstrip may sample. Every file is written under a temporary name and
/// renamed when complete.
@preconcurrency @MainActor
public final class FilmExporter: FilmFrameSink {
    /// The output folder.
    public let folder: URL
    /// What the exporter writes: frame files, filmstrip, animated PNG, GIF, video, manifest, trace.
    public let output: FilmOutput
    /// Frames per second of the film.
    public let fps: Double

    private let expectedFrameCount: Int?
    private let frames: FrameWriter
    private var animation: AnimatedPNGWriter?
    private var gif: GIFWriter?
    private var videos: [VideoWriter] = []
    private var trace: TextFileWriter?
    private var records: [FilmManifest.Frame] = []
    private var phases: [TransitionPhase] = []
    private var keptTrees: [Int: FilmFrame] = [:]
    private var sampleSet: Set<Int>?
    private var firstTree: RenderTree?
    private var failed = false
    /// With ``FilmOutput/framePercents``: each target's best frame so far.
    private var percentChoice: PercentFrameChoice?

    /// Whether frame files are written atomically (the default) or straight under their
    /// final names, for a private folder published later by renames (a render's staging
    /// folder). Set before the first frame.
    package var writesFramesAtomically: Bool {
        get { frames.writesAtomically }
        set { frames.writesAtomically = newValue }
    }

    /// An exporter into `folder` (created if missing).
    /// - Parameter expectedFrameCount: the film's length when known: frame
    ///   names get their final width at once and the filmstrip keeps only the
    ///   trees of its samples.
    /// - Throws: ``FilmError`` when the folder or a file cannot be made.
    public init(folder: URL, output: FilmOutput = FilmOutput(), fps: Double, expectedFrameCount: Int? = nil) throws {
        self.folder = folder
        self.output = output
        self.fps = fps.isFinite && fps > 0 ? fps : 60
        self.expectedFrameCount = expectedFrameCount
        // Frames chosen by percent are known only at the end: none is written while the film streams.
        let selection: Set<Int>? = output.writesFrames && output.framePercents == nil ? output.frameSelection.map(Set.init) : []
        if output.writesFrames, let targets = output.framePercents { percentChoice = PercentFrameChoice(targets: targets) }
        let names = output.names
        frames = try FrameWriter(
            folder: folder, expectedFrameCount: expectedFrameCount, selection: selection,
            prefix: names.framePrefix, encoder: output.encoder, concurrency: output.concurrency)
        frames.animation = output.animationPictures
        frames.makesGIF = output.gif != nil
        frames.makesTrace = output.writesTrace
        if let options = output.animatedPNG {
            animation = try AnimatedPNGWriter(
                url: folder.appendingPathComponent(names.animatedPNG, isDirectory: false),
                fps: self.fps, loops: options.loops)
        }
        if let options = output.gif {
            gif = GIFWriter(
                url: folder.appendingPathComponent(names.gif, isDirectory: false), fps: self.fps, loops: options.loops)
        }
        for format in output.videos {
            do {
                videos.append(
                    try VideoWriter(
                        url: folder.appendingPathComponent(names.video(format), isDirectory: false), format: format, fps: self.fps
                    ))
            } catch {
                videos.forEach { $0.discard() }
                throw error
            }
        }
        if output.writesTrace { trace = try TextFileWriter(url: folder.appendingPathComponent(names.trace, isDirectory: false)) }
        if let strip = output.filmstrip, let count = expectedFrameCount {
            sampleSet = Set(FilmstripWriter.sampleIndices(frameCount: count, samples: strip.samples))
        }
        frames.onProduct = { [unowned self] product in try self.consume(product) }
    }

    /// Removes the temporary files of an export that was never finished.
    isolated deinit {
        animation?.discard()
        gif?.discard()
        videos.forEach { $0.discard() }
        trace?.discard()
    }

    /// The most frames that were in flight at once.
    public var peakFramesInFlight: Int { frames.peakFramesInFlight }

    /// Takes the next frame (in order); may wait while the workers catch up.
    public func receive(_ frame: FilmFrame) throws {
        guard !failed else { throw FilmError(path: folder.path, reason: "the export failed earlier; start a new one") }
        if firstTree == nil { firstTree = frame.tree }
        let index = records.count
        records.append(
            FilmManifest.Frame(
                index: index, time: frame.time, percentComplete: frame.percentComplete,
                state: frame.phase.rawValue, file: nil))
        phases.append(frame.phase)
        if output.filmstrip != nil, sampleSet?.contains(index) ?? true { keptTrees[index] = frame }
        percentChoice?.consider(frame, index: index)
        do { try frames.receive(frame) } catch {
            abandon()
            throw error
        }
    }

    private func consume(_ product: FrameProduct) throws {
        if let png = product.animationPNG {
            try animation?.append(png: png, time: records[product.index].time)
            for video in videos { try video.append(png: png) }
        }
        if let picture = product.gifPicture { try gif?.append(picture, time: records[product.index].time) }
        if let text = product.trace {
            try trace?.append(FilmTrace.header(for: product.index, time: records[product.index].time) + "\n" + text)
        }
    }

    /// Waits for all frames, writes the filmstrip and the manifest, and
    /// renames the streamed files into place. Returns the manifest.
    @discardableResult
    public func finish() throws -> FilmManifest {
        do {
            guard let firstTree else { throw FilmError(path: folder.path, reason: "the film has no frames") }
            try frames.finishWriting()
            try animation?.finish()
            try gif?.finish()
            for video in videos { try video.finish() }
            try trace?.finish()
            var files = FilmManifest.Files()
            if let strip = output.filmstrip {
                let indices = FilmstripWriter.sampleIndices(frameCount: records.count, samples: strip.samples)
                let url = folder.appendingPathComponent(output.names.filmstrip, isDirectory: false)
                try FilmstripWriter(options: strip).write(
                    samples: indices.map { keptTrees[$0]! }, phases: phases,
                    fps: fps, to: url, encoder: output.encoder)
                files.filmstrip = output.names.filmstrip
                files.filmstripFrames = indices
                keptTrees = [:]
            }
            if let options = output.animatedPNG {
                files.animatedPNG = output.names.animatedPNG
                if let scaled = options.scaledTree(firstTree) {
                    files.animatedPNGPixelSize = .init(width: scaled.pixelWidth, height: scaled.pixelHeight)
                }
            }
            if output.gif != nil {
                files.gif = output.names.gif
                if let scaled = output.animationPictures?.scaledTree(firstTree) {
                    files.gifPixelSize = .init(width: scaled.pixelWidth, height: scaled.pixelHeight)
                }
            }
            if !output.videos.isEmpty { files.videos = output.videos.map(output.names.video) }
            if output.writesTrace { files.trace = output.names.trace }
            for i in records.indices where frames.writes(i) {
                records[i].file = frames.fileName(of: i)
            }
            if let choice = percentChoice {
                // The frames chosen by percent, drawn now that the film has ended (the same bytes a streamed frame gets).
                let renderer = CairoRenderer()
                for (index, frame) in choice.chosen {
                    let url = frames.url(of: index)
                    try renderer.writePNG(frame.tree, to: url, encoder: output.encoder)
                    records[index].file = url.lastPathComponent
                }
                percentChoice = nil
            }
            let manifest = FilmManifest(
                canvasWidth: Double(firstTree.size.width), canvasHeight: Double(firstTree.size.height),
                scale: Double(firstTree.scale), pixelWidth: firstTree.pixelWidth, pixelHeight: firstTree.pixelHeight,
                fps: fps, frameCount: records.count, frames: records, files: files,
                versions: FilmManifest.currentVersions)
            if output.writesManifest {
                try FilmError.save(
                    try manifest.encoded(), to: folder.appendingPathComponent(output.names.manifest, isDirectory: false),
                    what: "the manifest", synchronize: output.encoder.synchronizesFiles)
            }
            animation = nil
            gif = nil
            videos = []
            trace = nil
            return manifest
        } catch {
            abandon()
            throw error
        }
    }

    private func abandon() {
        failed = true
        animation?.discard()
        gif?.discard()
        videos.forEach { $0.discard() }
        trace?.discard()
    }

    /// Writes all requested outputs of `film` into `folder` and returns the manifest.
    @discardableResult
    public static func export(_ film: Film, to folder: URL, output: FilmOutput = FilmOutput()) throws -> FilmManifest {
        let exporter = try FilmExporter(folder: folder, output: output, fps: film.fps, expectedFrameCount: film.frames.count)
        for frame in film.frames { try exporter.receive(frame) }
        return try exporter.finish()
    }
}

/// A text file written piece by piece under a temporary name, renamed into place by ``finish()``.
///
/// The temporary file is held by the process's ``FileWriteGate`` while it
/// exists, and every append and the rename are writes of the gate.
final class TextFileWriter {
    let url: URL
    private let temporary: String
    private var descriptor: Int32 = -1

    init(url: URL) throws {
        self.url = url
        temporary =
            url.deletingLastPathComponent().appendingPathComponent(
                ".\(url.lastPathComponent).tmp-\(getpid())", isDirectory: false
            ).path
        let gate = FileWriteGate.shared
        guard let ticket = gate.begin() else { throw FilmError(path: url.path, reason: FilmError.stoppingText) }
        defer { gate.end(ticket) }
        gate.note(ticket, temporary: temporary)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw FilmError(path: url.path, reason: "the file cannot be created: \(FilmError.text(errno))")
        }
        gate.hold(temporary)
    }

    func append(_ text: String) throws {
        guard descriptor >= 0 else { return }
        guard let ticket = FileWriteGate.shared.begin() else { throw FilmError(path: url.path, reason: FilmError.stoppingText) }
        defer { FileWriteGate.shared.end(ticket) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                discard()
                throw FilmError(path: url.path, reason: "writing failed: \(FilmError.text(code))")
            }
            offset += written
        }
    }

    func finish() throws {
        guard descriptor >= 0 else { return }
        let closing = descriptor
        descriptor = -1
        let gate = FileWriteGate.shared
        guard let ticket = gate.begin() else {
            discard()
            throw FilmError(path: url.path, reason: FilmError.stoppingText)
        }
        defer { gate.end(ticket) }
        guard close(closing) == 0, rename(temporary, url.path) == 0 else {
            let code = errno
            discard()
            throw FilmError(path: url.path, reason: "the file cannot be completed: \(FilmError.text(code))")
        }
        gate.release(temporary)
    }

    func discard() {
        if descriptor >= 0 {
            _ = close(descriptor)
            descriptor = -1
        }
        if unlink(temporary) == 0 || errno == ENOENT { FileWriteGate.shared.release(temporary) }
    }
}
