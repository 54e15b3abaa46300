import FlipbookAnimators
import Foundation

/// Why an animator plugin could not be loaded. Each description names the
/// plugin's path and says what was wrong and what to do.
public enum PluginError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The path is a folder or another thing that is not a regular file.
    case notAFile(path: String)
    /// The dynamic loader refused the file; `reason` is its message (`dlerror()`).
    case notALibrary(path: String, reason: String)
    /// The library does not export `symbol`.
    case missingEntryPoint(path: String, symbol: String)
    /// The plugin was built for another version of the plugin ABI.
    case abiMismatch(path: String, pluginVersion: UInt32, hostVersion: UInt32)
    /// An animator of the plugin has a name that is already registered.
    /// `error` is the registry's ``AnimatorRegistryError/duplicateName(_:)``.
    case duplicateName(path: String, error: AnimatorRegistryError)
    /// The plugin's registration threw, or returned a status it should not.
    case registrationFailed(path: String, reason: String)
    /// The plugin registered no animator.
    case noAnimators(path: String)

    public var description: String {
        switch self {
        case let .notFound(path):
            return "plugin '\(path)' does not exist"
        case let .notAFile(path):
            return "plugin '\(path)' is not a file; give the path of the plugin's shared library (.so)"
        case let .notALibrary(path, reason):
            return "plugin '\(path)' is not a loadable shared library: \(reason)"
        case let .missingEntryPoint(path, symbol):
            return "plugin '\(path)' does not export the entry point '\(symbol)'; "
                + "a Flipbook plugin defines it with @_cdecl(\"\(symbol)\") (see docs/plugins.md)"
        case let .abiMismatch(path, pluginVersion, hostVersion):
            return "plugin '\(path)' was built for Flipbook plugin ABI version \(pluginVersion), "
                + "but this Flipbook speaks version \(hostVersion); rebuild the plugin against this Flipbook"
        case let .duplicateName(path, error):
            return "plugin '\(path)': \(error)"
        case let .registrationFailed(path, reason):
            return "plugin '\(path)' failed to register its animators: \(reason)"
        case let .noAnimators(path):
            return "plugin '\(path)' registered no animators"
        }
    }
}
