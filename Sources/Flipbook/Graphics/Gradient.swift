import Foundation

/// Colour stops along a gradient; locations in 0...1, in increasing order.
///
/// Between two stops the colour is interpolated component by component in
/// straight (not premultiplied) sRGB, as Core Animation does: a gradient from
/// opaque white to `Color.clear` (transparent black) is a half-transparent
/// grey half way (the well-known "white to clear turns grey" surprise with
/// `CAGradientLayer` and `CGGradient`). Before the first stop the first
/// colour extends, after the last stop the last colour does.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location along the gradient.
    public struct Stop: Hashable, Sendable {
        /// Where the colour is, in 0...1 along the gradient.
        public var location: Double
        /// The colour at `location`.
        public var color: Color
        /// A stop of `color` at `location` (0...1).
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// The stops, in increasing location.
    public var stops: [Stop]

    /// A gradient through these stops (locations in 0...1, increasing).
    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            Stop(location: n > 1 ? Double(i) / Double(n - 1) : 0, color: c)
        }
    }

    /// `CAGradientLayer`'s `colors` and `locations`: nil locations spread the
    /// colours evenly over 0...1 (the header: "If a nil array is given, the
    /// stops are assumed to spread uniformly across the [0,1] range").
    /// Locations are used as given, also outside 0...1, where they shift the
    /// gradient as Core Animation's do. When there are not as many locations
    /// as colours (Core Animation does not document that case) the colours
    /// are spread evenly, as with nil.
    public init(colors: [Color], locations: [Double]?) {
        if let locations, locations.count == colors.count {
            self.init(stops: zip(locations, colors).map { Stop(location: $0, color: $1) })
        } else {
            self.init(colors: colors)
        }
    }

    /// The stops a renderer can use directly: locations within 0...1, sorted
    /// (stably, so equal locations keep their order: a hard edge), with the
    /// colour the gradient has at 0 and at 1 put there when stops lie
    /// outside 0...1, so that within 0...1 the colours are those of
    /// ``stops`` (shifted, not clamped); beyond 0...1 a renderer extends
    /// the colours at 0 and 1. (Core Animation documents locations in
    /// 0...1 only; this is Flipbook's reading of the others.) A location
    /// that is NaN counts as 0; an infinite one as ±1e9.
    public var resolvedStops: [Stop] {
        let all = sortedStops
        guard let first = all.first, let last = all.last else { return [] }
        if first.location >= 0 && last.location <= 1 { return all }
        var result = all.filter { $0.location >= 0 && $0.location <= 1 }
        if first.location < 0 && result.first?.location != 0 {
            result.insert(Stop(location: 0, color: Gradient.color(at: 0, in: all)), at: 0)
        }
        if last.location > 1 && result.last?.location != 1 {
            result.append(Stop(location: 1, color: Gradient.color(at: 1, in: all)))
        }
        return result
    }

    /// The colour at `location`: straight-alpha interpolation between the
    /// stops around it, the end colours beyond the ends, clear without stops.
    public func color(at location: Double) -> Color {
        Gradient.color(at: location, in: sortedStops)
    }

    /// The stops with finite locations (NaN as 0, infinities as ±1e9), sorted stably.
    private var sortedStops: [Stop] {
        stops.enumerated().map { i, stop -> (Int, Stop) in
            var stop = stop
            stop.location = stop.location.isNaN ? 0 : min(1e9, max(-1e9, stop.location))
            return (i, stop)
        }
        .sorted { $0.1.location != $1.1.location ? $0.1.location < $1.1.location : $0.0 < $1.0 }
        .map(\.1)
    }

    /// `stops` sorted by location with finite locations.
    static func color(at t: Double, in stops: [Stop]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t.isNaN || t <= first.location { return first.color }
        if t >= last.location { return last.color }
        // The last stop at or before t, then the first after it.
        var i = 0
        while i + 1 < stops.count && stops[i + 1].location <= t { i += 1 }
        let a = stops[i]
        let b = stops[min(i + 1, stops.count - 1)]
        let span = b.location - a.location
        guard span > 0 else { return b.color }
        return a.color.interpolated(to: b.color, fraction: (t - a.location) / span)
    }
}

/// What a fill or a stroke paints with. Coordinates are in the drawing's own
/// points (the view's bounds space for a view's content).
///
/// Colours between stops are interpolated in straight-alpha sRGB (see
/// ``Gradient``); beyond its ends every gradient extends its end colours.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case color(Color)
    /// Along the line from `start` to `end`; beyond the ends the end colours extend.
    case linearGradient(Gradient, start: CGPoint, end: CGPoint)
    /// Between the circle (`startCenter`, `startRadius`) and (`endCenter`, `endRadius`).
    case radialGradient(Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
    /// Around `center`: the colour at location `l` lies on the ray at angle
    /// `startAngle + l * 2π` (radians, measured from the +x axis towards +y,
    /// so clockwise on a y-down screen), one turn in all; the last colour
    /// meets the first along the ray at `startAngle`. What `CAGradientLayerType.conic`
    /// draws, and CSS's `conic-gradient`.
    case conicGradient(Gradient, center: CGPoint, startAngle: CGFloat)
    /// `paint` laid out in a space that `transform` maps into the drawing's
    /// points: a radial gradient through a non-uniform scale is an
    /// elliptical one (``ellipticalGradient(_:center:radii:)``), a gradient
    /// laid out in a layer's unit square and mapped to its bounds is what
    /// `CAGradientLayer` draws. A transform that cannot be inverted paints nothing.
    indirect case transformed(Paint, CGAffineTransform)

    /// The first colour at `center`, the last on the ellipse with half-axes
    /// `radii.width` (along x) and `radii.height` (along y), the end colour
    /// beyond it: a radial gradient with startRadius 0 mapped through a scale.
    /// A zero or non-finite radius leaves no ellipse: the last colour everywhere.
    public static func ellipticalGradient(_ gradient: Gradient, center: CGPoint, radii: CGSize) -> Paint {
        let rx = abs(radii.width)
        let ry = abs(radii.height)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, center.x.isFinite, center.y.isFinite else {
            return .color(gradient.color(at: 1))
        }
        return .transformed(
            .radialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1),
            CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y))
    }
}

/// A drop shadow, as `CALayer`'s shadow properties: `radius` is the blur
/// radius in points (a Gaussian with standard deviation `radius / 2`),
/// `offset` in points, `opacity` in 0...1 multiplies the colour's alpha.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour, before `opacity` multiplies its alpha.
    public var color: Color
    /// The shadow's opacity in 0...1 (`CALayer.shadowOpacity`; 0 draws no shadow).
    public var opacity: Double
    /// The blur radius in points (`CALayer.shadowRadius`).
    public var radius: CGFloat
    /// How far the shadow is moved from the layer, in points (`CALayer.shadowOffset`).
    public var offset: CGSize

    /// A shadow; the defaults are Core Animation's: black, 3 pt blur, offset (0, -3).
    public init(color: Color = .black, opacity: Double, radius: CGFloat = 3, offset: CGSize = CGSize(width: 0, height: -3)) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }
}
