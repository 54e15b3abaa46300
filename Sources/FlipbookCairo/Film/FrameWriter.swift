import Flipbook
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a film's frames as `frame-0000.png`, `frame-0001.png`... in a
/// folder, rendering and encoding them in parallel while the main actor
/// steps the next frames.
///
/// Frames arrive in order through ``receive(_:)`` (it is a
/// ``FilmFrameSink``, so a ``FilmRecorder`` can stream into it). A frame
/// whose render tree equals the previous frame's (a hold, a paused
/// interaction) is not drawn again: its file is a copy of the previous one.
/// Every other frame is drawn by ``CairoRenderer`` and encoded as PNG on one
/// of `concurrency` threads: the caller's (while it waits for a result it
/// draws a queued frame) and `concurrency - 1` workers. Its file is written,
/// atomically unless ``writesAtomically`` is off, in frame order on the
/// caller's thread (creating files in one folder from two threads made each
/// wait for the other). At most ``window`` frames (twice
/// `concurrency` by default) are in flight; when that many are,
/// ``receive(_:)`` waits, so memory does not grow with the film. Every file
/// depends only on its frame, so the output is the same bytes whatever the
/// scheduling, and the same as a serial writer's (`concurrency: 1`).
///
/// Names have 4 digits, or as many as the last index needs: with
/// `expectedFrameCount` the width is known up front; without it, files
/// are renamed to the wider width by ``finish()`` when a film passes 10 000
/// frames, so names always sort in frame order.
public final class FrameWriter: FilmFrameSink {
    /// The folder the frames go to.
    public let folder: URL
    /// What frame file names start with (`frame-` by default).
    public let prefix: String
    /// The frames to write, by index; nil writes all of them.
    public let selection: Set<Int>?
    /// The most frames in flight (received, not yet written).
    public var window: Int { pipeline.window }
    /// The number of frames received so far.
    public private(set) var frameCount = 0
    /// The most frames that were in flight at once.
    public var peakFramesInFlight: Int { pipeline.peakInFlight }
    /// The most rendered frames (pixel buffers) that were alive at once.
    public var peakLivePictures: Int { counter.peak.load(ordering: .relaxed) }

    private let renderer: CairoRenderer
    private let encoder: PNGEncoder
    private let pipeline: FramePipeline<FrameProduct>
    private let counter: LiveCounter
    private var digits: Int
    private var written: [Int] = []
    private var finished = false
    /// The last received frame's tree, to spot a frame that repeats it.
    private var previousTree: RenderTree?
    /// How many frames repeated the frame before them and were copied, not drawn.
    public private(set) var repeatedFrameCount = 0

    /// Whether each frame file is written atomically (a temporary name, then a rename; the
    /// default) or straight under its final name: for a private folder whose files are
    /// published later by renames of their own, such as a render's staging folder, where
    /// the per-file rename would only add a directory operation per frame. A failure or a
    /// stop removes a file written either way.
    var writesAtomically = true
    /// What the exporter wants besides the frame file, per frame.
    var animation: AnimatedPNGOptions?
    /// Whether each frame's animation picture is also decoded for the GIF.
    var makesGIF = false
    var makesTrace = false
    /// Called in frame order with each frame's extra products.
    var onProduct: ((FrameProduct) throws -> Void)?

