import Foundation

/// Records drawing into a ``DisplayList``, with the calls of `CGContext`.
///
/// A view's `draw(_:in:)` receives one; nothing is rasterised here. The
/// current path, colours and line style are context state, saved and
/// restored by `saveGState()` / `restoreGState()` like CoreGraphics does.
public final class GraphicsContext {
    private struct State {
        var fillColor = Color.black
        var strokeColor = Color.black
        var style = StrokeStyle()
    }

    private var state = State()
    private var saved: [State] = []
    private var path = Path()
    public private(set) var displayList = DisplayList()

    public init() {}

    private func record(_ c: DrawCommand) { displayList.commands.append(c) }

    // MARK: State

    public func saveGState() { saved.append(state); record(.save) }

    /// Restores the state saved by the matching `saveGState()`; an unmatched
    /// call is ignored (CoreGraphics logs and ignores it too).
    public func restoreGState() {
        guard let s = saved.popLast() else { return }
        state = s
        record(.restore)
    }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    public func concatenate(_ t: CGAffineTransform) { record(.concatenate(t)) }

    /// The line width strokes use now (``ImageRendererContext/stroke(_:)`` insets by half of it).
    var currentLineWidth: CGFloat { state.style.lineWidth }

    public func setFillColor(_ c: Color) { state.fillColor = c }
    public func setStrokeColor(_ c: Color) { state.strokeColor = c }
    public func setLineWidth(_ w: CGFloat) { state.style.lineWidth = w }
    public func setLineCap(_ cap: StrokeStyle.LineCap) { state.style.lineCap = cap }
    public func setLineJoin(_ join: StrokeStyle.LineJoin) { state.style.lineJoin = join }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.style.dash = lengths
        state.style.dashPhase = phase
    }
    /// Multiplies the alpha of what is drawn next, until `restoreGState()`.
    public func setAlpha(_ alpha: Double) { record(.setAlpha(alpha)) }

    // MARK: Path construction

    public func beginPath() { path = Path() }
    public func move(to p: CGPoint) { path.move(to: p) }
    public func addLine(to p: CGPoint) { path.addLine(to: p) }
    public func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: p, control1: control1, control2: control2)
    }
    public func addQuadCurve(to p: CGPoint, control: CGPoint) { path.addQuadCurve(to: p, control: control) }
    public func closePath() { path.closeSubpath() }
    public func addRect(_ r: CGRect) { path.addRect(r) }
    public func addEllipse(in r: CGRect) { path.addEllipse(in: r) }
    public func addPath(_ p: Path) { path.addPath(p) }

    // MARK: Painting

    /// Fills the current path with the fill colour and clears the path.
    public func fillPath(using rule: FillRule = .nonZero) {
        record(.fill(path, .color(state.fillColor), rule))
        path = Path()
    }

    /// Strokes the current path with the stroke colour and style and clears the path.
    public func strokePath() {
        record(.stroke(path, .color(state.strokeColor), state.style))
        path = Path()
    }

    public func fill(_ rect: CGRect) { record(.fill(Path(rect: rect), .color(state.fillColor), .nonZero)) }
    public func stroke(_ rect: CGRect) { record(.stroke(Path(rect: rect), .color(state.strokeColor), state.style)) }
    public func fillEllipse(in rect: CGRect) { record(.fill(Path(ellipseIn: rect), .color(state.fillColor), .nonZero)) }
    public func strokeEllipse(in rect: CGRect) {
        record(.stroke(Path(ellipseIn: rect), .color(state.strokeColor), state.style))
    }

    /// Fills `path` with any paint, leaving the current path alone.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) { record(.fill(path, paint, rule)) }

    /// Fills `path` with the fill colour, leaving the current path alone
    /// (what `UIBezierPath.fill()` does in the current context).
    public func fill(_ path: Path, rule: FillRule) { record(.fill(path, .color(state.fillColor), rule)) }

    /// Strokes `path` with the stroke colour and `style`, leaving the current
    /// path alone (what `UIBezierPath.stroke()` does in the current context).
    public func stroke(_ path: Path, style: StrokeStyle) { record(.stroke(path, .color(state.strokeColor), style)) }

    /// Intersects the clip with `path` (`UIBezierPath.addClip()`).
    public func clip(to path: Path, rule: FillRule) { record(.clip(path, rule)) }

    /// Intersects the clip with the current path and clears the path.
    public func clip(using rule: FillRule = .nonZero) {
        record(.clip(path, rule))
        path = Path()
    }

    public func clip(to rect: CGRect) { record(.clip(Path(rect: rect), .nonZero)) }

    /// Paints a linear gradient over the whole current clip.
    public func drawLinearGradient(_ g: Gradient, start: CGPoint, end: CGPoint) {
        record(.paintClip(.linearGradient(g, start: start, end: end)))
    }

    /// Paints a radial gradient over the whole current clip.
    public func drawRadialGradient(_ g: Gradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat) {
        record(.paintClip(.radialGradient(g, startCenter: startCenter, startRadius: startRadius,
                                          endCenter: endCenter, endRadius: endRadius)))
    }

    /// Paints a conic gradient over the whole current clip (`CGContext.drawConicGradient(_:center:angle:)`):
    /// the first colour on the ray at `angle` from `center`, then clockwise on a
    /// y-down screen through one turn (``Paint/conicGradient(_:center:startAngle:)``).
    public func drawConicGradient(_ g: Gradient, center: CGPoint, angle: CGFloat) {
        record(.paintClip(.conicGradient(g, center: center, startAngle: angle)))
    }

    /// Draws an image scaled into `rect`.
    public func draw(_ image: Image, in rect: CGRect) { record(.image(image, rect)) }

    /// Draws one line of text with its baseline starting at `baselineOrigin`.
    public func drawText(_ text: String, at baselineOrigin: CGPoint, font: Font, color: Color) {
        record(.text(TextRun(text: text, font: font, color: color, origin: baselineOrigin)))
    }

    /// Draws a layer subtree, placed in the current space as the node's own
    /// ``LayerProperties/localToParent`` places it in a superlayer
    /// (``DrawCommand/layer(_:)``). ``Layer/render(in:)`` is the usual way in:
    /// it draws a layer in its own bounds space.
    public func drawLayer(_ node: RenderNode) { record(.layer(node)) }
}

/// CoreGraphics' name for the drawing context, so that ported code
/// (`renderer.image { $0.cgContext }`, `func draw(in ctx: CGContext)`) keeps
/// its types.
public typealias CGContext = GraphicsContext
