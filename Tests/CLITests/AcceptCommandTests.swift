import FlipbookCairo
import Foundation
import Testing

/// The files under `folder` (recursively) with their bytes, by relative path.
func filesWithBytes(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    guard let paths = FileManager.default.enumerator(atPath: folder.path) else { return files }
    for case let path as String in paths {
        let url = folder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
            files[path] = try Data(contentsOf: url)
        }
    }
    return files
}

/// `verify` keeps candidates of failing scenes; `flipbook accept` promotes them
/// to goldens without rendering, all or nothing, and refuses candidates that
/// do not belong to the scene input or the golden (exit 2, nothing changes).
@Suite struct AcceptCommandTests {
    /// A workspace: scenes `names` (fade scenes to red) recorded into goldens/,
    /// with verify's artifacts (and candidates) under artifacts/.
    struct Workspace {
        let folder: URL
        var goldens: URL { folder.appendingPathComponent("goldens") }
        var artifacts: URL { folder.appendingPathComponent("artifacts") }
        var candidates: URL { artifacts.appendingPathComponent("flipbook-candidates") }

        init(scenes names: [String] = ["fade", "push"]) throws {
            folder = try cliScratch()
            for name in names { try write(goldenScene(animator: name == "push" ? "push" : "fade"), name: name) }
            guard !names.isEmpty else { return }
            let record = try CLI.run(["record"] + names.map(path) + ["--goldens", goldens.path])
            #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        }

        /// A workspace already on disk (a copy of another).
        init(existing folder: URL) { self.folder = folder }

        func path(_ name: String) -> String { folder.appendingPathComponent("\(name).yaml").path }
        func write(_ text: String, name: String) throws { try text.write(toFile: path(name), atomically: true, encoding: .utf8) }
        func verify(_ names: [String], _ extra: [String] = []) throws -> CLIRun {
            try CLI.run(
                ["verify"] + names.map(path) + ["--goldens", goldens.path, "--artifacts", artifacts.path] + extra,
                environment: CLI.environmentWithoutCI)
        }
        func accept(_ arguments: [String]) throws -> CLIRun {
            try CLI.run(["accept"] + arguments + ["--goldens", goldens.path, "--artifacts", artifacts.path])
        }
        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func verifyKeepsACandidateThatAcceptPromotesAsRecordWouldWriteIt() throws {
        let w = try Workspace()
        defer { w.remove() }
        try Data([1, 2, 3]).write(to: w.goldens.appendingPathComponent("fade/filmstrip.png"))
        let before = try filesWithBytes(w.goldens)
        try w.write(goldenScene(to: "green"), name: "fade")
        let verify = try w.verify(["fade", "push"], ["--json"])
        #expect(verify.status == 1, "\(verify.stderr)")
        let scenes = try #require(
            (try JSONSerialization.jsonObject(with: Data(verify.stdout.utf8)) as? [String: Any])?["scenes"] as? [[String: Any]])
        let candidate = w.candidates.appendingPathComponent("fade")
        #expect(scenes[0]["candidate"] as? String == candidate.path)
        #expect((scenes[0]["acceptCandidate"] as? String)?.hasPrefix("flipbook accept \(w.path("fade")) --goldens") == true)
        #expect(scenes[1]["candidate"] == nil, "a passing scene has no candidate")
        let kept = try filesWithBytes(candidate)
        #expect(
            Set(kept.keys) == [
                "candidate.json", "golden/manifest.json", "golden/trace.txt", "golden/frame-0000.png",
                "golden/frame-0005.png", "golden/frame-0010.png", "diffs/frame-0005-diff.png",
                "diffs/frame-0010-diff.png", "diffs/trace.diff",
            ])
        // The candidate's last frame is the new, green screen with its white box.
        let last = try PNGDecoder.decode(contentsOf: candidate.appendingPathComponent("golden/frame-0010.png"))
        #expect(last[30, 40] == (0, 255, 0, 255) && last[10, 10] == (255, 255, 255, 255), "\(last[30, 40])")
        #expect(try filesWithBytes(w.goldens) == before, "verify never writes goldens")

