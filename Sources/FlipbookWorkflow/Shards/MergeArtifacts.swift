import Foundation

/// The failure artifacts of a merged run, brought next to the merged report
/// (docs/sharding.md, "Pictures in the merged report").
///
/// A shard's result names each failing scene's report by the path it had on
/// the shard's machine (`/home/runner/work/app/artifacts/push/report.html`),
/// which means nothing where `merge` runs. For each such report, the
/// artifact folder (the report's folder: `report.html`, `frames/`,
/// `contact-sheet.png`, ...) is looked for at that path, then below the
/// folder of the shard's result file at ever shorter tails of the path
/// (`artifacts/push/report.html`, then `push/report.html`): CI systems
/// download a shard's uploads next to its result, keeping the folder names
/// below the working directory. A folder found is copied whole into
/// `artifacts/<scene>/` of the merge's output, so the merged report shows
/// its expected, actual and diff pictures by paths relative to itself and
/// the folder can be uploaded or opened anywhere. A scene whose folder is
/// not found is listed with the paths that were tried, never a link to
/// another machine's file system.
package struct MergeArtifacts {
    /// One failing scene's copied folder.
    package struct Scene {
        /// The folder inside the output, `artifacts/<name>`.
        package var folder: String
        /// Frames shown, by stem (`frame-0003`): the roles found (expected, actual, diff) and their paths.
        package var frames: [(stem: String, pictures: [(role: String, path: String)])]
        package var contactSheet: String?
        package var report: String?
    }

    /// The output folder's subfolder holding the copies.
    package static let folderName = "artifacts"
    /// The largest file copied, and the most bytes copied in all.
    package static let maximumFileSize = 64 << 20
    package static let maximumTotalSize = 1 << 30

    /// Copied scenes by name.
    package var scenes: [String: Scene] = [:]
    /// Scenes whose artifacts were not found: the report path the shard gave.
    package var missing: [String: String] = [:]
    /// The files to write into the output folder, paths relative to it.
    package var files: [(name: String, data: Data)] = []

    /// Finds and reads the artifacts of every failing scene of `merge` that names a report.

    package init(_ merge: ShardMerge) {
        var used: Set<String> = []
        var total = 0
        for (scene, shardIndex) in merge.scenes {
            guard ShardMerge.failing.contains(scene["status"] as? String ?? ""),
                let name = scene["name"] as? String, let report = scene["report"] as? String
            else { continue }
            let resultFile = merge.shards.first { $0.shard.index == shardIndex }?.path
            guard let source = Self.locate(report: report, resultFile: resultFile) else {
                missing[name] = report
                continue
            }
            var safe = String(
                name.unicodeScalars.map { c -> Character in
                    (c.properties.isAlphabetic && c.isASCII) || ("0"..."9").contains(c) || "-_.".unicodeScalars.contains(c)
                        ? Character(c) : "_"
                })
            if safe.isEmpty || safe.hasPrefix(".") { safe = "scene" + safe }
            var unique = safe
            var n = 2
            while used.contains(unique) {
                unique = "\(safe)-\(n)"
                n += 1
            }
            used.insert(unique)
            let folder = "\(Self.folderName)/\(unique)"
            var copied: [String] = []
            for relative in Self.regularFiles(in: source) {
                let url = source.appendingPathComponent(relative)
                guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil,
                    size <= Self.maximumFileSize, total + size <= Self.maximumTotalSize,
                    let data = try? Data(contentsOf: url)
                else { continue }
                total += data.count
                files.append(("\(folder)/\(relative)", data))
                copied.append(relative)
            }
            var frames: [String: [(role: String, path: String)]] = [:]
            for relative in copied where relative.hasPrefix("frames/") && relative.hasSuffix(".png") {
                let file = String(relative.dropFirst("frames/".count).dropLast(".png".count))
                for role in ["expected", "actual", "diff"] where file.hasSuffix("-" + role) {
                    frames[String(file.dropLast(role.count + 1)), default: []].append((role, "\(folder)/\(relative)"))
                }
            }
            let order = ["expected": 0, "actual": 1, "diff": 2]
            scenes[name] = Scene(
                folder: folder,
                frames: frames.keys.sorted().map { stem in (stem, frames[stem]!.sorted { order[$0.role]! < order[$1.role]! }) },
                contactSheet: copied.contains("contact-sheet.png") ? "\(folder)/contact-sheet.png" : nil,
                report: copied.contains("report.html") ? "\(folder)/report.html" : nil)
        }
        // A marker, so that a later merge into the same folder knows the folder is its own to replace.
        guard !files.isEmpty else { return }
        files.append(
            (
                "\(Self.folderName)/\(Self.marker)",
                Data("written by flipbook merge; replaced by the next merge into this folder\n".utf8)
            ))
    }

    /// The file that marks an `artifacts` folder as merge's.
    package static let marker = ".flipbook-merge-artifacts"

    /// The artifact folder of `report`: at its own path, else below the result file's folder.
    package static func locate(report: String, resultFile: String?) -> URL? {
        func isFile(_ url: URL) -> Bool {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        let original = URL(fileURLWithPath: report).standardizedFileURL
        if isFile(original) { return original.deletingLastPathComponent() }
        guard let resultFile else { return nil }
        let base = URL(fileURLWithPath: resultFile).standardizedFileURL.deletingLastPathComponent()
        let parts = original.pathComponents.filter { $0 != "/" && $0 != ".." && $0 != "." }
        // At least the scene's folder and the report: a tail of one component could be any report.
        guard parts.count >= 2 else { return nil }
        for start in 0...(parts.count - 2) {
            let candidate = parts[start...].reduce(base) { $0.appendingPathComponent($1) }
            if isFile(candidate) { return candidate.deletingLastPathComponent() }
        }
        return nil
    }

    /// The regular files below `folder` (no links followed), relative paths, sorted.
    package static func regularFiles(in folder: URL) -> [String] {
        var out: [String] = []
        func walk(_ url: URL, _ prefix: String, depth: Int) {
            guard depth < 4, let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name)
                guard let type = (try? FileManager.default.attributesOfItem(atPath: child.path))?[.type] as? FileAttributeType
                else { continue }
                if type == .typeRegular { out.append(prefix + name) }
                if type == .typeDirectory { walk(child, prefix + name + "/", depth: depth + 1) }
            }
        }
        walk(folder, "", depth: 0)
        return out
    }
}
