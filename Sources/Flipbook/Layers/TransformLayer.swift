import Foundation

/// A layer that builds a 3-D scene of its sublayers (`CATransformLayer`).
///
/// Its sublayers are not flattened onto its plane: each is placed in the
/// transform layer's parent space with its own transform, the transform
/// layer's `transform` and `sublayerTransform`, and the parent's sublayer
/// transform (the perspective) composed in 3-D; they are drawn back to front
/// by the depth of their centres. The transform layer draws nothing of its
/// own (background, border, shadow, contents and mask are ignored, as Core
/// Animation does) and its `opacity` applies to each sublayer separately.
@preconcurrency @MainActor
open class TransformLayer: Layer {
    override func makeCopy() -> Layer { TransformLayer(layer: self) }

    /// The presentation copy, typed as this class (`presentation()?.path` reads the drawn value).
    open override func presentation() -> TransformLayer? { super.presentation() as? TransformLayer }
    override class func makeInstance() -> Layer { TransformLayer() }
    override var flattensSublayers: Bool { false }
}
