import CGif
import Flipbook
import Foundation

/// Writes an animated GIF (GIF89a) one frame at a time, in order; giflib
/// codes the pixels (LZW) and frames the file.
///
/// The file has no global colour table: each frame has its own
/// (``GIFPalette``). The first frame covers the whole picture; every later
/// frame covers only the rectangle of pixels that differ from what is on
/// screen after the frames before it, and within that rectangle pixels that
/// did not change are transparent (disposal "do not dispose"), so a still
/// background costs nothing and files stay small. A frame identical to the
/// one before is a 1 x 1 transparent image. Delays come from
/// ``GIFTimeline``; a NETSCAPE2.0 extension gives the loop count.
///
/// The whole file is made in memory (it is small) and written atomically by
/// ``finish()``; a failure leaves nothing under the final name. The same
/// frames and times give the same bytes.
public final class GIFWriter {
    /// The file to write.
    public let url: URL
    /// Frames per second of the film: the last frame lasts one interval.
    public let fps: Double
    /// Times to play; 0 loops forever.
    public let loops: Int
    /// Frames appended so far.
    public private(set) var frameCount = 0
    /// The frames the file shows (some are left out above 50 fps: ``GIFTimeline``).
    public var shownFrameCount: Int { timeline.entries.count }

    private var timeline = GIFTimeline()
    private var pending: Bitmap?
    private var lastTime = 0.0
    private var width = 0
    private var height = 0
    /// What a viewer shows after the frames written so far, `0xRRGGBB` per pixel.
    private var screen: [UInt32] = []
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let sink = Sink()
    private var finished = false
    private var discarded = false

    /// Collects giflib's output.
    private final class Sink { var data = Data() }

    /// A writer of the GIF at `url`.
    public init(url: URL, fps: Double, loops: Int = 0) {
        self.url = url
        self.fps = fps.isFinite && fps > 0 ? fps : 60
        self.loops = min(65_535, max(0, loops))
    }

    deinit { discard() }

    /// Adds the frame shown from `time` (seconds) on.
    /// - Throws: ``FilmError`` when the frame's size differs from the first
    ///   frame's, or giflib fails.
    public func append(_ frame: Bitmap, time: Double) throws {
        guard !finished else { throw FilmError(path: url.path, reason: "the GIF is already finished") }
        if frameCount == 0 {
            guard frame.width > 0, frame.height > 0, frame.width <= 65_535, frame.height <= 65_535 else {
                throw failed(
                    "a GIF frame is at most 65 535 pixels a side and not empty; this one is \(frame.width) x \(frame.height)")
            }
            width = frame.width
            height = frame.height
            try open()
        } else if frame.width != width || frame.height != height {
            throw failed(
                "frame \(frameCount) is \(frame.width) x \(frame.height) pixels, frame 0 is \(width) x \(height); GIF frames must match"
            )
        }
        switch timeline.add(frame: frameCount, time: time) {
        case .started, .replaced: pending = frame
        case .dropped: break
        case let .emitted(entry):
            try emit(pending!, delay: entry.delay)
            pending = frame
        }
        lastTime = time
        frameCount += 1
    }

    /// Writes the last frame and the trailer, and saves the file atomically.
    public func finish() throws {
        if discarded {
            throw FilmError(path: url.path, reason: "the GIF was abandoned after an earlier error; nothing was written")
        }
        guard !finished else { return }
        guard let last = pending, let entry = timeline.finish(end: lastTime + 1 / fps) else {
            throw failed("a GIF needs at least one frame")
        }
        try emit(last, delay: entry.delay)
        pending = nil
        var error: Int32 = 0
        let closing = gif
        gif = nil
        guard EGifCloseFile(closing, &error) == GIF_OK else { throw failed(giflibText(error)) }
        finished = true
        screen = []
        try FilmError.save(sink.data, to: url, what: "the GIF")
    }

    /// Abandons the file (nothing was written to disk).
    public func discard() {
        if !finished { discarded = true }
        if let closing = gif {
            var error: Int32 = 0
            _ = EGifCloseFile(closing, &error)
            gif = nil
        }
        finished = true
        screen = []
    }

