import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// A frame whose render tree equals the previous frame's is not drawn again:
/// its file is a copy of the previous file, the same bytes a drawing gives.
@MainActor @Suite struct FrameRepeatTests {
    /// A red box that moves for 0.1 s, holds still until 0.3 s, then turns blue in 0.1 s: 30 frames at 60 fps.
    func record(selection: Set<Int>? = nil) throws -> (FrameWriter, [URL], Window, URL) {
        let folder = try temporaryFolder("repeat")
        let window = Window(size: CGSize(width: 120, height: 80), scale: 1, clock: ManualClock(fps: 60))
        window.backgroundColor = .white
        let box = View(frame: CGRect(x: 0, y: 30, width: 20, height: 20))
        box.backgroundColor = .red
        window.addSubview(box)
        let writer = try FrameWriter(folder: folder, selection: selection, concurrency: 2, window: 4)
        let recorder = FilmRecorder(window: window, sink: writer)
        View.animate(withDuration: 0.1, delay: 0, options: .curveLinear) { box.frame.origin.x = 60 }
        View.animate(withDuration: 0.1, delay: 0.3, options: .curveLinear) { box.backgroundColor = .blue }
        recorder.start()
        window.tick(frames: 29)
        recorder.stop()
        #expect(recorder.error == nil)
        return (writer, try writer.finish(), window, folder)
    }

    @Test func heldFramesAreCopiesOfTheFirstHeldFrameAndMatchADrawing() throws {
        let (writer, files, _, folder) = try record()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(files.count == 30)
        let bytes = try files.map { try Data(contentsOf: $0) }
        let same = (1..<30).filter { bytes[$0] == bytes[$0 - 1] }
        // Two holds: from 0.1 s (the box arrives, frame 6) to 0.3 s (it starts turning blue,
        // frame 18), and from 0.4 s (blue, frame 24) to the end.
        #expect(same == Array(7...18) + Array(25...29), "repeated frames: \(same)")
        #expect(writer.repeatedFrameCount == same.count)
        // What a copy holds is what drawing the frame gives: the red box at x 60, y 30, then blue.
        let held = try PNGDecoder.decode(bytes[18])
        let box = try #require(redBox(held))
        #expect(box.minX == 60 && box.minY == 30)
        #expect(held == (try PNGDecoder.decode(bytes[6])))
        #expect(redBox(try PNGDecoder.decode(bytes[29])) == nil, "the box turned blue after the hold")
    }

    @Test func aFrameWhosePredecessorIsNotWrittenIsDrawn() throws {
        let (writer, files, window, folder) = try record(selection: [29])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(files.count == 1 && writer.repeatedFrameCount == 0)
        let drawn = try CairoRenderer().render(window.renderTree())
        #expect(try PNGDecoder.decode(contentsOf: files[0]) == drawn, "frame 29 is drawn, not copied")
    }
}
