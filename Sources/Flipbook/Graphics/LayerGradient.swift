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
///
/// ## Geometry, and what it rests on
///
/// Core Animation lays every kind of gradient out in the layer's unit square
/// ((0, 0) top left, (1, 1) bottom right on iOS, y down) and then maps the
/// square onto the bounds. Sources:
///
/// - `CAGradientLayer.h` (macOS 12 SDK): the start and end points "are
///   defined in a unit coordinate space that is then mapped to the layer's
///   bounds rectangle when drawn", default (0.5, 0) and (0.5, 1); `type` is
///   `axial` (the default), `radial` or `conic` (iOS 12); `locations` nil
///   spreads the stops uniformly; "the colors are mapped to the output
///   colorspace before being interpolated".
/// - Axial: the start point has the first colour, the end point the last;
///   lines of one colour are perpendicular to the axis *in the unit square*,
///   so on a layer that is not square a diagonal gradient's lines of one
///   colour are squashed with it and are no longer perpendicular on screen
///   (the middle colour of (0, 0)→(1, 1) runs from the top-right corner to
///   the bottom-left one). This is a community observation, not an Apple
///   statement (Stack Overflow 43176174, "CAGradientLayer diagonal
///   gradient": "First it converts the view to a square … Finally, it
///   squishes the view down to the original size"). Horizontal and vertical
///   gradients are the same either way.
/// - Radial (the header): "an ellipse with its center at 'startPoint' and
///   its width and height defined by '(endPoint.x - startPoint.x) * 2' and
///   '(endPoint.y - startPoint.y) * 2'": half-axes |Δx|·width and
///   |Δy|·height in points, so (0.5, 0.5)→(1, 1) reaches the middle of each
///   edge. The first colour is at the centre, the last on the ellipse and
///   beyond. When Δx or Δy is 0 the ellipse is flat (Core Animation then
///   draws something odd, reported on Stack Overflow for iOS 12 without a
///   picture we can check); Flipbook paints the last colour everywhere, the
///   limit of a flattening ellipse.
/// - Conic (the header): "centered at 'startPoint' and its 0-degrees
///   direction is defined by a vector spanned between 'startPoint' and
///   'endPoint' … The gradient's angle increases in the direction of
///   rotation of positive x-axis towards positive y-axis": with y down,
///   clockwise on screen, one full turn, the colour at location l at the
///   start angle + l·2π; start and end points that coincide are undefined
///   (Flipbook then starts at the +x direction). Flipbook sweeps the angle
///   in the unit square like the other kinds (so on a layer that is not
///   square equal steps of colour are equal angles of the square, not of
///   the screen); that the conic kind is laid out in the unit square too is
///   an inference from the other two, not something we could check.
/// - Colours are interpolated in straight (unpremultiplied) sRGB: the
///   familiar "white to `UIColor.clear` turns grey in the middle" of
///   `CAGradientLayer` shows Core Animation mixes the colour channels of a
///   transparent stop as they are. Cairo does the same (see
///   `Shapes.setSource` in FlipbookCairo).
public struct LayerGradient: Hashable, Sendable {
    /// `CAGradientLayerType`; the raw values are Core Animation's (`kCAGradientLayerAxial` is "axial").
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Along the line from `startPoint` to `endPoint` (`CAGradientLayerType.axial`, the default).
        case axial
        /// An ellipse about `startPoint` reaching `endPoint`'s x and y (`.radial`), or a
        /// circle (``LayerGradient/radialExtent``).
        case radial
        /// Around `startPoint`, starting towards `endPoint`, clockwise (`.conic`, iOS 12).
        case conic

