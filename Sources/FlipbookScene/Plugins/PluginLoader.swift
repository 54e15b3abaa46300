import Flipbook
import FlipbookAnimators
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads animator plugins (shared libraries that export the entry points of
/// ``PluginABI``) and adds their animators to an ``AnimatorRegistry``.
///
/// ```swift
/// let registry = AnimatorRegistry.standard()
/// try PluginLoader.load(paths: ["plugins/libSpin.so"], into: registry)
/// let spin = try registry.makeAnimator(named: "spin", parameters: ["duration": 1])
/// ```
///
/// The library is opened with `dlopen(path, RTLD_NOW | RTLD_LOCAL)`: every
/// symbol it needs must resolve at once, in the host's copy of Flipbook
/// (the host exports its symbols; the plugin is not linked with Flipbook,
/// see `docs/plugins.md`). Then its ABI version is checked, it registers its
/// animators in a staging registry, and they are added to `registry` only
/// when the registration succeeded and none of their names is taken: a
/// plugin that fails adds nothing. A library, once opened, stays loaded for
/// the life of the process (its code backs the animators it registered).
@preconcurrency @MainActor
public enum PluginLoader {
    private typealias VersionFunction = @convention(c) () -> UInt32
    private typealias RegisterFunction = @convention(c) (UInt32, UnsafeMutableRawPointer?) -> Int32

    /// Loads the plugin at `path` and adds its animators to `registry`.
    ///
    /// - Returns: the names of the animators it added, sorted.
    /// - Throws: ``PluginError``: nothing at `path`, not a file, not a shared
    ///   library (with the loader's message), a missing entry point, another
    ///   ABI version (naming both), a name already in `registry` (the
    ///   registry's error), a registration that threw, or no animator at all.
    @discardableResult
    public static func load(path: String, into registry: AnimatorRegistry) throws -> [String] {
        let library = try open(path)
        let version: VersionFunction = try entryPoint(PluginABI.versionSymbol, in: library, path: path)
        let register: RegisterFunction = try entryPoint(PluginABI.registerSymbol, in: library, path: path)
        let pluginVersion = version()
        guard pluginVersion == PluginABI.version else {
            throw PluginError.abiMismatch(path: path, pluginVersion: pluginVersion, hostVersion: PluginABI.version)
        }
        let registrar = PluginRegistrar()
        let status = withExtendedLifetime(registrar) { register(PluginABI.version, registrar.handle) }
        switch PluginABI.Status(rawValue: status) {
        case .registered?:
            return try add(registrar.registry, to: registry, path: path)
        case .registrationFailed?:
            let reason = registrar.failure.map { String(describing: $0) } ?? "it reported a failure without an error"
            throw PluginError.registrationFailed(path: path, reason: reason)
        case .versionMismatch?:
            throw PluginError.registrationFailed(
                path: path, reason: "it refused ABI version \(PluginABI.version) after reporting that version itself")
        case .missingRegistrar?, nil:
            throw PluginError.registrationFailed(path: path, reason: "its entry point returned the unknown status \(status)")
        }
    }

    /// Loads each plugin in order (see ``load(path:into:)``); stops at the
    /// first that fails, keeping the animators of those loaded before it.
    ///
    /// - Returns: the names of all the animators added, sorted.
    @discardableResult
    public static func load(paths: [String], into registry: AnimatorRegistry) throws -> [String] {
        var names: [String] = []
        for path in paths { names += try load(path: path, into: registry) }
        return names.sorted()
    }

    // MARK: Steps

    /// Checks the file and opens it; the handle is never closed.
    private static func open(_ path: String) throws -> UnsafeMutableRawPointer {
        switch FileKind(path: path) {
        case .missing: throw PluginError.notFound(path: path)
        case .folder, .special: throw PluginError.notAFile(path: path)  // a FIFO would block dlopen
        case .regularFile: break
        }
        // An absolute path, so dlopen never searches the library path for a bare file name.
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        _ = dlerror()
        guard let library = dlopen(absolute, RTLD_NOW | RTLD_LOCAL) else {
            throw PluginError.notALibrary(path: path, reason: lastLoaderError() ?? "dlopen failed without a message")
        }
        return library
    }

    private static func entryPoint<F>(_ symbol: String, in library: UnsafeMutableRawPointer, path: String) throws -> F {
        _ = dlerror()
        guard let address = dlsym(library, symbol) else {
            throw PluginError.missingEntryPoint(path: path, symbol: symbol)
        }
        // Calling a data object (a variable exported under the entry point's name) would jump into data.
        if let kind = symbolKind(address), kind != .function {
            throw PluginError.notALibrary(
                path: path,
                reason: "the entry point '\(symbol)' is \(kind.rawValue), not a function; "
                    + "a Flipbook plugin defines it with @_cdecl(\"\(symbol)\") (see docs/plugins.md)")
        }
        return unsafeBitCast(address, to: F.self)
    }

    enum SymbolKind: String {
        case function = "a function"
        case data = "a data object"
        case other = "not a function symbol"
    }

    /// The ELF type of the symbol at `address` (from `dladdr1`, looked up at run time): nil when
    /// it cannot be told (no `dladdr1`: not Linux).
    static func symbolKind(_ address: UnsafeMutableRawPointer) -> SymbolKind? {
        #if os(Linux)
        typealias DlAddr1 = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32) -> Int32
        guard let function = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "dladdr1").map({ unsafeBitCast($0, to: DlAddr1.self) })
        else {
            return nil
        }
        // Dl_info is four pointers; RTLD_DL_SYMENT (1) returns the ElfW(Sym) of the symbol.
        var info = [UnsafeRawPointer?](repeating: nil, count: 4)
        var entry: UnsafeRawPointer?
        let found = info.withUnsafeMutableBytes { infoBytes in
            withUnsafeMutablePointer(to: &entry) { function(address, infoBytes.baseAddress, UnsafeMutableRawPointer($0), 1) }
        }
        guard found != 0, let entry, MemoryLayout<Int>.size == 8 else { return nil }
        // Elf64_Sym: st_name (4 bytes), then st_info (1 byte), whose low four bits are the type.
        let type = entry.load(fromByteOffset: 4, as: UInt8.self) & 0xF
        switch type {
        case 2, 10: return .function  // STT_FUNC, STT_GNU_IFUNC
        case 1, 5, 6: return .data  // STT_OBJECT, STT_COMMON, STT_TLS
        default: return .other
        }
        #else
        return nil
        #endif
    }

    private static func lastLoaderError() -> String? {
        guard let message = dlerror() else { return nil }
        return String(cString: message)
    }

    /// Adds every animator of `staged` to `registry`, or none when a name is taken.
    private static func add(_ staged: AnimatorRegistry, to registry: AnimatorRegistry, path: String) throws -> [String] {
        let names = staged.names
        guard !names.isEmpty else { throw PluginError.noAnimators(path: path) }
        let taken = Set(registry.names)
        if let clash = names.first(where: taken.contains) {
            throw PluginError.duplicateName(path: path, error: .duplicateName(clash))
        }
        for description in staged.descriptions {
            let name = description.name
            let parameters = description.parameters
            do {
                try registry.register(name, summary: description.summary, parameters: parameters) { arguments in
                    var values: [String: AnimatorParameterValue] = [:]
                    for parameter in parameters { values[parameter.name] = arguments[parameter.name] }
                    return try staged.makeAnimator(named: name, parameters: values)
                }
            } catch let error as AnimatorRegistryError {
                throw PluginError.registrationFailed(path: path, reason: error.description)
            }
        }
        return names
    }
}
