import Flipbook
import Foundation

/// A view filled with a linear or radial gradient over its bounds.
@MainActor
final class GradientView: View {
    let spec: SceneGradient

    init(frame: CGRect, spec: SceneGradient) {
        self.spec = spec
        super.init(frame: frame)
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        func place(_ p: CGPoint) -> CGPoint { CGPoint(x: rect.minX + p.x * rect.width, y: rect.minY + p.y * rect.height) }
        context.saveGState()
        context.clip(to: rect)
        switch spec.kind {
        case .linear:
            context.drawLinearGradient(spec.gradient, start: place(spec.start), end: place(spec.end))
        case .radial:
            let c = place(spec.start)
            let r = spec.radius ?? min(rect.width, rect.height) / 2
            context.drawRadialGradient(spec.gradient, startCenter: c, startRadius: 0, endCenter: c, endRadius: r)
        }
        context.restoreGState()
    }
}
