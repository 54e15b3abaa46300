import ArgumentParser
import Foundation

/// Options shared by the commands that render: where to write, at what
/// scale, which plugins to load, and machine output.
struct RenderOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The folder to write into (created when missing).", valueName: "DIR"))
    var out: String?

    @Option(help: ArgumentHelp("Pixels per point, overriding the scene's canvas scale; in (0, 8].", valueName: "S"))
    var scale: Double?

    @Option(name: .customLong("plugin"), help: ArgumentHelp("A plugin library of animators to load; repeatable.", valueName: "PATH"))
    var plugins: [String] = []

    @Flag(help: "Print a JSON object on standard output instead of text.")
    var json = false

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 8 && scale.isFinite) {
            throw ValidationError("--scale must be a number in (0, 8], got \(scale)")
        }
        if let out, out.isEmpty { throw ValidationError("--out must name a folder") }
    }
}
