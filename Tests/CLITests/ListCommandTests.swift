import FlipbookCairo
import Foundation
import Testing

/// `flipbook list`, with and without `--plugin`, run as a process.
@Suite struct ListCommandTests {
    @Test func listsTheStandardAnimators() throws {
        let run = try CLI.run(["list"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let animatorLines = lines.prefix { !$0.isEmpty }
        let names = animatorLines.filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != " " }) }
        #expect(
            names == [
                "card", "circularReveal", "cover", "crossDissolve", "cube", "diagonal", "fade", "flip", "hero",
                "loading", "morph", "pop", "push", "sheet", "slide", "uncover", "zoom",
            ])
        #expect(
            lines.contains("  scale: number in 0.01...10 = 0.8  scale at the hidden end (0.8: 80 %; above 1 zooms from large)"))
    }

    @Test func listsAPluginsAnimators() throws {
        let plugin = try ExamplePlugin.library.get()
        let run = try CLI.run(["list", "--plugin", plugin.path])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let spin = try #require(lines.firstIndex { $0.hasPrefix("spin  ") })
        #expect(
            Array(lines[spin...].prefix(5)) == [
                "spin  The to view turns in while it grows and fades in; its labels fade in during the second half.",
                "  duration: number in 0...60 = 0.6  seconds from start to end",
                "  angle: number in -180...180 = 90  degrees the moving view turns through (positive: clockwise)",
                "  scale: number in 0.05...1 = 0.5  scale of the moving view at its hidden end",
                "  curve: easeInOut | easeIn | easeOut | linear | ease-in-out | ease-in | ease-out = 'easeInOut'  View.animate curve option",
            ])
        #expect(lines.contains { $0.hasPrefix("push  ") }, "the standard animators are still there")
        #expect(lines[spin - 1].hasPrefix("  ") && lines[spin + 5].hasPrefix("uncover  "), "in name order")
    }

    @Test func listsAsJSON() throws {
        let plugin = try ExamplePlugin.library.get()
        let run = try CLI.run(["list", "--json", "--plugin", plugin.path])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let animators = try #require(object["animators"] as? [[String: Any]])
        #expect(animators.count == 18)  // 17 standard animators and the plugin's spin
        let spin = try #require(animators.first { $0["name"] as? String == "spin" })
        let parameters = try #require(spin["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["duration", "angle", "scale", "curve"])
        #expect(parameters[1]["kind"] as? String == "number in -180...180" && parameters[1]["default"] as? Double == 90)
        #expect(parameters[1]["summary"] as? String == "degrees the moving view turns through (positive: clockwise)")
    }

    @Test func aMissingPluginIsBadInput() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-plugin-\(UUID().uuidString).so").path
        let run = try CLI.run(["list", "--plugin", path])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr == "flipbook: error[FB-PLUGIN-NOT-FOUND]: plugin '\(path)' does not exist\n")
    }

    @Test func aFileThatIsNotALibraryIsBadInput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-plugin-\(UUID().uuidString).so")
        try String(repeating: "plain text, no ELF header here\n", count: 4).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try CLI.run(["list", "--plugin", file.path])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(
            run.stderr
                == "flipbook: error[FB-PLUGIN-NOT-LIBRARY]: plugin '\(file.path)' is not a loadable shared library: \(file.path): invalid ELF header\n"
        )
    }

    @Test func loadingTheSamePluginTwiceIsADuplicateName() throws {
        let plugin = try ExamplePlugin.library.get()
        let run = try CLI.run(["list", "--plugin", plugin.path, "--plugin", plugin.path])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(
            run.stderr
                == "flipbook: error[FB-PLUGIN-DUPLICATE]: plugin '\(plugin.path)': an animator named 'spin' is already registered; choose another name\n"
        )
    }
}

/// `Sources/ExampleAnimatorPlugin` built once per test process with
/// `scripts/build-plugin.sh`, against the modules of the build under test.
enum ExamplePlugin {
    struct BuildError: Error, CustomStringConvertible {
        let description: String
    }

    /// This test process's folder for the library and its build log; removed,
    /// with everything in it, when the process exits.
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-plugin-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ExamplePlugin.folder) }
        return url
    }()

    static let library: Result<URL, BuildError> = Result { () throws(BuildError) -> URL in
        let output = folder.appendingPathComponent("libExampleAnimatorPlugin.so")
        let log = folder.appendingPathComponent("build.log")
        let modules = CLI.binary.deletingLastPathComponent().appendingPathComponent("Modules")
        let process = Process()
        process.executableURL = CLI.packageRoot.appendingPathComponent("scripts/build-plugin.sh")
        process.arguments = [
            "--configuration", modules.path.contains("/release/") ? "release" : "debug",
            "--modules", modules.path, "--output", output.path,
            CLI.packageRoot.appendingPathComponent("Sources/ExampleAnimatorPlugin").path,
        ]
        process.currentDirectoryURL = CLI.packageRoot
        do {
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
        } catch {
            throw BuildError(description: "cannot run scripts/build-plugin.sh: \(error)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BuildError(
                description: "scripts/build-plugin.sh failed: " + ((try? String(contentsOf: log, encoding: .utf8)) ?? ""))
        }
        return output
    }
}

/// `flipbook render --plugin`: a scene names the example plugin's animator and renders through the CLI.
@Suite struct RenderWithPluginTests {
    @Test func theExamplePluginsAnimatorRendersFrames() throws {
        let plugin = try ExamplePlugin.library.get()
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("spin.yaml")
        try """
        canvas: {width: 40, height: 60, scale: 1, fps: 10}
        screens:
          A: {backgroundColor: blue}
          B: {backgroundColor: red}
        transition: {kind: present, from: A, to: B, style: overFullScreen, animator: spin, duration: 1, curve: linear}
        """.write(to: scene, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let without = try CLI.run(["render", scene.path, "--out", out.path])
        #expect(without.status == 2 && without.stderr.contains("unknown animator 'spin'"), "\(without.stderr)")
        let run = try CLI.run(["render", scene.path, "--out", out.path, "--plugin", plugin.path])
        #expect(run.status == 0, "\(run.stderr)")
        let first = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("frame-0000.png"))
        let middle = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("frame-0005.png"))
        let last = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("frame-0010.png"))
        #expect(first[20, 30] == (0, 0, 255, 255), "nothing of B shows at the start")
        let centre = middle[20, 30]
        #expect(centre.r > 60 && centre.r < 200 && centre.b > 60, "half-faded red over blue at 50 %: \(centre)")
        #expect(middle[1, 1] == (0, 0, 255, 255), "the turned, shrunken view leaves the corner uncovered")
        #expect(last[1, 1] == (255, 0, 0, 255) && last[20, 30] == (255, 0, 0, 255), "B covers everything at the end")
    }
}
