import Flipbook
import Foundation

/// A view whose layer is a gradient layer (`CAGradientLayer` as a view's
/// `layerClass`): its linear or radial gradient is the layer's
/// ``Layer/gradient``, drawn over the background colour and filling the
/// layer's rounded bounds, so a corner radius rounds it without
/// `clipsToBounds` (see docs/porting-from-uikit.md, "Layers, corners and gradient layers").
@MainActor
final class GradientView: View {
    let spec: SceneGradient

    init(frame: CGRect, spec: SceneGradient) {
        self.spec = spec
        super.init(frame: frame)
        let kind: LayerGradient.Kind = spec.kind == .linear ? .axial : .radial
        var gradient = LayerGradient(
            kind: kind, gradient: spec.gradient, startPoint: spec.start, endPoint: spec.end,
            radius: spec.radius.map { CGFloat($0) })
        // A scene's radial gradient is a circle: `radius` points, or half the shorter side.
        if kind == .radial && spec.radius == nil { gradient.radialExtent = .inscribedCircle }
        layer.gradient = gradient
    }

    required init?(coder: NSCoder) { return nil }
}
