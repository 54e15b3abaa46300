import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

#if canImport(Glibc)
import Glibc
#endif

/// Frame files written straight under their final names (`writesAtomically = false`,
/// what a render does in its private staging folder): the same bytes as atomic writes,
/// no temporary names, and a link or a failure never leaves a file where it should not.
@MainActor
@Suite struct InPlaceFrameFileTests {
    func film() -> Film {
        let window = Window(size: CGSize(width: 60, height: 40), scale: 1)
        let box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = .systemBlue
        window.backgroundColor = .white
        window.addSubview(box)
        var frames: [FilmFrame] = []
        for i in 0..<4 {
            box.frame.origin.x = Double(i) * 10
            frames.append(FilmFrame(index: i, time: Double(i) / 30, state: .idle, tree: window.renderTree()))
        }
        // A hold: the last frame repeats the one before (its file is a copy).
        frames.append(FilmFrame(index: 4, time: 4.0 / 30, state: .idle, tree: window.renderTree()))
        return Film(fps: 30, frames: frames)
    }

    func names(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test(arguments: [1, 2])
    func inPlaceFilesAreTheBytesOfAtomicOnesWithNoOtherNames(threads: Int) throws {
        let root = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let film = film()
        var contents: [[Data]] = []
        for atomically in [true, false] {
            let folder = root.appendingPathComponent(atomically ? "atomic" : "in-place")
            let writer = try FrameWriter(folder: folder, expectedFrameCount: film.frames.count, concurrency: threads)
            writer.writesAtomically = atomically
            for frame in film.frames { try writer.receive(frame) }
            let files = try writer.finish()
            #expect(try names(folder) == files.map(\.lastPathComponent), "no temporary or other names are left")
            contents.append(try files.map { try Data(contentsOf: $0) })
        }
        #expect(contents[0] == contents[1])
        #expect(contents[1].count == 5 && contents[1][3] == contents[1][4], "the hold is a copy of the frame before it")
        let first = try PNGDecoder.decode(contents[1][0])
        #expect(first.width == 60 && first.height == 40)
    }

    @Test func anInPlaceWriteReplacesAFileAndNeverFollowsALink() throws {
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("frame-0000.png")
        try Data("old".utf8).write(to: target)
        try AtomicFile.save(Data("new".utf8), to: target.path, synchronize: false, atomically: false)
        #expect(try Data(contentsOf: target) == Data("new".utf8))

        // A symbolic link under the name: refused, and what it points to is untouched.
        let elsewhere = folder.appendingPathComponent("elsewhere.txt")
        try Data("precious".utf8).write(to: elsewhere)
        let link = folder.appendingPathComponent("frame-0001.png")
        #expect(symlink(elsewhere.path, link.path) == 0)
        #expect(throws: PNGError.self) {
            try AtomicFile.save(Data("new".utf8), to: link.path, synchronize: false, atomically: false)
        }
        #expect(try Data(contentsOf: elsewhere) == Data("precious".utf8))
        #expect(try names(folder) == ["elsewhere.txt", "frame-0000.png", "frame-0001.png"])
    }

    @Test func aFolderUnderTheNameIsRefusedAndKept() throws {
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("frame-0000.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("precious".utf8).write(to: target.appendingPathComponent("keep.txt"))
        #expect(throws: PNGError.self) {
            try AtomicFile.save(Data("x".utf8), to: target.path, synchronize: false, atomically: false)
        }
        #expect(try Data(contentsOf: target.appendingPathComponent("keep.txt")) == Data("precious".utf8))
    }

    @Test func anInPlaceWriteIntoAMissingFolderLeavesNothing() throws {
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("gone/frame-0000.png")
        #expect(throws: PNGError(path: target.path, reason: .folderMissing)) {
            try AtomicFile.save(Data("x".utf8), to: target.path, synchronize: false, atomically: false)
        }
        #expect(try names(folder).isEmpty)
    }
}
