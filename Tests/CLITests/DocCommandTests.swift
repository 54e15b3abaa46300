import Foundation
import Testing

/// One `flipbook` command line shown in a fenced code block of the documentation.
struct DocCommand: Sendable, Equatable, CustomStringConvertible {
    /// The document, relative to the package root (`README.md`, `docs/plugins.md`).
    let file: String
    /// The line of the document the command starts on (1-based).
    let line: Int
    /// The command as shown, without a leading `$ ` prompt and without its trailing `# comment`.
    let text: String

    var description: String { "\(file):\(line): \(text)" }

    /// The command line to give `/bin/sh`: `swift run flipbook ...` runs the built binary directly
    /// (building is not this test's business); every other spelling resolves through the workspace.
    var shellText: String {
        text.hasPrefix("swift run flipbook") ? "flipbook" + text.dropFirst("swift run flipbook".count) : text
    }
}

/// Finds the `flipbook` command lines of Markdown documents.
enum DocCommandExtractor {
    /// The spellings of a `flipbook` invocation at the start of a command line.
    static let invocations = ["flipbook", ".build/release/flipbook", ".build/debug/flipbook", "swift run flipbook"]

    /// The languages of the fenced blocks that hold shell command lines (`` ``` `` alone included).
    static let shellLanguages: Set<String> = ["", "sh", "bash", "shell", "console", "shell-session"]

    /// Every command line inside a shell code block of `markdown` that invokes `flipbook`: a
    /// leading `$ ` prompt is dropped, lines continued with `\` are joined, a trailing `# comment`
    /// (a `#` after white space, outside quotes) is removed. Lines that only mention flipbook
    /// (`flipbook: error[...]`, `make goldens  # flipbook record ...`) are not commands.
    static func commands(in markdown: String, file: String) -> [DocCommand] {
        var commands: [DocCommand] = []
        var fence: String?  // the backticks that opened the current block
        var inShellBlock = false
        var pending: (line: Int, text: String)?
        for (index, rawLine) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = rawLine.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open), trimmed.drop(while: { $0 == "`" }).isEmpty {
                    fence = nil
                    pending = nil
                    continue
                }
                guard inShellBlock else { continue }
                var line = pending.map { $0.text + " " + trimmed } ?? trimmed
                let start = pending?.line ?? index + 1
                if line.hasSuffix("\\") {
                    line.removeLast()
                    pending = (start, line.trimmingCharacters(in: .whitespaces))
                    continue
                }
                pending = nil
                if let command = command(in: line) { commands.append(DocCommand(file: file, line: start, text: command)) }
            } else if trimmed.hasPrefix("```") {
                let ticks = String(trimmed.prefix(while: { $0 == "`" }))
                let language =
                    trimmed.dropFirst(ticks.count).trimmingCharacters(in: .whitespaces)
                    .split(separator: " ").first.map { $0.lowercased() } ?? ""
                fence = ticks
                inShellBlock = shellLanguages.contains(language)
            }
        }
        return commands
    }

    /// The `flipbook` command on `line` without its prompt and comment, or nil when the line is not one.
    static func command(in line: String) -> String? {
        var text = line
        if text.hasPrefix("$ ") { text = String(text.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
        text = withoutComment(text)
        let isInvocation = invocations.contains { text == $0 || text.hasPrefix($0 + " ") }
        return isInvocation ? text : nil
    }

    /// `text` without a trailing shell comment: a `#` at the start or after white space, outside quotes.
    static func withoutComment(_ text: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var end = text.endIndex
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous.isWhitespace {
                end = index
                break
            }
            previous = character
        }
        return text[..<end].trimmingCharacters(in: .whitespaces)
    }
}

/// A documented command that is not run, and why.
struct SkippedDocCommand: Sendable {
    let file: String
    let text: String
    let reason: String
}

/// A documented command that fails on purpose: the status it exits with, why, and what the
/// workspace needs first for the failure the document shows.
struct FailingDocCommand: Sendable {
    let file: String
    let text: String
    let status: Int32
    let reason: String
    /// A line the document shows in the command's output.
    let shownOutput: String
    let prepare: @Sendable (URL) throws -> Void
}

