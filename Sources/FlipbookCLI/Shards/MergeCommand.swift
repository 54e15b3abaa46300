import ArgumentParser
import FlipbookCairo
import FlipbookWorkflow
import Foundation

/// `flipbook merge SHARD_RESULT... --out DIR`: joins the `verify --json`
/// results of the shards of one run into one summary, report and JUnit file.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merges the JSON results of sharded verify runs into one summary, HTML report and JUnit XML file.",
        discussion: """
            Each SHARD_RESULT is what 'flipbook verify --shard I/N --json' (or --shard auto) printed. The results \
            must be the shards 1 to N of one run: the same command, the same number of shards, cut from the same \
            scenes, each shard once and every scene in exactly one shard; otherwise nothing is written. DIR gets \
            summary.json (what an unsharded 'verify --json' prints, scenes sorted by name, seconds added up), \
            report.html and junit.xml (one test case per scene), and artifacts/ with a copy of each failing scene's \
            pictures and report, found at the path its shard printed or below the folder of its result file \
            (docs/sharding.md); all written under temporary names and renamed into place. Exit status: 0 every scene passed, 1 a scene failed, has no golden or could not run, 2 bad input.
            """)

    @Argument(
        help: ArgumentHelp("The shard results: the JSON that verify --json printed on each machine.", valueName: "SHARD_RESULT"))
    var results: [String] = []

    @Option(help: ArgumentHelp("The folder for summary.json, report.html and junit.xml (created if missing).", valueName: "DIR"))
    var out: String?

    /// The files merge writes into `--out`.
    static let fileNames = ["summary.json", "report.html", "junit.xml"]

    func validate() throws {
        guard !results.isEmpty else { throw ValidationError("name at least one shard result (the output of verify --json)") }
        guard let out, !out.isEmpty else { throw ValidationError("--out DIR is required: the folder for the merged files") }
    }

    func run() throws {
        let merge = try ShardMerge(try results.map(ShardResult.read))
        let summary = try merge.summary.encoded()
        let folder = URL(fileURLWithPath: out!).standardizedFileURL
        let artifacts = MergeArtifacts(merge)
        try OutputWriter.write(
            [
                ("summary.json", summary), ("report.html", Data(MergeReport.html(merge, artifacts: artifacts).utf8)),
                ("junit.xml", Data(MergeReport.junit(merge).utf8)),
            ] + artifacts.files, into: folder,
            replacing: MergeArtifacts.folderName, marker: MergeArtifacts.marker)
        let counts = merge.counts
        let text = GoldenOutcome.Status.allOrdered.compactMap { s in counts[s.rawValue].map { "\($0) \(s.rawValue)" } }.joined(
            separator: ", ")
        print(
            "merged \(merge.shards.count) shard\(merge.shards.count == 1 ? "" : "s") of \(merge.scenes.count) "
                + "scene\(merge.scenes.count == 1 ? "" : "s"): \(text)")
        for name in Self.fileNames { print("  \(folder.appendingPathComponent(name).path)") }
        if let failure = merge.failure { throw failure }
    }
}

