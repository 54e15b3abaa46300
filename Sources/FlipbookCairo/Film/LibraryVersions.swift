import CCairo
import Flipbook
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The versions of the libraries that drew a film, read at run time from the
/// libraries loaded in the process, and the font file that "DejaVu Sans"
/// resolves to.
///
/// cairo and libpng answer through their own API. pixman, FreeType and
/// fontconfig are cairo's dependencies, already loaded with it but not
/// linked by Flipbook, so their functions are looked up with `dlsym`
/// (`pixman_version_string`, `FT_Library_Version`, `FcFontMatch`). What
/// cannot be found is left out and explained in ``notes``.
struct LibraryVersions: Sendable {
    var cairo: String
    var libpng: String
    var pixman: String?
    var freetype: String?
    var font: FontFile?
    var notes: [String]

    typealias FontFile = FilmManifest.FontFile

    /// The versions, looked up once per process.
    static let current = LibraryVersions.lookUp(family: Font.systemFamilyName)

    static func lookUp(family: String) -> LibraryVersions {
        var notes: [String] = []
        let symbols = Symbols()
        func symbol<T>(_ name: String, as type: T.Type) -> T? { symbols.get(name, as: type) }

        typealias VersionString = @convention(c) () -> UnsafePointer<CChar>?
        let pixman = symbol("pixman_version_string", as: VersionString.self).flatMap { $0() }.map { String(cString: $0) }
        if pixman == nil { notes.append("pixman: pixman_version_string is not loaded in this process") }

        typealias FTInit = @convention(c) (UnsafeMutablePointer<OpaquePointer?>) -> Int32
        typealias FTDone = @convention(c) (OpaquePointer?) -> Int32
        typealias FTVersion = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
                                              UnsafeMutablePointer<Int32>) -> Void
        var freetype: String?
        if let initialise = symbol("FT_Init_FreeType", as: FTInit.self),
           let done = symbol("FT_Done_FreeType", as: FTDone.self),
           let version = symbol("FT_Library_Version", as: FTVersion.self) {
            var library: OpaquePointer?
            if initialise(&library) == 0 {
                var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
                version(library, &major, &minor, &patch)
                freetype = "\(major).\(minor).\(patch)"
                _ = done(library)
            }
        }
        if freetype == nil { notes.append("freetype: FT_Library_Version is not loaded in this process") }

        let font = matchFont(family: family, symbols: symbols)
        if font == nil { notes.append("font: fontconfig's FcFontMatch is not loaded or found no file for '\(family)'") }
        return LibraryVersions(cairo: String(cString: cairo_version_string()), libpng: String(cString: png_get_libpng_ver(nil)),
                               pixman: pixman, freetype: freetype, font: font, notes: notes)
    }

    /// Resolves `family` as cairo does: parse the name, apply the
    /// configuration and default substitutions, take the best match.
    private static func matchFont(family: String, symbols: Symbols) -> FontFile? {
        func symbol<T>(_ name: String, _ type: T.Type) -> T? { symbols.get(name, as: type) }
        typealias NameParse = @convention(c) (UnsafePointer<UInt8>) -> OpaquePointer?
        typealias Substitute = @convention(c) (OpaquePointer?, OpaquePointer?, Int32) -> Int32
        typealias DefaultSubstitute = @convention(c) (OpaquePointer?) -> Void
        typealias Match = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<Int32>) -> OpaquePointer?
        typealias GetString = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32,
                                              UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int32
        typealias GetInteger = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
        typealias Destroy = @convention(c) (OpaquePointer?) -> Void
        guard let parse = symbol("FcNameParse", NameParse.self),
              let substitute = symbol("FcConfigSubstitute", Substitute.self),
              let defaults = symbol("FcDefaultSubstitute", DefaultSubstitute.self),
              let match = symbol("FcFontMatch", Match.self),
              let getString = symbol("FcPatternGetString", GetString.self),
              let getInteger = symbol("FcPatternGetInteger", GetInteger.self),
              let destroy = symbol("FcPatternDestroy", Destroy.self) else { return nil }
        let fcMatchPattern: Int32 = 0, fcResultMatch: Int32 = 0
        guard let pattern = Array(family.utf8 + [0]).withUnsafeBufferPointer({ parse($0.baseAddress!) }) else { return nil }
        defer { destroy(pattern) }
        _ = substitute(nil, pattern, fcMatchPattern)
        defaults(pattern)
        var result: Int32 = 0
        guard let matched = match(nil, pattern, &result), result == fcResultMatch else { return nil }
        defer { destroy(matched) }
        func string(_ key: String) -> String? {
            var value: UnsafeMutablePointer<UInt8>?
            guard getString(matched, key, 0, &value) == fcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        guard let file = string("file") else { return nil }
        var revision: Int32 = 0
        var version: String?
        if getInteger(matched, "fontversion", 0, &revision) == fcResultMatch {
            // 16.16 fixed point (the `head` table's fontRevision), printed to 3 decimals without trailing zeros.
            var text = String(format: "%.3f", Double(revision) / 65_536)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            version = text
        }
        return FontFile(family: family, file: file, fullName: string("fullname"), version: version)
    }
}

/// Functions of the libraries loaded in the process, found by name.
private final class Symbols {
    private let handle = dlopen(nil, RTLD_NOW)

    deinit { if let handle { dlclose(handle) } }

    func get<T>(_ name: String, as type: T.Type) -> T? {
        guard let handle, let pointer = dlsym(handle, name) else { return nil }
        return unsafeBitCast(pointer, to: type)
    }
}
