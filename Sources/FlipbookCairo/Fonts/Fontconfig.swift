import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fontconfig's answer for a family name, asked as cairo asks it: parse the
/// name, apply the configuration and default substitutions, take the best
/// match.
///
/// Fontconfig is cairo's dependency, already loaded with it but not linked by
/// Flipbook, so its functions are looked up by name (``LoadedSymbols``).
/// Where they cannot be found (a cairo without fontconfig, as on macOS),
/// every lookup answers nil.
enum Fontconfig {
    /// One matched font file.
    struct Match: Sendable, Hashable {
        /// The full path of the font file.
        var file: String
        /// Every family name the file declares (a static face such as
        /// Inter-SemiBold.otf declares "Inter" and "Inter Semi Bold").
        var families: [String]
        /// The font's full name, such as "Inter Regular".
        var fullName: String?
        /// The `head` table's fontRevision, printed to 3 decimals without
        /// trailing zeros, such as "3.019".
        var version: String?

        /// True when the file declares `family` (compared without case), so
        /// that fontconfig did not substitute another family for it.
        func declares(_ family: String) -> Bool {
            families.contains { $0.caseInsensitiveCompare(family) == .orderedSame }
        }
    }

    /// The best match for `family`, or nil when fontconfig is not loaded or
    /// matches nothing.
    static func match(family: String) -> Match? {
        let symbols = LoadedSymbols()
        func symbol<T>(_ name: String, _ type: T.Type) -> T? { symbols.get(name, as: type) }
        typealias NameParse = @convention(c) (UnsafePointer<UInt8>) -> OpaquePointer?
        typealias Substitute = @convention(c) (OpaquePointer?, OpaquePointer?, Int32) -> Int32
        typealias DefaultSubstitute = @convention(c) (OpaquePointer?) -> Void
        typealias MatchFunction = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<Int32>) -> OpaquePointer?
        typealias GetString =
            @convention(c) (
                OpaquePointer?, UnsafePointer<CChar>, Int32,
                UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>
            ) -> Int32
        typealias GetInteger = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
        typealias Destroy = @convention(c) (OpaquePointer?) -> Void
        guard let parse = symbol("FcNameParse", NameParse.self),
            let substitute = symbol("FcConfigSubstitute", Substitute.self),
            let defaults = symbol("FcDefaultSubstitute", DefaultSubstitute.self),
            let match = symbol("FcFontMatch", MatchFunction.self),
            let getString = symbol("FcPatternGetString", GetString.self),
            let getInteger = symbol("FcPatternGetInteger", GetInteger.self),
            let destroy = symbol("FcPatternDestroy", Destroy.self)
        else { return nil }
        let fcMatchPattern: Int32 = 0
        let fcResultMatch: Int32 = 0
        // FcNameParse reads '-', ':' and ',' as syntax; the names asked for here have none.
        guard let pattern = Array(family.utf8 + [0]).withUnsafeBufferPointer({ parse($0.baseAddress!) }) else { return nil }
        defer { destroy(pattern) }
        _ = substitute(nil, pattern, fcMatchPattern)
        defaults(pattern)
        var result: Int32 = 0
        guard let matched = match(nil, pattern, &result), result == fcResultMatch else { return nil }
        defer { destroy(matched) }
        func string(_ key: String, _ index: Int32 = 0) -> String? {
            var value: UnsafeMutablePointer<UInt8>?
            guard getString(matched, key, index, &value) == fcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        guard let file = string("file") else { return nil }
        var families: [String] = []
        while families.count < 16, let name = string("family", Int32(families.count)) { families.append(name) }
        var revision: Int32 = 0
        var version: String?
        if getInteger(matched, "fontversion", 0, &revision) == fcResultMatch {
            // 16.16 fixed point (the `head` table's fontRevision), printed to 3 decimals without trailing zeros.
            var text = String(format: "%.3f", Double(revision) / 65_536)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            version = text
        }
        return Match(file: file, families: families, fullName: string("fullname"), version: version)
    }
}

/// Functions of the libraries loaded in the process, found by name.
final class LoadedSymbols {
    private let handle = dlopen(nil, RTLD_NOW)

    deinit { if let handle { dlclose(handle) } }

    /// The function `name` as `type`, nil when no loaded library exports it.
    func get<T>(_ name: String, as type: T.Type) -> T? {
        guard let handle, let pointer = dlsym(handle, name) else { return nil }
        return unsafeBitCast(pointer, to: type)
    }
}