        let accept = try w.accept([w.path("fade")])
        #expect(accept.status == 0, "\(accept.stdout)\(accept.stderr)")
        #expect(accept.stdout.contains("accepted   fade (3 frames, was failed) into \(w.goldens.path)/fade"), "\(accept.stdout)")
        let after = try filesWithBytes(w.goldens)
        // Only fade's golden files changed, to exactly the candidate's bytes; push and the filmstrip beside fade's golden did not.
        for (path, data) in before where !path.hasPrefix("fade/") || path == "fade/filmstrip.png" {
            #expect(after[path] == data, "\(path)")
        }
        for name in ["manifest.json", "trace.txt", "frame-0000.png", "frame-0005.png", "frame-0010.png"] {
            #expect(after["fade/\(name)"] == kept["golden/\(name)"], "\(name)")
        }
        #expect(after["fade/frame-0010.png"] != before["fade/frame-0010.png"])
        #expect(Set(after.keys) == Set(before.keys))
        // What record writes for the changed scene is byte for byte what was accepted.
        let recorded = w.folder.appendingPathComponent("recorded")
        #expect(try CLI.run(["record", w.path("fade"), "--goldens", recorded.path]).status == 0)
        let fresh = try filesWithBytes(recorded.appendingPathComponent("fade"))
        for (name, data) in fresh { #expect(after["fade/\(name)"] == data, "\(name) as record writes it") }
        #expect(!FileManager.default.fileExists(atPath: candidate.path), "an accepted candidate is removed")
        #expect(try w.verify(["fade", "push"]).status == 0)
    }

