import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Goldens change all at once or not at all (docs/golden-tests.md, "Goldens
/// change whole"): writers hold the goldens lock, new golden folders are
/// written beside and swapped in by rename, and a swap cut short by SIGKILL is
/// finished or undone at the next run.
@Suite struct GoldenAtomicityTests {
    typealias Workspace = AcceptCommandTests.Workspace

    /// The golden files (manifest, trace, frames) of `golden`, by name; other files are left out.
    static func goldenFiles(_ golden: URL) throws -> [String: Data] {
        try filesWithBytes(golden).filter { !$0.key.contains("/") && isGoldenFile($0.key) }
    }

    static func isGoldenFile(_ name: String) -> Bool {
        name == "manifest.json" || name == "trace.txt" || (name.hasPrefix("frame-") && name.hasSuffix(".png"))
    }

    /// The hidden work folders of swaps left in `goldens`.
    static func workFolders(_ goldens: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []).filter {
            $0.hasPrefix(".flipbook-swap-") || $0.hasPrefix(".flipbook-accept-")
        }
    }

    /// Starts `flipbook` without waiting for it; its output goes to files in `folder` named `tag`.
    static func start(
        _ arguments: [String], in folder: URL, tag: String, environment: [String: String] = CLI.environmentWithoutCI
    ) throws -> Process {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.environment = environment
        let out = folder.appendingPathComponent("\(tag).out")
        let err = folder.appendingPathComponent("\(tag).err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        return process
    }

    static func text(_ folder: URL, _ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// Scenes fade and push in red, recorded, a file beside fade's golden, then
    /// changed to `colour` and verified, so each has a candidate.
    static func workspaceWithCandidates(colour: String = "green") throws -> Workspace {
        let w = try Workspace()
        try Data("beside".utf8).write(to: w.goldens.appendingPathComponent("fade/filmstrip.png"))
        try w.write(goldenScene(to: colour), name: "fade")
        try w.write(goldenScene(to: colour, animator: "push"), name: "push")
        let verify = try w.verify(["fade", "push"])
        #expect(verify.status == 1, "\(verify.stdout)\(verify.stderr)")
        return w
    }

    @Test func twoAcceptsAndAVerifyTogetherNeverMixAGolden() throws {
        let w = try Workspace()
        defer { w.remove() }
        try Data("beside".utf8).write(to: w.goldens.appendingPathComponent("fade/filmstrip.png"))
        let logs = w.folder.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let colours = ["green", "yellow", "red"]
        var bothSucceeded = 0
        var oneSucceeded = 0
        for round in 0..<20 {
            let colour = colours[round % colours.count]
            try w.write(goldenScene(to: colour), name: "fade")
            try w.write(goldenScene(to: colour, animator: "push"), name: "push")
            let verify = try w.verify(["fade", "push"])
            #expect(verify.status == 1, "round \(round): \(verify.stdout)\(verify.stderr)")
            var old: [String: [String: Data]] = [:]
            var new: [String: [String: Data]] = [:]
            for scene in ["fade", "push"] {
                old[scene] = try Self.goldenFiles(w.goldens.appendingPathComponent(scene))
                new[scene] = try filesWithBytes(w.candidates.appendingPathComponent(scene).appendingPathComponent("golden"))
                #expect(old[scene] != new[scene])
            }
            let acceptArguments = [
                "accept", w.path("fade"), w.path("push"), "--goldens", w.goldens.path, "--artifacts", w.artifacts.path,
            ]
            let first = try Self.start(acceptArguments, in: logs, tag: "a1")
            let verifying = try Self.start(
                [
                    "verify", w.path("fade"), w.path("push"), "--goldens", w.goldens.path,
                    "--artifacts", w.artifacts.path,
                ], in: logs, tag: "v")
            let second = try Self.start(acceptArguments, in: logs, tag: "a2")
            for process in [first, verifying, second] { process.waitUntilExit() }

            let statuses = [first.terminationStatus, second.terminationStatus]
            let errors = [Self.text(logs, "a1.err"), Self.text(logs, "a2.err")]
            #expect(statuses.contains(0), "round \(round): no accept succeeded: \(errors)")
            for (status, error) in zip(statuses, errors) where status != 0 {
                // The loser finds its candidate accepted and removed, or (after the verify kept a new one) a newer golden.
                #expect(
                    status == 2 && (error.contains("FB-ACCEPT-NO-CANDIDATE") || error.contains("FB-ACCEPT-STALE")),
                    "round \(round): \(status) \(error)")
            }
            if statuses == [0, 0] { bothSucceeded += 1 } else { oneSucceeded += 1 }
            #expect([0, 1].contains(verifying.terminationStatus), "round \(round): verify \(Self.text(logs, "v.err"))")
            for scene in ["fade", "push"] {
                let now = try Self.goldenFiles(w.goldens.appendingPathComponent(scene))
                let origins = now.keys.sorted().map {
                    "\($0): \(now[$0] == old[scene]?[$0] ? "old" : now[$0] == new[scene]?[$0] ? "new" : "other")"
                }
                #expect(now == new[scene], "round \(round): \(scene)'s golden is not wholly the accepted candidate: \(origins)")
            }
            #expect(try Data(contentsOf: w.goldens.appendingPathComponent("fade/filmstrip.png")) == Data("beside".utf8))
            #expect(Self.workFolders(w.goldens).isEmpty, "round \(round): \(Self.workFolders(w.goldens))")
        }
        #expect(bothSucceeded + oneSucceeded == 20)
    }

    @Test func aSecondWriterWaitsForTheLockThenFailsWithItsCodeChangingNothing() throws {
        let w = try Self.workspaceWithCandidates()
        defer { w.remove() }
        let before = try filesWithBytes(w.goldens)
        // Another writer holds the lock.
        let lock = open(w.goldens.path, O_RDONLY | O_DIRECTORY)
        #expect(lock >= 0)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        var environment = CLI.environmentWithoutCI
        environment["FLIPBOOK_LOCK_TIMEOUT"] = "0"
        let accept = try CLI.run(
            ["accept", w.path("fade"), "--goldens", w.goldens.path, "--artifacts", w.artifacts.path],
            environment: environment)
        #expect(accept.status == 2)
        #expect(
            accept.stderr.hasPrefix(
                "flipbook: error[FB-GOLDENS-LOCKED]: the goldens in \(w.goldens.path) are locked by another flipbook"),
            "\(accept.stderr)")
        #expect(accept.stderr.split(separator: "\n").count == 1, "\(accept.stderr)")
        let record = try CLI.run(["record", w.path("push"), "--goldens", w.goldens.path], environment: environment)
        #expect(record.status == 2 && record.stderr.contains("error[FB-GOLDENS-LOCKED]"), "\(record.stderr)")
        #expect(try filesWithBytes(w.goldens) == before, "nothing changed")
        #expect(FileManager.default.fileExists(atPath: w.candidates.appendingPathComponent("fade").path), "the candidate stays")
        // Once the lock is free, the same accept succeeds.
        flock(lock, LOCK_UN)
        let again = try CLI.run(
            ["accept", w.path("fade"), "--goldens", w.goldens.path, "--artifacts", w.artifacts.path],
            environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
    }

    /// Kills `arguments` (run in a fresh copy of `template`) after each golden file operation in turn,
    /// runs verify as the next run, and hands each result to `check`; stops when the command ends by itself.
    func sweepKills(
        template: Workspace, arguments: (Workspace) -> [String],
        check: (Int, Workspace, CLIRun) throws -> Void
    ) throws -> Int {
        var killed = 0
        for n in 1...80 {
            let copy = template.folder.deletingLastPathComponent().appendingPathComponent(
                template.folder.lastPathComponent + "-kill-\(n)")
            try FileManager.default.copyItem(at: template.folder, to: copy)
            let w = Workspace(existing: copy)
            defer { w.remove() }
            var environment = CLI.environmentWithoutCI
            environment["FLIPBOOK_DEBUG_KILL_AFTER"] = "\(n)"
            let process = try Self.start(arguments(w), in: copy, tag: "run", environment: environment)
            process.waitUntilExit()
            let next = try w.verify(["fade", "push"])
            try check(n, w, next)
            #expect(Self.workFolders(w.goldens).isEmpty, "kill after \(n): \(Self.workFolders(w.goldens))")
            if process.terminationReason == .uncaughtSignal {
                #expect(process.terminationStatus == SIGKILL)
                killed += 1
                continue
            }
            #expect(process.terminationStatus == 0, "\(Self.text(copy, "run.err"))")
            return killed
        }
        Issue.record("the command was killed at every one of 80 points")
        return killed
    }

    @Test func acceptKilledAfterAnyFileOperationLeavesAllGoldensOldOrAllNewAfterTheNextRun() throws {
        let template = try Self.workspaceWithCandidates()
        defer { template.remove() }
        var old: [String: [String: Data]] = [:]
        var new: [String: [String: Data]] = [:]
        for scene in ["fade", "push"] {
            old[scene] = try Self.goldenFiles(template.goldens.appendingPathComponent(scene))
            new[scene] = try filesWithBytes(template.candidates.appendingPathComponent(scene).appendingPathComponent("golden"))
        }
        var outcomes: [String] = []
        let killed = try sweepKills(
            template: template,
            arguments: { w in
                ["accept", w.path("fade"), w.path("push"), "--goldens", w.goldens.path, "--artifacts", w.artifacts.path]
            }
        ) { n, w, next in
            let now = try ["fade", "push"].map { try Self.goldenFiles(w.goldens.appendingPathComponent($0)) }
            let allOld = now == [old["fade"]!, old["push"]!]
            let allNew = now == [new["fade"]!, new["push"]!]
            #expect(allOld || allNew, "kill after \(n): the goldens are neither all old nor all new")
            outcomes.append(allOld ? "old" : "new")
            // The next run sees whole goldens: it fails against the old ones, passes against the new.
            #expect(next.status == (allOld ? 1 : 0), "kill after \(n): \(next.stdout)\(next.stderr)")
            #expect(try Data(contentsOf: w.goldens.appendingPathComponent("fade/filmstrip.png")) == Data("beside".utf8))
        }
        #expect(killed >= 15, "killed at \(killed) points")
        #expect(outcomes.contains("old") && outcomes.contains("new"), "\(outcomes)")
    }

    @Test func recordKilledAfterAnyFileOperationLeavesTheGoldenWhollyOldOrNewAfterTheNextRun() throws {
        let template = try Workspace()
        defer { template.remove() }
        try Data("beside".utf8).write(to: template.goldens.appendingPathComponent("fade/filmstrip.png"))
        let old = try Self.goldenFiles(template.goldens.appendingPathComponent("fade"))
        try template.write(goldenScene(to: "green"), name: "fade")
        // What a whole record of the new scene writes.
        let reference = template.folder.appendingPathComponent("reference")
        let recorded = try CLI.run(["record", template.path("fade"), "--goldens", reference.path])
        #expect(recorded.status == 0)
        let new = try Self.goldenFiles(reference.appendingPathComponent("fade"))
        try FileManager.default.removeItem(at: reference)
        var outcomes: [String] = []
        let killed = try sweepKills(
            template: template, arguments: { w in ["record", w.path("fade"), "--goldens", w.goldens.path] }
        ) { n, w, next in
            let now = try Self.goldenFiles(w.goldens.appendingPathComponent("fade"))
            #expect(
                now == old || now == new,
                "kill after \(n): fade's golden is neither wholly old nor wholly new: \(now.keys.sorted())")
            outcomes.append(now == old ? "old" : "new")
            #expect(next.status == (now == old ? 1 : 0), "kill after \(n): \(next.stdout)\(next.stderr)")
            #expect(try Data(contentsOf: w.goldens.appendingPathComponent("fade/filmstrip.png")) == Data("beside".utf8))
        }
        #expect(killed >= 8, "killed at \(killed) points")
        #expect(outcomes.contains("old") && outcomes.contains("new"), "\(outcomes)")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func acceptStoppedBySignalLeavesWholeGoldensAndNoWorkFolder(_ signalNumber: Int32) throws {
        let w = try Self.workspaceWithCandidates()
        defer { w.remove() }
        let before = try filesWithBytes(w.goldens)
        let ready = w.folder.appendingPathComponent("ready")
        var environment = CLI.environmentWithoutCI
        // Pause in the middle of the third staged file.
        environment["FLIPBOOK_DEBUG_PAUSE"] = "write:3"
        environment["FLIPBOOK_DEBUG_READY"] = ready.path
        let process = try Self.start(
            ["accept", w.path("fade"), w.path("push"), "--goldens", w.goldens.path, "--artifacts", w.artifacts.path],
            in: w.folder, tag: "accept", environment: environment)
        for _ in 0..<12_000 where !FileManager.default.fileExists(atPath: ready.path) && process.isRunning { usleep(10_000) }
        #expect(FileManager.default.fileExists(atPath: ready.path), "accept never reached its third file")
        #expect(Self.workFolders(w.goldens).count == 1, "no work folder while staging")
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        #expect(
            process.terminationReason == .exit && process.terminationStatus == 128 + signalNumber,
            "\(process.terminationStatus) \(Self.text(w.folder, "accept.err"))")
        #expect(Self.workFolders(w.goldens).isEmpty, "\(Self.workFolders(w.goldens))")
        #expect(try filesWithBytes(w.goldens) == before, "the goldens changed")
    }

    @Test func recordOnAFullDiskKeepsTheOldGoldenWholeAndExitsWithTheDiskFullCode() throws {
        let w = try Workspace()
        defer { w.remove() }
        let before = try filesWithBytes(w.goldens)
        try w.write(goldenScene(to: "green"), name: "fade")
        // A file-size limit of 4 KiB (`ulimit -f 8`, 512-byte blocks): the first large file (the contact sheet of the
        // differences, written before the golden) cannot be written whole. SIGXFSZ would kill the process; flipbook
        // ignores it, so the write fails with EFBIG, as on a full disk.
        let run = try CLI.run(
            ["-c", "ulimit -f 8 && exec \"$0\" \"$@\"", CLI.binary.path, "record", w.path("fade"), "--goldens", w.goldens.path],
            viaShell: true)
        #expect(run.status == 2, "\(run.status) \(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("error[FB-FS-DISK-FULL]") && run.stderr.contains("the disk is full"), "\(run.stderr)")
        #expect(try filesWithBytes(w.goldens) == before, "the old golden is not whole")
        #expect(Self.workFolders(w.goldens).isEmpty)
    }

    @Test(arguments: 1...5)
    func recordWhoseGoldenFilesMeetAFullDiskKeepsTheOldGoldenWhole(_ failingWrite: Int) throws {
        let w = try Workspace()
        defer { w.remove() }
        try Data("beside".utf8).write(to: w.goldens.appendingPathComponent("fade/filmstrip.png"))
        let before = try filesWithBytes(w.goldens)
        try w.write(goldenScene(to: "green"), name: "fade")
        // The golden's files are three frames, the trace, then the manifest: the disk fills at the n-th.
        var environment = CLI.environmentWithoutCI
        environment["FLIPBOOK_DEBUG_DISK_FULL_AT"] = "\(failingWrite)"
        let run = try CLI.run(
            ["record", w.path("fade"), "--goldens", w.goldens.path, "--artifacts", w.artifacts.path], environment: environment)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        let file = ["frame-0000.png", "frame-0005.png", "frame-0010.png", "trace.txt", "manifest.json"][failingWrite - 1]
        #expect(
            lines.count == 1
                && lines[0] == "flipbook: error[FB-FS-DISK-FULL]: \(w.path("fade")): '\(w.goldens.path)/fade/\(file)': "
                    + "the golden file cannot be written: the disk is full",
            "\(run.stderr)")
        #expect(try filesWithBytes(w.goldens) == before, "the old golden is not whole")
        #expect(Self.workFolders(w.goldens).isEmpty)
    }

    /// A real full disk (a 256 KiB tmpfs as root, as the bad-input table's disk-full row): the goldens
    /// live on it, a filler leaves less room than the new golden takes, and the artifacts go elsewhere.
    @Test func recordOnARealFullDiskKeepsTheOldGoldenWhole() throws {
        let w = try Workspace(scenes: [])
        defer {
            _ = umount2(w.goldens.path, 0)
            w.remove()
        }
        try Mounts.tinyFilesystem(w.goldens, bytes: 256 * 1024)
        try w.write(goldenScene(), name: "fade")
        let first = try CLI.run(["record", w.path("fade"), "--goldens", w.goldens.path, "--artifacts", w.artifacts.path])
        #expect(first.status == 0, "\(first.stderr)")
        let before = try filesWithBytes(w.goldens)
        // Fill the file system but for about 4 KiB: the new golden (about 8 KB) cannot be staged whole.
        let filler = w.goldens.appendingPathComponent("filler")
        #expect(FileManager.default.createFile(atPath: filler.path, contents: nil))
        let handle = try FileHandle(forWritingTo: filler)
        var stats = statvfs()
        while statvfs(w.goldens.path, &stats) == 0, Int(stats.f_bavail) * Int(stats.f_bsize) > 4096 {
            do { try handle.write(contentsOf: Data(repeating: 0, count: 4096)) } catch { break }
        }
        try handle.close()
        let fill = try filesWithBytes(w.goldens)
        try w.write(goldenScene(to: "green"), name: "fade")
        let run = try CLI.run(["record", w.path("fade"), "--goldens", w.goldens.path, "--artifacts", w.artifacts.path])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("error[FB-FS-DISK-FULL]")
                && run.stderr.contains("the disk is full"), "\(run.stderr)")
        #expect(try filesWithBytes(w.goldens) == fill, "the old golden is not whole")
        #expect(before.keys.allSatisfy { fill[$0] == before[$0] })
        #expect(Self.workFolders(w.goldens).isEmpty)
    }
}
