import Flipbook
import FlipbookAnimators
import FlipbookCairo
import FlipbookScene
import Foundation

/// Every user-facing error of the `flipbook` tool, and the one mapping from
/// any thrown error to its entry. docs/errors.md lists the same entries (a
/// test checks that the two agree).
package enum ErrorCatalogue {
    package static func entry(_ code: String, _ pattern: String, _ remedy: String, exit: Int32 = 2) -> CatalogueEntry {
        CatalogueEntry(code: code, exitCode: exit, pattern: pattern, remedy: remedy)
    }

    package static let all: [CatalogueEntry] = [
        // Command line
        entry(
            "FB-CLI-USAGE", "<usage error from the argument parser, or a bad option value>",
            "Run `flipbook help <command>`; fix the option named in the message."),
        entry(
            "FB-CLI-FRAMES",
            "--frames|--percent|outputs.frames: frame <n> is past the end of the film, whose frames are 0...<last> | selects no frame ...",
            "Choose frames within the range the message names."),
        // Scene documents
        entry(
            "FB-SCENE-UNREADABLE",
            "cannot read the scene file '<path>' at <file>:1:1 | '<path>' is a folder | the scene file is not UTF-8 text",
            "Check the path, its permissions and that it is a UTF-8 text file."),
        entry(
            "FB-SCENE-TOO-LARGE", "the scene file is <n> bytes, more than the limit of 4194304 bytes (4 MiB)",
            "Split the scene or remove unused parts; the limit is fixed."),
        entry(
            "FB-SCENE-SYNTAX", "invalid YAML: <libyaml problem> at <file>:<line>:<col> | the document is empty",
            "Fix the YAML at the line and column given (indentation, quotes, brackets)."),
        entry(
            "FB-SCENE-TOO-DEEP", "the document is nested more than <n> levels deep | views are nested more than 64 deep",
            "Flatten the document; views may nest at most 64 deep."),
        entry(
            "FB-SCENE-ALIAS-LIMIT", "the document expands to more than 100000 YAML nodes",
            "Use fewer aliases (`*name`): each expansion counts as a copy."),
        entry(
            "FB-SCENE-UNKNOWN-KEY", "unknown key '<key>' at <file>:<line>:<col>; did you mean '<key>'?",
            "Use the suggested key; docs/scene-format.md lists every key."),
        entry(
            "FB-SCENE-MISSING-KEY", "missing key '<key>' in <section> at <file>:<line>:<col>",
            "Add the key; docs/scene-format.md says which keys are required."),
        entry(
            "FB-SCENE-DUPLICATE", "duplicate key|screen|id '<name>' at <file>:<line>:<col>",
            "Give each key, screen and view id once."),
        entry(
            "FB-SCENE-TYPE", "'<key>' must be <kind>, found <kind> at <file>:<line>:<col>",
            "Write the value in the form the message expects."),
        entry(
            "FB-SCENE-UNKNOWN-NAME",
            "unknown animator|colour|screen|view id|presentation controller '<name>' at <file>:<line>:<col>; did you mean ...?",
            "Use a known name: `flipbook list` shows animators and presentation controllers."),
        entry(
            "FB-SCENE-VALUE", "<value> is out of range or inconsistent at <file>:<line>:<col>",
            "Change the value as the message says."),
        entry(
            "FB-SCENE-CANVAS-LIMIT",
            "the canvas is <n> pixels <side> at scale <s> ... | --scale <s> makes the canvas <n> pixels wide",
            "Keep the canvas within 8192 points and 16384 pixels a side, the scale in [0.01, 8], fps in [1, 240]."),
        entry(
            "FB-SCENE-FRAME-LIMIT", "the run would take <n> frames at <fps> fps ... | frame <n> is outside 0...9999",
            "Shorten the transition or lower the fps; a run has at most 10000 frames."),
        entry("FB-SCENE-VIEW-LIMIT", "the document has more than 10000 views", "Use fewer views."),
        entry(
            "FB-SCENE-IMAGE-LIMIT",
            "image '<path>' is <w> x <h> pixels, more than the limit of 16777216 pixels (4096 x 4096) for an image in a scene | the scene's images are more than 67108864 pixels together ...",
            "Use smaller images (at most 4096 x 4096 pixels each, 2^26 pixels for all image views together); scale them down before putting them in a scene."
        ),
        entry(
            "FB-SCENE-PATH-OUTSIDE",
            "image path '<path>' is absolute | leaves the scene's folder | leads out of the scene's folder through a symbolic link",
            "Keep images in the scene's folder and give relative paths without `..`."),
        entry(
            "FB-SCENE-IMAGE", "image file '<path>' does not exist | image path '<path>' does not name a PNG file",
            "Add the PNG next to the scene, or fix the path (relative to the scene's folder)."),
        entry(
            "FB-SCENE-OUTPUT-NAME",
            "'<output>' must be a plain file name, found '<name>' | outputs '<a>' and '<b>' are both named '<name>' | ... looks like a frame file",
            "Name outputs as plain, distinct file names; they are written inside --out."),
        entry(
            "FB-SCENE-CURVE", "unknown curve '<text>' | bad curve '<css>': <reason> at <file>:<line>:<col>",
            "Write a curve `flipbook curve` accepts, such as ease-in-out or cubic-bezier(0.2, 0, 0, 1)."),
        entry(
            "FB-SCENE-SCRIPT", "<percent or touch script problem> at <file>:<line>:<col>",
            "Fix the step: times must not decrease; percent scripts end with finish or cancel; each finger goes down, moves, and up."
        ),
        entry(
            "FB-SCENE-TRANSITION",
            "a transition takes ... | the transition goes from screen '<s>' to itself | 'size' applies only to resize transitions",
            "Give the keys this kind of transition takes (docs/scene-format.md)."),
        // Running a scene
        entry(
            "FB-RUN-ANIMATOR",
            "parameter '<p>' of animator '<a>' ... | animator '<a>' has no parameter '<p>' ... | unknown animator '<a>' ..., at <file>:<line>:<col> of the value or name",
            "Fix the animator's parameters; `flipbook list` shows each parameter, its kind and range."),
        entry(
            "FB-RUN-TRANSITION", "<scene>: the transition did not start|end ...",
            "Check the scene's screens and interaction; an animator must call completeTransition."),
        entry(
            "FB-TOUCH-SCRIPT", "touch script: finger <n>, event <i>: <reason>",
            "Fix the touch script: times must not decrease and every finger goes down once, then moves, then up."),
        // PNG files
        entry("FB-PNG-MISSING", "PNG file '<path>': no such file", "Check the path."),
        entry(
            "FB-PNG-NOT-PNG", "PNG file '<path>': not a PNG (the PNG signature is missing) | the file is empty",
            "Give a PNG file."),
        entry(
            "FB-PNG-MALFORMED", "PNG file '<path>': malformed or unsupported PNG: <libpng message>",
            "Re-export the image; the file is truncated or damaged."),
        entry(
            "FB-PNG-TOO-LARGE", "PNG file '<path>': <w> x <h> pixels is more than the limit of 268435456 pixels",
            "Use a smaller image."),
        entry(
            "FB-PNG-UNREADABLE", "PNG file '<path>': permission denied | it is a folder, not a file",
            "Check the path and its permissions."),
        entry("FB-IMAGE-SIZE-MISMATCH", "'<a>' and '<b>': <reason>", "Compare images of the same size."),
        // Curves
        entry(
            "FB-CURVE-SPEC", "invalid timing curve '<text>': <reason>[; did you mean '<keyword>'?]",
            "Write a CSS timing function (see `flipbook curve --help`)."),
        entry(
            "FB-CURVE-INPUT", "input '<text>' in <origin> is not a finite number | no inputs ...",
            "Give finite numbers with --at or one per line on standard input."),
        // Porting
        entry(
            "FB-PORT-INPUT",
            "'<path>' does not exist | is not a Swift file (.swift) ... | '<a>' and '<b>' would both be written to '<relative path>' | cannot be read",
            "Give existing Swift files or folders whose files have different relative paths; nothing was written."),
        entry(
            "FB-PORT-REJECTED",
            "<n> line(s) above UIKit rejects too; fix them as the message says, then port again (nothing was written)",
            "Each `error:` line above names the fix (a designated initializer of a UIView or UIViewController subclass calls super.init(frame:) or super.init(nibName:bundle:), not super.init()); nothing was written."
        ),
        entry(
            "FB-PORT-UNPARSABLE",
            "<file>:<line>:<col>: the file does not parse as Swift; fix it so that it compiles for iOS, then port it",
            "Fix the file at the place given; nothing was written."),
        entry(
            "FB-PORT-TOOL",
            "flipbook-port is neither beside <flipbook> nor on PATH; build it ... | cannot start <path>: <reason>",
            "`flipbook port` runs the flipbook-port tool: build it (`swift build --product flipbook-port`, or `make release`, which builds both), or put it on PATH."
        ),
        // Plugins
        entry(
            "FB-PLUGIN-NOT-FOUND",
            "plugin '<path>' does not exist | is not a file; give the path of the plugin's shared library (.so)",
            "Give the path of the plugin's .so file."),
        entry(
            "FB-PLUGIN-NOT-LIBRARY",
            "plugin '<path>' is not a loadable shared library: <dlerror> | does not export the entry point '<symbol>' | the entry point '<symbol>' is a data object, not a function",
            "Build the plugin as a shared library with the entry point (docs/plugins.md)."),
        entry(
            "FB-PLUGIN-ABI",
            "plugin '<path>' was built for Flipbook plugin ABI version <n>, but this Flipbook speaks version <m>",
            "Rebuild the plugin against this Flipbook."),
        entry(
            "FB-PLUGIN-DUPLICATE", "plugin '<path>': <animator> is already registered",
            "Rename the plugin's animator or load only one plugin that defines it."),
        entry(
            "FB-PLUGIN-REGISTRATION", "plugin '<path>' failed to register its animators: <reason> | registered no animators",
            "Fix the plugin's registration function."),
        // Verification
        entry(
            "FB-VERIFY-FAILED",
            "<n> of <m> scenes did not match their goldens: <names>[; <k> of <m> scenes have no golden: ...] | <scene>: <n> invariant violations",
            "Look at the report it names; accept intended changes with `flipbook record`.", exit: 1),
        entry(
            "FB-VERIFY-MISSING", "<n> of <m> scenes have no golden: <names> (record them with flipbook record)",
            "Record the goldens with `flipbook record` (verify never writes them), or check --goldens.", exit: 1),
        // Accepting candidates
        entry(
            "FB-ACCEPT-NO-CANDIDATE",
            "no candidate for scene '<name>' in <dir>: verify keeps one only for a scene that fails ... | no candidates to accept in <dir> ...",
            "Run `flipbook verify` first (with the same --candidates or --artifacts), or check the scene's name."),
        entry(
            "FB-ACCEPT-CORRUPT",
            "the candidate of '<name>' at <dir> is damaged: candidate.json ... | golden/<file> is missing | golden/<file> does not have the hash candidate.json records ...",
            "Run `flipbook verify` again to make a whole candidate; never edit a candidate by hand."),
        entry(
            "FB-ACCEPT-OTHER-SCENE",
            "the candidate '<name>' was rendered from other scene input (sha256:<a>...) than <path> now holds (sha256:<b>...) | the scene file <path> ... cannot be read",
            "The scene changed since verify ran: run `flipbook verify` again, look at the new report, then accept."),
        entry(
            "FB-ACCEPT-STALE",
            "the golden of '<name>' changed since verify made the candidate | the candidate of '<name>' was made against the goldens in <dir>, and the golden in <dir> is not the one it checked",
            "Run `flipbook verify` again against the goldens you mean, or pass the --goldens the candidate names."),
        // Goldens folder
        entry(
            "FB-GOLDENS-LOCKED",
            "the goldens in <dir> are locked by another flipbook (accept, record or review) that is still writing them; nothing was changed ...",
            "Run again when the other flipbook has finished; FLIPBOOK_LOCK_TIMEOUT (seconds, 300 by default) sets how long a writer waits."
        ),
        // Reviewing candidates
        entry(
            "FB-REVIEW-NO-CANDIDATES", "no candidates to review in <dir>: verify keeps one only for a scene that fails ...",
            "Run `flipbook verify` first (with the same --candidates or --artifacts), or give the --candidates folder it used."),
        entry(
            "FB-REVIEW-GOLDENS", "the goldens folder <dir> does not exist | is not a folder",
            "Give the --goldens folder that verify checked."),
        entry(
            "FB-REVIEW-ADDRESS",
            "--host '<host>' is not an IPv4 or IPv6 address | cannot listen on <host>:<port>: <reason> (address in use ...)",
            "Give an address of this machine (127.0.0.1 by default), and a free --port or none for any free port."),
        // Shards and merging
        entry(
            "FB-SHARD-SPEC",
            "--shard must be I/N (shard I of N, from 1) or auto; got '<text>' | --shard-count goes with --shard auto ...",
            "Write --shard 2/4 or --shard auto; give --shard-count only with --shard auto on a Kubernetes Indexed Job."),
        entry(
            "FB-SHARD-RANGE",
            "--shard <i>/<n>: there is no shard <i> of <n> ... | --shard auto (<system>): <INDEX>=<i> is out of range for <COUNT>=<n> (<first>...<last>)",
            "Give an index within the range the message names; check the CI system's parallelism setting (or --shard-count)."),
        entry(
            "FB-SHARD-ENV",
            "--shard auto: <VARIABLE> is not set | <VARIABLE>='<value>' is not a whole number | JOB_COMPLETION_INDEX is set ... but not --shard-count",
            "Set both variables of the system (docs/golden-tests.md lists them), or give --shard I/N."),
        entry(
            "FB-SHARD-CONFLICT", "--shard auto: <system> says shard <i>/<n> (...) but <system> says shard <j>/<m> (...)",
            "Unset one system's variables, or give --shard I/N."),
        entry(
            "FB-MERGE-INPUT",
            "<file>: no such file | the file is empty ... | not a JSON object ... | not a Flipbook result ... | result format version <n> ... | \"counts\" does not agree ... | the file is larger than 64 MiB | a value has the wrong type at '<key>' | ... must be a number of seconds from 0 to 1000000000 | \"shard\" says the run was split into <n> shards, more than the limit of 100000",
            "Give the files `flipbook verify --json` printed, whole and unedited, from the same Flipbook version."),
        entry(
            "FB-MERGE-MISMATCH",
            "<a> is shard <i>/<n> but <b> is shard <j>/<m> ... | <a> and <b> were cut from different lists of scenes | ... a result of 'verify' but <b> of 'record'",
            "Merge the shards of one run: the same scenes, the same number of shards, the same command."),
        entry(
            "FB-MERGE-INCOMPLETE",
            "shard(s) <k> of <n> is|are missing ... | the <n> shards hold <a> scenes but the run had <b> ...",
            "Give every shard's result; rerun the shards whose results are missing."),
        entry(
            "FB-MERGE-DUPLICATE",
            "shard <i>/<n> is given twice: <a> and <b> | scene '<name>' is in shard <i>/<n> (<a>) and in shard <j>/<n> (<b>) ...",
            "Give each shard's result once; shards of one run never share a scene."),
        // Rendering
        entry("FB-RENDER-CANVAS", "cannot render a canvas of <w> x <h> ...", "Use a canvas size and scale within the limits."),
        entry("FB-RENDER-CAIRO", "cairo failed while <stage>: <reason>", "Report it; usually memory is short."),
        // Videos (mp4, webm)
        entry(
            "FB-VIDEO-FFMPEG-MISSING",
            "writing mp4|webm needs ffmpeg, which is not installed (no 'ffmpeg' on PATH); install the package ffmpeg ...",
            "Install ffmpeg (apt-get install ffmpeg, brew install ffmpeg) or leave mp4 and webm out of the outputs; gif needs nothing more."
        ),
        entry(
            "FB-VIDEO-FFMPEG-FAILED", "'<path>': ffmpeg failed to write the mp4|webm (exit status <n>): <its last messages>",
            "Read ffmpeg's message; check that its build has libx264 (mp4) or libvpx (webm)."),
        // File system
        entry(
            "FB-FS-FOLDER-MISSING", "'<path>': the folder does not exist | ... cannot be created: '<parent>' does not exist",
            "Create the folder or choose another with --out, --goldens or --output."),
        entry(
            "FB-FS-NOT-WRITABLE",
            "'<path>': the output folder is not writable | the golden file|manifest|... cannot be written: the folder is not writable[ (the file system is read-only)] | ... cannot be created: '<parent>' is not writable",
            "Choose a folder you may write to, or fix its permissions."),
        entry(
            "FB-FS-NOT-A-FOLDER",
            "'<path>': the output folder is a file; choose a folder | the golden's|output folder cannot be created: '<part>' is a file, not a folder",
            "Give --out or --goldens a folder (or a path to create), not a file or a path through a file."),
        entry(
            "FB-FS-IN-THE-WAY",
            "'<path>': is a folder|symbolic link|FIFO|..., not a file render wrote, and render would write a file there | is a folder holding '<name>', not a staging folder render made | is the staging folder of a render that is still running; render never deletes what it did not write ...",
            "Move the entry away, or render into another folder with --out."),
        entry(
            "FB-FS-DISK-FULL", "'<path>': the disk is full",
            "Free space on the device or write elsewhere; nothing is left half-written."),
        entry(
            "FB-FS-IO", "'<path>': <what> cannot be written|read|removed: <operating-system failure in words>",
            "Check the device and the path."),
        // The system
        entry(
            "FB-SYS-FILE-LIMIT",
            "too few file descriptors: the limit on open files is <n> (hard limit <m>), and flipbook needs at least 64 ...",
            "Raise the limit on open files (ulimit -n 64 or more) in the shell or service that runs flipbook."),
        // Anything else
        entry("FB-INTERNAL", "<unexpected error>", "Please report it with the command and the input."),
    ]

    package static func named(_ code: String) -> CatalogueEntry {
        guard let e = all.first(where: { $0.code == code }) else { fatalError("no catalogue entry \(code)") }
        return e
    }

    /// The user-facing form of any error the commands throw.
    package static func userError(for error: any Error) -> UserError {
        func make(_ code: String, _ message: String) -> UserError { UserError(entry: named(code), message: message) }
        switch error {
        case let e as UserError: return e
        case let e as CLIError:
            switch e {
            case .badInput(let m): return make("FB-CLI-USAGE", m)
            case .coded(let code, let m): return make(code, m)
            case .verificationFailed(let m): return make("FB-VERIFY-FAILED", m)
            }
        case let e as SceneError: return make(sceneCode(e.problem), e.description)
        case let e as SceneRunError:
            return make(
                e.problem.contains("touch script")
                    ? "FB-TOUCH-SCRIPT"
                    : e.problem.contains("animator") || e.problem.contains("parameter") ? "FB-RUN-ANIMATOR" : "FB-RUN-TRANSITION",
                e.description)
        case let e as PNGError: return make(pngCode(e.reason), e.description)
        case let e as FilmError: return make(fileSystemCode(e.reason), e.description)
        case let e as RenderError:
            if case .cairo = e { return make("FB-RENDER-CAIRO", e.description) }
            return make("FB-RENDER-CANVAS", e.description)
        case let e as FrameSelectionError: return make("FB-CLI-FRAMES", e.description)
        case let e as VideoError:
            if case .ffmpegMissing = e { return make("FB-VIDEO-FFMPEG-MISSING", e.description) }
            return make("FB-VIDEO-FFMPEG-FAILED", e.description)
        case let e as TimingCurveError: return make("FB-CURVE-SPEC", e.description)
        case let e as TouchScriptError: return make("FB-TOUCH-SCRIPT", e.description)
        case let e as AnimatorRegistryError: return make("FB-RUN-ANIMATOR", e.description)
        case let e as PluginError:
            switch e {
            case .notFound, .notAFile: return make("FB-PLUGIN-NOT-FOUND", e.description)
            case .notALibrary, .missingEntryPoint: return make("FB-PLUGIN-NOT-LIBRARY", e.description)
            case .abiMismatch: return make("FB-PLUGIN-ABI", e.description)
            case .duplicateName: return make("FB-PLUGIN-DUPLICATE", e.description)
            case .registrationFailed, .noAnimators: return make("FB-PLUGIN-REGISTRATION", e.description)
            }
        default:
            // A Foundation or POSIX file error that no command put in words: still a file-system code and a sentence.
            if let error = fileSystemError(error) { return make(fileSystemCode(error.reason), error.description) }
            return make("FB-INTERNAL", "\(error)")
        }
    }

    /// A Foundation (`CocoaError`, `NSError`) or POSIX file error as a ``FilmError`` in words, naming its path when it has one.
    package static func fileSystemError(_ error: any Error) -> FilmError? {
        guard let code = FilmError.posixCode(of: error) else { return nil }
        let info = (error as NSError).userInfo
        let path = info[NSFilePathErrorKey] as? String ?? (info[NSURLErrorKey] as? URL)?.path ?? "(unknown path)"
        return FilmError(path: path, reason: FilmError.text(code))
    }

    package static func pngCode(_ reason: PNGError.Reason) -> String {
        switch reason {
        case .fileMissing: return "FB-PNG-MISSING"
        case .empty, .notPNG: return "FB-PNG-NOT-PNG"
        case .libpng, .invalidBitmap: return "FB-PNG-MALFORMED"
        case .tooLarge: return "FB-PNG-TOO-LARGE"
        case .folderMissing: return "FB-FS-FOLDER-MISSING"
        case .folderNotWritable: return "FB-FS-NOT-WRITABLE"
        case .diskFull: return "FB-FS-DISK-FULL"
        case .ioFailure(let text):
            if text.contains("disk is full") { return "FB-FS-DISK-FULL" }
            if text.contains("is a file, not a folder") { return "FB-FS-NOT-A-FOLDER" }
            return text.contains("permission") || text.contains("folder, not a file") ? "FB-PNG-UNREADABLE" : "FB-FS-IO"
        }
    }

    package static func fileSystemCode(_ reason: String) -> String {
        if reason.contains("render never deletes") { return "FB-FS-IN-THE-WAY" }
        if reason.contains("disk is full") { return "FB-FS-DISK-FULL" }
        if reason.contains("is a file") { return "FB-FS-NOT-A-FOLDER" }
        if reason.contains("not writable") || reason.contains("ermission") { return "FB-FS-NOT-WRITABLE" }
        if reason.contains("does not exist") { return "FB-FS-FOLDER-MISSING" }
        return "FB-FS-IO"
    }

    /// A scene problem's code, from the first words of the problem (the
    /// parser's sentences are stable; a test pins each one).
    package static func sceneCode(_ problem: String) -> String {
        let rules: [(String, String)] = [
            ("cannot read the scene file", "FB-SCENE-UNREADABLE"), ("is a folder, not a scene file", "FB-SCENE-UNREADABLE"),
            ("not UTF-8", "FB-SCENE-UNREADABLE"), ("invalid text", "FB-SCENE-UNREADABLE"),
            ("the scene file is", "FB-SCENE-TOO-LARGE"),
            ("invalid YAML", "FB-SCENE-SYNTAX"), ("not valid YAML", "FB-SCENE-SYNTAX"),
            ("the document is empty", "FB-SCENE-SYNTAX"),
            ("nested more than", "FB-SCENE-TOO-DEEP"),
            ("YAML nodes", "FB-SCENE-ALIAS-LIMIT"),
            ("must be at least", "FB-SCENE-VALUE"), ("must be at most", "FB-SCENE-VALUE"),
            ("unknown key", "FB-SCENE-UNKNOWN-KEY"), ("does not apply to a view", "FB-SCENE-UNKNOWN-KEY"),
            ("missing key", "FB-SCENE-MISSING-KEY"),
            ("duplicate", "FB-SCENE-DUPLICATE"),
            ("more than \(SceneLimits.maximumViewCount) views", "FB-SCENE-VIEW-LIMIT"),
            ("for an image in a scene", "FB-SCENE-IMAGE-LIMIT"), ("the scene's images are more than", "FB-SCENE-IMAGE-LIMIT"),
            ("must be in (0, \(Int(SceneLimits.maximumCanvasPoints))]", "FB-SCENE-CANVAS-LIMIT"),
            ("the canvas is", "FB-SCENE-CANVAS-LIMIT"), ("canvas", "FB-SCENE-CANVAS-LIMIT"), ("'scale'", "FB-SCENE-CANVAS-LIMIT"),
            ("'fps'", "FB-SCENE-CANVAS-LIMIT"),
            ("' must be in [", "FB-SCENE-VALUE"), ("' must be in (", "FB-SCENE-VALUE"),
            ("' must be greater than", "FB-SCENE-VALUE"), ("' must be less than", "FB-SCENE-VALUE"),
            ("the run would take", "FB-SCENE-FRAME-LIMIT"), ("is outside 0...", "FB-SCENE-FRAME-LIMIT"),
            ("does not name a PNG", "FB-SCENE-IMAGE"), ("cannot decode image", "FB-SCENE-IMAGE"),
            ("image path", "FB-SCENE-PATH-OUTSIDE"), ("image file", "FB-SCENE-IMAGE"),
            ("must be a plain file name", "FB-SCENE-OUTPUT-NAME"), ("are both named", "FB-SCENE-OUTPUT-NAME"),
            ("looks like a frame file", "FB-SCENE-OUTPUT-NAME"),
            ("curve", "FB-SCENE-CURVE"),
            ("step", "FB-SCENE-SCRIPT"), ("finger", "FB-SCENE-SCRIPT"), ("touch", "FB-SCENE-SCRIPT"),
            ("percent script", "FB-SCENE-SCRIPT"), ("'finish'", "FB-SCENE-SCRIPT"), ("'cancel'", "FB-SCENE-SCRIPT"),
            ("unknown", "FB-SCENE-UNKNOWN-NAME"),
            ("transition", "FB-SCENE-TRANSITION"), ("applies only to", "FB-SCENE-TRANSITION"),
            ("expected", "FB-SCENE-TYPE"), ("must be", "FB-SCENE-TYPE"),
        ]
        for (needle, code) in rules where problem.contains(needle) { return code }
        return "FB-SCENE-VALUE"
    }
}
