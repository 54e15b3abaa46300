import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

#if canImport(Glibc)
import Glibc
#endif

@Suite struct PNGWriteFailureTests {
    let bitmap = randomBitmap(width: 16, height: 16, seed: 9)

    @Test func missingFolderLeavesNothing() throws {
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("no/such/folder/frame.png")
        #expect(throws: PNGError(path: target.path, reason: .folderMissing)) { try PNGEncoder().write(bitmap, to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func unwritableFolderLeavesNothing() throws {
        // As root, permission bits do not stop writes; sysfs refuses new files to everyone.
        let folder: URL
        let cleanup: () -> Void
        if geteuid() == 0 {
            folder = URL(fileURLWithPath: "/sys")
            cleanup = {}
        } else {
            let made = try ReferencePNG.temporaryFolder()
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: made.path)
            folder = made
            cleanup = {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: made.path)
                try? FileManager.default.removeItem(at: made)
            }
        }
        defer { cleanup() }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let target = folder.appendingPathComponent("frame.png")
        do {
            try PNGEncoder().write(bitmap, to: target)
            Issue.record("wrote into an unwritable folder")
        } catch {
            #expect(error.reason == .folderNotWritable)
            #expect(error.description.contains(target.path))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == before)
    }

    @Test func failedRenameRemovesTheTemporary() throws {
        // The final name is an existing folder: the temporary file is written, the rename fails.
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("frame.png")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: PNGError.self) { try PNGEncoder().write(bitmap, to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame.png"])
    }

    @Test func writeReplacesAnExistingFile() throws {
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("frame.png")
        try Data("old".utf8).write(to: target)
        try PNGEncoder(synchronizesFiles: true).write(bitmap, to: target)
        #expect(try PNGDecoder.decode(contentsOf: target) == bitmap)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame.png"])
    }

    @Test func errnoBecomesAReason() {
        #expect(AtomicFile.failure(ENOSPC, path: "/x.png").reason == .diskFull)
        #expect(AtomicFile.failure(EROFS, path: "/x.png").reason == .folderNotWritable)
        #expect(AtomicFile.failure(ENOENT, path: "/x.png").reason == .folderMissing)
        #expect(PNGError(path: "/x.png", reason: .diskFull).description == "PNG file '/x.png': the disk is full")
    }

    @Test func fullDeviceIsReported() throws {
        // /dev/full fails every write with ENOSPC; writing "into" it goes through the same mapping.
        guard FileManager.default.fileExists(atPath: "/dev/full") else {
            Issue.record("/dev/full is missing on this Linux system")
            return
        }
        let descriptor = open("/dev/full", O_WRONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let result = [UInt8](repeating: 1, count: 16).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #expect(result < 0)
        #expect(AtomicFile.failure(errno, path: "/x.png").reason == .diskFull)
    }
}
