import Flipbook
import FlipbookCairo
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces whole golden folders, so a golden is always wholly old or wholly new.
///
/// The new golden of each scene is written into a work folder beside the goldens
/// (`GOLDENS/.flipbook-swap-<pid>-<id>/new/<scene>/`, the same file system), with
/// the files of the old golden folder that are not golden files (a filmstrip
/// beside the gallery's goldens) linked in. ``commit()`` then writes the work
/// folder's `journal.json` (the commit point: it names every staged folder by
/// its inode) and puts each staged folder in place with one rename (an atomic
/// exchange of the two folders where the system has one: Linux `renameat2`,
/// macOS `renamex_np`), then removes the work folder with the old goldens.
///
/// A process that dies before the journal leaves the goldens untouched; one that
/// dies after it leaves some goldens swapped. Either way the work folder stays,
/// and ``recover(in:)`` (run by the `flipbook` tool under the goldens lock, at
/// its next run) finishes the swap when the journal exists, or removes the work
/// folder when it does not: every golden ends wholly old or wholly new, and
/// several goldens swapped together all end old or all end new.
package struct GoldenSwap {
    /// The folder holding the golden folders.
    package let goldens: URL
    /// This swap's work folder.
    package let work: URL
    /// The scenes staged, in order.
    private(set) var scenes: [String] = []

    /// The name prefix of work folders.
    package static let workPrefix = ".flipbook-swap-"
    static let journalName = "journal.json"

    /// The files of a golden folder that a swap replaces: manifest.json, trace.txt
    /// and frame-NNNN.png. Any other entry is carried over to the new golden.
    package static func isGoldenFile(_ name: String) -> Bool {
        name == "manifest.json" || name == "trace.txt" || (name.hasPrefix("frame-") && name.hasSuffix(".png"))
    }

    /// Makes the work folder inside `goldens` (which must exist).
    package init(goldens: URL) throws(FilmError) {
        self.goldens = goldens
        work = goldens.appendingPathComponent(Self.workPrefix + "\(getpid())-\(UUID().uuidString.prefix(8))")
        try FilmError.createFolder(work.appendingPathComponent("new"), what: "the work folder")
        // Removed with its contents if the process is told to stop while it exists.
        FileWriteGate.shared.hold(work.path)
        Self.fileOperation()
    }

    /// Makes and returns the folder to write `scene`'s new golden files into.
    package mutating func stage(_ scene: String) throws(FilmError) -> URL {
        let folder = work.appendingPathComponent("new").appendingPathComponent(scene)
        try FilmError.createFolder(folder, what: "the work folder")
        scenes.append(scene)
        Self.fileOperation()
        return folder
    }

    /// Removes the work folder, changing no golden (after a failure before ``commit()``).
    package func discard() {
        _ = FileWriteGate.removeTree(work.path)
        FileWriteGate.shared.release(work.path)
    }

    /// Puts every staged golden in place, as one change (see the type's summary).
    /// - Throws: ``FilmError`` when a carried-over file or the journal cannot be
    ///   written (no golden changed; the work folder is removed), or when a
    ///   rename fails after the commit point (the work folder stays, and the next
    ///   ``recover(in:)`` finishes the swap).
    package func commit() throws(FilmError) {
        // Everything that can fail for lack of space first: the carried-over entries, then the journal.
        var entries: [[String: Any]] = []
        do throws(FilmError) {
            for scene in scenes {
                let staged = work.appendingPathComponent("new").appendingPathComponent(scene)
                try Self.checkReplaceable(goldens.appendingPathComponent(scene), in: goldens)
                try Self.carryOver(from: goldens.appendingPathComponent(scene), to: staged)
                var info = stat()
                guard lstat(staged.path, &info) == 0 else {
                    throw FilmError(path: staged.path, reason: "the work folder cannot be read: \(FilmError.readText(errno))")
                }
                entries.append(["scene": scene, "device": UInt64(info.st_dev), "inode": UInt64(info.st_ino)])
            }
            let journal = try? JSONSerialization.data(withJSONObject: ["format": 1, "scenes": entries], options: [.sortedKeys])
            try FilmError.save(journal ?? Data(), to: work.appendingPathComponent(Self.journalName), what: "the swap journal")
            Self.fileOperation()
        } catch {
            discard()
            throw error
        }
        // The commit point is passed: finish, or leave the work folder for recovery.
        guard let ticket = FileWriteGate.shared.begin() else {
            // Told to stop before any golden moved: roll back.
            discard()
            throw FilmError(path: goldens.path, reason: FilmError.stoppingText)
        }
        do throws(FilmError) {
            try Self.finish(work: work, goldens: goldens)
        } catch {
            FileWriteGate.shared.end(ticket)
            FileWriteGate.shared.release(work.path)
            throw error
        }
        FileWriteGate.shared.end(ticket)
        FileWriteGate.shared.release(work.path)
    }

    /// Finishes or undoes the swaps of work folders left in `goldens` by
    /// processes that died. Call only while no other process writes goldens there
    /// (holding the goldens lock).
    /// - Returns: the work folders recovered, and the failures.
    @discardableResult
    package static func recover(in goldens: URL) -> (recovered: [String], problems: [FilmError]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? [])
            .filter { $0.hasPrefix(workPrefix) }.sorted()
        var problems: [FilmError] = []
        for name in names {
            let work = goldens.appendingPathComponent(name)
            do throws(FilmError) {
                if FileManager.default.fileExists(atPath: work.appendingPathComponent(journalName).path) {
                    try finish(work: work, goldens: goldens)
                } else if let code = FileWriteGate.removeTree(work.path) {
                    throw FilmError(
                        path: work.path,
                        reason: "the work folder of an interrupted swap cannot be removed: \(FilmError.text(code))")
                }
            } catch {
                problems.append(error)
            }
        }
        return (names, problems)
    }

    /// Whether `goldens` holds work folders of interrupted swaps.
    package static func needsRecovery(_ goldens: URL) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? [])
            .contains { $0.hasPrefix(workPrefix) }
    }

    /// One scene of a journal: its name and the staged folder's identity.
    private struct Entry {
        var scene: String
        var device: UInt64
        var inode: UInt64

        func isStaged(at url: URL) -> Bool {
            var info = stat()
            return lstat(url.path, &info) == 0 && UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
        }
    }

    private static func entries(ofJournal journalURL: URL) throws(FilmError) -> [Entry] {
        guard let data = try? Data(contentsOf: journalURL),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let list = object["scenes"] as? [[String: Any]]
        else {
            throw FilmError(path: journalURL.path, reason: "the swap journal cannot be read; remove the work folder by hand")
        }
        var entries: [Entry] = []
        for entry in list {
            guard let scene = entry["scene"] as? String, !scene.isEmpty, !scene.contains("/"), scene != "..", scene != ".",
                let device = (entry["device"] as? NSNumber)?.uint64Value, let inode = (entry["inode"] as? NSNumber)?.uint64Value
            else { throw FilmError(path: journalURL.path, reason: "the swap journal is damaged; remove the work folder by hand") }
            entries.append(Entry(scene: scene, device: device, inode: inode))
        }
        return entries
    }

    /// Puts each staged folder the journal of `work` names in place (those still
    /// staged: a folder whose inode is the journal's), then removes `work`.
    /// Idempotent. When a folder cannot be put in place, the ones already
    /// swapped are swapped back (all old again) and the error is thrown.
    private static func finish(work: URL, goldens: URL) throws(FilmError) {
        let journalURL = work.appendingPathComponent(journalName)
        let entries = try entries(ofJournal: journalURL)
        do throws(FilmError) {
            for entry in entries {
                let staged = work.appendingPathComponent("new").appendingPathComponent(entry.scene)
                guard entry.isStaged(at: staged) else { continue }
                try place(
                    staged, at: goldens.appendingPathComponent(entry.scene),
                    old: work.appendingPathComponent("old").appendingPathComponent(entry.scene))
            }
        } catch {
            rollBack(entries, work: work, goldens: goldens)
            unlink(journalURL.path)
            _ = FileWriteGate.removeTree(work.path)
            throw error
        }
        // The journal first: without it, what is left is only old goldens to delete.
        unlink(journalURL.path)
        fileOperation()
        if let code = FileWriteGate.removeTree(work.path) {
            throw FilmError(path: work.path, reason: "the work folder cannot be removed: \(FilmError.text(code))")
        }
        fileOperation()
    }

    /// Swaps back every golden of `entries` that was swapped in (best effort).
    private static func rollBack(_ entries: [Entry], work: URL, goldens: URL) {
        for entry in entries {
            let target = goldens.appendingPathComponent(entry.scene)
            let staged = work.appendingPathComponent("new").appendingPathComponent(entry.scene)
            let old = work.appendingPathComponent("old").appendingPathComponent(entry.scene)
            var info = stat()
            if lstat(target.path, &info) != 0, FileManager.default.fileExists(atPath: old.path) {
                // Moved aside (a system without the exchange), the new one not yet in.
                _ = rename(old.path, target.path)
                continue
            }
            guard entry.isStaged(at: target) else { continue }
            if FileManager.default.fileExists(atPath: staged.path) {
                _ = exchange(staged.path, target.path)
            } else if FileManager.default.fileExists(atPath: old.path) {
                if rename(target.path, staged.path) == 0 { _ = rename(old.path, target.path) }
            } else {
                _ = rename(target.path, staged.path)
            }
        }
    }

    /// Refuses, before anything changes, a golden folder that a rename could not replace:
    /// a file in its place, a folder that is not writable, a mount point.
    private static func checkReplaceable(_ target: URL, in goldens: URL) throws(FilmError) {
        var info = stat()
        var parent = stat()
        guard lstat(target.path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFLNK { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw FilmError(
                path: target.path, reason: "the golden's folder cannot be created: '\(target.path)' is a file, not a folder")
        }
        if access(target.path, W_OK) != 0 {
            throw FilmError(path: target.path, reason: "the golden's folder cannot be replaced: \(FilmError.text(errno))")
        }
        if stat(goldens.path, &parent) == 0, parent.st_dev != info.st_dev {
            throw FilmError(
                path: target.path,
                reason: "the golden's folder cannot be replaced: it is a mount point "
                    + "(flipbook writes a new golden beside it and renames it into place)")
        }
    }

    /// Puts the folder `staged` at `target` with one atomic exchange (the old
    /// folder ends at `staged`), or a rename when `target` does not exist; on a
    /// system without the exchange, moves the old folder to `old` first.
    private static func place(_ staged: URL, at target: URL, old: URL) throws(FilmError) {
        var info = stat()
        if lstat(target.path, &info) != 0 {
            guard errno == ENOENT else { throw moveFailure(target, errno) }
            guard rename(staged.path, target.path) == 0 else { throw moveFailure(target, errno) }
            fileOperation()
            return
        }
        if exchange(staged.path, target.path) == 0 {
            fileOperation()
            // A file another program put beside the golden meanwhile stays with the golden.
            carryOverLate(from: staged, to: target)
            return
        }
        // No exchange on this system: the old folder aside, then the new one in (recover finishes it after a kill).
        try? FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard rename(target.path, old.path) == 0 else { throw moveFailure(target, errno) }
        fileOperation()
        guard rename(staged.path, target.path) == 0 else { throw moveFailure(target, errno) }
        fileOperation()
    }

    private static func moveFailure(_ target: URL, _ code: Int32) -> FilmError {
        FilmError(path: target.path, reason: "the golden cannot be moved into place: \(FilmError.text(code))")
    }

    /// `renameat2(RENAME_EXCHANGE)` (Linux) or `renamex_np(RENAME_SWAP)` (macOS), looked up at run time;
    /// -1 with `errno` ENOSYS where neither exists.
    private static func exchange(_ a: String, _ b: String) -> Int32 {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
            errno = ENOSYS
            return -1
        }
        let function = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 2  // RENAME_EXCHANGE
        return function(AT_FDCWD, a, AT_FDCWD, b, renameExchange)
        #else
        typealias RenameX = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "renamex_np") else {
            errno = ENOSYS
            return -1
        }
        let function = unsafeBitCast(symbol, to: RenameX.self)
        let renameSwap: UInt32 = 2  // RENAME_SWAP
        return function(a, b, renameSwap)
        #endif
    }

    /// Links (or copies) every entry of the golden folder `old` that is not a golden file into `new`.
    private static func carryOver(from old: URL, to new: URL) throws(FilmError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: old.path, isDirectory: &isFolder), isFolder.boolValue else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: old.path)) ?? []
        for name in names.sorted() where !isGoldenFile(name) {
            let source = old.appendingPathComponent(name)
            let target = new.appendingPathComponent(name)
            if link(source.path, target.path) == 0 || errno == EEXIST {
                fileOperation()
                continue
            }
            do { try FileManager.default.copyItem(at: source, to: target) } catch {
                throw FilmError(path: source.path, doing: "the file beside the golden cannot be kept", error: error)
                    ?? FilmError(path: source.path, reason: "the file beside the golden cannot be kept: \(error)")
            }
            fileOperation()
        }
    }

    /// Moves entries that appeared in `old` after the carry-over (not golden files) into `new`, best effort.
    private static func carryOverLate(from old: URL, to new: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: old.path)) ?? []
        for name in names
        where !isGoldenFile(name) && !FileManager.default.fileExists(atPath: new.appendingPathComponent(name).path) {
            _ = rename(old.appendingPathComponent(name).path, new.appendingPathComponent(name).path)
        }
    }

    // MARK: Test hook

    /// The number of golden file operations so far (creating, writing, linking, renaming, removing).
    private static let operations = Atomic<Int>(0)
    private static let killAfter: Int? = ProcessInfo.processInfo.environment["FLIPBOOK_DEBUG_KILL_AFTER"].flatMap { Int($0) }

    /// Counts one golden file operation. With `FLIPBOOK_DEBUG_KILL_AFTER=N` (tests
    /// only), the process kills itself with SIGKILL after the N-th one, so a test
    /// can stop it at every point of a swap.
    package static func fileOperation() {
        guard let killAfter else { return }
        if operations.add(1, ordering: .relaxed).newValue == killAfter { kill(getpid(), SIGKILL) }
    }

    private static let goldenWrites = Atomic<Int>(0)
    private static let diskFullAt: Int? = ProcessInfo.processInfo.environment["FLIPBOOK_DEBUG_DISK_FULL_AT"].flatMap { Int($0) }

    /// With `FLIPBOOK_DEBUG_DISK_FULL_AT=N` (tests only), true for the N-th golden file
    /// written and every later one, which then fail as on a full disk (ENOSPC).
    package static func simulatedDiskFull() -> Bool {
        guard let diskFullAt else { return false }
        return goldenWrites.add(1, ordering: .relaxed).newValue >= diskFullAt
    }
}
