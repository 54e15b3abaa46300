import Foundation

/// The vertical metrics of a font, in points (named `FontMetrics` before
/// that name went to UIKit's `UIFontMetrics`).
public struct LineMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box.
    public var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descent: CGFloat
    /// Baseline-to-baseline distance of consecutive lines.
    public var lineHeight: CGFloat

    /// Metrics in points; `descent` is positive below the baseline.
    public init(ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}

/// Measures text. Each window's ``WindowEnvironment`` holds one; the standard
/// one is the renderer module's when it is linked (so labels lay out with the
/// metrics that draw them), else an approximation that needs no font files.
public protocol TextMeasuring: Sendable {
    /// The advance width of `text` set on one line in `font`, in points.
    func width(of text: String, font: Font) -> CGFloat
    /// The font's vertical metrics, in points.
    func metrics(of font: Font) -> LineMetrics
}

/// An approximation of DejaVu Sans used when no renderer module is linked:
/// every character advances 0.6 em (0.63 em bold); ascent 0.93 em, descent 0.24 em.
public struct ApproximateTextMeasurer: TextMeasuring {
    /// The approximation; it reads no font file.
    public init() {}
    /// `text.count` characters times 0.6 em (0.63 em bold), in points.
    public func width(of text: String, font: Font) -> CGFloat {
        CGFloat(text.count) * font.pointSize * (font.weight.isBold ? 0.63 : 0.6)
    }
    /// Ascent 0.93 em, descent 0.24 em, line height 1.17 em, in points.
    public func metrics(of font: Font) -> LineMetrics {
        LineMetrics(ascent: font.pointSize * 0.93, descent: font.pointSize * 0.24, lineHeight: font.pointSize * 1.17)
    }
}

/// Where labels outside any window get their text measurements from.
public enum TextMeasurement {
    /// The standard measurer (``WindowEnvironment/standardTextMeasurer``):
    /// the renderer module's when it is linked, else the approximation. It
    /// cannot be replaced process-wide; set a window's
    /// ``WindowEnvironment/textMeasurer`` instead.
    public static var measurer: any TextMeasuring { WindowEnvironment.standardTextMeasurer }
}
