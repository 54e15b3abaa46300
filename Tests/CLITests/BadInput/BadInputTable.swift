import Foundation

/// The bad-input table: every category of docs/errors.md, each row with its
/// exact catalogue code and a piece of its message.
enum BadInputTable {
    typealias S = BadScenes
    static let render = ["render", "{dir}/s.yaml", "--out", "{out}"]
    static func scene(_ name: String, _ text: String, _ code: String, _ message: String) -> BadInputCase {
        BadInputCase(name, render, files: ["s.yaml": text], code: code, message: message)
    }
    static func percent(_ script: String) -> String {
        S.scene(
            transition: "transition: {kind: present, from: a, to: b, animator: fade, duration: 0.2}",
            extra: "interaction:\n  percent:\n    script: \(script)")
    }
    static func touches(_ script: String) -> String {
        S.scene(extra: "interaction:\n  touches:\n    script: \(script)")
    }
    static func keyframes(_ track: String) -> String {
        S.scene(
            screens:
                "screens:\n  a: {backgroundColor: red}\n  b: {backgroundColor: blue, children: [{id: card, frame: [0, 0, 10, 10]}]}",
            transition: "transition: {kind: present, from: a, to: b, duration: 0.2, keyframes: [\(track)]}")
    }
    static func pngChunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        var c = withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init) + Array(type.utf8) + body
        c += withUnsafeBytes(of: CRC32.of(Array(type.utf8) + body).bigEndian, Array.init)
        return c
    }
    static var hugePNG: Data {
        let ihdr =
            withUnsafeBytes(of: UInt32(100_000).bigEndian, Array.init)
            + withUnsafeBytes(of: UInt32(100_000).bigEndian, Array.init)
            + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + pngChunk("IHDR", ihdr) + pngChunk("IEND", []))
    }
    static var badCRC: Data {
        var d = S.png
        d[d.count - 20] ^= 0xFF
        return d
    }

    static let scenes: [BadInputCase] = [
        BadInputCase("scene file missing", render, code: "FB-SCENE-UNREADABLE", message: "cannot read the scene file"),
        BadInputCase(
            "scene path is a folder", ["render", "{dir}", "--out", "{out}"], code: "FB-SCENE-UNREADABLE",
            message: "is a folder, not a scene file"),
        BadInputCase(
            "scene not UTF-8", render, binary: ["s.yaml": Data([0x63, 0x3A, 0xFF, 0xFE, 0x0A])], code: "FB-SCENE-UNREADABLE",
            message: "not UTF-8"),
        scene(
            "scene over 4 MiB", "# " + String(repeating: "x", count: 4_200_000) + "\n", "FB-SCENE-TOO-LARGE",
            "more than the limit of 4194304 bytes"),
        scene("empty document", "\n", "FB-SCENE-SYNTAX", "the document is empty"),
        scene("unclosed bracket", "canvas: {width: 40\n", "FB-SCENE-SYNTAX", "invalid YAML"),
        scene("tab indentation", "canvas:\n\twidth: 40\n", "FB-SCENE-SYNTAX", "invalid YAML"),
        scene("bracket bomb", String(repeating: "[", count: 5000), "FB-SCENE-TOO-DEEP", "nested more than"),
        scene(
            "billion laughs",
            "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
                + "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
                + "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n",
            "FB-SCENE-ALIAS-LIMIT", "YAML nodes"),
        scene("unknown top-level key", S.scene(extra: "screen: {}"), "FB-SCENE-UNKNOWN-KEY", "unknown key 'screen'"),
        scene(
            "misspelt view key", S.withViews("[{backgroundColour: red}]"), "FB-SCENE-UNKNOWN-KEY",
            "unknown key 'backgroundColour'"),
        scene("missing transition", S.canvas + "\n" + S.screens + "\n", "FB-SCENE-MISSING-KEY", "missing key 'transition'"),
        scene("missing canvas", S.screens + "\n" + S.transition + "\n", "FB-SCENE-MISSING-KEY", "missing key 'canvas'"),
        scene("duplicate key", S.scene(extra: S.canvas), "FB-SCENE-DUPLICATE", "duplicate key 'canvas'"),
        scene("duplicate view id", S.withViews("[{id: x}, {id: x}]"), "FB-SCENE-DUPLICATE", "duplicate id 'x'"),
        scene("width is text", S.scene(canvas: "canvas: {width: wide, height: 30}"), "FB-SCENE-TYPE", "expected"),
        scene("bad hex colour", S.withViews("[{backgroundColor: \"#zz0000\"}]"), "FB-SCENE-VALUE", "is not a colour"),
        scene("unknown colour name", S.withViews("[{backgroundColor: redd}]"), "FB-SCENE-UNKNOWN-NAME", "unknown colour 'redd'"),
        scene(
            "unknown animator", S.scene(transition: "transition: {kind: present, from: a, to: b, animator: fdae}"),
            "FB-SCENE-UNKNOWN-NAME", "unknown animator 'fdae'"),
        scene(
            "unknown screen", S.scene(transition: "transition: {kind: present, from: a, to: c}"), "FB-SCENE-UNKNOWN-NAME",
            "unknown screen 'c'"),
        scene(
            "canvas too wide", S.scene(canvas: "canvas: {width: 100000, height: 30}"), "FB-SCENE-CANVAS-LIMIT",
            "'width' must be in (0, 8192]"),
        scene(
            "canvas pixels over limit", S.scene(canvas: "canvas: {width: 8000, height: 30, scale: 4}"), "FB-SCENE-CANVAS-LIMIT",
            "the canvas is"),
        scene(
            "scale too large", S.scene(canvas: "canvas: {width: 40, height: 30, scale: 9}"), "FB-SCENE-CANVAS-LIMIT", "'scale'"),
        scene("fps too large", S.scene(canvas: "canvas: {width: 40, height: 30, fps: 1000}"), "FB-SCENE-CANVAS-LIMIT", "'fps'"),
        scene(
            "run too long",
            S.scene(
                canvas: "canvas: {width: 40, height: 30, fps: 240}",
                transition: "transition: {kind: present, from: a, to: b, animator: fade, duration: 500}"),
            "FB-SCENE-FRAME-LIMIT", "the run would take"),
        scene(
            "frame list beyond the limit", S.scene(extra: "outputs: {frames: \"0-20000\"}"), "FB-SCENE-FRAME-LIMIT",
            "is outside 0...9999"),
        scene(
            "too many views", S.withViews("[" + Array(repeating: "{}", count: 10_001).joined(separator: ", ") + "]"),
            "FB-SCENE-VIEW-LIMIT", "more than 10000 views"),
        scene(
            "views nested too deep",
            S.withViews(String(repeating: "[{children: ", count: 70) + "[]" + String(repeating: "}]", count: 70)),
            "FB-SCENE-TOO-DEEP", "nested more than"),
        scene(
            "absolute image path", S.withViews("[{type: image, image: /etc/x.png, frame: [0, 0, 1, 1]}]"),
            "FB-SCENE-PATH-OUTSIDE", "is absolute"),
        scene(
            "image path with ..", S.withViews("[{type: image, image: ../x.png, frame: [0, 0, 1, 1]}]"), "FB-SCENE-PATH-OUTSIDE",
            "leaves the scene's folder"),
        BadInputCase(
            "image symlink out of the folder", render,
            files: ["s.yaml": S.withViews("[{type: image, image: link.png, frame: [0, 0, 1, 1]}]")],
            code: "FB-SCENE-PATH-OUTSIDE", message: "symbolic link",
            setUp: { dir in
                let outside = dir.deletingLastPathComponent().appendingPathComponent("outside-\(dir.lastPathComponent).png")
                try S.png.write(to: outside)
                try FileManager.default.createSymbolicLink(
                    atPath: dir.appendingPathComponent("link.png").path, withDestinationPath: outside.path)
            }),
        scene(
            "image missing", S.withViews("[{type: image, image: none.png, frame: [0, 0, 1, 1]}]"), "FB-SCENE-IMAGE",
            "does not exist"),
        scene(
            "image not PNG", S.withViews("[{type: image, image: photo.jpg, frame: [0, 0, 1, 1]}]"), "FB-SCENE-IMAGE",
            "does not name a PNG file"),
        BadInputCase(
            "image file is not a PNG", render,
            files: ["s.yaml": S.withViews("[{type: image, image: fake.png, frame: [0, 0, 1, 1]}]"), "fake.png": "GIF89a"],
            code: "FB-SCENE-IMAGE", message: "cannot decode image 'fake.png'"),
        scene(
            "output name leaves --out", S.scene(extra: "outputs: {filmstrip: {name: ../evil.png}}"), "FB-SCENE-OUTPUT-NAME",
            "must be a plain file name"),
        scene(
            "absolute output name", S.scene(extra: "outputs: {animatedPNG: /tmp/evil.png}"), "FB-SCENE-OUTPUT-NAME",
            "must be a plain file name"),
        scene(
            "outputs share a name", S.scene(extra: "outputs: {animatedPNG: a.png, filmstrip: {name: a.png}}"),
            "FB-SCENE-OUTPUT-NAME", "are both named"),
        scene(
            "output looks like a frame", S.scene(extra: "outputs: {animatedPNG: frame-0001.png}"), "FB-SCENE-OUTPUT-NAME",
            "looks like a frame file"),
        scene(
            "keyframe curve invalid",
            keyframes("{view: card, curve: ease-inn, keyframes: [{at: 0, alpha: 0}, {at: 1, alpha: 1}]}"),
            "FB-SCENE-CURVE", "ease-inn"),
        scene(
            "keyframe times decrease", keyframes("{view: card, keyframes: [{at: 0.5, alpha: 0}, {at: 0.2, alpha: 1}]}"),
            "FB-SCENE-VALUE", "keyframe times must increase"),
        scene(
            "keyframes and animator",
            S.scene(transition: "transition: {kind: present, from: a, to: b, animator: fade, duration: 1, keyframes: []}"),
            "FB-SCENE-TRANSITION", "not both"),
        scene(
            "transition to itself", S.scene(transition: "transition: {kind: present, from: a, to: a}"), "FB-SCENE-TRANSITION",
            "to itself"),
        scene(
            "size on a push", S.scene(transition: "transition: {kind: push, from: a, to: b, size: [10, 10]}"),
            "FB-SCENE-TRANSITION", "applies only to resize"),
        scene(
            "percent script without end", percent("[update 0.5 at 0.1]"), "FB-SCENE-SCRIPT", "must end with 'finish' or 'cancel'"),
        scene(
            "percent times decrease", percent("[update 0.5 at 0.2, finish at 0.1]"), "FB-SCENE-SCRIPT",
            "step times must not decrease"),
        scene("unknown percent step", percent("[finsh at 0.1]"), "FB-SCENE-SCRIPT", "unknown step 'finsh'"),
        scene("percent out of range", percent("[update 1.5 at 0.1, finish at 0.2]"), "FB-SCENE-VALUE", "must be at most 1"),
        scene("finger never up", touches("[\"down (1, 1) at 0\", \"move (5, 1) at 0.1\"]"), "FB-SCENE-SCRIPT", "never goes up"),
        scene(
            "finger down twice", touches("[\"down (1, 1) at 0\", \"down (2, 2) at 0.1\", \"up (2, 2) at 0.2\"]"),
            "FB-SCENE-SCRIPT", "already down"),
        scene(
            "finger number out of range", touches("[\"finger 11 down (1, 1) at 0\", \"finger 11 up (1, 1) at 0.1\"]"),
            "FB-SCENE-SCRIPT", "from 1 to 10"),
        scene(
            "YAML tag does not execute", S.scene(extra: "x: !!python/object/apply:os.system [\"touch {dir}/pwned\"]"),
            "FB-SCENE-UNKNOWN-KEY", "unknown key 'x'"),
        scene(
            "animator parameter out of range",
            S.scene(
                transition: "transition: {kind: present, from: a, to: b, animator: {name: fade, parameters: {duration: -4}}}"),
            "FB-RUN-ANIMATOR",
            "parameter 'duration' of animator 'fade' is -4.0; it must be a finite number in 0...60 at s.yaml:5:"),
    ]

    static let commandLine: [BadInputCase] = [
        BadInputCase(
            "render without --out", ["render", "{dir}/s.yaml"], files: ["s.yaml": S.scene()], code: "FB-CLI-USAGE",
            message: "render needs --out DIR"),
        BadInputCase(
            "--scale 0", render + ["--scale", "0"], files: ["s.yaml": S.scene()], code: "FB-CLI-USAGE",
            message: "--scale must be a number in [0.01, 8]"),
        BadInputCase(
            "--scale 9", render + ["--scale", "9"], files: ["s.yaml": S.scene()], code: "FB-CLI-USAGE",
            message: "--scale must be a number in [0.01, 8]"),
        BadInputCase(
            "audit --steps Int.max", ["audit", "{dir}/s.yaml", "--steps", "9223372036854775807"], files: ["s.yaml": S.scene()],
            code: "FB-CLI-USAGE", message: "--steps must be in 1...10000, got 9223372036854775807"),
        BadInputCase(
            "--scale tiny", render + ["--scale", "1e-300"], files: ["s.yaml": S.scene()], code: "FB-CLI-USAGE",
            message: "--scale must be a number in [0.01, 8]"),
        BadInputCase(
            "curve input huge", ["curve", "ease", "--at", "1e300"], code: "FB-CURVE-INPUT", message: "is outside ±1000000"),
        BadInputCase(
            "curve bezier y huge", ["curve", "cubic-bezier(0.1, 1e308, 0.2, 1)", "--at", "0.5"], code: "FB-CURVE-SPEC",
            message: "y coordinates must be within ±1000000"),
        BadInputCase(
            "--scale not a number", render + ["--scale", "big"], files: ["s.yaml": S.scene()], code: "FB-CLI-USAGE",
            message: "big"),
        BadInputCase(
            "--frames not a list", render + ["--frames", "a-b"], files: ["s.yaml": S.scene()], code: "FB-CLI-USAGE",
            message: "--frames"),
        BadInputCase(
            "--frames and --percent", render + ["--frames", "1", "--percent", "0.5"], files: ["s.yaml": S.scene()],
            code: "FB-CLI-USAGE", message: "not both"),
        BadInputCase(
            "--percent out of range", render + ["--percent", "2"], files: ["s.yaml": S.scene()], code: "FB-CLI-USAGE",
            message: "--percent must be numbers in 0...1"),
        BadInputCase(
            "--outputs unknown", render + ["--outputs", "frames,movie"], files: ["s.yaml": S.scene()], code: "FB-CLI-USAGE",
            message: "unknown output 'movie'"),
        BadInputCase("unknown subcommand", ["rendr", "{dir}/s.yaml"], code: "FB-CLI-USAGE", message: "rendr"),
        BadInputCase(
            "unknown option", render + ["--colour", "red"], files: ["s.yaml": S.scene()], code: "FB-CLI-USAGE",
            message: "--colour"),
        BadInputCase(
            "--scale makes the canvas too large", render + ["--scale", "8"],
            files: ["s.yaml": S.scene(canvas: "canvas: {width: 4000, height: 30, scale: 1, fps: 10}")],
            code: "FB-SCENE-CANVAS-LIMIT", message: "--scale 8.0 makes the canvas 32000 pixels wide, more than the limit of 16384"
        ),
        BadInputCase(
            "gallery --shard 3/2", ["gallery", "--out", "{out}", "--shard", "3/2"], code: "FB-CLI-USAGE",
            message: "--shard must be I/N"),
        BadInputCase(
            "gallery scenes folder missing", ["gallery", "--out", "{out}", "--scenes", "{dir}/none", "--scenes-only"],
            code: "FB-FS-FOLDER-MISSING", message: "cannot read the scenes folder"),
        BadInputCase(
            "render --plugin missing", render + ["--plugin", "{dir}/none.so"], files: ["s.yaml": S.scene()],
            code: "FB-PLUGIN-NOT-FOUND",
            message: "plugin '{dir}/none.so' does not exist"),
        BadInputCase(
            "list --plugin missing", ["list", "--plugin", "{dir}/none.so"], code: "FB-PLUGIN-NOT-FOUND", message: "does not exist"
        ),
        BadInputCase(
            "--plugin is a folder", ["list", "--plugin", "{dir}"], code: "FB-PLUGIN-NOT-FOUND", message: "is not a file"),
        BadInputCase(
            "--plugin is not a library", ["list", "--plugin", "{dir}/fake.so"], files: ["fake.so": "not an ELF file"],
            code: "FB-PLUGIN-NOT-LIBRARY", message: "is not a loadable shared library"),
        BadInputCase(
            "--plugin without the entry point", ["list", "--plugin", "/lib/x86_64-linux-gnu/libz.so.1"],
            code: "FB-PLUGIN-NOT-LIBRARY", message: "does not export the entry point"),
    ]

    static let images: [BadInputCase] = [
        BadInputCase(
            "diff file missing", ["diff", "{dir}/a.png", "{dir}/b.png"], binary: ["b.png": S.png], code: "FB-PNG-MISSING",
            message: "no such file"),
        BadInputCase(
            "diff empty file", ["diff", "{dir}/a.png", "{dir}/b.png"], binary: ["a.png": Data(), "b.png": S.png],
            code: "FB-PNG-NOT-PNG", message: "the file is empty"),
        BadInputCase(
            "diff text file", ["diff", "{dir}/a.png", "{dir}/b.png"], binary: ["a.png": Data("hello".utf8), "b.png": S.png],
            code: "FB-PNG-NOT-PNG", message: "signature is missing"),
        BadInputCase(
            "diff truncated PNG", ["diff", "{dir}/a.png", "{dir}/b.png"], binary: ["a.png": S.png.prefix(40), "b.png": S.png],
            code: "FB-PNG-MALFORMED", message: "malformed"),
        BadInputCase(
            "diff bad CRC", ["diff", "{dir}/a.png", "{dir}/b.png"], binary: ["a.png": badCRC, "b.png": S.png],
            code: "FB-PNG-MALFORMED", message: "malformed"),
        BadInputCase(
            "diff huge PNG header", ["diff", "{dir}/a.png", "{dir}/b.png"], binary: ["a.png": hugePNG, "b.png": S.png],
            code: "FB-PNG-TOO-LARGE", message: "100000 x 100000 pixels"),
        BadInputCase(
            "diff folder as image", ["diff", "{dir}", "{dir}/b.png"], binary: ["b.png": S.png], code: "FB-PNG-UNREADABLE",
            message: "it is a folder"),
        BadInputCase(
            "diff sizes differ", ["diff", "{dir}/a.png", "{dir}/b.png"],
            binary: ["a.png": S.png, "b.png": DiffFixtures.twoByOne],
            code: "FB-IMAGE-SIZE-MISMATCH", message: "'{dir}/a.png' and '{dir}/b.png'"),
        BadInputCase(
            "diff --threshold 2", ["diff", "{dir}/a.png", "{dir}/a.png", "--threshold", "2"], binary: ["a.png": S.png],
            code: "FB-CLI-USAGE", message: "--threshold must be in 0...1"),
        BadInputCase(
            "diff --diff-color 300", ["diff", "{dir}/a.png", "{dir}/a.png", "--diff-color", "300,0,0"], binary: ["a.png": S.png],
            code: "FB-CLI-USAGE", message: "--diff-color expects R,G,B"),
        BadInputCase(
            "diff --output in a missing folder", ["diff", "{dir}/a.png", "{dir}/a.png", "--output", "{out}/none/d.png"],
            binary: ["a.png": S.png],
            code: "FB-FS-FOLDER-MISSING", message: "the folder does not exist"),
    ]

    static let curves: [BadInputCase] = [
        BadInputCase(
            "curve misspelt keyword", ["curve", "ease-inn", "--at", "0.5"], code: "FB-CURVE-SPEC",
            message: "did you mean 'ease-in'?"),
        BadInputCase(
            "curve bezier x out of range", ["curve", "cubic-bezier(2, 0, 1, 1)", "--at", "0.5"], code: "FB-CURVE-SPEC",
            message: "cubic-bezier(2, 0, 1, 1)"),
        BadInputCase("curve zero steps", ["curve", "steps(0)", "--at", "0.5"], code: "FB-CURVE-SPEC", message: "steps(0)"),
        BadInputCase(
            "curve spring without mass", ["curve", "spring(0 100 10 0)", "--at", "0.5"], code: "FB-CURVE-SPEC",
            message: "spring(0 100 10 0)"),
        BadInputCase(
            "curve unclosed", ["curve", "cubic-bezier(0.1, 0.2", "--at", "0.5"], code: "FB-CURVE-SPEC",
            message: "invalid timing curve"),
        BadInputCase(
            "curve input not a number", ["curve", "linear", "--at", "abc"], code: "FB-CURVE-INPUT",
            message: "input 'abc' in --at abc is not a finite number"),
        BadInputCase(
            "curve input NaN", ["curve", "linear", "--at", "nan"], code: "FB-CURVE-INPUT", message: "is not a finite number"),
        BadInputCase(
            "curve stdin line bad", ["curve", "linear"], code: "FB-CURVE-INPUT", message: "line 2 of standard input",
            stdin: "0.5\nx\n"),
        BadInputCase("curve no inputs", ["curve", "linear"], code: "FB-CURVE-INPUT", message: "no inputs", stdin: ""),
        BadInputCase(
            "curve --plot into a missing folder", ["curve", "linear", "--plot", "{out}/none/p.png"], code: "FB-FS-FOLDER-MISSING",
            message: "the folder does not exist"),
    ]

    static let fileSystem: [BadInputCase] = [
        BadInputCase(
            "--out is a file", ["render", "{dir}/s.yaml", "--out", "{dir}/s.yaml"], files: ["s.yaml": S.scene()],
            code: "FB-FS-NOT-A-FOLDER", message: "the output folder is a file"),
        BadInputCase(
            "--out under a file", ["render", "{dir}/s.yaml", "--out", "{dir}/s.yaml/out"], files: ["s.yaml": S.scene()],
            code: "FB-FS-NOT-A-FOLDER", message: "the output folder cannot be created: '{dir}/s.yaml' is a file, not a folder"),
        BadInputCase(
            "record --goldens under a file", ["record", "{dir}/s.yaml", "--goldens", "{dir}/s.yaml/goldens"],
            files: ["s.yaml": S.scene()],
            code: "FB-FS-NOT-A-FOLDER", message: "the golden's folder cannot be created: '{dir}/s.yaml' is a file, not a folder"),
        BadInputCase(
            "record --goldens not writable", ["record", "{dir}/s.yaml", "--goldens", "{out}"], files: ["s.yaml": S.scene()],
            code: "FB-FS-NOT-WRITABLE", message: "the golden's folder cannot be created: '{out}' is not writable",
            setUp: { dir in try Mounts.readOnlyFolder(dir.appendingPathComponent("out")) }),
        BadInputCase(
            "--out not writable", render, files: ["s.yaml": S.scene()], code: "FB-FS-NOT-WRITABLE", message: "not writable",
            setUp: { dir in try Mounts.readOnlyFolder(dir.appendingPathComponent("out")) }),
        BadInputCase(
            "disk full", render + ["--outputs", "frames"],
            files: [
                "s.yaml": S.scene(
                    canvas: "canvas: {width: 400, height: 300, scale: 1, fps: 30}",
                    transition: "transition: {kind: present, from: a, to: b, animator: fade, duration: 1}")
            ],
            code: "FB-FS-DISK-FULL", message: "the disk is full",
            setUp: { dir in try Mounts.tinyFilesystem(dir.appendingPathComponent("out"), bytes: 8 * 1024) }),
    ]

    /// Shards and merging (the `--shard auto` variables: ShardCommandTests).
    static let shards: [BadInputCase] = [
        BadInputCase(
            "verify --shard 5/4", ["verify", "{dir}/s.yaml", "--goldens", "{out}", "--shard", "5/4"],
            files: ["s.yaml": S.scene()],
            code: "FB-SHARD-RANGE", message: "--shard 5/4: there is no shard 5 of 4"),
        BadInputCase(
            "record --shard x", ["record", "{dir}/s.yaml", "--goldens", "{out}", "--shard", "x"], files: ["s.yaml": S.scene()],
            code: "FB-SHARD-SPEC", message: "--shard must be I/N (shard I of N, from 1) or auto; got 'x'"),
        BadInputCase(
            "merge a cut result", ["merge", "{dir}/r.json", "--out", "{out}"], files: ["r.json": "{\"format\": \"flipbook-res"],
            code: "FB-MERGE-INPUT", message: "{dir}/r.json: not a JSON object"),
        BadInputCase(
            "merge without --out", ["merge", "{dir}/r.json"], files: ["r.json": "{}"], code: "FB-CLI-USAGE",
            message: "--out DIR is required"),
    ]

    static let all: [BadInputCase] = scenes + commandLine + images + curves + fileSystem + shards
}
