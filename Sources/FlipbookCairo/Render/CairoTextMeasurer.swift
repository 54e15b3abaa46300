import CCairo
import Flipbook
import Foundation

/// Measures text with the fonts the renderer draws with (Cairo's toy font
/// API over fontconfig and FreeType), so that labels lay out where their
/// text lands.
///
/// Widths are the unhinted advance (`x_advance`) in points; the drawn text
/// at scale 2 may differ from it by rounding of each glyph's advance to
/// half a point. Metrics are the font's ascent, descent and height in
/// points. Fonts with a size that is not positive and finite measure as zero;
/// fonts larger than `FontCache.largestMeasuredSize` (FreeType's limit) are
/// measured at that size and scaled.
/// It is every window's standard measurer (``CairoServices``) in a program
/// that links this module.
public struct CairoTextMeasurer: TextMeasuring {
    /// A measurer; it shares the process's font cache.
    public init() {}

    public func width(of text: String, font: Font) -> CGFloat {
        guard font.pointSize > 0, font.pointSize.isFinite, !text.isEmpty else { return 0 }
        return FontCache.shared.withMeasuringFont(font) { scaled, factor in
            var extents = cairo_text_extents_t()
            cairo_scaled_font_text_extents(scaled, text, &extents)
            return CGFloat(extents.x_advance * factor)
        }
    }

    public func metrics(of font: Font) -> LineMetrics {
        guard font.pointSize > 0, font.pointSize.isFinite else { return LineMetrics(ascent: 0, descent: 0, lineHeight: 0) }
        return FontCache.shared.withMeasuringFont(font) { scaled, factor in
            var extents = cairo_font_extents_t()
            cairo_scaled_font_extents(scaled, &extents)
            return LineMetrics(
                ascent: CGFloat(extents.ascent * factor), descent: CGFloat(extents.descent * factor),
                lineHeight: CGFloat(extents.height * factor))
        }
    }

    /// The ink rectangle of `text` set with its baseline origin at (0, 0), in
    /// points (y down): where the glyphs put paint.
    func inkBounds(of text: String, font: Font) -> CGRect {
        guard font.pointSize > 0, font.pointSize.isFinite, !text.isEmpty else { return .zero }
        return FontCache.shared.withMeasuringFont(font) { scaled, factor in
            var e = cairo_text_extents_t()
            cairo_scaled_font_text_extents(scaled, text, &e)
            return CGRect(x: e.x_bearing * factor, y: e.y_bearing * factor, width: e.width * factor, height: e.height * factor)
        }
    }
}
