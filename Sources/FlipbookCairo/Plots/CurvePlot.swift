import Flipbook
import Foundation

/// A picture of a timing curve: value against input, with axes, the 0 and 1
/// lines, tick labels and the curve's CSS text as a title.
///
/// The input axis runs over 0...1 for curves of a fraction, and over
/// 0...1.1 x the settling duration (seconds) for springs; the value axis
/// covers 0...1 and any overshoot. Drawn with Flipbook views and the Cairo
/// renderer, like everything else.
@preconcurrency @MainActor
package enum CurvePlot {
    /// Renders the plot of `curve` and writes it as a PNG file (atomically).
    /// - Parameters:
    ///   - size: the picture's size in points (default 640 x 400).
    ///   - scale: pixels per point (default 2).
    package static func write(
        _ curve: TimingCurve, to url: URL, size: CGSize = CGSize(width: 640, height: 400),
        scale: CGFloat = 2
    ) throws {
        let renderer = CairoRenderer()
        let window = Window(size: size, scale: scale)
        window.backgroundColor = .white
        let plot = PlotView(curve: curve, frame: window.bounds)
        window.addSubview(plot)
        try renderer.writePNG(window.renderTree(), to: url)
    }
}

/// Draws the axes and the curve (internal: only `CurvePlot` shows it).
@MainActor
final class PlotView: View {
    let curve: TimingCurve

    init(curve: TimingCurve, frame: CGRect) {
        self.curve = curve
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }

    /// The input range shown: 0...1, or 0...1.1 settling durations for springs.
    var inputRange: ClosedRange<Double> {
        if curve.isSpring {
            let settle = curve.settlingDuration
            return 0...((settle.isFinite && settle > 0 ? settle : 1) * 1.1)
        }
        return 0...1
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let inputs = inputRange
        let samples = 400
        let xs = (0...samples).map { inputs.lowerBound + (inputs.upperBound - inputs.lowerBound) * Double($0) / Double(samples) }
        let ys = xs.map { curve.value(at: $0) }.map { $0.isFinite ? $0 : 0 }
        let lo = min(0, ys.min() ?? 0)
        let hi = max(1, ys.max() ?? 1)
        let pad = (hi - lo) * 0.05
        let yRange = (lo - pad)...(hi + pad)
        let plot = CGRect(x: rect.minX + 56, y: rect.minY + 40, width: rect.width - 100, height: rect.height - 84)
        func point(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(
                x: plot.minX + plot.width * (x - inputs.lowerBound) / (inputs.upperBound - inputs.lowerBound),
                y: plot.maxY - plot.height * (y - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound))
        }
        let grey = Color(white: 0.55)
        let faint = Color(white: 0.88)
        let small = Font.systemFont(ofSize: 11)
        // Reference lines at values 0 and 1, and the frame.
        context.setStrokeColor(faint)
        context.setLineWidth(1)
        for v in [0.0, 1.0] {
            context.move(to: point(inputs.lowerBound, v))
            context.addLine(to: point(inputs.upperBound, v))
            context.strokePath()
            context.drawText(v == 0 ? "0" : "1", at: CGPoint(x: plot.minX - 18, y: point(0, v).y + 4), font: small, color: grey)
        }
        context.setStrokeColor(grey)
        context.stroke(plot)
        // Input ticks.
        for i in 0...4 {
            let x = inputs.lowerBound + (inputs.upperBound - inputs.lowerBound) * Double(i) / 4
            let p = point(x, yRange.lowerBound)
            context.drawText(
                String(format: curve.isSpring ? "%.2f s" : "%.2f", x), at: CGPoint(x: p.x - 12, y: plot.maxY + 16),
                font: small, color: grey)
        }
        // The curve.
        context.setStrokeColor(Color(red: 0.20, green: 0.40, blue: 0.85))
        context.setLineWidth(2.5)
        context.setLineJoin(.round)
        context.move(to: point(xs[0], ys[0]))
        for (x, y) in zip(xs, ys).dropFirst() { context.addLine(to: point(x, y)) }
        context.strokePath()
        context.drawText(
            curve.cssText, at: CGPoint(x: plot.minX, y: rect.minY + 26),
            font: .boldSystemFont(ofSize: 15), color: Color(white: 0.15))
    }
}
