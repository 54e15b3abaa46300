import Foundation

/// The C interface between Flipbook (the host) and an animator plugin, a
/// shared library that registers animators by name.
///
/// A plugin exports two C functions (see `docs/plugins.md`):
///
/// ```swift
/// @_cdecl("flipbook_plugin_abi_version")
/// public func flipbookPluginABIVersion() -> UInt32 { PluginABI.version }
///
/// @_cdecl("flipbook_plugin_register")
/// public func flipbookPluginRegister(_ hostVersion: UInt32, _ registrar: UnsafeMutableRawPointer?) -> Int32 {
///     PluginRegistrar.register(hostVersion: hostVersion, registrar: registrar) { registry in
///         try registry.register(SpinAnimator.self)
///     }
/// }
/// ```
///
/// The host first calls ``versionSymbol``, whose signature never changes,
/// and refuses a plugin that was built for another version; only then does
/// it call ``registerSymbol`` with its own version and an opaque handle to a
/// ``PluginRegistrar``. The register function returns a ``Status`` code.
public enum PluginABI {
    /// The version of the plugin interface, compiled into each side.
    ///
    /// It is emitted into the client, so a plugin carries the version of the
    /// Flipbook it was compiled against, not the one it is loaded into. It
    /// goes up whenever the entry points, ``PluginRegistrar`` or the status
    /// codes change in a way that breaks plugins already built.
    @_alwaysEmitIntoClient
    public static var version: UInt32 { 1 }

    /// `uint32_t flipbook_plugin_abi_version(void)`: the plugin's ``version``.
    public static let versionSymbol = "flipbook_plugin_abi_version"

    /// `int32_t flipbook_plugin_register(uint32_t host_version, void *registrar)`:
    /// registers the plugin's animators and returns a ``Status`` code.
    public static let registerSymbol = "flipbook_plugin_register"

    /// What `flipbook_plugin_register` returns.
    public enum Status: Int32, Sendable {
        /// Every animator was registered.
        case registered = 0
        /// The host speaks another ABI version; nothing was registered.
        case versionMismatch = 1
        /// The registration threw; the error is in the registrar.
        case registrationFailed = 2
        /// The registrar handle was null.
        case missingRegistrar = 3
    }
}