        /// Flipbook's first name for ``axial``, kept for existing code and scenes.
        public static let linear = Kind.axial
    }

    /// How far a radial gradient's last colour is from the centre.
    public enum RadialExtent: Hashable, Sendable {
        /// Core Animation's ellipse: half-axes |endPoint.x − startPoint.x| × width
        /// and |endPoint.y − startPoint.y| × height.
        case endPoint
        /// A circle of this radius in points (a Flipbook extension: a scene's `radius`).
        case circle(radius: CGFloat)
        /// A circle of half the shorter side of the bounds (a scene's radial default).
        case inscribedCircle
    }

    /// Axial, radial or conic (`CAGradientLayer.type`).
    public var kind: Kind
    /// The colours and their unit locations along the gradient.
    public var gradient: Gradient
    /// Unit coordinates: where the first colour is (axial), or the centre (radial, conic).
    public var startPoint: CGPoint
    /// Unit coordinates: where the last colour is (axial), the corner of the
    /// ellipse's bounding box (radial), the direction of the first colour (conic).
    public var endPoint: CGPoint
    /// Radial only: Core Animation's ellipse (the default) or a circle.
    public var radialExtent: RadialExtent

    /// Radial only: the radius of a circle in points replacing the ellipse, nil for the ellipse.
    public var radius: CGFloat? {
        get { if case .circle(let r) = radialExtent { r } else { nil } }
        set { radialExtent = newValue.map { .circle(radius: $0) } ?? .endPoint }
    }

    /// A gradient of `kind`. Without points, axial runs from top (0.5, 0) to
    /// bottom (0.5, 1) as `CAGradientLayer`'s defaults; radial and conic are
    /// centred at (0.5, 0.5), radial reaching (1, 1) (the edges), conic
    /// starting towards (1, 0.5) (three o'clock). (`CAGradientLayer` keeps its
    /// (0.5, 0) and (0.5, 1) defaults whatever the type; pass them to match.)
    /// A `radius` draws a radial gradient as a circle of that radius in points.
    public init(
        kind: Kind = .axial, gradient: Gradient, startPoint: CGPoint? = nil, endPoint: CGPoint? = nil,
        radius: CGFloat? = nil
    ) {
        self.kind = kind
        self.gradient = gradient
        self.startPoint = startPoint ?? (kind == .axial ? CGPoint(x: 0.5, y: 0) : CGPoint(x: 0.5, y: 0.5))
        switch kind {
        case .axial: self.endPoint = endPoint ?? CGPoint(x: 0.5, y: 1)
        case .radial: self.endPoint = endPoint ?? CGPoint(x: 1, y: 1)
        case .conic: self.endPoint = endPoint ?? CGPoint(x: 1, y: 0.5)
        }
        self.radialExtent = radius.map { .circle(radius: $0) } ?? .endPoint
    }

    /// What a `CAGradientLayer` with these properties draws: `colors` with
    /// `locations` (nil spreads them evenly, see ``Gradient/init(colors:locations:)``).
    public init(type: Kind, colors: [Color], locations: [Double]?, startPoint: CGPoint, endPoint: CGPoint) {
        self.init(
            kind: type, gradient: Gradient(colors: colors, locations: locations),
            startPoint: startPoint, endPoint: endPoint)
    }

    /// The paint for a layer whose bounds are `bounds`, in the bounds' points.
    public func paint(in bounds: CGRect) -> Paint {
        func place(_ p: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        let w = bounds.width
        let h = bounds.height
        let d = CGPoint(x: endPoint.x - startPoint.x, y: endPoint.y - startPoint.y)
        switch kind {
        case .axial:
            // Perpendicular in the unit square: the colour is the affine function
            // t = ((u - s)·d) / |d|² of the unit point u. In points its gradient is
            // g = (d.x / w, d.y / h) / |d|², and the line from the start to
            // start + g/|g|² carries the same t. Axis-aligned axes are that line
            // already (and are kept exactly as given).
            let start = place(startPoint)
            if d.x == 0 || d.y == 0 || w == 0 || h == 0 { return .linearGradient(gradient, start: start, end: place(endPoint)) }
            let len2 = d.x * d.x + d.y * d.y
            let g = CGPoint(x: d.x / (w * len2), y: d.y / (h * len2))
            let g2 = g.x * g.x + g.y * g.y
            guard g2 > 0, g2.isFinite else { return .linearGradient(gradient, start: start, end: place(endPoint)) }
            return .linearGradient(gradient, start: start, end: CGPoint(x: start.x + g.x / g2, y: start.y + g.y / g2))
        case .radial:
            let c = place(startPoint)
            switch radialExtent {
            case .endPoint:
                return .ellipticalGradient(gradient, center: c, radii: CGSize(width: abs(d.x * w), height: abs(d.y * h)))
            case .circle(let r):
                return .radialGradient(gradient, startCenter: c, startRadius: 0, endCenter: c, endRadius: r)
            case .inscribedCircle:
                let r = min(abs(w), abs(h)) / 2
                return .radialGradient(gradient, startCenter: c, startRadius: 0, endCenter: c, endRadius: r)
            }
        case .conic:
            // Laid out in the unit square (centre startPoint, angle from +x towards +y),
            // mapped onto the bounds.
            let angle = d.x == 0 && d.y == 0 ? 0 : atan2(d.y, d.x)
            return .transformed(
                .conicGradient(gradient, center: startPoint, startAngle: angle),
                CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: bounds.minX, ty: bounds.minY))
        }
    }
}
