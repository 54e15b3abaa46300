import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// Exports the fixture film and checks every output against the animation.
@MainActor @Suite struct FilmExportTests {
    @Test func manifestHasTheFramesTimesAndStates() throws {
        let folder = try temporaryFolder("manifest")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try FilmExporter.export(FilmFixture.makeFilm(), to: folder)
        let read = try FilmManifest.read(from: folder.appendingPathComponent("manifest.json"))
        #expect(read == manifest)
        #expect(read.frameCount == FilmFixture.frameCount)
        #expect(read.frames.count == FilmFixture.frameCount)
        #expect(read.fps == 30)
        #expect(read.canvasWidth == 200 && read.canvasHeight == 100)
        #expect(read.scale == 2)
        #expect(read.pixelWidth == 400 && read.pixelHeight == 200)
        for (k, frame) in read.frames.enumerated() {
            #expect(frame.index == k)
            #expect(abs(frame.time - Double(k) / 30) < 1e-12, "frame \(k) time \(frame.time)")
            #expect(frame.file == String(format: "frame-%04d.png", k))
            #expect(frame.state == (k < 30 ? "running" : "done"))
            #expect(abs((frame.percentComplete ?? -1) - min(1, Double(k) / 30)) < 1e-9)
        }
        #expect(read.files.filmstrip == "filmstrip.png")
        #expect(read.files.animatedPNG == "animation.png")
        #expect(read.files.trace == "trace.txt")
        #expect(read.versions?.cairo == RendererVersions.cairo)
        #expect(read.versions?.libpng == RendererVersions.libpng)
    }

    @Test func versionsMatchTheSystemTools() throws {
        let versions = FilmManifest.currentVersions
        #expect(versions.pixman == run("pkg-config", "--modversion", "pixman-1"))
        let freetype = try #require(versions.freetype)
        #expect(freetype.split(separator: ".").count == 3)
        #expect(freetype.hasPrefix("2."), "FreeType's release number, not the libtool version: \(freetype)")
        let font = try #require(versions.font)
        #expect(font.family == "Inter", "the system font, from fonts-inter")
        #expect(font.file == run("fc-match", "-f", "%{file}", "Inter"))
        #expect(FileManager.default.fileExists(atPath: font.file))
        #expect(font.version?.isEmpty == false)
        #expect(versions.notes.isEmpty)
    }

    @Test func everyFramePNGShowsTheBoxWhereTheAnimationPutsIt() throws {
        let folder = try temporaryFolder("frames")
        defer { try? FileManager.default.removeItem(at: folder) }
        var output = FilmOutput()
        output.filmstrip = nil
        output.animatedPNG = nil
        try FilmExporter.export(FilmFixture.makeFilm(), to: folder, output: output)
        for k in 0..<FilmFixture.frameCount {
            let bitmap = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(String(format: "frame-%04d.png", k)))
            #expect(bitmap.width == 400 && bitmap.height == 200)
            let box = try #require(redBox(bitmap), "frame \(k) has no red box")
            let left = FilmFixture.boxLeftPixel(frame: k)
            #expect(box.minX == left && box.maxX == left + 39, "frame \(k): box at \(box.minX)...\(box.maxX)")
            #expect(box.minY == 80 && box.maxY == 119)
            #expect(bitmap.rgba(left == 0 ? 399 : 0, 0) == [255, 255, 255, 255], "the background stays white")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!files.contains { $0.hasPrefix(".") }, "no temporary file is left: \(files)")
    }

    @Test func outputIsByteIdenticalAcrossRunsAndBetweenParallelAndSerial() throws {
        let film = FilmFixture.makeFilm()
        var contents: [[String: Data]] = []
        for concurrency in [2, 2, 0, 5] {
            let folder = try temporaryFolder("identical-\(concurrency)")
            defer { try? FileManager.default.removeItem(at: folder) }
            var output = FilmOutput()
            output.concurrency = concurrency
            try FilmExporter.export(film, to: folder, output: output)
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            contents.append(files)
        }
        #expect(contents[0].count == FilmFixture.frameCount + 4)
        for other in contents.dropFirst() {
            #expect(other.keys.sorted() == contents[0].keys.sorted())
            for (name, data) in contents[0] { #expect(other[name] == data, "\(name) differs") }
        }
    }

    @Test func streamingThroughTheRecorderGivesTheSameFiles() throws {
        let memory = try temporaryFolder("memory")
        let streamed = try temporaryFolder("streamed")
        defer {
            try? FileManager.default.removeItem(at: memory)
            try? FileManager.default.removeItem(at: streamed)
        }
        try FilmExporter.export(FilmFixture.makeFilm(), to: memory)
        let exporter = try FilmExporter(folder: streamed, fps: 30)
        let (window, recorder) = FilmFixture.makeRecorder(sink: exporter)
        window.tick(frames: FilmFixture.frameCount - 1)
        recorder.stop()
        #expect(recorder.film.frames.isEmpty, "a streaming recorder keeps no frames")
        #expect(recorder.frameCount == FilmFixture.frameCount)
        try exporter.finish()
        for name in try FileManager.default.contentsOfDirectory(atPath: memory.path) {
            let a = try Data(contentsOf: memory.appendingPathComponent(name))
            let b = try Data(contentsOf: streamed.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between the recorded and the streamed export")
        }
    }

    @Test func frameSelectionWritesOnlyThoseFrames() throws {
        let folder = try temporaryFolder("selection")
        defer { try? FileManager.default.removeItem(at: folder) }
        var output = FilmOutput()
        output.frameSelection = [0, 15, 32, 99]
        let manifest = try FilmExporter.export(FilmFixture.makeFilm(), to: folder, output: output)
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("frame-") }.sorted()
        #expect(pngs == ["frame-0000.png", "frame-0015.png", "frame-0032.png"])
        #expect(manifest.frames.compactMap(\.file) == pngs)
        #expect(manifest.frames[1].file == nil)
    }

    @Test func fileNamesWidenPast9999Frames() {
        #expect(FrameWriter.fileName(index: 7, frameCount: 61) == "frame-0007.png")
        #expect(FrameWriter.fileName(index: 9999, frameCount: 10_000) == "frame-9999.png")
        #expect(FrameWriter.fileName(index: 7, frameCount: 10_001) == "frame-00007.png")
        #expect(FrameWriter.fileName(index: 10_000, frameCount: 10_001) == "frame-10000.png")
    }

    @Test func anOutputFolderThatIsAFileIsAClearError() throws {
        let folder = try temporaryFolder("file")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("taken")
        try Data("x".utf8).write(to: file)
        #expect {
            try FilmExporter.export(FilmFixture.makeFilm(), to: file)
        } throws: { error in
            (error as? FilmError)?.path == file.path && "\(error)".contains("is a file")
        }
    }

