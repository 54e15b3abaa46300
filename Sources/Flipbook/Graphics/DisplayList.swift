import Foundation

/// How a path's inside is decided.
public enum FillRule: Hashable, Sendable { case nonZero, evenOdd }

/// How strokes are drawn; widths and dash lengths in points.
public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    public var lineWidth: CGFloat = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var dash: [CGFloat] = []
    public var dashPhase: CGFloat = 0

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// One line of text set at a baseline point, in the drawing's points.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: Font
    public var color: Color
    /// The left end of the baseline.
    public var origin: CGPoint

    public init(text: String, font: Font, color: Color, origin: CGPoint) {
        self.text = text; self.font = font; self.color = color; self.origin = origin
    }
}

/// One recorded drawing operation. State operations (`save`, `restore`,
/// `concatenate`, `clip`, `setAlpha`) affect the commands after them, as in
/// CoreGraphics; `restore` undoes everything since the matching `save`.
public enum DrawCommand: Hashable, Sendable {
    case save
    case restore
    case concatenate(CGAffineTransform)
    case clip(Path, FillRule)
    /// Multiplies the alpha of everything drawn after it (until `restore`).
    case setAlpha(Double)
    case fill(Path, Paint, FillRule)
    case stroke(Path, Paint, StrokeStyle)
    /// Paints the whole current clip region (how CoreGraphics draws gradients).
    case paintClip(Paint)
    case text(TextRun)
    /// Draws the image scaled into the rectangle.
    case image(Image, CGRect)
    /// Draws a layer subtree (`CALayer.render(in:)`): the node is placed in
    /// the current space as its own ``LayerProperties/localToParent`` places
    /// it in its superlayer's bounds space, with its opacity, mask, shadow
    /// and sublayers, exactly as a child node would be drawn there.
    /// ``Layer/render(in:)`` records a node moved so that this placement is
    /// the identity (the layer drawn in its own bounds space).
    indirect case layer(RenderNode)
}

/// A recorded drawing: what a view's `draw(_:in:)` produced. Immutable and
/// `Sendable`, so it can be replayed by any renderer on any thread.
public struct DisplayList: Hashable, Sendable {
    public var commands: [DrawCommand]
    public init(commands: [DrawCommand] = []) { self.commands = commands }
    public var isEmpty: Bool { commands.isEmpty }
}
