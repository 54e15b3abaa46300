import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTestingCore

/// `verifyFilmstrip(_:named:check:...)`: the golden check without a test,
/// as `flipbook verify` and `flipbook record` call it. Nothing here reads
/// the environment or a test's context: the check says everything.
@MainActor
struct FilmstripCheckTests {
    func check(_ box: Sandbox, _ record: RecordMode) -> FilmstripCheck {
        FilmstripCheck(
            goldens: box.goldens, record: record, artifacts: box.artifacts.appendingPathComponent("tool"),
            reporter: "tool-check", acceptCommand: "tool record strip")
    }

    @Test func recordsThenPassesThenFailsWithArtifactsWhereTheCheckSays() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        let missing = verifyFilmstrip(film, named: "strip", check: check(box, .never), sampling: .all)
        #expect(missing.outcome == .failed && missing.problems == [.goldenMissing(path: box.golden("strip").path)])
        #expect(missing.message.hasSuffix("Record it with: tool record strip"), "\(missing.message)")
        #expect(!fileExists(box.golden("strip")))

        let recorded = verifyFilmstrip(film, named: "strip", check: check(box, .missing), sampling: .all)
        #expect(recorded.outcome == .recorded && fileExists(box.golden("strip").appendingPathComponent("frame-0009.png")))
        #expect(verifyFilmstrip(film, named: "strip", check: check(box, .never), sampling: .all).outcome == .passed)

        let other = GoldenFixture.film(color: .blue)
        let failed = verifyFilmstrip(other, named: "strip", check: check(box, .never), sampling: .all)
        #expect(failed.outcome == .failed && failed.acceptCommand == "tool record strip")
        let folder = box.artifacts.appendingPathComponent("tool").appendingPathComponent("strip")
        #expect(
            failed.artifactsFolder?.standardizedFileURL.path == folder.standardizedFileURL.path
                && failed.reportURL.map { fileExists($0) } == true)
        let report = try String(contentsOf: try #require(failed.reportURL), encoding: .utf8)
        #expect(report.contains("tool-check"), "the report names who checked")
    }

    @Test func theTestContextFormDerivesTheSameCheck() throws {
        let context = TestContext(
            filePath: "/p/Tests/T/FooTests.swift", function: "bar()", swiftTestingName: ["FooTests", "bar()"])
        let environment = ["CI": "1", "FLIPBOOK_ARTIFACTS": "/tmp/a"]
        let derived = try FilmstripCheck(context: context, environment: environment)
        #expect(derived.record == .never && derived.recordModeNote == "because CI is set")
        #expect(derived.goldens.path == "/p/Tests/T/__Filmstrips__/FooTests")
        #expect(derived.artifacts.path == "/tmp/a/FooTests.bar" && derived.reporter == "FooTests.bar")
        #expect(derived.acceptCommand == context.acceptCommand && derived.recordMissingCommand == context.recordMissingCommand)
        let explicit = try FilmstripCheck(context: context, record: .all, environment: ["FLIPBOOK_RECORD": "all"])
        #expect(explicit.record == .all && explicit.recordModeNote == nil)
        #expect(throws: RecordModeError.self) {
            try FilmstripCheck(context: context, environment: ["FLIPBOOK_RECORD": "sometimes"])
        }
    }
}
