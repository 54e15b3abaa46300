import FlipbookTestSupport
import Foundation
import Synchronization
import Testing

@testable import FlipbookCairo

#if canImport(Glibc)
import Glibc
#endif

/// The write gate behind SIGTERM's cleanup: stop the writers, wait (boundedly)
/// for writes in flight, then remove what they leave. Each test uses its own
/// gate; the process's gate (`FileWriteGate.shared`) is never stopped here.
@Suite struct FileWriteGateTests {
    func scratch() throws -> URL { try temporaryFolder("gate") }

    @Test func noWriteBeginsOnceStopping() {
        let gate = FileWriteGate()
        let ticket = gate.begin()
        #expect(ticket != nil)
        gate.end(ticket!)
        gate.stop(waitingAtMost: 0)
        #expect(gate.isStopping)
        #expect(gate.begin() == nil)
        #expect(gate.perform { 1 } == nil, "a write after the stop does not run")
    }

    @Test func theStopWaitsForAWriteInFlightThenRemovesTheHeldFolder() throws {
        let gate = FileWriteGate()
        let folder = try scratch().appendingPathComponent("staging")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        gate.hold(folder.path)
        let ticket = try #require(gate.begin())
        let finished = Atomic<Bool>(false)
        // The write in flight ends 300 ms after the stop begins, creating a file as it goes.
        let writer = Thread {
            usleep(300_000)
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("late.png").path, contents: Data([1, 2, 3]))
            finished.store(true, ordering: .sequentiallyConsistent)
            gate.end(ticket)
        }
        writer.start()
        let start = Date()
        let report = gate.stop(waitingAtMost: 5)
        let ended = finished.load(ordering: .sequentiallyConsistent)
        #expect(ended, "the stop returned before the write in flight ended")
        #expect(Date().timeIntervalSince(start) < 4)
        #expect(report.abandonedWrites == 0 && report.leftovers.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path), "the file written meanwhile kept the folder alive")
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    @Test func aWriteThatNeverEndsIsAbandonedAfterTheBoundedWait() throws {
        let gate = FileWriteGate()
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let temporary = folder.appendingPathComponent(".frame-0003.png.tmp-1-1").path
        let ticket = try #require(gate.begin())
        gate.note(ticket, temporary: temporary)
        _ = FileManager.default.createFile(atPath: temporary, contents: Data(count: 100))
        let start = Date()
        let report = gate.stop(waitingAtMost: 0.3)
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= 0.29 && waited < 3, "waited \(waited) s")
        #expect(report.abandonedWrites == 1)
        #expect(!FileManager.default.fileExists(atPath: temporary), "the abandoned write's temporary file is removed")
        gate.end(ticket)
    }

    @Test func removalRetriesWhileFilesAppear() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let staging = folder.appendingPathComponent("staging")
        try FileManager.default.createDirectory(at: staging.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for i in 0..<200 {
            _ = FileManager.default.createFile(atPath: staging.appendingPathComponent("f\(i)").path, contents: Data())
        }
        // A writer that does not know about the gate keeps adding files for a while.
        let stopAt = Date().addingTimeInterval(0.05)
        let writer = Thread {
            var n = 0
            while Date() < stopAt {
                _ = open(staging.appendingPathComponent("late-\(n)").path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644).closing()
                n += 1
            }
        }
        writer.start()
        // Removed while the writer still adds files: emptying, then rmdir fails (not empty), then again.
        #expect(FileWriteGate.removeTree(staging.path, attempts: 100) == nil)
        #expect(!FileManager.default.fileExists(atPath: staging.path))
    }

    @Test func removalNeverFollowsASymbolicLink() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let precious = folder.appendingPathComponent("precious")
        try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: precious.appendingPathComponent("keep.txt").path, contents: Data("x".utf8))
        let staging = folder.appendingPathComponent("staging")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: staging.appendingPathComponent("link"), withDestinationURL: precious)
        #expect(FileWriteGate.removeTree(staging.path) == nil)
        #expect(FileManager.default.fileExists(atPath: precious.appendingPathComponent("keep.txt").path))
    }
}

private extension Int32 {
    func closing() -> Int32 {
        if self >= 0 { close(self) }
        return self
    }
}
