import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookScene

#if canImport(Glibc)
import Glibc
#endif

/// Render never deletes a staging folder it cannot tell is render's, nor one a
/// running render holds (`StagingFolder`): neither at the start of a render
/// (its own staging name) nor when it sweeps up after renders killed with SIGKILL.
@Suite("Staging folders")
@MainActor
struct StagingFolderTests {
    /// A process id no process has (beyond any pid_max).
    static let deadPID: Int32 = 2_000_000_000 - 7

    func fresh(_ name: String = #function) throws -> URL {
        let folder = try scratchFolder(name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func names(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    var scene: SceneDocument {
        get throws { try parse(runnerScene("{kind: present, from: A, to: B, animator: fade, duration: 0.2}")) }
    }

    /// Locks `url`'s `.flipbook-lock` as a running render does; the descriptor keeps the lock.
    func holdLock(in url: URL) throws -> Int32 {
        let fd = open(url.appendingPathComponent(StagingFolder.lockName).path, O_RDWR | O_CREAT, 0o644)
        #expect(fd >= 0)
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        return fd
    }

    @Test func renderNamesAreRecognised() {
        for name in [
            ".flipbook-lock", ".flipbook-lock.tmp-12", "frame-0000.png", "frame-12345.png", ".frame-0003.png.tmp-12-4",
            "manifest.json", "trace.txt", ".trace.txt.tmp-99", "filmstrip.png", "animation.png", ".animation.png.tmp-1-2",
        ] {
            #expect(StagingFolder.isRenderName(name), "\(name)")
        }
        for name in [
            "notes.txt", "frame-1.png", "frame-00a0.png", ".frame-0003.png.tmp-x", "shot-0001.png", "manifest.json~",
            ".notes.txt.tmp-1", "frame-0000.png.tmp-1",
        ] {
            #expect(!StagingFolder.isRenderName(name), "\(name)")
        }
    }

    @Test func aUsersFolderWithRendersOwnStagingNameIsNeverDeleted() throws {
        let out = try fresh()
        let mine = StagingFolder.url(in: out, pid: getpid())
        try write("precious", mine.appendingPathComponent("notes.txt"))
        do {
            try SceneRunner(document: try scene).render(to: out)
            Issue.record("the render went ahead")
        } catch let error as FilmError {
            #expect(error.path == mine.path)
            #expect(error.reason.hasPrefix("is a folder holding 'notes.txt', not a staging folder render made"), "\(error)")
            #expect(error.reason.contains("render never deletes what it did not write"))
        }
        #expect(names(mine) == ["notes.txt"], "the user's folder is intact")
        #expect(names(out) == [mine.lastPathComponent], "nothing was written")
    }

    @Test func anEmptyFolderWithRendersOwnStagingNameIsNotTakenOver() throws {
        let out = try fresh()
        let mine = StagingFolder.url(in: out, pid: getpid())
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        #expect(throws: FilmError.self) { try SceneRunner(document: try scene).render(to: out) }
        #expect(FileManager.default.fileExists(atPath: mine.path))
    }

    @Test func aStagingFolderALiveRenderHoldsIsNeverDeleted() throws {
        // Same name as this process's staging folder, locked through another open file: another render
        // (another pid namespace sharing the folder, or another render of this process).
        let out = try fresh()
        let theirs = StagingFolder.url(in: out, pid: getpid())
        try write("half", theirs.appendingPathComponent("frame-0000.png"))
        let lock = try holdLock(in: theirs)
        defer { close(lock) }
        do {
            try SceneRunner(document: try scene).render(to: out)
            Issue.record("the render went ahead")
        } catch let error as FilmError {
            #expect(error.reason.hasPrefix("is the staging folder of a render that is still running"), "\(error)")
        }
        #expect(names(theirs) == [".flipbook-lock", "frame-0000.png"])
    }

    @Test func renderReplacesItsOwnAbandonedStagingFolder() throws {
        // This process id's staging folder, left by a render that was killed (its lock is free).
        let out = try fresh()
        let left = StagingFolder.url(in: out, pid: getpid())
        try write("", left.appendingPathComponent(".flipbook-lock"))
        try write("half", left.appendingPathComponent(".frame-0001.png.tmp-\(getpid())-3"))
        try write("old", left.appendingPathComponent("frame-0000.png"))
        let result = try SceneRunner(document: try scene).render(to: out)
        #expect(result.manifest.frameCount == 3)
        #expect(names(out) == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "manifest.json"], "\(names(out))")
    }

    @Test func theSweepRemovesOnlyAbandonedStagingFoldersThatAreRenders() throws {
        let out = try fresh()
        func staging(_ pid: Int32) -> URL { StagingFolder.url(in: out, pid: pid) }
        // Render's, lock free: removed.
        try write("", staging(Self.deadPID).appendingPathComponent(".flipbook-lock"))
        try write("x", staging(Self.deadPID).appendingPathComponent("frame-0007.png"))
        // Render's from before the lock file, its process gone: removed.
        try write("x", staging(Self.deadPID - 1).appendingPathComponent("frame-0000.png"))
        try write("x", staging(Self.deadPID - 1).appendingPathComponent(".trace.txt.tmp-\(Self.deadPID - 1)"))
        // Someone's notes in a folder of that name, process gone: kept.
        try write("precious", staging(Self.deadPID - 2).appendingPathComponent("notes.txt"))
        // Render's, but its lock is held (a render in another pid namespace): kept.
        try write("x", staging(Self.deadPID - 3).appendingPathComponent("frame-0000.png"))
        let held = try holdLock(in: staging(Self.deadPID - 3))
        defer { close(held) }
        // A folder inside: not render's: kept.
        try write("x", staging(Self.deadPID - 4).appendingPathComponent("frames/frame-0000.png"))
        // Empty, no lock yet (a render making it): kept.
        try FileManager.default.createDirectory(at: staging(Self.deadPID - 5), withIntermediateDirectories: true)
        // A symbolic link to a folder of frames: kept, and what it points to too.
        let elsewhere = out.appendingPathComponent("elsewhere")
        try write("x", elsewhere.appendingPathComponent("frame-0000.png"))
        try FileManager.default.createSymbolicLink(at: staging(Self.deadPID - 6), withDestinationURL: elsewhere)
        // Render's with a live process (this one's parent) and no lock: kept.
        try write("x", staging(getppid()).appendingPathComponent("frame-0000.png"))

        let removed = StagingFolder.removeAbandoned(in: out, except: getpid())
        #expect(removed == [staging(Self.deadPID - 1).lastPathComponent, staging(Self.deadPID).lastPathComponent])
        let kept = [Self.deadPID - 2, Self.deadPID - 3, Self.deadPID - 4, Self.deadPID - 5, Self.deadPID - 6, getppid()]
        for pid in kept { #expect(FileManager.default.fileExists(atPath: staging(pid).path), "\(pid)") }
        #expect(names(staging(Self.deadPID - 2)) == ["notes.txt"])
        #expect(names(elsewhere) == ["frame-0000.png"])

        // A render into the folder sweeps the same way and leaves the others alone.
        try write("", staging(Self.deadPID).appendingPathComponent(".flipbook-lock"))
        _ = try SceneRunner(document: try scene).render(to: out)
        #expect(!FileManager.default.fileExists(atPath: staging(Self.deadPID).path))
        for pid in kept { #expect(FileManager.default.fileExists(atPath: staging(pid).path), "\(pid)") }
        #expect(!FileManager.default.fileExists(atPath: staging(getpid()).path), "the render's own staging folder is gone")
    }

    /// Render writes files under the scene's own names in its staging folder; the lock file names them,
    /// so the sweep still knows such a folder for render's, and still keeps a folder whose lock does not name them.
    @Test func abandonedStagingFoldersWithTheScenesOwnNamesAreRecognised() throws {
        let out = try fresh()
        func staging(_ pid: Int32) -> URL { StagingFolder.url(in: out, pid: pid) }
        var custom = FilmFileNames()
        custom.framePrefix = "shot-"
        custom.filmstrip = "strip.png"
        custom.animatedPNG = "preview.png"
        custom.manifest = "film.json"
        #expect(
            StagingFolder.isRenderName("shot-0003.png", names: custom)
                && StagingFolder.isRenderName(".strip.png.tmp-4-1", names: custom))
        #expect(!StagingFolder.isRenderName("shot-0003.png") && !StagingFolder.isRenderName("shot-03.png", names: custom))
        // Killed while writing custom names; its lock names them: removed.
        try FileManager.default.createDirectory(at: staging(Self.deadPID), withIntermediateDirectories: true)
        try StagingFolder.FileNames(custom).encoded().write(
            to: staging(Self.deadPID).appendingPathComponent(StagingFolder.lockName))
        for name in [
            "shot-0000.png", "shot-0001.png", "strip.png", ".preview.png.tmp-\(Self.deadPID)", "film.json", "frame-0002.png",
        ] {
            try write("x", staging(Self.deadPID).appendingPathComponent(name))
        }
        // The same files beside a lock that names nothing: not known as render's, kept.
        try write("", staging(Self.deadPID - 1).appendingPathComponent(StagingFolder.lockName))
        try write("x", staging(Self.deadPID - 1).appendingPathComponent("shot-0000.png"))
        // A lock naming other files than the folder holds: kept.
        try FileManager.default.createDirectory(at: staging(Self.deadPID - 2), withIntermediateDirectories: true)
        try StagingFolder.FileNames(custom).encoded().write(
            to: staging(Self.deadPID - 2).appendingPathComponent(StagingFolder.lockName))
        try write("precious", staging(Self.deadPID - 2).appendingPathComponent("notes.txt"))

        let removed = StagingFolder.removeAbandoned(in: out, except: getpid())
        #expect(removed == [staging(Self.deadPID).lastPathComponent])
        #expect(names(staging(Self.deadPID - 1)) == [".flipbook-lock", "shot-0000.png"])
        #expect(names(staging(Self.deadPID - 2)) == [".flipbook-lock", "notes.txt"])
    }

    /// A render with the scene's own names writes them in its staging folder and its lock file names them.
    @Test func aRendersLockFileNamesItsFiles() throws {
        let out = try fresh()
        var custom = FilmFileNames()
        custom.framePrefix = "shot-"
        custom.trace = "log.txt"
        let staging = try StagingFolder.create(in: out, names: custom)
        defer { try? staging.remove() }
        let read = StagingFolder.FileNames.read(staging.url.appendingPathComponent(StagingFolder.lockName))
        #expect(read == custom)
    }

    @Test func aRenderHoldsItsLockUntilItEnds() throws {
        let out = try fresh()
        let staging = try StagingFolder.create(in: out)
        #expect(names(staging.url) == [".flipbook-lock"])
        #expect(StagingFolder.state(of: staging.url, pid: getpid()) == .inUse, "a running render's folder is in use")
        try staging.remove()
        #expect(!FileManager.default.fileExists(atPath: staging.url.path))
    }
}
