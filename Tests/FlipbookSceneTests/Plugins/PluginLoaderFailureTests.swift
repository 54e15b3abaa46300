import Flipbook
import FlipbookAnimators
import FlipbookScene
import Foundation
import Testing

/// Every way a plugin can fail to load, with its exact message, and the
/// registry left as it was.
@MainActor @Suite struct PluginLoaderFailureTests {
    /// Loads `path` into a standard registry; returns the error's text and
    /// checks that the registry gained nothing.
    func failure(_ path: String, into registry: AnimatorRegistry = .standard()) -> PluginError? {
        let before = registry.names
        do {
            try PluginLoader.load(path: path, into: registry)
            Issue.record("\(path) loaded")
            return nil
        } catch let error as PluginError {
            #expect(registry.names == before, "a failing plugin adds nothing")
            return error
        } catch {
            Issue.record("not a PluginError: \(error)")
            return nil
        }
    }

    @Test func wrongPath() throws {
        let path = PluginBuilds.folder.appendingPathComponent("libMissing.so").path
        let error = failure(path)
        #expect(error == .notFound(path: path))
        #expect(error?.description == "plugin '\(path)' does not exist")
        #expect(failure("")?.description == "plugin '' does not exist")
    }

    @Test func aFolderIsNotAPlugin() throws {
        let path = PluginBuilds.folder.path
        #expect(
            failure(path)?.description
                == "plugin '\(path)' is not a file; give the path of the plugin's shared library (.so)")
    }

    @Test func aTextFileIsNotALibrary() throws {
        let file = PluginBuilds.folder.appendingPathComponent("notes-\(UUID().uuidString).so")
        try String(repeating: "this is a text file, not a shared library\n", count: 4).write(
            to: file, atomically: true, encoding: .utf8)
        let error = failure(file.path)
        #expect(
            error?.description
                == "plugin '\(file.path)' is not a loadable shared library: \(file.path): invalid ELF header")
    }

    /// `RTLD_NOW`: a library with a reference nothing defines fails at load, with the loader's message.
    @Test func anUnresolvedSymbolFailsAtLoad() throws {
        let library = try PluginBuilds.cLibrary(
            named: "Unresolved",
            source: """
                extern int flipbook_test_nowhere(void);
                int uses_it(void) { return flipbook_test_nowhere(); }
                """)
        #expect(
            failure(library.path)?.description
                == "plugin '\(library.path)' is not a loadable shared library: \(library.path): undefined symbol: flipbook_test_nowhere"
        )
    }

    @Test func aLibraryWithoutTheEntryPoints() throws {
        let none = try PluginBuilds.cLibrary(named: "NoEntryPoint", source: "int answer(void) { return 42; }\n")
        #expect(failure(none.path) == .missingEntryPoint(path: none.path, symbol: "flipbook_plugin_abi_version"))
        #expect(
            failure(none.path)?.description
                == "plugin '\(none.path)' does not export the entry point 'flipbook_plugin_abi_version'; "
                + "a Flipbook plugin defines it with @_cdecl(\"flipbook_plugin_abi_version\") (see docs/plugins.md)")
        let versionOnly = try PluginBuilds.cLibrary(
            named: "VersionOnly",
            source: """
                unsigned int flipbook_plugin_abi_version(void) { return 1; }
                """)
        #expect(failure(versionOnly.path) == .missingEntryPoint(path: versionOnly.path, symbol: "flipbook_plugin_register"))
    }

    /// A plugin built for another ABI version is refused before its register function runs
    /// (this one would register nothing, a different error).
    @Test func anABIVersionMismatch() throws {
        let library = try PluginBuilds.cLibrary(
            named: "FutureABI",
            source: """
                unsigned int flipbook_plugin_abi_version(void) { return 99; }
                int flipbook_plugin_register(unsigned int host, void *registrar) { return 0; }
                """)
        let error = failure(library.path)
        #expect(error == .abiMismatch(path: library.path, pluginVersion: 99, hostVersion: 1))
        #expect(
            error?.description == "plugin '\(library.path)' was built for Flipbook plugin ABI version 99, "
                + "but this Flipbook speaks version 1; rebuild the plugin against this Flipbook")
        #expect(PluginABI.version == 1)
    }

    @Test func aPluginThatRegistersNothing() throws {
        let library = try PluginBuilds.cLibrary(
            named: "Empty",
            source: """
                unsigned int flipbook_plugin_abi_version(void) { return 1; }
                int flipbook_plugin_register(unsigned int host, void *registrar) { return host == 1 ? 0 : 1; }
                """)
        #expect(failure(library.path)?.description == "plugin '\(library.path)' registered no animators")
    }

    @Test func anUnknownStatus() throws {
        let library = try PluginBuilds.cLibrary(
            named: "Status7",
            source: """
                unsigned int flipbook_plugin_abi_version(void) { return 1; }
                int flipbook_plugin_register(unsigned int host, void *registrar) { return 7; }
                """)
        #expect(
            failure(library.path)?.description
                == "plugin '\(library.path)' failed to register its animators: its entry point returned the unknown status 7")
    }

    /// The example plugin into a registry that already has a "spin": the
    /// registry's duplicate-name error, and the host's "spin" stays.
    @Test func aDuplicateName() throws {
        let plugin = try PluginBuilds.example.get()
        let registry = AnimatorRegistry.standard()
        try registry.register("spin", summary: "The host's own spin.", parameters: []) { _ in
            FadeAnimator(duration: 0.25)
        }
        let error = failure(plugin.path, into: registry)
        #expect(error == .duplicateName(path: plugin.path, error: .duplicateName("spin")))
        #expect(
            error?.description
                == "plugin '\(plugin.path)': an animator named 'spin' is already registered; choose another name")
        #expect(try registry.description(of: "spin").summary == "The host's own spin.")
        #expect(try registry.makeAnimator(named: "spin").transitionDuration(using: nil) == 0.25)
    }

    /// A registration that throws: the plugin's error text, and nothing of
    /// what it registered before throwing is added.
    @Test func aRegistrationThatThrows() throws {
        let library = try PluginBuilds.swiftPlugin(
            named: "ThrowingPlugin",
            source: """
                import Flipbook
                import FlipbookAnimators

                struct MissingLicence: Error, CustomStringConvertible {
                    var description: String { "the licence file is missing" }
                }

                @_cdecl("flipbook_plugin_abi_version")
                public func abiVersion() -> UInt32 { PluginABI.version }

                @_cdecl("flipbook_plugin_register")
                public func register(_ host: UInt32, _ registrar: UnsafeMutableRawPointer?) -> Int32 {
                    PluginRegistrar.register(hostVersion: host, registrar: registrar) { registry in
                        try registry.register("partial", summary: "Registered before the failure.", parameters: []) { _ in
                            FadeAnimator()
                        }
                        throw MissingLicence()
                    }
                }
                """)
        let registry = AnimatorRegistry.standard()
        #expect(
            failure(library.path, into: registry)?.description
                == "plugin '\(library.path)' failed to register its animators: the licence file is missing")
        #expect(!registry.names.contains("partial"))
    }

    /// The registry's own checks run inside the plugin: a default its kind rejects.
    @Test func anInvalidRegistration() throws {
        let library = try PluginBuilds.swiftPlugin(
            named: "InvalidPlugin",
            source: """
                import Flipbook
                import FlipbookAnimators

                @_cdecl("flipbook_plugin_abi_version")
                public func abiVersion() -> UInt32 { PluginABI.version }

                @_cdecl("flipbook_plugin_register")
                public func register(_ host: UInt32, _ registrar: UnsafeMutableRawPointer?) -> Int32 {
                    PluginRegistrar.register(hostVersion: host, registrar: registrar) { registry in
                        try registry.register("bad", summary: "A bad default.",
                                              parameters: [AnimatorParameter("turns", .number(0...3), default: 5, "turns")]) { _ in
                            FadeAnimator()
                        }
                    }
                }
                """)
        #expect(
            failure(library.path)?.description
                == "plugin '\(library.path)' failed to register its animators: cannot register animator 'bad': the default is invalid: "
                + "parameter 'turns' of animator 'bad' is 5.0; it must be a finite number in 0...3")
    }

    /// The plugin side of the handshake: `PluginRegistrar.register` refuses
    /// another host version and a null handle without running its body.
    @Test func theRegistrarChecksTheHostVersion() {
        var ran = false
        #expect(
            PluginRegistrar.register(hostVersion: 2, registrar: PluginRegistrar().handle) { _ in ran = true }
                == PluginABI.Status.versionMismatch.rawValue)
        #expect(
            PluginRegistrar.register(hostVersion: PluginABI.version, registrar: nil) { _ in ran = true }
                == PluginABI.Status.missingRegistrar.rawValue)
        #expect(!ran)
        let registrar = PluginRegistrar()
        let status = withExtendedLifetime(registrar) {
            PluginRegistrar.register(hostVersion: PluginABI.version, registrar: registrar.handle) { registry in
                try registry.register("x", summary: "x", parameters: []) { _ in FadeAnimator() }
            }
        }
        #expect(status == 0 && registrar.registry.names == ["x"] && registrar.failure == nil)
    }

    @Test func loadingSeveralStopsAtTheFirstFailure() throws {
        let plugin = try PluginBuilds.example.get()
        let missing = PluginBuilds.folder.appendingPathComponent("libNothing.so").path
        let registry = AnimatorRegistry()
        #expect(throws: PluginError.notFound(path: missing)) {
            try PluginLoader.load(paths: [plugin.path, missing], into: registry)
        }
        #expect(registry.names == ["spin"], "plugins before the failing one stay loaded")
        #expect(try PluginLoader.load(paths: [], into: registry) == [])
    }
}