    /// A writer into `folder`, created if missing.
    /// - Parameters:
    ///   - expectedFrameCount: the film's length when known, for the name width.
    ///   - selection: the indices to write; nil for all.
    ///   - prefix: what file names start with; a plain name (no `/`).
    ///   - concurrency: threads that draw and encode, the caller's among them
    ///     (it draws while it waits for the others); 0 or 1 writes serially on
    ///     the caller's thread. Defaults to the number of cores.
    ///   - window: the most frames in flight; default twice `concurrency`.
    ///   - memoryBudget: bytes the frames being drawn and encoded at once may
    ///     hold (``frameBytes(_:)`` each); default ``defaultMemoryBudget``.
    ///     Workers wait for room, so peak memory does not grow with the cores.
    ///     An encoded frame waiting to be written (at most `window` of them,
    ///     compressed) is outside the budget.
    /// - Throws: ``FilmError`` when the folder cannot be made or written.
    public init(
        folder: URL, expectedFrameCount: Int? = nil, selection: Set<Int>? = nil, prefix: String = "frame-",
        encoder: PNGEncoder = PNGEncoder(), concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        window: Int? = nil, memoryBudget: Int = FrameWriter.defaultMemoryBudget
    ) throws {
        try FilmError.prepareFolder(folder)
        self.folder = folder
        self.prefix = prefix
        self.selection = selection
        self.encoder = encoder
        renderer = CairoRenderer()
        counter = LiveCounter(budget: MemoryBudget(limit: memoryBudget))
        pipeline = FramePipeline(threads: concurrency, window: window)
        digits = Self.digits(forFrameCount: expectedFrameCount ?? 0)
    }

    isolated deinit { if !finished { pipeline.cancel() } }

    /// The default ``init(folder:expectedFrameCount:selection:encoder:concurrency:window:memoryBudget:)``
    /// budget: 2 GiB, room for about 170 frames of 750 x 1334 pixels and for
    /// one frame of the largest canvas (16 384 pixels a side) at a time.
    nonisolated public static let defaultMemoryBudget = 2 << 30

    /// The estimated peak bytes of drawing and encoding one frame of `tree`:
    /// 12 bytes a pixel (the ARGB surface, the encoder's rows and output, and
    /// the animated PNG's copy, each at most 4 bytes a pixel).
    nonisolated public static func frameBytes(_ tree: RenderTree) -> Int {
        let pixels = Double(tree.pixelWidth) * Double(tree.pixelHeight)
        return pixels.isFinite && pixels > 0 ? Int(min(pixels * 12, Double(Int.max / 2))) : 1
    }

    /// The file name of frame `index` in a film of `count` frames:
    /// `frame-` and the index with at least 4 digits, `.png`.
    public static func fileName(index: Int, frameCount count: Int) -> String {
        fileName(index: index, digits: digits(forFrameCount: count))
    }

