import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// The frame writer keeps a bounded number of frames in flight, however long the film.
@MainActor @Suite struct FilmMemoryTests {
    @Test func sixHundredFramesStayWithinTheWindow() throws {
        let folder = try temporaryFolder("memory")
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = Window(size: CGSize(width: 120, height: 80), scale: 1, clock: ManualClock(fps: 60))
        window.backgroundColor = .white
        let box = View(frame: CGRect(x: 0, y: 30, width: 20, height: 20))
        box.backgroundColor = .red
        window.addSubview(box)
        let writer = try FrameWriter(folder: folder, concurrency: 2, window: 4)
        let recorder = FilmRecorder(window: window, sink: writer)
        View.animate(withDuration: 10, delay: 0, options: .curveLinear) { box.frame.origin.x = 100 }
        recorder.start()
        window.tick(frames: 599)
        recorder.stop()
        let files = try writer.finish()
        #expect(recorder.error == nil)
        #expect(files.count == 600)
        #expect(writer.frameCount == 600)
        #expect(writer.peakFramesInFlight <= 4, "frames in flight: \(writer.peakFramesInFlight)")
        #expect(writer.peakFramesInFlight >= 2, "the writer did work in parallel")
        #expect(writer.peakLivePictures <= 2, "pictures alive at once: \(writer.peakLivePictures)")
        #expect(recorder.film.frames.isEmpty)
        let last = try PNGDecoder.decode(contentsOf: files[599])
        // Frame 599 has the box at x = 99.83 pt: column 99 is 17 % covered (pink), column 100 on fully red.
        #expect(redBox(last)?.minX == 100)
        let edge = last.rgba(99, 40)
        #expect(edge[0] == 255 && edge[1] > 200 && edge[1] < 225, "partly covered edge column: \(edge)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 600)
    }

    /// 16 workers (a simulated 16-core machine) and a budget of two frames:
    /// never more than two pictures alive, whatever the core count.
    @Test(arguments: [(budgetFrames: 2, most: 2), (budgetFrames: 1, most: 1)])
    func theMemoryBudgetBoundsPicturesAliveWhateverTheCores(budgetFrames: Int, most: Int) throws {
        let folder = try temporaryFolder("budget")
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = Window(size: CGSize(width: 200, height: 150), scale: 2, clock: ManualClock(fps: 60))
        window.backgroundColor = .white
        let box = View(frame: CGRect(x: 0, y: 30, width: 20, height: 20))
        box.backgroundColor = .red
        window.addSubview(box)
        let frameBytes = FrameWriter.frameBytes(window.renderTree())
        #expect(frameBytes == 400 * 300 * 12)
        let writer = try FrameWriter(folder: folder, concurrency: 16, window: 32, memoryBudget: budgetFrames * frameBytes)
        let recorder = FilmRecorder(window: window, sink: writer)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.frame.origin.x = 100 }
        recorder.start()
        window.tick(frames: 47)
        recorder.stop()
        let files = try writer.finish()
        #expect(files.count == 48 && recorder.error == nil)
        #expect(writer.peakFramesInFlight > most, "frames were queued beyond the budget: \(writer.peakFramesInFlight)")
        #expect(writer.peakLivePictures <= most, "pictures alive at once: \(writer.peakLivePictures), budget \(most)")
    }

    /// A frame larger than the whole budget is still drawn, alone.
    @Test func aFrameLargerThanTheBudgetIsDrawnAlone() throws {
        let folder = try temporaryFolder("budget-small")
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 60))
        window.backgroundColor = .blue
        let writer = try FrameWriter(folder: folder, concurrency: 8, memoryBudget: 1)
        let recorder = FilmRecorder(window: window, sink: writer)
        recorder.start()
        window.tick(frames: 9)
        recorder.stop()
        #expect(try writer.finish().count == 10)
        #expect(writer.peakLivePictures == 1)
        let first = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frame-0000.png"))
        #expect(first.rgba(50, 50) == [0, 0, 255, 255])
    }
}
