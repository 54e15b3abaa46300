import ArgumentParser
import Foundation

/// Options shared by the commands that render: where to write, at what
/// scale, which plugins to load, and machine output.
struct RenderOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The folder to write into (created when missing).", valueName: "DIR"))
    var out: String?

    @OptionGroup var input: SceneInputOptions
    var scale: Double? { input.scale }
    var plugins: [String] { input.plugins }

    @Flag(help: "Print a JSON object on standard output instead of text.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "Threads that draw and encode frames, 1 to 64, the one running the scene among them (default: the machine's cores).",
            valueName: "N"))
    var jobs: Int?

    func validate() throws {
        if let out, out.isEmpty { throw ValidationError("--out must name a folder") }
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be 1 to 64, got \(jobs)") }
    }
}
