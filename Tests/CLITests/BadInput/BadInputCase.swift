import Foundation

/// One row of the bad-input table: the files to create in a fresh folder, the
/// `flipbook` arguments, and what must come out.
///
/// In `arguments` and file contents, `{dir}` is the row's folder and `{out}`
/// its output folder (`{dir}/out`, which no row creates beforehand unless it
/// lists a file under `out/`).
struct BadInputCase: CustomStringConvertible, Sendable {
    var name: String
    var files: [String: Data] = [:]
    var arguments: [String]
    var code: String
    var message: String
    var exitCode: Int32 = 2
    var stdin: String? = nil
    /// Runs before the command, with the row's folder (mounts, permissions); files
    /// outside it go in its parent folder, which is the row's too and removed with it.
    var setUp: (@Sendable (URL) throws -> Void)? = nil

    var description: String { name }

    init(
        _ name: String, _ arguments: [String], files: [String: String] = [:], code: String, message: String,
        exitCode: Int32 = 2, stdin: String? = nil, setUp: (@Sendable (URL) throws -> Void)? = nil
    ) {
        self.name = name
        self.arguments = arguments
        self.files = files.mapValues { Data($0.utf8) }
        self.code = code
        self.message = message
        self.exitCode = exitCode
        self.stdin = stdin
        self.setUp = setUp
    }

    init(_ name: String, _ arguments: [String], binary: [String: Data], code: String, message: String) {
        self.name = name
        self.arguments = arguments
        self.files = binary
        self.code = code
        self.message = message
    }
}

/// Scene text shared by the rows: a 40 x 30 canvas at scale 1 and 10 fps, two
/// screens and a 0.2 s fade; `scene(...)` replaces parts of it.
enum BadScenes {
    static let canvas = "canvas: {width: 40, height: 30, scale: 1, fps: 10}"
    static let screens = "screens:\n  a: {backgroundColor: red}\n  b: {backgroundColor: blue}"
    static let transition = "transition: {kind: present, from: a, to: b, animator: fade, duration: 0.2}"

    static func scene(
        canvas: String = canvas, screens: String = screens, transition: String = transition,
        extra: String = ""
    ) -> String {
        [canvas, screens, transition, extra].filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
    }

    /// A scene whose screen `a` has `views` (YAML flow sequence text) as children.
    static func withViews(_ views: String) -> String {
        scene(screens: "screens:\n  a: {backgroundColor: red, children: \(views)}\n  b: {backgroundColor: blue}")
    }

    /// A minimal valid PNG: 1 x 1, RGBA 8-bit.
    static let png: Data = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==")!
}
