import FlipbookAnimators
import FlipbookScene
import Foundation

/// `--plugin PATH` handling shared by every command: each calls this in one
/// line right after making its registry (and before loading scenes, so scene
/// documents can name the plugins' animators).
package enum PluginHook {
    /// Loads the animator plugins at `paths` into `registry`, in order.
    /// - Throws: the loader's ``PluginError`` (catalogue codes `FB-PLUGIN-*`, exit 2)
    ///   when a plugin cannot be loaded; nothing of a failing plugin is registered.
    @MainActor
    package static func load(paths: [String], into registry: AnimatorRegistry) throws {
        try PluginLoader.load(paths: paths, into: registry)
    }
}