/// Issue 12: every `flipbook` command shown in README.md and docs/*.md runs as shown. Each
/// command runs through `/bin/sh` (globs expand) in a fresh copy of a workspace that holds
/// the files the documents name: `Renders/scenes/`, a small `scene.yaml`, `scenes/*.yaml`
/// with their goldens in `goldens/`, two frames `a.png` and `b.png`, and `.build/release/flipbook`,
/// `.build/debug/flipbook` and `flipbook` (first on PATH) resolving to the binary under test;
/// a command that checks against `Renders` gets the gallery's goldens, one that loads the
/// example plugin gets the suite's build of it.
@Suite struct DocCommandTests {
    /// The documents whose commands are checked, relative to the package root.
    static var documents: [String] {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// Fewer commands than this means the extraction broke, not that the documents lost them.
    static let minimumCommands = 15

    /// The documented `flipbook` lines that are not run: `flipbook review` serves until it is
    /// interrupted (ReviewCommandTests and ReviewBrowserTests run it). (docs/plugins.md's
    /// `flipbook list --plugin .build/flipbook-plugins/libExampleAnimatorPlugin.so` runs with the
    /// example plugin the suite builds once for ListCommandTests, standing in for `make plugin`.)
    static let skipped: [SkippedDocCommand] = [
        SkippedDocCommand(
            file: "README.md", text: ".build/release/flipbook review --goldens goldens/",
            reason: "serves until interrupted; ReviewCommandTests run it against a workspace")
    ]

    /// The documented commands that exit non-zero on purpose. Any other non-zero exit fails the test.
    static let failing: [FailingDocCommand] = [
        FailingDocCommand(
            file: "docs/golden-tests.md",
            text: "flipbook audit Renders/scenes/container-navigation-builtin-push.yaml --reduced-motion --steps 10",
            status: 1,
            reason: "the document shows the reduced-motion audit catching the built-in push, which keeps its slide",
            shownOutput:
                "VIOLATED reducedMotion    at frame 2 (19.0 %): View[0] > View[0] > View#detail moves 21.0 pt (limit 8.0 pt) between 9.5 % and 19.0 %",
            prepare: { _ in }),
        FailingDocCommand(
            file: "docs/golden-tests.md",
            text: "flipbook verify scenes/fade.yaml --goldens goldens --skip-trace",
            status: 1,
            reason: "the document shows what a failing verify prints: scenes/fade.yaml changed after its golden was recorded",
            shownOutput: "FAILED     fade (3 of 11 frames)",
            prepare: { workspace in
                // The change: the screen that fades in is now green, so frames 5 and 10 differ everywhere.
                let scene = workspace.appendingPathComponent("scenes/fade.yaml")
                let text = try String(contentsOf: scene, encoding: .utf8)
                let changed = text.replacingOccurrences(of: DocWorkspace.fadeDetailColour, with: "[0.25, 0.65, 0.35]")
                #expect(changed != text)
                try changed.write(to: scene, atomically: true, encoding: .utf8)
            }),
        FailingDocCommand(
            file: "docs/golden-tests.md",
            text: "flipbook accept scenes/fade.yaml --goldens goldens",
            status: 0,
            reason: "accept needs a candidate: scenes/fade.yaml changed and a verify kept what it rendered",
            shownOutput: "accepted   fade (3 frames, was failed)",
            prepare: { workspace in try DocWorkspace.keepCandidate(of: "fade", in: workspace) }),
        FailingDocCommand(
            file: "README.md",
            text: ".build/release/flipbook accept --failed --goldens goldens/",
            status: 0,
            reason: "accept needs a candidate: scenes/fade.yaml changed and a verify kept what it rendered",
            shownOutput: "accepted 1 scene",
            prepare: { workspace in try DocWorkspace.keepCandidate(of: "fade", in: workspace) }),
        FailingDocCommand(
            file: "README.md",
            text: ".build/release/flipbook merge shard.json --out merged/",
            status: 0,
            reason: "merge needs the shard result the verify --shard auto line above it writes",
            shownOutput: "merged 1 shard of 2 scenes: 2 passed",
            prepare: { workspace in
                let run = try CLI.run(
                    [
                        "verify", workspace.appendingPathComponent("scenes/fade.yaml").path,
                        workspace.appendingPathComponent("scenes/slide.yaml").path,
                        "--goldens", workspace.appendingPathComponent("goldens").path,
                        "--shard", "auto", "--json",
                    ], environment: ShardVariables.environment())
                #expect(run.status == 0, "\(run.stderr)")
                try run.stdout.write(to: workspace.appendingPathComponent("shard.json"), atomically: true, encoding: .utf8)
            }),
        FailingDocCommand(
            file: "docs/sharding.md",
            text: "flipbook merge shard-1.json shard-2.json --out merged",
            status: 0,
            reason: "merge needs the shard results the two verify commands above it write on their machines",
            shownOutput: "merged 2 shards of 2 scenes: 2 passed",
            prepare: { workspace in
                for i in 1...2 {
                    let run = try CLI.run(
                        [
                            "verify", workspace.appendingPathComponent("scenes/fade.yaml").path,
                            workspace.appendingPathComponent("scenes/slide.yaml").path,
                            "--goldens", workspace.appendingPathComponent("goldens").path,
                            "--shard", "\(i)/2", "--json",
                        ], environment: ShardVariables.environment())
                    #expect(run.status == 0, "\(run.stderr)")
                    try run.stdout.write(
                        to: workspace.appendingPathComponent("shard-\(i).json"), atomically: true, encoding: .utf8)
                }
            }),
    ]

    @Test("every flipbook command of README.md and docs/*.md runs as shown")
    func documentedCommandsRunAsShown() throws {
        var commands: [DocCommand] = []
        for document in Self.documents {
            let text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(document), encoding: .utf8)
            commands += DocCommandExtractor.commands(in: text, file: document)
        }
        for entry in Self.skipped where !commands.contains(where: { $0.file == entry.file && $0.text == entry.text }) {
            Issue.record("the skip list names a command no document shows any more: \(entry.file): \(entry.text)")
        }
        for entry in Self.failing where !commands.contains(where: { $0.file == entry.file && $0.text == entry.text }) {
            Issue.record("the list of failing commands names one no document shows any more: \(entry.file): \(entry.text)")
        }

        let workspace = try DocWorkspace()
        defer { workspace.remove() }

        var report: [String] = []
        var ran = 0
        var skippedCount = 0
        for command in commands {
            if let skip = Self.skipped.first(where: { $0.file == command.file && $0.text == command.text }) {
                skippedCount += 1
                report.append("skipped  \(command)  (\(skip.reason))")
                continue
            }
            let failing = Self.failing.first { $0.file == command.file && $0.text == command.text }
            let folder = try workspace.copy(for: command)
            try failing?.prepare(folder)
            let run = try workspace.run(command.shellText, in: folder)
            ran += 1
            let expected = failing?.status ?? 0
            report.append("exit \(run.status)   \(command)")
            if run.status != expected {
                Issue.record(
                    """
                    \(command)
                    exited with \(run.status), expected \(expected)\(failing.map { " (\($0.reason))" } ?? "")
                    stdout: \(run.stdout)
                    stderr: \(run.stderr)
                    """)
            }
            if let failing, !run.stdout.contains(failing.shownOutput) {
                Issue.record("\(command)\ndoes not print the line the document shows, '\(failing.shownOutput)':\n\(run.stdout)")
            }
        }
        print("Documented flipbook commands: \(commands.count) found, \(ran) run, \(skippedCount) skipped")
        for line in report { print("  " + line) }
        #expect(commands.count >= Self.minimumCommands, "only \(commands.count) documented flipbook commands found")
        #expect(ran + skippedCount == commands.count)
    }