    @Test func theTraceChangesOnlyWhereThePicturesChange() throws {
        let film = FilmFixture.makeFilm()
        let texts = film.frames.map { FilmTrace.text(for: $0) }
        #expect(texts[31] == texts[32], "two settled frames give the same trace")
        #expect(texts[30] == texts[31], "the last animated frame is already settled")
        let a = texts[1].split(separator: "\n")
        let b = texts[2].split(separator: "\n")
        #expect(a.count == b.count)
        let changed = zip(a, b).filter { $0 != $1 }.map { String($0.1) }
        #expect(changed.count == 2, "state and box lines: \(changed)")
        #expect(changed.first == "state running 6.7%")
        #expect(
            changed.last?.hasPrefix("  View#box frame=(10.00, 40.00, 20.00, 20.00) background=rgba(1.000 0.000 0.000 1.000)")
                == true)
        #expect(texts[0].hasPrefix("state running 0.0%\ncanvas 200.00x100.00 @2.00x\nWindow frame=(0.00, 0.00, 200.00, 100.00)"))
        let folder = try temporaryFolder("trace")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FilmExporter.export(film, to: folder)
        let file = try String(contentsOf: folder.appendingPathComponent("trace.txt"), encoding: .utf8)
        #expect(file == FilmTrace.text(for: film))
        #expect(file.components(separatedBy: "# frame ").count - 1 == FilmFixture.frameCount)
    }

    /// A film's trace describes each display list once and reuses its text in
    /// the other frames (`TraceContentCache`): it must be exactly the frames'
    /// own traces, each under its header, for content that repeats (labels that
    /// stay), content that changes (a label whose text changes) and the box.
    @Test @MainActor func aFilmTraceIsEachFramesOwnTraceUnderItsHeader() {
        let (window, recorder) = FilmFixture.makeRecorder(sink: nil)
        var counter: Label?
        for i in 0..<6 {
            let label = Label(frame: CGRect(x: 10, y: 5 + CGFloat(i) * 14, width: 120, height: 14))
            label.text = i == 5 ? "frame 0" : "row \(i)"
            window.addSubview(label)
            if i == 5 { counter = label }
        }
        for k in 1..<FilmFixture.frameCount {
            counter?.text = "frame \(k / 4)"
            window.tick(frames: 1)
        }
        let film = recorder.stop()
        let joined = film.frames.map { FilmTrace.header(for: $0) + "\n" + FilmTrace.text(for: $0) }.joined()
        let text = FilmTrace.text(for: film)
        #expect(text == joined)
        #expect(text.components(separatedBy: "text \"row 3\"").count - 1 >= FilmFixture.frameCount - 1, "a label in every frame")
        #expect(text.contains("text \"frame 7\""), "the changing label's last text")
    }

    /// `-0.0 == 0.0`, but a display list's digest prints `-0.0` and a colour prints `-0.000`:
    /// a film whose frames alternate such twins must still trace each frame as that frame
    /// alone does (a cache that found texts by equality would give every frame the text of
    /// whichever twin was described first, and that order changes from run to run).
    @Test func framesWithSignedZeroTwinsKeepTheirOwnTexts() {
        func frame(_ index: Int) -> FilmFrame {
            let zero = index.isMultiple(of: 2) ? 0.0 : -0.0
            var root = LayerProperties()
            root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
            root.position = CGPoint(x: 20, y: 10)
            root.backgroundColor = Color(red: zero, green: 0.5, blue: 1)
            var box = root
            box.backgroundColor = nil
            // A fresh list each frame, as a view that redraws makes; its commands differ only in the sign of a zero.
            let content = DisplayList(commands: [.concatenate(CGAffineTransform(a: 1, b: zero, c: zero, d: 1, tx: 0, ty: 0))])
            let tree = RenderTree(
                size: CGSize(width: 40, height: 20), scale: 1,
                root: RenderNode(
                    kind: "Window", properties: root, children: [RenderNode(kind: "layer", properties: box, content: content)]))
            return FilmFrame(
                index: index, time: Double(index) / 30, state: FilmFrameState(percentComplete: nil, phase: .running), tree: tree)
        }
        let film = Film(fps: 30, frames: (0..<16).map(frame))
        #expect(FilmTrace.text(for: film.frames[0]) != FilmTrace.text(for: film.frames[1]), "the twins print differently")
        let joined = film.frames.map { FilmTrace.header(for: $0) + "\n" + FilmTrace.text(for: $0) }.joined()
        for _ in 0..<5 { #expect(FilmTrace.text(for: film) == joined) }
    }

    /// The output of a command-line tool, trimmed; nil when it fails.
    private func run(_ arguments: String...) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
