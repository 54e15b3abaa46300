import ArgumentParser
import FlipbookAnimators
import FlipbookScene

/// `--plugin PATH` (repeatable): animator plugins to load before a command
/// looks up animators. A command adds `@OptionGroup var plugins: PluginOptions`
/// and calls `try plugins.load(into: registry)`.
struct PluginOptions: ParsableArguments {
    @Option(name: .customLong("plugin"), help: ArgumentHelp(
        "An animator plugin (a shared library) to load; repeat for several. See docs/plugins.md.",
        valueName: "PATH"))
    var paths: [String] = []

    /// Loads every plugin into `registry`; a plugin that fails to load is bad input (exit 2).
    @MainActor
    func load(into registry: AnimatorRegistry) throws {
        do {
            try PluginLoader.load(paths: paths, into: registry)
        } catch let error as PluginError {
            throw CLIError.badInput(error.description)
        }
    }
}
