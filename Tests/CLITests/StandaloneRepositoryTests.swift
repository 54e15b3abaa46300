import Foundation
import Testing

/// The repository stands alone: a clone with nothing beside it builds, tests
/// and benchmarks, so no file may point at a sibling folder of the clone.
@Suite struct StandaloneRepositoryTests {
    /// The sibling folder the project was first developed beside, spelled in
    /// two parts so that this file does not match itself.
    static let sibling = ".." + "/shared"

    /// Files of the repository: `git ls-files` when the folder is a git work
    /// tree, else every file outside build folders and `.git`.
    static func repositoryFiles() throws -> [URL] {
        let root = CLI.packageRoot
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "ls-files", "-z"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        if (try? git.run()) != nil {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            git.waitUntilExit()
            if git.terminationStatus == 0 {
                return data.split(separator: 0).map { root.appendingPathComponent(String(decoding: $0, as: UTF8.self)) }
            }
        }
        var files: [URL] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if name == ".git" || name.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { files.append(url) }
        }
        return files
    }

    @Test func noFileRefersToTheSiblingFolder() throws {
        let files = try Self.repositoryFiles()
        #expect(files.count > 100, "the repository's files were not found under \(CLI.packageRoot.path)")
        var offenders: [String] = []
        for file in files {
            guard let data = try? Data(contentsOf: file), !data.contains(0) else { continue }  // text files only
            let text = String(decoding: data, as: UTF8.self)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(Self.sibling) {
                offenders.append("\(file.path.dropFirst(CLI.packageRoot.path.count + 1)):\(number + 1): \(line)")
            }
        }
        #expect(offenders.isEmpty, "files that refer to \(Self.sibling):\n\(offenders.joined(separator: "\n"))")
    }

    /// The external test data travels with the project, with its sources.
    @Test func conformanceDataAndBaselinesAreInTheRepository() throws {
        let root = CLI.packageRoot
        for path in [
            "Tests/Fixtures/timing/bezier.tsv", "Tests/Fixtures/timing/spring.tsv",
            "Tests/Fixtures/timing/named_curves.tsv", "Tests/Fixtures/timing/README.md",
            "Tests/Fixtures/pixelmatch/cases.tsv", "Tests/Fixtures/pixelmatch/README.md",
            "Benchmarks/baselines/cairo_baseline.c", "Benchmarks/baselines/cairo_tuned.c",
            "Benchmarks/baselines/compare.sh", "Benchmarks/baselines/pngdiff.py",
            "Benchmarks/baselines/README.md",
        ] {
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            #expect((attributes[.size] as? Int ?? 0) > 100, "\(path) is missing or empty")
        }
        let licence = try String(contentsOf: root.appendingPathComponent("Tests/Fixtures/pixelmatch/README.md"), encoding: .utf8)
        #expect(licence.contains("ISC"))
    }
}
