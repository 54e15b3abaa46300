import FlipbookCairo
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Simple faults of the environment give one clear line and exit 2, never a
/// crash (docs/errors.md, "Atomic writes and interrupted renders"): a closed
/// standard error or output, a reader that went away (SIGPIPE), the file-size
/// limit (SIGXFSZ), too few file descriptors, and a plugin whose entry point is
/// data. Each runs the built binary under `/bin/sh` with the fault set up.
@Suite struct FaultTests {
    /// Runs `flipbook ARGUMENTS` under `sh -c SETUP; exec flipbook "$@" REDIRECTIONS`.
    static func run(setup: String = "", _ arguments: [String], redirections: String = "") throws -> CLIRun {
        try CLI.run(["-c", "\(setup)\nexec \"$0\" \"$@\" \(redirections)", CLI.binary.path] + arguments, viaShell: true)
    }

    static func lines(_ text: String) -> [Substring] { text.split(separator: "\n") }

    @Test func anErrorWrittenToAClosedStandardErrorNeverCrashes() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.yaml").path
        for redirections in ["2>&-", "2>&- >&-", "2>&- <&-"] {
            let run = try Self.run(
                ["render", missing, "--out", folder.appendingPathComponent("out").path], redirections: redirections)
            #expect(run.status == 2, "\(redirections): \(run.status)")
        }
        // A scene opened while standard error is closed never takes its number: the error line is not written into a file.
        let scene = folder.appendingPathComponent("bad.yaml")
        try Data("canvas: {width: 40, height: 60, scale: 1, fps: 10}\nscreens: {}\nbogus: 1\n".utf8).write(to: scene)
        let before = try Data(contentsOf: scene)
        let run = try Self.run(["render", scene.path, "--out", folder.appendingPathComponent("out").path], redirections: "2>&-")
        #expect(run.status == 2)
        #expect(try Data(contentsOf: scene) == before)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aReaderThatWentAwayIsAWriteErrorNotADeath() throws {
        let errors = try cliScratch()
        defer { try? FileManager.default.removeItem(at: errors) }
        let errURL = errors.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let pipe = Pipe()
        // The reading end is closed before the tool starts: every write to standard output fails with EPIPE.
        try pipe.fileHandleForReading.close()
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["list"]
        process.standardOutput = pipe.fileHandleForWriting
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        try pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        #expect(
            process.terminationReason == .exit && process.terminationStatus == 2,
            "\(process.terminationReason) \(process.terminationStatus)")
        #expect(
            stderr
                == "flipbook: error[FB-FS-IO]: '(standard output)': the output cannot be written: the reader has gone (broken pipe)\n",
            "\(stderr)")
    }

    @Test func theFileSizeLimitIsADiskFullErrorForRenderRecordAndMerge() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("fade.yaml")
        try goldenScene().replacingOccurrences(of: "scale: 1", with: "scale: 4").write(
            to: scene, atomically: true, encoding: .utf8)
        // 2 KiB (`ulimit -f 4`, 512-byte blocks): the first frames fit, the trace and the larger frames do not.
        let out = folder.appendingPathComponent("out")
        let render = try Self.run(setup: "ulimit -f 4", ["render", scene.path, "--out", out.path])
        #expect(render.status == 2, "render: \(render.status) \(render.stderr)")
        #expect(
            Self.lines(render.stderr).count == 1 && render.stderr.hasPrefix("flipbook: error[FB-FS-DISK-FULL]: ")
                && render.stderr.contains("the file-size limit, ulimit -f, is reached"), "\(render.stderr)")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        #expect(left.allSatisfy { !$0.hasPrefix(".") }, "no staging folder or temporary file: \(left)")

        let goldens = folder.appendingPathComponent("goldens")
        let record = try Self.run(setup: "ulimit -f 4", ["record", scene.path, "--goldens", goldens.path])
        #expect(
            record.status == 2 && Self.lines(record.stderr).count == 1 && record.stderr.contains("error[FB-FS-DISK-FULL]"),
            "\(record.stderr)")
        #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("fade").path), "no half golden")

        let results = try MergeCommandTests().shardResults(failing: false)
        defer { try? FileManager.default.removeItem(at: results.folder) }
        let merged = results.folder.appendingPathComponent("merged")
        // 512 bytes: the merged summary (about 4 KB for four scenes) does not fit.
        let merge = try Self.run(setup: "ulimit -f 1", ["merge"] + results.shards + ["--out", merged.path])
        #expect(merge.status == 2, "merge: \(merge.status) \(merge.stderr)")
        #expect(Self.lines(merge.stderr).count == 1 && merge.stderr.contains("error[FB-FS-DISK-FULL]"), "\(merge.stderr)")
        #expect(!FileManager.default.fileExists(atPath: merged.path), "nothing merged is left")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: results.folder.path).allSatisfy { !$0.contains("flipbook-merge") }
        )
    }

    @Test func tooFewFileDescriptorsIsAnErrorAndASoftLimitIsRaised() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("fade.yaml")
        try goldenScene().write(to: scene, atomically: true, encoding: .utf8)
        for limit in [4, 8, 16] {
            let run = try Self.run(
                setup: "ulimit -n \(limit)", ["render", scene.path, "--out", folder.appendingPathComponent("out").path])
            #expect(run.status == 2, "ulimit -n \(limit): \(run.status) \(run.stderr)")
            #expect(
                run.stderr == "flipbook: error[FB-SYS-FILE-LIMIT]: too few file descriptors: the limit on open files is \(limit) "
                    + "(hard limit \(limit)), and flipbook needs at least 64; raise it (ulimit -n 64 or more)\n", "\(run.stderr)")
        }
        // Only the soft limit low: the tool raises it and runs.
        let raised = try Self.run(
            setup: "ulimit -Sn 8", ["render", scene.path, "--out", folder.appendingPathComponent("out").path])
        #expect(raised.status == 0, "\(raised.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/frame-0010.png").path))
    }

    @Test func aPluginWhoseEntryPointsAreDataIsRefusedBeforeAnyCall() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, source, symbol) in [
            (
                "version-data",
                "unsigned int flipbook_plugin_abi_version = 1;\nint flipbook_plugin_register(void) { return 0; }\n",
                "flipbook_plugin_abi_version"
            ),
            (
                "register-data",
                "unsigned int flipbook_plugin_abi_version(void) { return 1; }\nconst char flipbook_plugin_register[64] = {1};\n",
                "flipbook_plugin_register"
            ),
        ] {
            let sourceURL = folder.appendingPathComponent("\(name).c")
            let library = folder.appendingPathComponent("lib\(name).so")
            try source.write(to: sourceURL, atomically: true, encoding: .utf8)
            let build = try CLI.run(
                ["-c", "exec cc -shared -fPIC -o \"$0\" \"$1\"", library.path, sourceURL.path], viaShell: true)
            #expect(build.status == 0, "\(build.stderr)")
            let run = try CLI.run(["list", "--plugin", library.path])
            #expect(run.status == 2, "\(name): \(run.status)")
            #expect(
                run.stderr
                    == "flipbook: error[FB-PLUGIN-NOT-LIBRARY]: plugin '\(library.path)' is not a loadable shared library: "
                    + "the entry point '\(symbol)' is a data object, not a function; a Flipbook plugin defines it with "
                    + "@_cdecl(\"\(symbol)\") (see docs/plugins.md)\n", "\(run.stderr)")
        }
    }
}
