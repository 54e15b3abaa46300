import Foundation

/// The back button's chevron: a stroked "<" drawn as a path (an
/// approximation of SF Symbols' `chevron.backward`, which Flipbook cannot
/// draw), in ``color``, 3 points wide with round caps and joins, filling
/// its bounds (``NavigationBar/Metrics/chevronSize``).
@MainActor
final class BarChevronView: View {
    var color: Color = .systemBlue { didSet { if color != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let b = bounds.insetBy(dx: 1.5, dy: 1.5)
        var path = Path()
        path.move(to: CGPoint(x: b.maxX, y: b.minY))
        path.addLine(to: CGPoint(x: b.minX, y: b.midY))
        path.addLine(to: CGPoint(x: b.maxX, y: b.maxY))
        context.setStrokeColor(color)
        context.stroke(path, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
    }
}
