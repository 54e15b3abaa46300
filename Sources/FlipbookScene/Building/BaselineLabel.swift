import Flipbook
import Foundation

/// One line of text drawn with its baseline at a fixed point of the bounds,
/// the way a hand-written drawing program places text (`cairo_move_to` then
/// `cairo_show_text`), for scenes that must match such a program pixel for pixel.
@MainActor
final class BaselineLabel: View {
    var text: String { didSet { setNeedsDisplay() } }
    var font: Font { didSet { setNeedsDisplay() } }
    var textColor: Color { didSet { setNeedsDisplay() } }
    /// In the bounds, points.
    var baseline: CGPoint { didSet { setNeedsDisplay() } }
    /// Where `baseline.x` is on the line: its left end, middle or right end.
    var alignment: TextAlignment { didSet { setNeedsDisplay() } }

    init(frame: CGRect, text: String, font: Font, color: Color, baseline: CGPoint, alignment: TextAlignment) {
        self.text = text
        self.font = font
        self.textColor = color
        self.baseline = baseline
        self.alignment = alignment
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        guard !text.isEmpty else { return }
        var x = baseline.x
        switch alignment {
        case .center: x -= textMeasurer.width(of: text, font: font) / 2
        case .right: x -= textMeasurer.width(of: text, font: font)
        case .left, .natural, .justified: break
        }
        context.drawText(text, at: CGPoint(x: x, y: baseline.y), font: font, color: textColor.cgColor)
    }
}
