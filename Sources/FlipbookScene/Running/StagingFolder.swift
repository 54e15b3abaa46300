import FlipbookCairo
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hidden folder `OUT/.flipbook-staging-<pid>/` a render writes its
/// files into before renaming them into `OUT`.
///
/// Render deletes only staging folders it can tell are render's:
///
/// - A staging folder holds a lock file, `.flipbook-lock`, locked (`flock`)
///   by its render for as long as the render runs. The lock file is created
///   under a temporary name, locked, then renamed, so `.flipbook-lock` is
///   never there unlocked while its render lives.
/// - A folder is render's only when it is a real folder (not a link) holding
///   nothing but regular files whose names render gives: the lock file,
///   frame files, the film's outputs and their temporary names. Render writes
///   its files under their final names, which a scene may choose (its frame
///   prefix, `filmstrip: {name: ...}`, `apng: preview.png`...): the lock file
///   holds those names (``FileNames``, JSON), so they count as render's too.
/// - Another render's staging folder (any process id) is removed only when it
///   is render's and its lock is free: its render ended without cleaning up
///   (SIGKILL). One without a lock file (from a Flipbook before the lock) is
///   removed when its process no longer runs; an empty one is left alone (a
///   render may be creating it).
/// - A folder named like this render's own staging folder that is not render's,
///   or whose lock is held, is an error: render never deletes what it did not write.
///
/// The folder is held by the process's ``FileWriteGate`` while it exists, so
/// stopping the process (SIGTERM) removes it.
final class StagingFolder {
    static let prefix = ".flipbook-staging-"
    static let lockName = ".flipbook-lock"

    let url: URL
    private var lock: Int32
    private var removed = false

    private init(url: URL, lock: Int32) {
        self.url = url
        self.lock = lock
    }

    deinit {
        if !removed { try? remove() }
    }

    /// The staging folder of process `pid` in `folder`.
    static func url(in folder: URL, pid: Int32) -> URL { folder.appendingPathComponent(prefix + String(pid)) }

    /// Removes the abandoned staging folders of other renders in `folder`,
    /// then creates and locks this process's.
    /// - Throws: ``FilmError`` when a folder of this name is in the way, or the folder cannot be created.
    static func create(in folder: URL, names: FilmFileNames = FilmFileNames()) throws -> StagingFolder {
        let pid = getpid()
        removeAbandoned(in: folder, except: pid)
        let url = url(in: folder, pid: pid)
        let gate = FileWriteGate.shared
        guard let ticket = gate.begin() else { throw FilmError(path: url.path, reason: FilmError.stoppingText) }
        defer { gate.end(ticket) }
        for attempt in 0..<2 {
            if mkdir(url.path, 0o777) == 0 {
                gate.hold(url.path)
                do { return StagingFolder(url: url, lock: try takeLock(in: url, names: names)) } catch {
                    _ = FileWriteGate.removeTree(url.path)
                    gate.release(url.path)
                    throw error
                }
            }
            let code = errno
            guard code == EEXIST, attempt == 0 else {
                throw FilmError(path: url.path, reason: "the staging folder cannot be created: \(FilmError.text(code))")
            }
            // A folder of this very name: render's own leftover (this process id was a render's that ended), or not render's.
            switch state(of: url, pid: pid) {
            case .abandoned(let held):
                let code = FileWriteGate.removeTree(url.path)
                if held >= 0 { close(held) }
                if let code {
                    throw FilmError(
                        path: url.path,
                        reason: "the staging folder of an earlier render cannot be removed: \(FilmError.text(code))")
                }
            case .inUse:
                throw FilmError(
                    path: url.path,
                    reason: "is the staging folder of a render that is still running; "
                        + "render never deletes what it did not write: wait for it or choose another --out")
            case .notRenders(let why):
                throw FilmError(
                    path: url.path,
                    reason: "is \(why), not a staging folder render made, and render needs that name; "
                        + "render never deletes what it did not write: move it away or choose another --out")
            case .unknown:
                throw FilmError(
                    path: url.path,
                    reason: "is an empty folder render did not make, and render needs that name; "
                        + "render never deletes what it did not write: move it away or choose another --out")
            }
        }
        throw FilmError(path: url.path, reason: "the staging folder cannot be created")
    }

    /// Removes the folder and everything in it, and lets go of its lock.
    /// - Throws: ``FilmError`` when something is left.
    func remove() throws {
        guard !removed else { return }
        // A stopping process removes it itself (the gate holds it); do not race with that.
        if FileWriteGate.shared.isStopping { return }
        let code = FileWriteGate.removeTree(url.path)
        removed = code == nil
        if removed {
            FileWriteGate.shared.release(url.path)
            if lock >= 0 {
                close(lock)
                lock = -1
            }
        }
        if let code {
            throw FilmError(path: url.path, reason: "the staging folder cannot be removed: \(FilmError.text(code))")
        }
    }

