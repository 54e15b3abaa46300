import FlipbookAnimators
import Foundation

// PLUGIN HOOK: placeholder until the `plugins` branch lands. That branch
// provides the real `PluginHook.load(paths:into:)` (loading shared libraries
// with the versioned C entry point); when it is merged, delete this file.
// Every command calls it in one line, right after making its registry.
enum PluginHook {
    /// Loads the animator plugins at `paths` into `registry`.
    /// - Throws: ``CLIError`` (`FB-PLUGIN`) for any path: this build cannot load plugins yet.
    @MainActor
    static func load(paths: [String], into registry: AnimatorRegistry) throws {
        guard let first = paths.first else { return }
        throw CLIError.coded("FB-PLUGIN", "cannot load plugin '\(first)': this build of flipbook does not support --plugin yet")
    }
}