    @Test func extractorFindsCommandLinesInShellBlocks() {
        let markdown = """
            Prose mentions `flipbook render scene.yaml` inline: not a command.

            ```sh
            make goldens        # flipbook record Renders/scenes/*.yaml --goldens Renders
            flipbook list                 # animators
            .build/release/flipbook curve 'cubic-bezier(0.42, 0, 0.58, 1)' --at 0.5 --plot '#1.png'
              .build/debug/flipbook render scene.yaml \\
                --out out/   # continued
            swift run flipbook --version
            ```

            ```swift
            flipbook render swift.yaml
            ```

            ```
            $ flipbook verify scenes/fade.yaml --goldens goldens
            FAILED     fade (3 of 11 frames)
              If the change is intended, accept it with: flipbook record scenes/fade.yaml --goldens goldens
            flipbook: error[FB-VERIFY-FAILED]: 1 of 1 scene did not match its golden: fade
            ```

            ````bash
            flipbookish --no
            flipbook audit scene.yaml#not-a-comment
            ````
            """
        let found = DocCommandExtractor.commands(in: markdown, file: "x.md")
        #expect(
            found.map(\.text) == [
                "flipbook list",
                ".build/release/flipbook curve 'cubic-bezier(0.42, 0, 0.58, 1)' --at 0.5 --plot '#1.png'",
                ".build/debug/flipbook render scene.yaml --out out/",
                "swift run flipbook --version",
                "flipbook verify scenes/fade.yaml --goldens goldens",
                "flipbook audit scene.yaml#not-a-comment",
            ])
        #expect(found.map(\.line) == [5, 6, 7, 9, 17, 25])
        #expect(found[3].shellText == "flipbook --version")
    }
}

