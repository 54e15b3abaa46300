import Foundation
import Testing

/// Runs the built `flipbook diff` on the pixelmatch fixtures and checks output and exit codes.
@Suite struct DiffCommandTests {
    static var fixtures: URL {
        if let path = ProcessInfo.processInfo.environment["FLIPBOOK_CONFORMANCE"] { return URL(fileURLWithPath: path) }
        return CLI.fixtures.appendingPathComponent("pixelmatch")
    }

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    func flipbook(_ arguments: String...) throws -> CLIRun { try CLI.run(arguments) }

    @Test func differingImagesPrintTheCountAndExitOne() throws {
        // cases.tsv: 1a vs 1b at threshold 0.05 -> 143 pixels
        let run = try flipbook("diff", Self.fixture("1a.png"), Self.fixture("1b.png"), "--threshold", "0.05")
        #expect(run.status == 1)
        #expect(run.stdout == "143\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func identicalImagesExitZero() throws {
        let run = try flipbook("diff", Self.fixture("6a.png"), Self.fixture("6a.png"))
        #expect(run.status == 0)
        #expect(run.stdout == "0\n")
    }

    @Test func jsonAndDiffImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("diff.png").path
        let run = try flipbook(
            "diff", Self.fixture("2a.png"), Self.fixture("2b.png"), "--threshold", "0.05",
            "--alpha", "0.5", "--aa-color", "0,192,0", "--diff-color", "255,0,255",
            "--output", output, "--json")
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["count"] as? Int == 12437)
        #expect(object["total"] as? Int == 256 * 256)
        #expect(object["width"] as? Int == 256 && object["height"] as? Int == 256)
        #expect(abs((object["ratio"] as? Double ?? 0) - 12437.0 / 65536.0) < 1e-12)
        // the written diff image has the same pixels as pixelmatch's own
        let same = try flipbook("diff", output, Self.fixture("diff-v7/2diff.png"), "--threshold", "0")
        #expect(same.status == 0)
        #expect(same.stdout == "0\n")
    }

    @Test func badInputExitsTwoWithOneMessage() throws {
        let missing = try flipbook("diff", Self.fixture("1a.png"), "/nonexistent/b.png")
        #expect(missing.status == 2)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.contains("/nonexistent/b.png"))
        #expect(missing.stderr.split(separator: "\n").count == 1)

        let sizes = try flipbook("diff", Self.fixture("1a.png"), Self.fixture("2a.png"))
        #expect(sizes.status == 2)
        #expect(sizes.stderr.contains("sizes differ"))

        let notPNG = try flipbook("diff", Self.fixture("cases.tsv"), Self.fixture("1a.png"))
        #expect(notPNG.status == 2)
        #expect(notPNG.stderr.contains("not a PNG"))

        let color = try flipbook("diff", Self.fixture("1a.png"), Self.fixture("1b.png"), "--diff-color", "1,2")
        #expect(color.status == 2)
        #expect(color.stderr.contains("--diff-color"))
    }
}
