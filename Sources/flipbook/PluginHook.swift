import FlipbookAnimators
import FlipbookScene
import Foundation

/// `--plugin PATH` handling shared by every command: each calls this in one
/// line right after making its registry (and before loading scenes, so scene
/// documents can name the plugins' animators).
enum PluginHook {
    /// Loads the animator plugins at `paths` into `registry`, in order.
    /// - Throws: ``CLIError/badInput(_:)`` with the loader's message when a
    ///   plugin cannot be loaded (exit 2); nothing of a failing plugin is registered.
    @MainActor
    static func load(paths: [String], into registry: AnimatorRegistry) throws {
        do {
            try PluginLoader.load(paths: paths, into: registry)
        } catch let error as PluginError {
            throw CLIError.badInput(error.description)
        }
    }
}
