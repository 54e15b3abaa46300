import Foundation

/// What the host hands a plugin's `flipbook_plugin_register` function, as
/// an opaque pointer: a registry to register animators into, and a place
/// for the error when the registration throws.
///
/// The registry is a staging registry, empty when the plugin starts: the
/// host adds its animators to the real registry only when the whole
/// registration succeeded and no name clashes, so a failing plugin leaves
/// nothing behind.
@preconcurrency @MainActor
public final class PluginRegistrar {
    /// The registry the plugin registers its animators in.
    public let registry: AnimatorRegistry
    /// The error the plugin's registration threw, if it did.
    public private(set) var failure: (any Error)?

    /// A registrar with an empty staging registry.
    public init() {
        registry = AnimatorRegistry()
    }

    /// The opaque pointer passed to the plugin; valid while `self` is alive.
    public var handle: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The registrar behind a handle made by ``handle``.
    public static func registrar(from handle: UnsafeMutableRawPointer) -> PluginRegistrar {
        Unmanaged<PluginRegistrar>.fromOpaque(handle).takeUnretainedValue()
    }

    /// Records the error a registration threw.
    public func recordFailure(_ error: any Error) {
        failure = error
    }

    /// The body of a plugin's `flipbook_plugin_register`: checks the host's
    /// version against the one this plugin was compiled with, runs `body`
    /// with the staging registry on the main actor, and returns the status.
    ///
    /// Compiled into the plugin, so the version compared is the plugin's.
    /// The host calls the entry point on the main thread.
    @_alwaysEmitIntoClient
    public nonisolated static func register(
        hostVersion: UInt32, registrar handle: UnsafeMutableRawPointer?,
        _ body: @MainActor (AnimatorRegistry) throws -> Void
    ) -> Int32 {
        guard hostVersion == PluginABI.version else { return PluginABI.Status.versionMismatch.rawValue }
        guard let handle else { return PluginABI.Status.missingRegistrar.rawValue }
        let address = UInt(bitPattern: handle)
        return MainActor.assumeIsolated {
            let registrar = PluginRegistrar.registrar(from: UnsafeMutableRawPointer(bitPattern: address)!)
            do {
                try body(registrar.registry)
                return PluginABI.Status.registered.rawValue
            } catch {
                registrar.recordFailure(error)
                return PluginABI.Status.registrationFailed.rawValue
            }
        }
    }
}
