import FlipbookWorkflow
import Foundation

/// The files `flipbook port` reads: each file argument, and every file under
/// each folder argument (sorted, so the output and the report are deterministic).
struct PortInputs {
    struct File {
        /// The path under `--out`: relative to the folder argument, or the file's name.
        let relative: String
        /// The path as the report shows it.
        let shown: String
        let data: Data
        var isSwift: Bool { relative.hasSuffix(".swift") }
        var text: String { String(decoding: data, as: UTF8.self) }
    }

    let files: [File]

    init(paths: [String]) throws {
        let manager = FileManager.default
        var files: [File] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CLIError.coded("FB-PORT-INPUT", "'\(path)' does not exist")
            }
            if isFolder.boolValue {
                // A folder given as a symlink (a test target's link to the app's
                // folder) is walked at its destination.
                let root = URL(fileURLWithPath: path).resolvingSymlinksInPath()
                guard let walker = manager.enumerator(atPath: root.path) else {
                    throw CLIError.coded("FB-PORT-INPUT", "'\(path)': the folder cannot be read")
                }
                var relatives: [String] = []
                while let relative = walker.nextObject() as? String {
                    var isSub: ObjCBool = false
                    let full = root.appendingPathComponent(relative).path
                    if manager.fileExists(atPath: full, isDirectory: &isSub), !isSub.boolValue { relatives.append(relative) }
                }
                for relative in relatives.sorted() {
                    let full = root.appendingPathComponent(relative)
                    files.append(
                        File(
                            relative: relative, shown: (path as NSString).appendingPathComponent(relative),
                            data: try Self.read(full.path)))
                }
            } else {
                guard path.hasSuffix(".swift") else {
                    throw CLIError.coded("FB-PORT-INPUT", "'\(path)' is not a Swift file (.swift); give Swift files or folders")
                }
                files.append(File(relative: (path as NSString).lastPathComponent, shown: path, data: try Self.read(path)))
            }
        }
        var seen: [String: String] = [:]
        for file in files {
            if let other = seen[file.relative] {
                throw CLIError.coded(
                    "FB-PORT-INPUT", "'\(file.shown)' and '\(other)' would both be written to '\(file.relative)'")
            }
            seen[file.relative] = file.shown
        }
        self.files = files
    }

    private static func read(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.coded("FB-PORT-INPUT", "'\(path)' cannot be read")
        }
        return data
    }
}
