import CCairo
import Flipbook
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The versions of the libraries that drew a film, read at run time from the
/// libraries loaded in the process, and the font file that the system font
/// (Inter, or DejaVu Sans where Inter is missing) resolves to.
///
/// cairo and libpng answer through their own API. pixman, FreeType and
/// fontconfig are cairo's dependencies, already loaded with it but not
/// linked by Flipbook, so their functions are looked up with `dlsym`
/// (`pixman_version_string`, `FT_Library_Version`, ``Fontconfig``). What
/// cannot be found is left out and explained in ``notes``.
struct LibraryVersions: Sendable {
    var cairo: String
    var libpng: String
    var pixman: String?
    var freetype: String?
    var font: FontFile?
    var notes: [String]

    typealias FontFile = FilmManifest.FontFile

    /// The versions, looked up once per process, with the file that the
    /// system font's regular face resolves to: Inter's when it is installed,
    /// else the fallback's, DejaVu Sans (``SystemFontFaces``).
    static let current = LibraryVersions.lookUp(family: SystemFontFaces.regularFamily)

    static func lookUp(family: String) -> LibraryVersions {
        var notes: [String] = []
        let symbols = LoadedSymbols()
        func symbol<T>(_ name: String, as type: T.Type) -> T? { symbols.get(name, as: type) }

        typealias VersionString = @convention(c) () -> UnsafePointer<CChar>?
        let pixman = symbol("pixman_version_string", as: VersionString.self).flatMap { $0() }.map { String(cString: $0) }
        if pixman == nil { notes.append("pixman: pixman_version_string is not loaded in this process") }

        typealias FTInit = @convention(c) (UnsafeMutablePointer<OpaquePointer?>) -> Int32
        typealias FTDone = @convention(c) (OpaquePointer?) -> Int32
        typealias FTVersion =
            @convention(c) (
                OpaquePointer?, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
                UnsafeMutablePointer<Int32>
            ) -> Void
        var freetype: String?
        if let initialise = symbol("FT_Init_FreeType", as: FTInit.self),
            let done = symbol("FT_Done_FreeType", as: FTDone.self),
            let version = symbol("FT_Library_Version", as: FTVersion.self)
        {
            var library: OpaquePointer?
            if initialise(&library) == 0 {
                var major: Int32 = 0
                var minor: Int32 = 0
                var patch: Int32 = 0
                version(library, &major, &minor, &patch)
                freetype = "\(major).\(minor).\(patch)"
                _ = done(library)
            }
        }
        if freetype == nil { notes.append("freetype: FT_Library_Version is not loaded in this process") }

        let font = matchFont(family: family)
        if font == nil { notes.append("font: fontconfig's FcFontMatch is not loaded or found no file for '\(family)'") }
        return LibraryVersions(
            cairo: String(cString: cairo_version_string()), libpng: String(cString: png_get_libpng_ver(nil)),
            pixman: pixman, freetype: freetype, font: font, notes: notes)
    }

    /// Resolves `family` as cairo does (``Fontconfig/match(family:)``).
    private static func matchFont(family: String) -> FontFile? {
        guard let match = Fontconfig.match(family: family) else { return nil }
        return FontFile(family: family, file: match.file, fullName: match.fullName, version: match.version)
    }
}
