import Foundation

/// Draws a table view cell's accessory: the disclosure chevron (8 x 13
/// points, centred vertically), a checkmark, or the info circle.
@preconcurrency @MainActor
final class TableViewCellAccessoryView: View {
    var kind: TableViewCell.AccessoryType = .none { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let midY = bounds.midY
        context.setLineWidth(2)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        switch kind {
        case .none:
            return
        case .disclosureIndicator:
            context.setStrokeColor(TableViewCell.accessoryColor)
            context.beginPath()
            context.move(to: CGPoint(x: 1.5, y: midY - 6.5))
            context.addLine(to: CGPoint(x: 7, y: midY))
            context.addLine(to: CGPoint(x: 1.5, y: midY + 6.5))
            context.strokePath()
        case .checkmark:
            context.setStrokeColor(.systemBlue)
            context.beginPath()
            context.move(to: CGPoint(x: 1, y: midY))
            context.addLine(to: CGPoint(x: 5, y: midY + 4.5))
            context.addLine(to: CGPoint(x: 13, y: midY - 5.5))
            context.strokePath()
        case .detailButton, .detailDisclosureButton:
            context.setStrokeColor(.systemBlue)
            context.setLineWidth(1.5)
            context.strokeEllipse(in: CGRect(x: 1, y: midY - 10, width: 20, height: 20))
        }
    }
}
