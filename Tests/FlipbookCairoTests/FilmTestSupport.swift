import Flipbook
import FlipbookTestSupport
import Foundation

@testable import FlipbookCairo

/// The film the film tests share: a 200 x 100 pt window at 2x and 30 fps, a
/// 20 pt red box at (0, 40) moved to x = 150 by a 1 s linear `View.animate`;
/// frame 0 at t = 0, 30 animated frames, then 2 settled frames.
@MainActor
enum FilmFixture {
    static let frameCount = 33

    static func makeFilm() -> Film {
        let (window, recorder) = makeRecorder(sink: nil)
        window.tick(frames: frameCount - 1)
        return recorder.stop()
    }

    /// A window with the box, a recorder started at t = 0 and the animation begun.
    static func makeRecorder(sink: (any FilmFrameSink)?) -> (Window, FilmRecorder) {
        let window = Window(size: CGSize(width: 200, height: 100), scale: 2, clock: ManualClock(fps: 30))
        window.backgroundColor = .white
        let box = View(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        box.backgroundColor = .red
        box.accessibilityIdentifier = "box"
        window.addSubview(box)
        let state = FilmStateClosure { t in
            t < 1 - 1e-9 ? FilmFrameState(percentComplete: t, phase: .running) : FilmFrameState(percentComplete: 1, phase: .done)
        }
        let recorder = FilmRecorder(window: window, stateSource: state, sink: sink)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.frame.origin.x = 150 }
        recorder.start()
        return (window, recorder)
    }

    /// Where the animation puts the box's left edge in frame `k`, in pixels.
    static func boxLeftPixel(frame k: Int) -> Int { 2 * 5 * min(k, 30) }
}

/// The bounding box of the red box's pixels.
func redBox(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    bitmap.box { $0.r > 200 && $0.g < 60 && $0.b < 60 && $0.a > 200 }
}

/// A PNG stream's chunks, read by the tests independently of the writer's code:
/// a bit-by-bit CRC, no tables.
struct TestChunk {
    var type: String
    var data: [UInt8]
    var crcValid: Bool

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = (c >> 1) ^ (0xEDB8_8320 & (0 &- (c & 1))) }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func parse(_ data: Data) -> [TestChunk]? {
        let b = [UInt8](data)
        guard b.count > 8, b[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        var chunks: [TestChunk] = []
        var o = 8
        while o + 12 <= b.count {
            let length = Int(u32(b, o))
            guard o + 12 + length <= b.count else { return nil }
            let type = String(decoding: b[(o + 4)..<(o + 8)], as: UTF8.self)
            let stored = u32(b, o + 8 + length)
            chunks.append(
                TestChunk(
                    type: type, data: Array(b[(o + 8)..<(o + 8 + length)]),
                    crcValid: crc(b[(o + 4)..<(o + 8 + length)]) == stored))
            o += 12 + length
        }
        return o == b.count ? chunks : nil
    }

    static func u32(_ b: [UInt8], _ o: Int) -> UInt32 {
        UInt32(b[o]) << 24 | UInt32(b[o + 1]) << 16 | UInt32(b[o + 2]) << 8 | UInt32(b[o + 3])
    }

    static func u16(_ b: [UInt8], _ o: Int) -> UInt16 { UInt16(b[o]) << 8 | UInt16(b[o + 1]) }

    /// The chunk as stored in a file.
    var encoded: Data {
        var out = Data()
        let n = UInt32(data.count)
        out.append(contentsOf: [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)])
        let body = Array(type.utf8) + data
        out.append(contentsOf: body)
        let c = TestChunk.crc(body[...])
        out.append(contentsOf: [UInt8(c >> 24), UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)])
        return out
    }
}
