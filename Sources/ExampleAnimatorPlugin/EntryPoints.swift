import FlipbookAnimators

/// The plugin's ABI version: the one of the Flipbook it was compiled against.
@_cdecl("flipbook_plugin_abi_version")
public func flipbookPluginABIVersion() -> UInt32 {
    PluginABI.version
}

/// Registers the plugin's animators; called by the host on the main thread.
@_cdecl("flipbook_plugin_register")
public func flipbookPluginRegister(_ hostVersion: UInt32, _ registrar: UnsafeMutableRawPointer?) -> Int32 {
    PluginRegistrar.register(hostVersion: hostVersion, registrar: registrar) { registry in
        try registry.register(SpinAnimator.self)
    }
}
