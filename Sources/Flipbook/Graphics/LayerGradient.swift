import Foundation

/// The gradient of a gradient layer (`CAGradientLayer`): drawn over the
/// layer's background colour, filling the shape of the layer (its bounds
/// with the rounded corners of `cornerRadius` and `maskedCorners`), below
/// the content, the sublayers and the border.
///
/// It is not the layer's contents: the corner radius shapes it whether or
/// not the layer masks to its bounds, as it shapes the background colour.
/// Points are in unit coordinates of the bounds, resolved against the bounds
/// drawn in each frame (so the gradient follows an animated size instead of
/// stretching a recording).
public struct LayerGradient: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Along the line from `startPoint` to `endPoint` (`CAGradientLayerType.axial`).
        case linear
        /// Circles about `startPoint`, out to `radius`.
        case radial
    }

    public var kind: Kind
    public var gradient: Gradient
    /// Unit coordinates: where the first colour is (linear), or the centre (radial).
    public var startPoint: CGPoint
    /// Unit coordinates: where the last colour is (linear only).
    public var endPoint: CGPoint
    /// Radial only: the radius of the last colour, in points; nil is half the shorter side.
    public var radius: CGFloat?

    /// A top-to-bottom linear gradient by default, as `CAGradientLayer`.
    public init(kind: Kind = .linear, gradient: Gradient, startPoint: CGPoint? = nil, endPoint: CGPoint = CGPoint(x: 0.5, y: 1),
                radius: CGFloat? = nil) {
        self.kind = kind
        self.gradient = gradient
        self.startPoint = startPoint ?? (kind == .linear ? CGPoint(x: 0.5, y: 0) : CGPoint(x: 0.5, y: 0.5))
        self.endPoint = endPoint
        self.radius = radius
    }

    /// The paint for a layer whose bounds are `bounds`.
    public func paint(in bounds: CGRect) -> Paint {
        func place(_ p: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        switch kind {
        case .linear:
            return .linearGradient(gradient, start: place(startPoint), end: place(endPoint))
        case .radial:
            let c = place(startPoint)
            let r = radius ?? min(abs(bounds.width), abs(bounds.height)) / 2
            return .radialGradient(gradient, startCenter: c, startRadius: 0, endCenter: c, endRadius: r)
        }
    }
}
