import FlipbookCairo
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `render` may do in its output folder: it owns the files it names
/// (frame files `<prefix><4 or more digits>.png`, and the filmstrip, animated
/// PNG, trace and manifest names of the scene), and nothing else.
///
/// - Before drawing, every path render will write must be free or a regular
///   file: a folder, link, FIFO or device there is an error (render never
///   deletes what it did not write).
/// - After the new files are in place, frame files of an earlier render that
///   the new manifest does not list are removed (when the render writes frames
///   or a manifest), so the manifest and the frame files beside it always agree. Only regular files whose name is a
///   frame name of this render's prefix, or that an earlier manifest in the
///   folder lists as its frames, are removed.
struct OutputFolder {
    let url: URL
    let framePrefix: String

    /// The state of one name in the folder, without following links.
    enum Entry: Equatable {
        case missing, regularFile
        case other(String)
    }

    func entry(_ name: String) -> Entry {
        var info = stat()
        guard lstat(url.appendingPathComponent(name, isDirectory: false).path, &info) == 0 else { return .missing }
        return Self.entry(mode: info.st_mode)
    }

    /// The kind of entry a `stat` mode is.
    static func entry(mode: mode_t) -> Entry {
        switch mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .other("a folder")
        case S_IFLNK: return .other("a symbolic link")
        case S_IFIFO: return .other("a FIFO")
        default: return .other("a device or socket")
        }
    }

    /// True for the names render gives frame files: the prefix, at least four digits, `.png`.
    func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix(framePrefix), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(framePrefix.count).dropLast(4)
        return digits.count >= 4 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Refuses a folder in which render would have to replace something that
    /// is not a regular file: any frame-named entry, or one of `otherNames`.
    /// - Throws: ``FilmError`` naming the entry.
    func checkWritable(otherNames: [String]) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        for name in names.filter(isFrameName).sorted() + otherNames {
            if case let .other(kind) = entry(name) {
                throw FilmError(
                    path: url.appendingPathComponent(name, isDirectory: false).path,
                    reason: "is \(kind), not a file render wrote, and render would write a file there; "
                        + "render never deletes what it did not write: move it away or choose another --out")
            }
        }
    }

    /// The frame files listed by the manifest named `manifestName` in the
    /// folder, if there is one that render wrote (decodable); empty otherwise.
    func framesOfEarlierManifest(named manifestName: String?) -> [String] {
        guard let manifestName, entry(manifestName) == .regularFile,
            let data = try? Data(contentsOf: url.appendingPathComponent(manifestName, isDirectory: false)),
            let manifest = try? JSONDecoder().decode(FilmManifest.self, from: data)
        else { return [] }
        return manifest.frames.compactMap(\.file).filter { !$0.contains("/") && $0.hasSuffix(".png") && !$0.hasPrefix(".") }
    }

    /// Removes the regular frame files that `kept` does not list: names of
    /// this prefix and `earlier` (an earlier manifest's frames).
    /// - Returns: the names removed, sorted.
    /// - Throws: ``FilmError`` when one cannot be removed.
    @discardableResult
    func removeStaleFrames(keeping kept: Set<String>, earlier: [String]) throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        let candidates = Set(names.filter(isFrameName) + earlier.filter { names.contains($0) })
        var removed: [String] = []
        for name in candidates.sorted() where !kept.contains(name) && entry(name) == .regularFile {
            let path = url.appendingPathComponent(name, isDirectory: false).path
            guard unlink(path) == 0 || errno == ENOENT else {
                throw FilmError(
                    path: path, reason: "a frame file of an earlier render cannot be removed (\(FilmError.text(errno)))")
            }
            removed.append(name)
        }
        return removed
    }

    /// Opens the folder and `source` (the staging folder) to move files by name.
    /// - Throws: ``FilmError`` when either cannot be opened.
    func mover(from source: URL) throws -> Mover { try Mover(from: source, to: url) }

    /// Moves files by name from one folder into the output folder, through descriptors
    /// of both (`fstatat`, `renameat`), so each move looks up one name in each folder
    /// instead of whole paths; a film's move is hundreds of renames and its last serial step.
    final class Mover {
        private let target: URL
        private let from: Int32
        private let to: Int32

        fileprivate init(from source: URL, to target: URL) throws {
            self.target = target
            let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
            from = open(source.path, flags)
            guard from >= 0 else {
                throw FilmError(path: source.path, reason: "the folder cannot be opened (\(FilmError.text(errno)))")
            }
            to = open(target.path, flags)
            guard to >= 0 else {
                let code = errno
                close(from)
                throw FilmError(path: target.path, reason: "the folder cannot be opened (\(FilmError.text(code)))")
            }
        }

        deinit {
            close(from)
            close(to)
        }

        /// Renames `name` of the source folder to `name` in the output folder, replacing a
        /// regular file there atomically (never a folder, link, FIFO or device). The caller
        /// holds a ticket of the process's ``FileWriteGate`` (the whole move of a film is one write).
        /// - Throws: ``FilmError`` when the entry there is not a regular file or the rename fails.
        func place(_ name: String) throws {
            var info = stat()
            if fstatat(to, name, &info, AT_SYMLINK_NOFOLLOW) == 0, case let .other(kind) = OutputFolder.entry(mode: info.st_mode)
            {
                throw FilmError(
                    path: target.appendingPathComponent(name, isDirectory: false).path,
                    reason: "is \(kind), not a file render wrote; render never deletes what it did not write: "
                        + "move it away or choose another --out")
            }
            guard renameat(from, name, to, name) == 0 else {
                throw FilmError(
                    path: target.appendingPathComponent(name, isDirectory: false).path,
                    reason: "the file cannot be moved into place (\(FilmError.text(errno)))")
            }
        }
    }
}