    /// Creates `.flipbook-lock` in `folder` holding `names`, locked: under a temporary name first, renamed once locked.
    private static func takeLock(in folder: URL, names: FilmFileNames) throws -> Int32 {
        let temporary = folder.appendingPathComponent(lockName + ".tmp-\(getpid())", isDirectory: false).path
        let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FilmError(path: folder.path, reason: "the staging folder cannot be locked: \(FilmError.text(errno))")
        }
        let text = Array(FileNames(names).encoded())
        let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, text.count) }
        guard written == text.count, flock(descriptor, LOCK_EX | LOCK_NB) == 0,
            rename(temporary, folder.appendingPathComponent(lockName, isDirectory: false).path) == 0
        else {
            let code = errno
            close(descriptor)
            throw FilmError(path: folder.path, reason: "the staging folder cannot be locked: \(FilmError.text(code))")
        }
        return descriptor
    }

    /// What a folder named like a staging folder is.
    enum State: Equatable {
        /// Render's, and no render uses it: removable (the descriptor holds its lock, or is -1).
        case abandoned(lock: Int32)
        /// Render's, and a render that still runs holds it.
        case inUse
        /// Not render's: the words say why ("a symbolic link", "a folder holding 'notes.txt'").
        case notRenders(String)
        /// Render's by its contents, but nothing tells whether it is still being made (empty, no lock yet).
        case unknown
    }

    /// Whether `url` (named after process `pid`) is render's staging folder, and whether its render still runs.
    /// When the answer is ``State/abandoned(lock:)`` with a descriptor, the caller holds the lock and must close it.
    static func state(of url: URL, pid: Int32) -> State {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return .unknown }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: return .notRenders("a symbolic link")
        case S_IFREG: return .notRenders("a file")
        default: return .notRenders("not a folder")
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
            return .notRenders("a folder render cannot list")
        }
        // The names its render gives files, from its lock file (the defaults for a folder without one).
        let given = FileNames.read(url.appendingPathComponent(lockName, isDirectory: false))
        for name in names.sorted() {
            var entry = stat()
            guard lstat(url.appendingPathComponent(name, isDirectory: false).path, &entry) == 0 else { continue }
            guard entry.st_mode & S_IFMT == S_IFREG, isRenderName(name, names: given) else {
                return .notRenders("a folder holding '\(name)'")
            }
        }
        if names.contains(lockName) {
            let descriptor = open(url.appendingPathComponent(lockName, isDirectory: false).path, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { return .inUse }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return .abandoned(lock: descriptor) }
            close(descriptor)
            return .inUse
        }
        // No lock file: being made (empty, or only the lock's temporary name), or left by a Flipbook before the lock.
        if names.allSatisfy({ $0.hasPrefix(lockName + ".tmp-") }) { return .unknown }
        if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH { return .abandoned(lock: -1) }
        return pid == getpid() ? .abandoned(lock: -1) : .inUse
    }

    /// The names render writes in a staging folder: the lock, frame files, the
    /// film's outputs, and the temporary names of all of these; frame files and
    /// outputs under the default names or `names`.
    static func isRenderName(_ name: String, names: FilmFileNames = FilmFileNames()) -> Bool {
        var base = name
        if name.hasPrefix("."), let range = name.range(of: ".tmp-", options: .backwards) {
            let suffix = name[range.upperBound...]
            guard !suffix.isEmpty, suffix.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else { return false }
            base = String(name[name.index(after: name.startIndex)..<range.lowerBound])
            if base == String(lockName.dropFirst()) { return true }
        }
        if base == lockName { return true }
        if FilmFileNames().outputs.contains(base) || names.outputs.contains(base) { return true }
        return [FilmFileNames().framePrefix, names.framePrefix].contains { prefix in
            guard base.hasPrefix(prefix), base.hasSuffix(".png"), base.count >= prefix.count + 4 else { return false }
            let digits = base.dropFirst(prefix.count).dropLast(".png".count)
            return digits.count >= 4 && digits.allSatisfy { $0.isASCII && $0.isNumber }
        }
    }

    /// The names a staging folder's render gives its files, as its lock file holds them (JSON).
    struct FileNames: Codable, Equatable {
        var framePrefix: String
        var outputs: [String]

        init(_ names: FilmFileNames) {
            framePrefix = names.framePrefix
            outputs = names.outputs
        }

        func encoded() -> Data { (try? JSONEncoder().encode(self)) ?? Data() }

        /// The names in the lock file at `url`; the defaults when there is none or it holds none
        /// (a render's lock file before it held names). Names with a `/` are ignored.
        static func read(_ url: URL) -> FilmFileNames {
            var names = FilmFileNames()
            // Only a regular file is read (never a FIFO or a device), and only a small one.
            var info = stat()
            guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size < 1 << 16,
                let data = try? Data(contentsOf: url),
                let read = try? JSONDecoder().decode(FileNames.self, from: data)
            else { return names }
            if !read.framePrefix.contains("/") { names.framePrefix = read.framePrefix }
            let outputs = read.outputs.filter { !$0.contains("/") && !$0.isEmpty }
            if outputs.count == 7 {
                (names.filmstrip, names.animatedPNG, names.gif, names.mp4, names.webm, names.trace, names.manifest) =
                    (outputs[0], outputs[1], outputs[2], outputs[3], outputs[4], outputs[5], outputs[6])
            }
            return names
        }
    }

    /// Removes the staging folders in `folder` whose render ended without
    /// cleaning up (see the type's rules); never one that is not render's.
    /// - Returns: the names removed.
    @discardableResult
    static func removeAbandoned(in folder: URL, except pid: Int32) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var removed: [String] = []
        for name in names.sorted() where name.hasPrefix(prefix) {
            guard let other = Int32(name.dropFirst(prefix.count)), other > 0, other != pid else { continue }
            let url = folder.appendingPathComponent(name)
            guard case .abandoned(let lock) = state(of: url, pid: other) else { continue }
            if FileWriteGate.removeTree(url.path) == nil { removed.append(name) }
            if lock >= 0 { close(lock) }
        }
        return removed
    }
}
