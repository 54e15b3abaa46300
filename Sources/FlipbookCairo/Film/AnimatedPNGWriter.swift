import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an animated PNG (APNG) one frame at a time, in order.
///
/// The file is a plain PNG whose default image (`IDAT`) is the first frame,
/// so viewers without APNG support show that; an `acTL` chunk after `IHDR`
/// gives the frame count and `loops`, then each frame has an `fcTL` (size,
/// delay, dispose none, blend source) and its image data (`IDAT` for the
/// first frame, `fdAT` for the others). Sequence numbers of `fcTL` and `fdAT`
/// run 0, 1, 2... without gaps. Each frame's delay is the time to the next
/// frame as an exact fraction (at an integer fps, `n/fps` s); the last frame
/// lasts one frame interval.
///
/// Frames are given as complete PNG files (as ``PNGEncoder`` makes them);
/// their `IDAT` payloads are re-wrapped, not re-encoded. All frames must
/// have the same `IHDR` (size, bit depth, colour type). The file goes to a
/// temporary name and is renamed into place by ``finish()``, so a failure
/// leaves nothing under the final name. Memory holds one frame at a time.
public final class AnimatedPNGWriter {
    /// The file being written.
    public let url: URL
    /// Frames per second of the film: the unit of the delays.
    public let fps: Double
    /// Times to play the animation; 0 plays it forever.
    public let loops: Int
    /// Frames appended so far.
    public private(set) var frameCount = 0

    private var descriptor: Int32 = -1
    private let temporary: String
    private var header: Data?
    private var sequence: UInt32 = 0
    private var pending: (chunks: [PNGChunk], time: Double)?
    private var finished = false
    private var emitted = 0
    private static let acTLDataOffset: off_t = 8 + 25 + 8
    private static let counter = Atomic<Int>(0)

