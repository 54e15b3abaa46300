import CCairo
import Flipbook
import Foundation

/// Cairo font faces and measuring fonts, made once per process and shared.
///
/// Creating a toy font face resolves the family through fontconfig, which is
/// slow, so faces are cached for the life of the process (there are only a
/// few families). Scaled fonts for measuring are cached per size, up to
/// `scaledFontLimit`. All access goes through one lock.
final class FontCache: @unchecked Sendable {
    static let shared = FontCache()

    private struct FaceKey: Hashable { var family: String, bold: Bool, italic: Bool }
    private struct SizedKey: Hashable { var face: FaceKey, size: CGFloat }

    private let lock = NSLock()
    private var faces: [FaceKey: OpaquePointer] = [:]
    private var scaledFonts: [SizedKey: OpaquePointer] = [:]
    private let scaledFontLimit = 256

    /// The face drawing `font`: the system font's family through
    /// ``SystemFontFaces`` (Inter's face for the weight and size, or the
    /// fallback), any other family as named.
    private static func key(_ font: Font) -> FaceKey {
        let face = SystemFontFaces.face(for: font)
        return FaceKey(family: face.family, bold: face.bold, italic: font.isItalic)
    }

    /// The toy font face for `font`'s family, weight and slant. The face lives
    /// as long as the process; callers do not release it.
    func face(for font: Font) -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        return faceLocked(Self.key(font))
    }

    private func faceLocked(_ key: FaceKey) -> OpaquePointer {
        if let face = faces[key] { return face }
        let face = cairo_toy_font_face_create(
            key.family, key.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
            key.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)!
        faces[key] = face
        return face
    }

    /// Starts resolving `fonts` on a background thread and returns at once.
    ///
    /// The first font a process uses costs several milliseconds: fontconfig
    /// reads its configuration and caches, matches the family and FreeType
    /// opens the file. A command that will draw text calls this before it
    /// parses its input, so that work overlaps the parsing instead of
    /// following it. The faces made are the ones later calls would make
    /// (the same cache, under its lock), so output does not depend on
    /// whether the warm-up finished first.
    func warmUp(_ fonts: [Font]) {
        let thread = Thread { [self] in
            for font in fonts {
                withMeasuringFont(font) { scaled, _ in
                    var extents = cairo_font_extents_t()
                    cairo_scaled_font_extents(scaled, &extents)
                }
            }
        }
        thread.name = "flipbook.fonts"
        thread.start()
    }

    /// The largest size, in points, at which fonts are measured directly:
    /// FreeType refuses sizes above 0xFFFF pixels per em (and Cairo's scaled
    /// font is then in error, measuring everything as zero). Larger fonts are
    /// measured at this size and the results scaled up: unhinted metrics are
    /// linear in the size.
    static let largestMeasuredSize: CGFloat = 32_768

    /// Runs `body` with a scaled font of `font` at its point size (at most
    /// ``largestMeasuredSize``), unhinted metrics, and the factor that turns
    /// its units into points (1 unless the font is larger), while holding the
    /// cache's lock.
    func withMeasuringFont<R>(_ font: Font, _ body: (OpaquePointer, Double) -> R) -> R {
        var font = font
        var factor = 1.0
        if font.pointSize > Self.largestMeasuredSize {
            factor = Double(font.pointSize / Self.largestMeasuredSize)
            font.pointSize = Self.largestMeasuredSize
        }
        lock.lock()
        defer { lock.unlock() }
        let key = SizedKey(face: Self.key(font), size: font.pointSize)
        if let scaled = scaledFonts[key] { return body(scaled, factor) }
        if scaledFonts.count >= scaledFontLimit {
            for font in scaledFonts.values { cairo_scaled_font_destroy(font) }
            scaledFonts.removeAll()
        }
        var matrix = cairo_matrix_t()
        var identity = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(font.pointSize), Double(font.pointSize))
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        let scaled = cairo_scaled_font_create(faceLocked(key.face), &matrix, &identity, options)!
        cairo_font_options_destroy(options)
        scaledFonts[key] = scaled
        return body(scaled, factor)
    }
}
