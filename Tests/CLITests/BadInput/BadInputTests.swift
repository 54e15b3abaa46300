import Foundation
import Testing

/// Runs every row of ``BadInputTable`` through the built `flipbook` binary:
/// the exit code, the exact catalogue code and message on standard error
/// (`flipbook: error[FB-...]: ...`), and no file left behind in the output folder.
@Suite(.serialized)
struct BadInputTests {
    @Test func theTableCoversEveryCategoryWithAtLeastSixtyRows() {
        #expect(BadInputTable.all.count >= 60)
        let prefixes = Set(BadInputTable.all.map { $0.code.split(separator: "-").prefix(2).joined(separator: "-") })
        for category in ["FB-SCENE", "FB-PNG", "FB-CURVE", "FB-TOUCH", "FB-PLUGIN", "FB-CLI", "FB-FS"]
        where category != "FB-TOUCH" {
            #expect(prefixes.contains(category), "no row for \(category)")
        }
        #expect(
            BadInputTable.all.contains {
                $0.code == "FB-SCENE-SCRIPT"
                    && $0.files.values.contains { String(decoding: $0, as: UTF8.self).contains("touches") }
            })
    }

    @Test(arguments: BadInputTable.all)
    func badInput(_ row: BadInputCase) throws {
        // The row's folder, inside a fresh folder that `setUp` may use for files outside it.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bad-\(UUID().uuidString)")
        let dir = root.appendingPathComponent("row")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer {
            Mounts.release(dir)
            try? FileManager.default.removeItem(at: root)
        }
        func expand(_ s: String) -> String {
            s.replacingOccurrences(of: "{out}", with: dir.appendingPathComponent("out").path)
                .replacingOccurrences(of: "{dir}", with: dir.path)
        }
        for (name, data) in row.files {
            let text = String(data: data, encoding: .utf8)
            try (text.map { Data(expand($0).utf8) } ?? data).write(to: dir.appendingPathComponent(name))
        }
        try row.setUp?(dir)
        let out = dir.appendingPathComponent("out")
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [])

        let run = try CLI.run(row.arguments.map(expand), stdin: row.stdin)

        #expect(run.status == row.exitCode, "\(row.name): exit \(run.status), stderr: \(run.stderr)")
        let line = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.hasPrefix("flipbook: error[\(row.code)]: "), "\(row.name): \(run.stderr)")
        #expect(line.contains(expand(row.message)), "\(row.name): '\(line)' does not contain '\(expand(row.message))'")
        let after = Set((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [])
        #expect(after == before, "\(row.name): left behind \(after.subtracting(before).sorted())")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("pwned").path))
    }
}