/// The folder the documented commands run in: a template prepared once, copied for each command.
final class DocWorkspace {
    /// The colour of the screen that fades in, in `scenes/fade.yaml`.
    static let fadeDetailColour = "[0.85, 0.35, 0.25]"

    /// Changes `scenes/<name>.yaml` of `workspace` and runs verify, which fails and keeps a
    /// candidate where `flipbook accept` run in the workspace looks (`.build/flipbook-artifacts/flipbook-candidates`).
    static func keepCandidate(of name: String, in workspace: URL) throws {
        let scene = workspace.appendingPathComponent("scenes/\(name).yaml")
        let text = try String(contentsOf: scene, encoding: .utf8)
        let changed = text.replacingOccurrences(of: fadeDetailColour, with: "[0.25, 0.65, 0.35]")
        #expect(changed != text)
        try changed.write(to: scene, atomically: true, encoding: .utf8)
        let run = try CLI.run([
            "verify", scene.path, "--goldens", workspace.appendingPathComponent("goldens").path,
            "--artifacts", workspace.appendingPathComponent(".build/flipbook-artifacts").path,
        ])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    }

    /// `scene.yaml`: a push of 31 frames (so `--frames 0,10,20-30` names real frames), 120 x 80 pixels.
    static let scene = """
        # A small push: 31 frames of 120 x 80 pixels.
        canvas: {width: 120, height: 80, scale: 1, fps: 30, background: white}
        screens:
          Inbox:
            backgroundColor: [0.97, 0.97, 0.98]
            children:
              - {id: bar, frame: [0, 0, 120, 20], backgroundColor: "#3366D9"}
              - {id: row, frame: [8, 28, 104, 20], backgroundColor: white, cornerRadius: 6}
          Detail:
            backgroundColor: white
            children:
              - {id: card, frame: [8, 28, 104, 44], backgroundColor: [0.93, 0.94, 0.97], cornerRadius: 8}
        transition: {kind: push, from: Inbox, to: Detail, duration: 1.0, curve: ease-in-out, animator: push}

        """

    /// `scenes/*.yaml`: two scenes of 11 frames, 60 x 40 pixels (the size of docs/golden-tests.md's example).
    static let scenes = [
        "fade.yaml": """
        # A fade of 11 frames, 60 x 40 pixels: the Detail screen fades in over Inbox.
        canvas: {width: 60, height: 40, scale: 1, fps: 10, background: white}
        screens:
          Inbox: {backgroundColor: [0.97, 0.97, 0.98], children: [{id: bar, frame: [0, 0, 60, 10], backgroundColor: "#3366D9"}]}
          Detail: {backgroundColor: \(fadeDetailColour)}
        transition: {kind: present, from: Inbox, to: Detail, style: overFullScreen, duration: 1.0, animator: fade}

        """,
        "slide.yaml": """
        # A slide of 11 frames, 60 x 40 pixels.
        canvas: {width: 60, height: 40, scale: 1, fps: 10, background: white}
        screens:
          Inbox: {backgroundColor: [0.97, 0.97, 0.98]}
          Detail: {backgroundColor: [0.20, 0.40, 0.85]}
        transition: {kind: present, from: Inbox, to: Detail, style: overFullScreen, duration: 1.0, animator: slide}

        """,
    ]

    let root: URL
    let template: URL
    /// Holds `flipbook`, a link to the binary under test, first on PATH.
    let bin: URL
    private var copies = 0

    init() throws {
        let files = FileManager.default
        root = files.temporaryDirectory.appendingPathComponent("flipbook-doc-commands-\(UUID().uuidString)")
        template = root.appendingPathComponent("template")
        bin = root.appendingPathComponent("bin")
        try files.createDirectory(at: template, withIntermediateDirectories: true)
        try files.createDirectory(at: bin, withIntermediateDirectories: true)
        let binary = CLI.binary.resolvingSymlinksInPath().path
        try files.createSymbolicLink(atPath: bin.appendingPathComponent("flipbook").path, withDestinationPath: binary)
        for configuration in ["release", "debug"] {
            let folder = template.appendingPathComponent(".build/\(configuration)")
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            try files.createSymbolicLink(atPath: folder.appendingPathComponent("flipbook").path, withDestinationPath: binary)
        }

        // Renders/scenes: the gallery's scene documents.
        let renders = template.appendingPathComponent("Renders")
        try files.createDirectory(at: renders, withIntermediateDirectories: true)
        try files.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Renders/scenes"),
            to: renders.appendingPathComponent("scenes"))

