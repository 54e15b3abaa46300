import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// File-system failures of the tool are `FB-FS-*` errors with a sentence of
/// Flipbook's, never Foundation's text ("The file “x” couldn’t be saved in
/// the folder …", NSCocoaErrorDomain); and render never deletes a staging
/// folder that is not render's or that a running render holds.
@Suite(.serialized) struct FileSystemErrorTests {
    static let foundationPhrases = [
        "couldn’t", "couldn't", "NSCocoaErrorDomain", "Error Domain", "The file “", "The folder “",
        "The operation", "UserInfo", "NSFilePath", "NSUnderlyingError",
    ]

    func expectNoFoundationWords(_ text: String, _ comment: String = "") {
        for phrase in Self.foundationPhrases { #expect(!text.contains(phrase), "\(comment): Foundation's words in \(text)") }
    }

    func scene(in folder: URL) throws -> String {
        let url = folder.appendingPathComponent("fade.yaml")
        try goldenScene().write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Runs `record` and checks its one error line: `flipbook: error[code]: ` and then `message`.
    func expectRecordFailure(goldens: String, scene: String, code: String, message: String) throws {
        let run = try CLI.run(["record", scene, "--goldens", goldens])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        let line = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line == "flipbook: error[\(code)]: \(scene): \(message)", "\(run.stderr)")
        expectNoFoundationWords(run.stdout + run.stderr, goldens)
    }

    @Test func recordUnderARegularFileIsNotAFolderError() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try scene(in: folder)
        let file = folder.appendingPathComponent("somefile")
        try Data("not a folder".utf8).write(to: file)
        // Fails for root too: no permission lets anyone make a folder inside a file.
        try expectRecordFailure(
            goldens: file.path + "/x", scene: scene, code: "FB-FS-NOT-A-FOLDER",
            message: "'\(file.path)/x/fade': the golden's folder cannot be created: '\(file.path)' is a file, not a folder")
        try expectRecordFailure(
            goldens: file.path, scene: scene, code: "FB-FS-NOT-A-FOLDER",
            message: "'\(file.path)/fade': the golden's folder cannot be created: '\(file.path)' is a file, not a folder")
        #expect(try Data(contentsOf: file) == Data("not a folder".utf8))
    }

    @Test func recordIntoAReadOnlyFolderIsNotWritable() throws {
        let folder = try cliScratch()
        defer {
            Mounts.release(folder)
            try? FileManager.default.removeItem(at: folder)
        }
        let scene = try scene(in: folder)
        // Mode 0555, or for root (whom modes do not stop) a read-only bind mount.
        let goldens = folder.appendingPathComponent("out")
        try Mounts.readOnlyFolder(goldens)
        let run = try CLI.run(["record", scene, "--goldens", goldens.path])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "flipbook: error[FB-FS-NOT-WRITABLE]: \(scene): '\(goldens.path)/fade': "
                    + "the golden's folder cannot be created: '\(goldens.path)' is not writable"), "\(run.stderr)")
        expectNoFoundationWords(run.stdout + run.stderr)
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path).isEmpty)
    }

    @Test func recordIntoAReadOnlyGoldenFolderSaysWhichFile() throws {
        let folder = try cliScratch()
        let golden = folder.appendingPathComponent("goldens/fade")
        defer {
            if getuid() == 0 {
                _ = umount2(golden.path, 0)
            } else {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: golden.path)
            }
            try? FileManager.default.removeItem(at: folder)
        }
        let scene = try scene(in: folder)
        try Mounts.readOnlyFolder(golden)
        let run = try CLI.run(["record", scene, "--goldens", folder.appendingPathComponent("goldens").path])
        #expect(run.status == 2)
        // A golden is replaced whole (written beside, then renamed into place): a folder that cannot be renamed is refused first.
        #expect(
            run.stderr.hasPrefix(
                "flipbook: error[FB-FS-NOT-WRITABLE]: \(scene): '\(golden.path)': "
                    + "the golden's folder cannot be replaced: the folder is not writable"), "\(run.stderr)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: golden.deletingLastPathComponent().path)) == ["fade"])
        expectNoFoundationWords(run.stdout + run.stderr)
    }

    @Test func verifyWithArtifactsUnderAFileIsNotAFolderError() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try scene(in: folder)
        let goldens = folder.appendingPathComponent("goldens")
        #expect(try CLI.run(["record", scene, "--goldens", goldens.path]).status == 0)
        // A changed scene fails, and its failure artifacts cannot be written.
        try goldenScene(to: "green").write(toFile: scene, atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("somefile")
        try Data("x".utf8).write(to: file)
        let run = try CLI.run(["verify", scene, "--goldens", goldens.path, "--artifacts", file.path + "/artifacts"])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        let line = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.hasPrefix("flipbook: error[FB-FS-NOT-A-FOLDER]: \(scene): '\(file.path)/artifacts/"), "\(run.stderr)")
        #expect(
            line.hasSuffix("the failure artifacts' folder cannot be created: '\(file.path)' is a file, not a folder"),
            "\(run.stderr)")
        expectNoFoundationWords(run.stdout + run.stderr)
    }

    @Test func galleryIntoAFileIsNotAFolderError() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("somefile")
        try Data("x".utf8).write(to: file)
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let run = try CLI.run(["gallery", "--out", file.path + "/g", "--scenes", scenes.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("flipbook: error[FB-FS-NOT-A-FOLDER]: '\(file.path)/g/showcase': "), "\(run.stderr)")
        expectNoFoundationWords(run.stderr)
    }

    /// A process id no process has (beyond any pid_max).
    static let deadPID: Int32 = 2_000_000_000 - 11

    @Test func renderSweepsOnlyAbandonedStagingFoldersThatAreRenders() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try scene(in: folder)
        let out = folder.appendingPathComponent("out")
        func staging(_ pid: Int32) -> URL { out.appendingPathComponent(".flipbook-staging-\(pid)") }
        func put(_ text: String, _ url: URL) throws {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // Left by a render killed with SIGKILL (lock free): removed.
        try put("", staging(Self.deadPID).appendingPathComponent(".flipbook-lock"))
        try put("x", staging(Self.deadPID).appendingPathComponent("frame-0003.png"))
        // A folder of that name holding a user's file, its "process" gone: kept.
        try put("precious", staging(Self.deadPID - 1).appendingPathComponent("notes.txt"))
        // A live render's (another pid namespace: its pid means nothing here), lock held: kept.
        try put("x", staging(Self.deadPID - 2).appendingPathComponent("frame-0000.png"))
        let lock = open(staging(Self.deadPID - 2).appendingPathComponent(".flipbook-lock").path, O_RDWR | O_CREAT, 0o644)
        #expect(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
        defer { close(lock) }

        let run = try CLI.run(["render", scene, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: staging(Self.deadPID).path), "the abandoned staging folder stays")
        #expect(try Data(contentsOf: staging(Self.deadPID - 1).appendingPathComponent("notes.txt")) == Data("precious".utf8))
        #expect(
            FileManager.default.fileExists(atPath: staging(Self.deadPID - 2).appendingPathComponent("frame-0000.png").path),
            "a running render's staging folder was deleted")
        let hidden = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }.sorted()
        #expect(
            hidden == [staging(Self.deadPID - 1).lastPathComponent, staging(Self.deadPID - 2).lastPathComponent].sorted(),
            "\(hidden)")
    }
}