/// Writes a few files into a folder all or nothing as far as the file system
/// allows: every file goes into a hidden staging folder inside `folder` (made
/// when missing), on the same file system whatever is mounted there, then each
/// file is renamed into place, replacing an earlier one. A failure before the
/// renames leaves `folder` as it was (removed again when this made it); the
/// staging folder is removed also when the process is stopped.
enum OutputWriter {
    /// - Parameters:
    ///   - files: names relative to `folder`; a name with a `/` goes into the subfolder `replacing`.
    ///   - replacing: a subfolder written whole: an earlier one is replaced when it holds `marker`
    ///     (merge's own), and is in the way otherwise.
    static func write(
        _ files: [(name: String, data: Data)], into folder: URL, replacing subfolder: String? = nil,
        marker: String? = nil
    ) throws {
        let manager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: parent.path, isDirectory: &isFolder) else {
            throw CLIError.coded(
                "FB-FS-FOLDER-MISSING", "'\(folder.path)': the output folder cannot be created: '\(parent.path)' does not exist")
        }
        guard isFolder.boolValue else {
            throw CLIError.coded(
                "FB-FS-NOT-A-FOLDER",
                "'\(folder.path)': the output folder cannot be created: '\(parent.path)' is a file, not a folder")
        }
        let exists = manager.fileExists(atPath: folder.path, isDirectory: &isFolder)
        if exists {
            guard isFolder.boolValue else {
                throw CLIError.coded("FB-FS-NOT-A-FOLDER", "'\(folder.path)': the output folder is a file; choose a folder")
            }
            if let subfolder, let marker, files.contains(where: { $0.name.hasPrefix(subfolder + "/") }) {
                let path = folder.appendingPathComponent(subfolder).path
                if let type = try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
                    type != .typeDirectory || !manager.fileExists(atPath: path + "/" + marker)
                {
                    throw CLIError.coded(
                        "FB-FS-IN-THE-WAY",
                        "'\(path)': is not a folder merge wrote, and merge would "
                            + "write its artifacts there; merge never deletes what it did not write: move it away")
                }
            }
            for (name, _) in files where !name.contains("/") {
                let path = folder.appendingPathComponent(name).path
                if let type = try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType, type != .typeRegular {
                    throw CLIError.coded(
                        "FB-FS-IN-THE-WAY",
                        "'\(path)': is not a file merge wrote (a folder or link), and merge would "
                            + "write a file there; merge never deletes what it did not write: move it away")
                }
            }
        }
        let staging = folder.appendingPathComponent(".flipbook-merge-\(getpid())")
        let gate = FileWriteGate.shared
        // Held before the folder exists: a stop removes what this run made.
        if !exists { gate.hold(folder.path) }
        gate.hold(staging.path)
        var placed = false
        defer {
            try? manager.removeItem(at: staging)
            gate.release(staging.path)
            if !exists {
                if !placed { rmdir(folder.path) }
                gate.release(folder.path)
            }
        }
        func say(_ error: any Error, _ what: String) -> CLIError {
            if let error = error as? CLIError { return error }
            let failure = FilmError(path: folder.path, doing: what, error: error)
            return failure.map { CLIError.coded(ErrorCatalogue.fileSystemCode($0.reason), $0.description) }
                ?? CLIError.coded("FB-FS-IO", "'\(folder.path)': the merged files cannot be written: \(error)")
        }
        let stopped = CLIError.coded("FB-FS-IO", "'\(folder.path)': stopped before anything was written")
        do {
            guard
                try gate.perform({ () throws -> Void in
                    if !exists { try manager.createDirectory(at: folder, withIntermediateDirectories: false) }
                    try? manager.removeItem(at: staging)
                    try manager.createDirectory(at: staging, withIntermediateDirectories: false)
                }) != nil
            else { throw stopped }
        } catch {
            throw say(error, exists ? "the output folder is not writable" : "the output folder cannot be created")
        }
        do {
            for (name, data) in files {
                let url = staging.appendingPathComponent(name)
                guard
                    try gate.perform({ () throws -> Void in
                        if name.contains("/") {
                            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                        }
                        try data.write(to: url)
                    }) != nil
                else { throw stopped }
            }
        } catch {
            throw say(error, "the merged files cannot be written")
        }
        let renamed: Void? = try gate.perform {
            if let subfolder {
                // Written whole, or (when this merge has none) an earlier merge's removed; another folder of that name is left.
                let target = folder.appendingPathComponent(subfolder)
                let writes = manager.fileExists(atPath: staging.appendingPathComponent(subfolder).path)
                let earlier = marker.map { manager.fileExists(atPath: target.appendingPathComponent($0).path) } ?? false
                if earlier || (writes && manager.fileExists(atPath: target.path)) {
                    do { try manager.removeItem(at: target) } catch {
                        throw CLIError.coded(
                            "FB-FS-IO",
                            "'\(target.path)': the artifacts of the earlier merge cannot be removed: \(error.localizedDescription)"
                        )
                    }
                }
                if writes { try rename(staging.appendingPathComponent(subfolder).path, to: target.path) }
            }
            for (name, _) in files where !name.contains("/") {
                try rename(staging.appendingPathComponent(name).path, to: folder.appendingPathComponent(name).path)
            }
            placed = true
        }
        guard renamed != nil else { throw stopped }
    }

    static func rename(_ from: String, to: String) throws {
        guard Foundation.rename(from, to) == 0 else {
            let reason = FilmError.text(errno)
            throw CLIError.coded(ErrorCatalogue.fileSystemCode(reason), "'\(to)': cannot be written: \(reason)")
        }
    }
}