        // scene.yaml, scenes/*.yaml and their goldens in goldens/.
        try Self.scene.write(to: template.appendingPathComponent("scene.yaml"), atomically: true, encoding: .utf8)
        let scenes = template.appendingPathComponent("scenes")
        try files.createDirectory(at: scenes, withIntermediateDirectories: true)
        for (name, text) in Self.scenes {
            try text.write(to: scenes.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try setUp("flipbook record scenes/*.yaml --goldens goldens")

        // a.png and b.png: the same frame of scene.yaml with white and with a faint grey, which
        // differ byte for byte but not at diff's threshold of 0.1.
        let grey = Self.scene.replacingOccurrences(of: "white", with: "[0.99, 0.99, 0.99]")
        try grey.write(to: template.appendingPathComponent("grey.yaml"), atomically: true, encoding: .utf8)
        try setUp(
            "flipbook render scene.yaml --out setup-a --frames 15 && flipbook render grey.yaml --out setup-b --frames 15"
                + " && mv setup-a/frame-0015.png a.png && mv setup-b/frame-0015.png b.png && rm -r setup-a setup-b grey.yaml")
        try setUp("flipbook diff a.png b.png --threshold 0 > /dev/null; test $? -eq 1")
        // What a run writes under .build in the template (nothing yet) is each copy's own.
        try? files.removeItem(at: template.appendingPathComponent(".build/flipbook-artifacts"))
    }

    /// Runs a preparation step in the template; throws when it fails.
    private func setUp(_ command: String) throws {
        let run = try self.run(command, in: template)
        guard run.status == 0 else {
            throw SetUpError(
                description: "preparing the workspace: '\(command)' exited with \(run.status): \(run.stdout)\(run.stderr)")
        }
    }

    struct SetUpError: Error, CustomStringConvertible { let description: String }

    /// A fresh copy of the template for `command`, with the gallery's goldens in `Renders/` when it
    /// checks against them (`--goldens Renders`).
    func copy(for command: DocCommand) throws -> URL {
        copies += 1
        let folder = root.appendingPathComponent("run-\(copies)")
        try FileManager.default.copyItem(at: template, to: folder)
        let words = command.text.split(separator: " ")
        if let goldens = words.firstIndex(of: "--goldens"), goldens + 1 < words.count,
            ["Renders", "Renders/"].contains(words[goldens + 1])
        {
            try copyGalleryGoldens(to: folder.appendingPathComponent("Renders"))
        }
        for (path, library) in Self.builtFiles where command.text.contains(path) {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: try library(), to: file)
        }
        return folder
    }

    /// Files the documents build with `make` before a command uses them, and where this test
    /// gets them instead (no build runs here but the suite's own).
    static let builtFiles: [String: @Sendable () throws -> URL] = [
        // `make plugin`: the example plugin, built once per test process for ListCommandTests.
        ".build/flipbook-plugins/libExampleAnimatorPlugin.so": { try ExamplePlugin.library.get() }
    ]

    /// Copies each gallery scene's golden (`Renders/NAME/`: manifest.json, trace.txt, frame-NNNN.png).
    private func copyGalleryGoldens(to renders: URL) throws {
        let files = FileManager.default
        let source = CLI.packageRoot.appendingPathComponent("Renders")
        for scene in try files.contentsOfDirectory(atPath: source.appendingPathComponent("scenes").path)
        where scene.hasSuffix(".yaml") {
            let name = String(scene.dropLast(".yaml".count))
            let from = source.appendingPathComponent(name)
            let to = renders.appendingPathComponent(name)
            guard let contents = try? files.contentsOfDirectory(atPath: from.path) else { continue }
            try files.createDirectory(at: to, withIntermediateDirectories: true)
            for file in contents
            where file == "manifest.json" || file == "trace.txt" || (file.hasPrefix("frame-") && file.hasSuffix(".png")) {
                try files.copyItem(at: from.appendingPathComponent(file), to: to.appendingPathComponent(file))
            }
        }
    }

    /// Runs `command` with `/bin/sh -c` in `folder`, `flipbook` first on PATH; stops it after `timeout` seconds.
    func run(_ command: String, in folder: URL, timeout: TimeInterval = 120) throws -> CLIRun {
        let outURL = root.appendingPathComponent("out-\(UUID().uuidString)")
        let errURL = root.appendingPathComponent("err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["FLIPBOOK_ARTIFACTS"] = nil
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        try input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        var timedOut = false
        if process.isRunning {
            timedOut = true
            process.terminate()
        }
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return CLIRun(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: timedOut ? "stopped after \(Int(timeout)) s\n" + stderr : stderr)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