    static func fileName(index: Int, digits: Int, prefix: String = "frame-") -> String {
        let number = String(index)
        return prefix + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    static func digits(forFrameCount count: Int) -> Int { max(4, String(max(0, count - 1)).count) }

    /// Whether frame `index` is written.
    public func writes(_ index: Int) -> Bool { selection?.contains(index) ?? true }

    /// Queues `frame` for writing; waits while ``window`` frames are in flight.
    /// - Throws: the first error of an earlier frame (``RenderError``,
    ///   ``PNGError`` naming the file); the writer is then stopped.
    public func receive(_ frame: FilmFrame) throws {
        precondition(!finished, "FrameWriter.receive after finish()")
        let index = frameCount
        frameCount += 1
        let writeFile = writes(index)
        let url = folder.appendingPathComponent(Self.fileName(index: index, digits: digits, prefix: prefix), isDirectory: false)
        if writeFile { written.append(index) }
        // A frame whose tree equals the previous one has the same pixels (drawing depends on
        // the tree alone): its file is a copy of the previous file, made once that is written.
        let repeats = writeFile && animation == nil && index > 0 && writes(index - 1) && previousTree == frame.tree
        previousTree = frame.tree
        let job = FrameJob(
            frame: frame, url: writeFile && !repeats ? url : nil, renderer: renderer, encoder: encoder,
            animation: animation, makesGIF: makesGIF, makesTrace: makesTrace, counter: counter,
            bytes: Self.frameBytes(frame.tree)
        )
        var repeated: (from: URL, to: URL)?
        if repeats {
            repeatedFrameCount += 1
            repeated = (
                folder.appendingPathComponent(
                    Self.fileName(index: index - 1, digits: digits, prefix: prefix), isDirectory: false), url
            )
        }
        let repeatsFile = repeated
        try pipeline.submit(
            {
                var product = try job.run()
                product.repeatsFile = repeatsFile
                return product
            },
            deliver: { try self.deliver($0) })
    }

    /// Hands a frame's product over, in frame order: first writes its file
    /// (encoded on a drawing thread), or copies the previous frame's file when
    /// the frame repeats it (that file is written by now).
    ///
    /// Files are written here, on the thread that hands frames in, one at a
    /// time: creating a file holds its folder's lock for as long as the file
    /// system takes to allocate it, which on some file systems is most of the
    /// write (ext4 without a journal skips every recently deleted inode), and
    /// two drawing threads creating files in one folder spent that time
    /// waiting for each other.
    private func deliver(_ product: FrameProduct) throws {
        if let (data, url) = product.file {
            try AtomicFile.save(data, to: url.path, synchronize: encoder.synchronizesFiles, atomically: writesAtomically)
        }
        if let (from, to) = product.repeatsFile {
            let data: Data
            do { data = try Data(contentsOf: from) } catch {
                throw FilmError(
                    path: from.path, reason: "cannot read the previous frame to repeat it: \(error.localizedDescription)")
            }
            try AtomicFile.save(data, to: to.path, synchronize: encoder.synchronizesFiles, atomically: writesAtomically)
        }
        try onProduct?(product)
    }

    /// Waits for every frame to be written and returns the written files, in frame order.
    @discardableResult
    public func finish() throws -> [URL] {
        try finishWriting()
        return written.map { url(of: $0) }
    }

    /// ``finish()`` without making the list of files (the exporter names them itself).
    func finishWriting() throws {
        guard !finished else { return }
        finished = true
        try pipeline.finish(deliver: { try self.deliver($0) })
        let wide = Self.digits(forFrameCount: frameCount)
        if wide > digits {
            let gate = FileWriteGate.shared
            guard let ticket = gate.begin() else { throw FilmError(path: folder.path, reason: FilmError.stoppingText) }
            defer { gate.end(ticket) }
            for index in written {
                let from = folder.appendingPathComponent(
                    Self.fileName(index: index, digits: digits, prefix: prefix), isDirectory: false)
                let to = folder.appendingPathComponent(
                    Self.fileName(index: index, digits: wide, prefix: prefix), isDirectory: false)
                guard rename(from.path, to.path) == 0 else { throw FilmError(path: to.path, reason: FilmError.text(errno)) }
            }
            digits = wide
        }
    }

    /// The file of frame `index` (whether or not it is written).
    public func url(of index: Int) -> URL {
        folder.appendingPathComponent(fileName(of: index), isDirectory: false)
    }

    /// The file name of frame `index` in the folder (whether or not it is written).
    func fileName(of index: Int) -> String { Self.fileName(index: index, digits: digits, prefix: prefix) }

    /// Writes every frame of `film` into `folder` and returns the files.
    @discardableResult
    public static func write(
        _ film: Film, to folder: URL, selection: Set<Int>? = nil, encoder: PNGEncoder = PNGEncoder(),
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> [URL] {
        let writer = try FrameWriter(
            folder: folder, expectedFrameCount: film.frames.count, selection: selection,
            encoder: encoder, concurrency: concurrency)
        for frame in film.frames { try writer.receive(frame) }
        return try writer.finish()
    }
}

/// What a frame's job gives back: its encoded file, and the extras the exporter asked for.
struct FrameProduct: Sendable {
    var index: Int
    /// The frame as a PNG for the animated PNG (RGBA, maybe scaled down).
    var animationPNG: Data?
    /// The same picture as pixels, for the GIF.
    var gifPicture: Bitmap?
    /// The frame's text trace.
    var trace: String?
    /// Set when the frame repeats the previous one: its file is a copy of `from`, written to `to`.
    var repeatsFile: (from: URL, to: URL)?
    /// The frame's PNG and its file, written when the product is delivered.
    var file: (data: Data, url: URL)?
}

/// One frame's work on a drawing thread (a worker, or the caller's while it waits): draw, encode, and the extras;
/// the file is written when the product is delivered.
struct FrameJob: Sendable {
    var frame: FilmFrame
    var url: URL?
    var renderer: CairoRenderer
    var encoder: PNGEncoder
    var animation: AnimatedPNGOptions?
    var makesGIF: Bool
    var makesTrace: Bool
    var counter: LiveCounter
    /// ``FrameWriter/frameBytes(_:)`` of the frame, held from the budget while it is drawn.
    var bytes: Int

    func run() throws -> FrameProduct {
        // Once the process is stopping, nothing more is drawn (nothing could be written).
        if FileWriteGate.shared.isStopping { throw FilmError(path: url?.path ?? "", reason: FilmError.stoppingText) }
        var product = FrameProduct(index: frame.index)
        if makesTrace { product.trace = FilmTrace.text(for: frame) }
        let scaled = animation.flatMap { $0.scaledTree(frame.tree) }
        if let url, animation == nil || scaled != nil {
            product.file = try counter.track(bytes: bytes) {
                (try encodedPNG(renderer.renderSurface(frame.tree), for: url), url)
            }
        } else if let url {
            // One drawing for both outputs: the file, and the animated PNG's RGBA frame.
            var file: (Data, URL)?
            product.animationPNG = try counter.track(bytes: bytes) { () throws -> Data in
                let surface = try renderer.renderSurface(frame.tree)
                let data = try encodedPNG(surface, for: url)
                file = (data, url)
                return PNGEncoder.isRGBA(data) ? data : try encoder.encodeRGBA(surface)
            }
            product.file = file
        }
        if animation != nil, product.animationPNG == nil {
            product.animationPNG = try counter.track(bytes: bytes) {
                try encoder.encodeRGBA(renderer.renderSurface(scaled ?? frame.tree))
            }
        }
        if makesGIF, let png = product.animationPNG {
            do { product.gifPicture = try PNGDecoder.decode(png) } catch {
                throw FilmError(
                    path: url?.path ?? "", reason: "frame \(frame.index) could not be read back for the GIF: \(error)")
            }
        }
        return product
    }

    /// `surface` as PNG bytes; an encoding error names `url`, the file they are for.
    private func encodedPNG(_ surface: CairoImageSurface, for url: URL) throws -> Data {
        do {
            return try surface.withPremultipliedBytes { bytes, stride in
                try encoder.encodePremultipliedBGRA(
                    bytes.baseAddress!, width: surface.width, height: surface.height, stride: stride)
            }
        } catch let error as PNGError {
            throw PNGError(path: url.path, reason: error.reason)
        }
    }
}

/// Counts the rendered pictures alive at once, and the most there were, and
/// holds each one's bytes from the memory budget while it is alive.
final class LiveCounter: Sendable {
    let live = Atomic<Int>(0)
    let peak = Atomic<Int>(0)
    let budget: MemoryBudget

    init(budget: MemoryBudget = MemoryBudget(limit: FrameWriter.defaultMemoryBudget)) { self.budget = budget }

    func track<R>(bytes: Int, _ body: () throws -> R) rethrows -> R {
        budget.acquire(bytes)
        defer { budget.release(bytes) }
        let now = live.add(1, ordering: .relaxed).newValue
        var seen = peak.load(ordering: .relaxed)
        while now > seen {
            let (exchanged, original) = peak.compareExchange(expected: seen, desired: now, ordering: .relaxed)
            if exchanged { break }
            seen = original
        }
        defer { live.subtract(1, ordering: .relaxed) }
        return try body()
    }
}
