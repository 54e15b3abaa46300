import Foundation

/// How a path's inside is decided.
public enum FillRule: Hashable, Sendable {
    /** Non-zero winding (the default) or even-odd, as CoreGraphics' `CGPathFillRule`. */
    case nonZero, evenOdd
}

/// How strokes are drawn; widths and dash lengths in points.
public struct StrokeStyle: Hashable, Sendable {
    /// The shape of a stroke's open ends (`CGLineCap`).
    public enum LineCap: Hashable, Sendable {
        /** Flat at the end point, a half-disc beyond it, or a half-square beyond it. */
        case butt, round, square
    }
    /// The shape of a stroke's corners (`CGLineJoin`).
    public enum LineJoin: Hashable, Sendable {
        /** A sharp corner (up to `miterLimit`), a rounded one, or a cut-off one. */
        case miter, round, bevel
    }

    /// The stroke's width in points, centred on the path.
    public var lineWidth: CGFloat = 1
    /// How open sub-paths end.
    public var lineCap: LineCap = .butt
    /// How segments meet at corners.
    public var lineJoin: LineJoin = .miter
    /// The longest miter, as a multiple of `lineWidth`, before a miter join is drawn beveled (CoreGraphics' default, 10).
    public var miterLimit: CGFloat = 10
    /// Alternating dash and gap lengths in points; empty draws a solid line.
    public var dash: [CGFloat] = []
    /// How far into the dash pattern the stroke starts, in points.
    public var dashPhase: CGFloat = 0

    /// A stroke style; the defaults are CoreGraphics': 1 pt, butt caps, miter joins, limit 10, solid.
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// One line of text set at a baseline point, in the drawing's points.
public struct TextRun: Hashable, Sendable {
    /// The characters to set, on one line.
    public var text: String
    /// The font the text is set in.
    public var font: Font
    /// The text's fill colour.
    public var color: Color
    /// The left end of the baseline.
    public var origin: CGPoint

    /// A run of text with its baseline's left end at `origin`.
    public init(text: String, font: Font, color: Color, origin: CGPoint) {
        self.text = text
        self.font = font
        self.color = color
        self.origin = origin
    }
}

/// One recorded drawing operation. State operations (`save`, `restore`,
/// `concatenate`, `clip`, `setAlpha`) affect the commands after them, as in
/// CoreGraphics; `restore` undoes everything since the matching `save`.
public enum DrawCommand: Hashable, Sendable {
    /// Pushes the drawing state (transform, clip, alpha) for a later `restore`.
    case save
    /// Pops the drawing state pushed by the matching `save`.
    case restore
    /// Multiplies the current transform by an affine transform.
    case concatenate(CGAffineTransform)
    /// Intersects the clip region with a path's inside.
    case clip(Path, FillRule)
    /// Multiplies the alpha of everything drawn after it (until `restore`).
    case setAlpha(Double)
    /// Fills a path's inside with a paint.
    case fill(Path, Paint, FillRule)
    /// Strokes a path's outline with a paint and a style.
    case stroke(Path, Paint, StrokeStyle)
    /// Paints the whole current clip region (how CoreGraphics draws gradients).
    case paintClip(Paint)
    /// Draws a line of text.
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
    /// The commands, in the order they are replayed.
    public var commands: [DrawCommand]
    /// A recorded drawing of these commands.
    public init(commands: [DrawCommand] = []) { self.commands = commands }
    /// Whether nothing was recorded.
    public var isEmpty: Bool { commands.isEmpty }
}
