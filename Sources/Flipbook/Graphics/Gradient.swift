import Foundation

/// Colour stops along a gradient; locations in 0...1, in increasing order.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var location: Double
        public var color: Color
        public init(location: Double, color: Color) { self.location = location; self.color = color }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            Stop(location: n > 1 ? Double(i) / Double(n - 1) : 0, color: c)
        }
    }
}

/// What a fill or a stroke paints with. Coordinates are in the drawing's own
/// points (the view's bounds space for a view's content).
public enum Paint: Hashable, Sendable {
    case color(Color)
    /// Along the line from `start` to `end`; beyond the ends the end colours extend.
    case linearGradient(Gradient, start: CGPoint, end: CGPoint)
    /// Between the circle (`startCenter`, `startRadius`) and (`endCenter`, `endRadius`).
    case radialGradient(Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
}

/// A drop shadow, as `CALayer`'s shadow properties: `radius` is the blur
/// radius in points (a Gaussian with standard deviation `radius / 2`),
/// `offset` in points, `opacity` in 0...1 multiplies the colour's alpha.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var opacity: Double
    public var radius: CGFloat
    public var offset: CGSize

    public init(color: Color = .black, opacity: Double, radius: CGFloat = 3, offset: CGSize = CGSize(width: 0, height: -3)) {
        self.color = color; self.opacity = opacity; self.radius = radius; self.offset = offset
    }
}