    @Test func failedAcceptsEveryCandidateAndVerifyDropsCandidatesOfScenesThatPassAgain() throws {
        let w = try Workspace(scenes: ["a", "b", "c"])
        defer { w.remove() }
        try w.write(goldenScene(to: "green"), name: "a")
        try w.write(goldenScene(to: "yellow"), name: "b")
        #expect(try w.verify(["a", "b", "c"]).status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: w.candidates.path).sorted() == ["a", "b"])
        // b is changed back: the next verify passes it and drops its candidate.
        try w.write(goldenScene(), name: "b")
        #expect(try w.verify(["a", "b", "c"]).status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: w.candidates.path).sorted() == ["a"])
        let before = try filesWithBytes(w.goldens)
        // --failed with scenes: those of them that have a candidate; c has none and is skipped.
        let accept = try w.accept([w.path("c"), w.path("a"), "--failed", "--json"])
        #expect(accept.status == 0, "\(accept.stderr)")
        let accepted = try #require(
            (try JSONSerialization.jsonObject(with: Data(accept.stdout.utf8)) as? [String: Any])?["accepted"] as? [[String: Any]])
        #expect(accepted.compactMap { $0["name"] as? String } == ["a"])
        let after = try filesWithBytes(w.goldens)
        #expect(after.filter { !$0.key.hasPrefix("a/") } == before.filter { !$0.key.hasPrefix("a/") })
        #expect(after["a/frame-0010.png"] != before["a/frame-0010.png"])
        #expect(try w.verify(["a", "b", "c"]).status == 0)
        // Nothing left to accept.
        let none = try w.accept(["--failed"])
        #expect(
            none.status == 2 && none.stderr.contains("error[FB-ACCEPT-NO-CANDIDATE]: no candidates to accept"), "\(none.stderr)")
    }

    @Test func aMissingGoldenIsAcceptedFromItsCandidateWithTheCandidatesOption() throws {
        let w = try Workspace(scenes: [])
        defer { w.remove() }
        try w.write(goldenScene(), name: "fade")
        let candidates = w.folder.appendingPathComponent("kept")
        let verify = try CLI.run(
            ["verify", w.path("fade"), "--goldens", w.goldens.path, "--candidates", candidates.path],
            environment: CLI.environmentWithoutCI)
        #expect(verify.status == 1 && verify.stdout.contains("MISSING"), "\(verify.stdout)")
        #expect(
            verify.stdout.contains(
                "flipbook accept \(w.path("fade")) --goldens \(w.goldens.path) --candidates \(candidates.path)"))
        let accept = try CLI.run(["accept", "--failed", "--goldens", w.goldens.path, "--candidates", candidates.path])
        #expect(accept.status == 0 && accept.stdout.contains("was missing"), "\(accept.stdout)\(accept.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: w.goldens.appendingPathComponent("fade").path).sorted()
                == ["frame-0000.png", "frame-0005.png", "frame-0010.png", "manifest.json", "trace.txt"])
        #expect(try CLI.run(["verify", w.path("fade"), "--goldens", w.goldens.path]).status == 0)
    }

    /// Each bad candidate exits 2 with its code and leaves goldens and candidates as they were.
    @Test func badCandidatesExitTwoAndChangeNothing() throws {
        let w = try Workspace()
        defer { w.remove() }
        try w.write(goldenScene(to: "green"), name: "fade")
        try w.write(goldenScene(to: "green", animator: "push"), name: "push")
        #expect(try w.verify(["fade", "push"]).status == 1)
        let goldens = try filesWithBytes(w.goldens)
        let fade = w.candidates.appendingPathComponent("fade")
        let push = w.candidates.appendingPathComponent("push")

        func expectRefused(
            _ arguments: [String], _ code: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let kept = try filesWithBytes(w.candidates)
            let run = try w.accept(arguments)
            #expect(run.status == 2, "\(arguments): \(run.stdout)\(run.stderr)", sourceLocation: sourceLocation)
            #expect(
                run.stderr.contains("error[\(code)]") && run.stderr.contains(text), "\(run.stderr)",
                sourceLocation: sourceLocation)
            #expect(try filesWithBytes(w.goldens) == goldens, "goldens unchanged", sourceLocation: sourceLocation)
            #expect(try filesWithBytes(w.candidates) == kept, "candidates unchanged", sourceLocation: sourceLocation)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: w.goldens.path).filter { $0.hasPrefix(".") }
            #expect(leftovers.isEmpty, "\(leftovers)", sourceLocation: sourceLocation)
        }

        // The scene changed again after verify: the candidate is of other scene input.
        let green = try String(contentsOfFile: w.path("fade"), encoding: .utf8)
        try w.write(goldenScene(to: "yellow"), name: "fade")
        try expectRefused([w.path("fade")], "FB-ACCEPT-OTHER-SCENE", "was rendered from other scene input")
        // ... also through --failed, which checks each candidate against the scene file it names; push is not accepted either.
        try expectRefused(["--failed"], "FB-ACCEPT-OTHER-SCENE", w.path("fade"))
        try w.write(green, name: "fade")
        // A candidate moved under another scene's name: candidate.json names its own scene.
        try FileManager.default.removeItem(at: push)
        try FileManager.default.copyItem(at: fade, to: push)
        try expectRefused([w.path("push")], "FB-ACCEPT-CORRUPT", "names scene 'fade'")
        // ... and with the name edited to match, the bytes are another scene's.
        let json = push.appendingPathComponent("candidate.json")
        try String(contentsOf: json, encoding: .utf8).replacingOccurrences(
            of: "\"scene\" : \"fade\"", with: "\"scene\" : \"push\""
        )
        .write(to: json, atomically: true, encoding: .utf8)
        try expectRefused([w.path("push")], "FB-ACCEPT-OTHER-SCENE", "other scene input")
        // A damaged candidate: a frame that is not the one verify wrote, a missing file, an unreadable manifest.
        let frame = fade.appendingPathComponent("golden/frame-0005.png")
        let original = try Data(contentsOf: frame)
        try Data(original.dropLast(4)).write(to: frame)
        try expectRefused([w.path("fade")], "FB-ACCEPT-CORRUPT", "golden/frame-0005.png does not have the hash")
        try FileManager.default.removeItem(at: frame)
        try expectRefused([w.path("fade")], "FB-ACCEPT-CORRUPT", "golden/frame-0005.png is missing")
        try original.write(to: frame)
        let manifest = fade.appendingPathComponent("candidate.json")
        let manifestBytes = try Data(contentsOf: manifest)
        try Data("{\"format\": 1, \"scene\": ".utf8).write(to: manifest)
        try expectRefused([w.path("fade")], "FB-ACCEPT-CORRUPT", "candidate.json is not a candidate manifest")
        try manifestBytes.write(to: manifest)
        // No candidate for a scene, and another goldens folder than the candidate's.
        try w.write(goldenScene(), name: "other")
        try expectRefused([w.path("other")], "FB-ACCEPT-NO-CANDIDATE", "no candidate for scene 'other'")
        let elsewhere = try CLI.run([
            "accept", w.path("fade"), "--goldens", w.folder.appendingPathComponent("elsewhere").path,
            "--artifacts", w.artifacts.path,
        ])
        #expect(
            elsewhere.status == 2 && elsewhere.stderr.contains("error[FB-ACCEPT-STALE]")
                && elsewhere.stderr.contains("was made against the goldens in \(w.goldens.path)"), "\(elsewhere.stderr)")
        #expect(!FileManager.default.fileExists(atPath: w.folder.appendingPathComponent("elsewhere").path))
        // The golden was re-recorded after verify made the candidate.
        #expect(try CLI.run(["record", w.path("fade"), "--goldens", w.goldens.path]).status == 0)
        let rerecorded = try filesWithBytes(w.goldens)
        let stale = try w.accept([w.path("fade")])
        #expect(
            stale.status == 2 && stale.stderr.contains("error[FB-ACCEPT-STALE]: the golden of 'fade' changed"), "\(stale.stderr)")
        #expect(try filesWithBytes(w.goldens) == rerecorded)
        // Usage.
        let usage = try CLI.run(["accept", "--goldens", w.goldens.path])
        #expect(usage.status == 2 && usage.stderr.contains("--failed"), "\(usage.stderr)")
    }

    /// accept never renders: a scene whose animator comes from a plugin cannot even load
    /// without `--plugin`, yet its candidate is accepted without it, and the plugin's
    /// bytes are part of the golden's input fingerprint.
    @Test func acceptDoesNotRenderAgain() throws {
        let plugin = try ExamplePlugin.library.get()
        let w = try Workspace(scenes: [])
        defer { w.remove() }
        try w.write(goldenScene(animator: "spin"), name: "spin")
        #expect(try CLI.run(["record", w.path("spin"), "--goldens", w.goldens.path, "--plugin", plugin.path]).status == 0)
        try w.write(goldenScene(to: "green", animator: "spin"), name: "spin")
        #expect(try w.verify(["spin"], ["--plugin", plugin.path]).status == 1)
        let unloadable = try w.verify(["spin"])
        #expect(unloadable.status == 2 && unloadable.stderr.contains("spin"), "without the plugin the scene does not load")
        let accept = try w.accept([w.path("spin")])
        #expect(accept.status == 0, "\(accept.stdout)\(accept.stderr)")
        let manifest = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: w.goldens.appendingPathComponent("spin/manifest.json"))) as? [String: Any])
        let parts = (manifest["inputs"] as? [String: Any])?["parts"] as? [String: String]
        #expect(parts?["plugin:\(plugin.lastPathComponent)"]?.hasPrefix("sha256:") == true, "\(parts ?? [:])")
        #expect(try w.verify(["spin"], ["--plugin", plugin.path, "--changed-only"]).stdout.contains("skipped    spin"))
    }

    /// Candidates and goldens moved elsewhere (a CI job's artifacts, another clone) are accepted
    /// when the scene and the golden have the bytes verify saw.
    @Test func candidatesMadeElsewhereAreAcceptedAgainstTheSameBytes() throws {
        let w = try Workspace()
        defer { w.remove() }
        try w.write(goldenScene(to: "green"), name: "fade")
        #expect(try w.verify(["fade", "push"]).status == 1)
        let clone = w.folder.appendingPathComponent("clone")
        try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: true)
        for name in ["goldens", "artifacts", "fade.yaml"] {
            try FileManager.default.copyItem(at: w.folder.appendingPathComponent(name), to: clone.appendingPathComponent(name))
        }
        let goldens = clone.appendingPathComponent("goldens")
        let scene = clone.appendingPathComponent("fade.yaml").path
        let before = try filesWithBytes(goldens)
        let accept = try CLI.run([
            "accept", scene, "--goldens", goldens.path, "--artifacts", clone.appendingPathComponent("artifacts").path,
        ])
        #expect(accept.status == 0, "\(accept.stdout)\(accept.stderr)")
        let after = try filesWithBytes(goldens)
        #expect(
            after["fade/frame-0010.png"] != before["fade/frame-0010.png"]
                && after["push/manifest.json"] == before["push/manifest.json"])
        #expect(
            try filesWithBytes(w.goldens)["fade/frame-0010.png"] == before["fade/frame-0010.png"],
            "the original goldens are untouched")
        #expect(try CLI.run(["verify", scene, "--goldens", goldens.path]).status == 0)
    }

    /// A failure half-way through promoting several scenes undoes the scenes already promoted.
    @Test func acceptIsAllOrNothing() throws {
        let w = try Workspace(scenes: ["a"])
        defer { w.remove() }
        try w.write(goldenScene(to: "green"), name: "a")
        try w.write(goldenScene(), name: "b")
        #expect(try w.verify(["a", "b"]).status == 1)
        // b had no golden; now a file stands where its golden's folder would go.
        try Data("not a folder".utf8).write(to: w.goldens.appendingPathComponent("b"))
        let before = try filesWithBytes(w.goldens)
        let run = try w.accept(["--failed"])
        #expect(run.status == 2 && run.stderr.contains("error[FB-FS-NOT-A-FOLDER]"), "\(run.stdout)\(run.stderr)")
        #expect(try filesWithBytes(w.goldens) == before, "a's golden was put back")
        #expect(try FileManager.default.contentsOfDirectory(atPath: w.goldens.path).sorted() == ["a", "b"])
        // With the file gone, both are accepted.
        try FileManager.default.removeItem(at: w.goldens.appendingPathComponent("b"))
        #expect(try w.accept(["--failed"]).status == 0)
        #expect(try w.verify(["a", "b"]).status == 0)
    }
}
