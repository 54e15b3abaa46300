import Foundation
import Testing

/// `flipbook port` end to end: the built binary ports Examples/Porting/Before
/// into exactly Examples/Porting/After, copies other files, reports each
/// rewrite on standard error, changes nothing the second time, and refuses
/// bad input with exit 2 and nothing written.
@Suite struct PortCommandTests {
    let fileManager = FileManager.default
    static let examples = CLI.packageRoot.appendingPathComponent("Examples/Porting")

    /// A new empty folder.
    func folder() throws -> URL {
        let url = fileManager.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// A copy of Before/ with a subfolder and a file that is not Swift.
    func appFolder() throws -> URL {
        let app = try folder().appendingPathComponent("App")
        try fileManager.createDirectory(at: app.appendingPathComponent("Controllers"), withIntermediateDirectories: true)
        for name in ["SheetPanel.swift", "PanelHosts.swift"] {
            try fileManager.copyItem(
                at: Self.examples.appendingPathComponent("Before/\(name)"), to: app.appendingPathComponent(name))
        }
        try fileManager.copyItem(
            at: Self.examples.appendingPathComponent("Before/CloseButtonController.swift"),
            to: app.appendingPathComponent("Controllers/CloseButtonController.swift"))
        try "not Swift\n".write(to: app.appendingPathComponent("Notes.txt"), atomically: true, encoding: .utf8)
        return app
    }

    @Test func aFolderIsPortedAtTheSameRelativePaths() throws {
        let app = try appFolder()
        let out = try folder().appendingPathComponent("out")
        let run = try CLI.run(["port", app.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        for (name, expected) in [
            ("SheetPanel.swift", "SheetPanel.swift"), ("PanelHosts.swift", "PanelHosts.swift"),
            ("Controllers/CloseButtonController.swift", "CloseButtonController.swift"),
        ] {
            #expect(
                try text(out.appendingPathComponent(name)) == text(Self.examples.appendingPathComponent("After/\(expected)")),
                "\(name)")
        }
        #expect(try text(out.appendingPathComponent("Notes.txt")) == "not Swift\n", "copied as it is")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "\(app.path)/SheetPanel.swift:5:1: note: removed '@objc': there is no Objective-C runtime; Swift calls the declaration directly"
            ))
        #expect(
            lines.contains {
                $0.hasPrefix("\(app.path)/Controllers/CloseButtonController.swift:10:45: note: '#selector(close)'")
            },
            "\(lines)")
        #expect(lines.allSatisfy { $0.contains(": note: ") || $0.contains(": warning: ") })
    }

    @Test func portingThePortedFolderChangesNothing() throws {
        let out = try folder().appendingPathComponent("out")
        let again = try folder().appendingPathComponent("again")
        #expect(try CLI.run(["port", try appFolder().path, "--out", out.path]).status == 0)
        let second = try CLI.run(["port", out.path, "--out", again.path])
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
        for name in ["SheetPanel.swift", "PanelHosts.swift", "Controllers/CloseButtonController.swift", "Notes.txt"] {
            #expect(try text(again.appendingPathComponent(name)) == text(out.appendingPathComponent(name)), "\(name)")
        }
    }

    @Test func aSingleFileIsWrittenUnderItsName() throws {
        let out = try folder()
        let run = try CLI.run([
            "port", Self.examples.appendingPathComponent("Before/CloseButtonController.swift").path,
            "--out", out.path,
        ])
        #expect(run.status == 0)
        #expect(
            try text(out.appendingPathComponent("CloseButtonController.swift"))
                == text(Self.examples.appendingPathComponent("After/CloseButtonController.swift")))
    }

    @Test(arguments: ["missing", "notSwift", "unparsable", "clash", "rejected"])
    func badInputExitsWithTwoAndWritesNothing(_ kind: String) throws {
        let input = try folder()
        let out = input.appendingPathComponent("out")
        let good = input.appendingPathComponent("Good.swift")
        try "@objc protocol P { @objc optional func f() }\n".write(to: good, atomically: true, encoding: .utf8)
        var arguments: [String]
        let code: String
        switch kind {
        case "missing":
            arguments = [good.path, input.appendingPathComponent("NoSuchFolder").path]
            code = "FB-PORT-INPUT"
        case "notSwift":
            let text = input.appendingPathComponent("Notes.txt")
            try "text\n".write(to: text, atomically: true, encoding: .utf8)
            arguments = [good.path, text.path]
            code = "FB-PORT-INPUT"
        case "unparsable":
            let bad = input.appendingPathComponent("Bad.swift")
            try "struct A {\n    func f( {\n}\n".write(to: bad, atomically: true, encoding: .utf8)
            arguments = [good.path, bad.path]
            code = "FB-PORT-UNPARSABLE"
        case "rejected":
            let bad = input.appendingPathComponent("Profile.swift")
            try "class Profile: UIViewController {\n    init(id: Int) { super.init() }\n}\n".write(
                to: bad, atomically: true, encoding: .utf8)
            arguments = [good.path, bad.path]
            code = "FB-PORT-REJECTED"
        default:
            let sub = input.appendingPathComponent("Sub")
            try fileManager.createDirectory(at: sub, withIntermediateDirectories: true)
            try "let x = 1\n".write(to: sub.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
            arguments = [good.path, sub.path]
            code = "FB-PORT-INPUT"
        }
        let run = try CLI.run(["port"] + arguments + ["--out", out.path])
        #expect(run.status == 2, "\(kind): \(run.stderr)")
        if kind == "rejected" {
            // The report's lines first (the error with its fix), then the one error of the run.
            #expect(
                run.stderr.contains("Profile.swift:2:21: error: 'super.init()' in a designated initializer of 'Profile'"),
                "\(run.stderr)")
            #expect(run.stderr.contains("call 'super.init(nibName: nil, bundle: nil)'"), "\(run.stderr)")
            #expect(run.stderr.contains("flipbook: error[FB-PORT-REJECTED]: 1 line above UIKit rejects too"), "\(run.stderr)")
        } else {
            #expect(run.stderr.hasPrefix("flipbook: error[\(code)]: "), "\(kind): \(run.stderr)")
        }
        #expect(!fileManager.fileExists(atPath: out.path), "\(kind): nothing written")
        if kind == "unparsable" {
            #expect(run.stderr.contains("Bad.swift:2:13: the file does not parse as Swift"), "\(run.stderr)")
        }
    }

    /// `flipbook port` runs the `flipbook-port` tool beside it (or on PATH); a
    /// `flipbook` alone says what to build, exits with 2 and writes nothing.
    @Test func withoutTheToolPortSaysWhatToBuild() throws {
        let alone = try folder().appendingPathComponent("flipbook")
        try fileManager.copyItem(at: CLI.binary, to: alone)
        let out = try folder().appendingPathComponent("out")
        let run = try CLI.run(
            executable: alone, ["port", try appFolder().path, "--out", out.path], environment: ["PATH": "/usr/bin:/bin"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(
            run.stderr.hasPrefix("flipbook: error[FB-PORT-TOOL]: flipbook-port is neither beside \(alone.path) nor on PATH"),
            "\(run.stderr)")
        #expect(run.stderr.contains("swift build --product flipbook-port"))
        #expect(!fileManager.fileExists(atPath: out.path))
    }

    /// The tool is found beside `flipbook` and does the work: `flipbook port --help` is its help.
    @Test func portRunsTheToolBesideFlipbook() throws {
        let tool = CLI.binary.deletingLastPathComponent().appendingPathComponent("flipbook-port")
        #expect(fileManager.isExecutableFile(atPath: tool.path))
        let help = try CLI.run(["port", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: flipbook-port <paths> ... --out <out>"), "\(help.stdout)")
    }

}