    private func open() throws {
        var error: Int32 = 0
        let user = Unmanaged.passUnretained(sink).toOpaque()
        guard
            let file = EGifOpen(
                user,
                { file, bytes, count in
                    guard let file, let user = file.pointee.UserData, let bytes, count > 0 else { return 0 }
                    Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue().data.append(bytes, count: Int(count))
                    return count
                }, &error)
        else { throw failed(giflibText(error)) }
        gif = file
        EGifSetGifVersion(file, true)
        guard EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else { throw failed(giflibText(file)) }
        // NETSCAPE2.0 application extension: loop count (0 = forever).
        let netscape = Array("NETSCAPE2.0".utf8)
        let loopBytes: [UInt8] = [1, UInt8(loops & 0xFF), UInt8(loops >> 8)]
        guard EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
            EGifPutExtensionBlock(file, Int32(netscape.count), netscape) == GIF_OK,
            EGifPutExtensionBlock(file, Int32(loopBytes.count), loopBytes) == GIF_OK,
            EGifPutExtensionTrailer(file) == GIF_OK
        else { throw failed(giflibText(file)) }
        screen = [UInt32](repeating: 0, count: width * height)
    }

    /// The frame's pixels as `0xRRGGBB`, translucent ones composited over white.
    private static func rgb(_ frame: Bitmap) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: frame.width * frame.height)
        frame.pixels.withUnsafeBufferPointer { p in
            for i in 0..<out.count {
                let a = UInt32(p[4 * i + 3])
                var r = UInt32(p[4 * i])
                var g = UInt32(p[4 * i + 1])
                var b = UInt32(p[4 * i + 2])
                if a < 255 {
                    let back = 255 * (255 - a)
                    r = (r * a + back + 127) / 255
                    g = (g * a + back + 127) / 255
                    b = (b * a + back + 127) / 255
                }
                out[i] = r << 16 | g << 8 | b
            }
        }
        return out
    }

    private func emit(_ frame: Bitmap, delay: Int) throws {
        guard let file = gif else { throw failed("the GIF is not open") }
        let pixels = Self.rgb(frame)
        let first = !wroteFirst
        // The rectangle of pixels that differ from the screen (all of it for the first frame).
        var (left, top, right, bottom) = (0, 0, width - 1, height - 1)
        if !first {
            (left, top, right, bottom) = (width, height, -1, -1)
            for y in 0..<height {
                let row = y * width
                for x in 0..<width where pixels[row + x] != screen[row + x] {
                    left = min(left, x)
                    right = max(right, x)
                    top = min(top, y)
                    bottom = max(bottom, y)
                }
            }
        }
        wroteFirst = true
        let unchanged = right < left
        if unchanged { (left, top, right, bottom) = (0, 0, 0, 0) }
        let w = right - left + 1
        let h = bottom - top + 1
        var histogram: [UInt32: Int] = [:]
        if !unchanged {
            for y in top...bottom { for x in left...right { histogram[pixels[y * width + x], default: 0] += 1 } }
        }
        let palette = GIFPalette(histogram: histogram)
        let transparent = palette.transparentIndex
        var indices = [UInt8](repeating: transparent, count: w * h)
        if !unchanged {
            for y in top...bottom {
                for x in left...right {
                    let p = y * width + x
                    let i = palette.indexOf(pixels[p])
                    let shown = palette.colour(at: i)
                    if !first && shown == screen[p] { continue }  // transparent: the screen already shows it
                    indices[(y - top) * w + (x - left)] = i
                    screen[p] = shown
                }
            }
        }
        // The table: the colours, the transparent entry (black), padded to a power of two.
        var size = 2
        while size < palette.colours.count + 1 { size *= 2 }
        var table = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for (i, c) in palette.colours.enumerated() {
            table[i] = GifColorType(Red: UInt8(c >> 16 & 0xFF), Green: UInt8(c >> 8 & 0xFF), Blue: UInt8(c & 0xFF))
        }
        guard let map = GifMakeMapObject(Int32(size), table) else { throw failed("giflib could not make a colour table") }
        defer { GifFreeMapObject(map) }
        // Graphic control: disposal 1 (do not dispose), transparency on; delay in centiseconds.
        let d = min(delay, 65_535)
        let control: [UInt8] = [1 << 2 | 1, UInt8(d & 0xFF), UInt8(d >> 8), transparent]
        guard EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, control) == GIF_OK,
            EGifPutImageDesc(file, Int32(left), Int32(top), Int32(w), Int32(h), false, map) == GIF_OK
        else {
            throw failed(giflibText(file))
        }
        let ok = indices.withUnsafeMutableBufferPointer { EGifPutLine(file, $0.baseAddress, Int32($0.count)) == GIF_OK }
        guard ok else { throw failed(giflibText(file)) }
    }

    private var wroteFirst = false

    private func giflibText(_ file: UnsafeMutablePointer<GifFileType>) -> String { giflibText(file.pointee.Error) }

    private func giflibText(_ code: Int32) -> String {
        "giflib failed: " + (GifErrorString(code).map { String(cString: $0) } ?? "error \(code)")
    }

    private func failed(_ reason: String) -> FilmError {
        discard()
        return FilmError(path: url.path, reason: reason)
    }
}