    /// Opens a temporary file beside `url`.
    /// - Throws: ``FilmError`` when the folder is missing or not writable.
    public init(url: URL, fps: Double, loops: Int = 0) throws {
        self.url = url
        self.fps = fps.isFinite && fps > 0 ? fps : 60
        self.loops = max(0, loops)
        let folder = url.deletingLastPathComponent().path
        let number = Self.counter.add(1, ordering: .relaxed).newValue
        temporary = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(number)"
        // The temporary file is held by the process's write gate until it is renamed or removed.
        let gate = FileWriteGate.shared
        guard let ticket = gate.begin() else { throw FilmError(path: url.path, reason: FilmError.stoppingText) }
        defer { gate.end(ticket) }
        gate.note(ticket, temporary: temporary)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FilmError(path: url.path, reason: FilmError.text(errno)) }
        gate.hold(temporary)
    }

    deinit { if !finished { discard() } }

    /// Adds the frame shown from `time` (seconds) on, given as PNG bytes.
    /// - Throws: ``FilmError`` when the PNG is malformed, its header differs
    ///   from the first frame's, or the file cannot be written.
    public func append(png: Data, time: Double) throws {
        let chunks: [PNGChunk]
        do { chunks = try PNGChunk.parse(png) } catch {
            throw failed("frame \(frameCount) is not a valid PNG: \(error)")
        }
        guard let ihdr = chunks.first, ihdr.type == "IHDR", chunks.contains(where: { $0.type == "IDAT" }) else {
            throw failed("frame \(frameCount) has no IHDR or no image data")
        }
        if let header {
            guard header == ihdr.data else {
                throw failed("frame \(frameCount) differs in size or colour type from frame 0; APNG frames must match")
            }
        } else {
            header = ihdr.data
            var start = PNGChunk.signature
            start.append(ihdr.encoded)
            var actl = Data()
            actl.appendBigEndian(UInt32(0))  // patched by finish()
            actl.appendBigEndian(UInt32(loops))
            start.append(PNGChunk(type: "acTL", data: actl).encoded)
            try write(start)
        }
        if let pending { try emit(pending.chunks, delay: time - pending.time) }
        pending = (chunks, time)
        frameCount += 1
    }

    /// Writes the last frame and the end of the file, and renames it into place.
    public func finish() throws {
        guard !finished else { return }
        guard let pending else { throw failed("an animated PNG needs at least one frame") }
        try emit(pending.chunks, delay: 1 / fps)
        self.pending = nil
        try write(PNGChunk(type: "IEND", data: Data()).encoded)
        var actl = Data()
        actl.appendBigEndian(UInt32(frameCount))
        actl.appendBigEndian(UInt32(loops))
        var patch = actl
        patch.appendBigEndian(CRC32.update(CRC32.checksum(Array("acTL".utf8)), actl))
        let ok = patch.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, Self.acTLDataOffset) == $0.count }
        guard ok else { throw failed(errno) }
        let closing = descriptor
        descriptor = -1
        guard close(closing) == 0 else { throw failed(errno) }
        let gate = FileWriteGate.shared
        guard let ticket = gate.begin() else { throw failed(FilmError.stoppingText) }
        defer { gate.end(ticket) }
        guard rename(temporary, url.path) == 0 else { throw failed(errno) }
        gate.release(temporary)
        finished = true
    }

    /// Abandons the file: closes and removes the temporary file.
    public func discard() {
        if descriptor >= 0 {
            _ = close(descriptor)
            descriptor = -1
        }
        if !finished {
            _ = unlink(temporary)
            FileWriteGate.shared.release(temporary)
        }
        finished = true
    }

    private func emit(_ chunks: [PNGChunk], delay: Double) throws {
        let (num, den) = Self.delayFraction(seconds: delay, fps: fps)
        var fctl = Data()
        fctl.appendBigEndian(sequence)
        fctl.append(header!.prefix(8))  // width, height
        fctl.appendBigEndian(UInt32(0))  // x offset
        fctl.appendBigEndian(UInt32(0))  // y offset
        fctl.appendBigEndian(num)
        fctl.appendBigEndian(den)
        fctl.append(contentsOf: [0, 0])  // dispose none, blend source
        sequence += 1
        var out = PNGChunk(type: "fcTL", data: fctl).encoded
        let first = emitted == 0
        emitted += 1
        for chunk in chunks where chunk.type == "IDAT" {
            if first {
                out.append(chunk.encoded)
            } else {
                var body = Data(capacity: chunk.data.count + 4)
                body.appendBigEndian(sequence)
                body.append(chunk.data)
                sequence += 1
                out.append(PNGChunk(type: "fdAT", data: body).encoded)
            }
        }
        try write(out)
    }

    /// A frame's delay as `num/den` seconds, both at most 65 535. At an
    /// integer fps the fraction is exact (`frames/fps`, reduced); otherwise
    /// it is the closest fraction with such terms.
    static func delayFraction(seconds: Double, fps: Double) -> (UInt16, UInt16) {
        let delay = max(0, seconds.isFinite ? seconds : 0)
        let frames = (delay * fps).rounded()
        if fps == fps.rounded(), fps <= 65_535, abs(frames - delay * fps) < 1e-6, frames <= 65_535 {
            let g = gcd(Int(frames), Int(fps))
            return (UInt16(Int(frames) / max(1, g)), UInt16(Int(fps) / max(1, g)))
        }
        // Best rational approximation by continued fractions, terms bounded by 65 535.
        var (p0, q0, p1, q1) = (0.0, 1.0, 1.0, 0.0)
        var x = delay
        for _ in 0..<32 {
            let a = x.rounded(.down)
            let (p2, q2) = (a * p1 + p0, a * q1 + q0)
            if p2 > 65_535 || q2 > 65_535 { break }
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
            let rest = x - a
            if rest < 1e-12 { break }
            x = 1 / rest
        }
        if q1 == 0 { return (65_535, 1) }
        return (UInt16(p1), UInt16(q1))
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    private func write(_ data: Data) throws {
        guard !FileWriteGate.shared.isStopping else { throw failed(FilmError.stoppingText) }
        let code: Int32 = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
        if code != 0 { throw failed(code) }
    }

    private func failed(_ code: Int32) -> FilmError {
        discard()
        return FilmError(path: url.path, reason: FilmError.text(code))
    }

    private func failed(_ reason: String) -> FilmError {
        discard()
        return FilmError(path: url.path, reason: reason)
    }
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
