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
    /// What has been drawn so far, in call order.
    public private(set) var displayList = DisplayList()

    /// An empty context: no commands, black fill and stroke, a 1 pt solid line.
    public init() {}

    private func record(_ c: DrawCommand) { displayList.commands.append(c) }

    // MARK: State

    /// Pushes the colours, line style, transform, clip and alpha (`CGContext.saveGState()`).
    public func saveGState() {
        saved.append(state)
        record(.save)
    }

    /// Restores the state saved by the matching `saveGState()`; an unmatched
    /// call is ignored (CoreGraphics logs and ignores it too).
    public func restoreGState() {
        guard let s = saved.popLast() else { return }
        state = s
        record(.restore)
    }

    /// Moves the origin by (x, y) points (`CGContext.translateBy(x:y:)`).
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales the axes (`CGContext.scaleBy(x:y:)`); -1 flips an axis.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates the axes by `angle` radians; positive turns x towards y (clockwise on screen, y down).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Multiplies the current transform by `t` (`CGContext.concatenate(_:)`).
    public func concatenate(_ t: CGAffineTransform) { record(.concatenate(t)) }

    /// The line width strokes use now (``ImageRendererContext/stroke(_:)`` insets by half of it).
    var currentLineWidth: CGFloat { state.style.lineWidth }

    /// The colour fills use from now on (`CGContext.setFillColor(_:)`).
    public func setFillColor(_ c: Color) { state.fillColor = c }
    /// The colour strokes use from now on (`CGContext.setStrokeColor(_:)`).
    public func setStrokeColor(_ c: Color) { state.strokeColor = c }
    /// The stroke width in points (`CGContext.setLineWidth(_:)`).
    public func setLineWidth(_ w: CGFloat) { state.style.lineWidth = w }
    /// How open ends of strokes are drawn (`CGContext.setLineCap(_:)`).
    public func setLineCap(_ cap: StrokeStyle.LineCap) { state.style.lineCap = cap }
    /// How corners of strokes are drawn (`CGContext.setLineJoin(_:)`).
    public func setLineJoin(_ join: StrokeStyle.LineJoin) { state.style.lineJoin = join }
    /// Dash lengths in points and the offset into them strokes start at (`CGContext.setLineDash(phase:lengths:)`); empty lengths draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.style.dash = lengths
        state.style.dashPhase = phase
    }
    /// Multiplies the alpha of what is drawn next, until `restoreGState()`.
    public func setAlpha(_ alpha: Double) { record(.setAlpha(alpha)) }

    // MARK: Path construction

    /// Discards the current path (`CGContext.beginPath()`).
    public func beginPath() { path = Path() }
    /// Starts a new sub-path of the current path at `p`.
    public func move(to p: CGPoint) { path.move(to: p) }
    /// Adds a line from the current point to `p`.
    public func addLine(to p: CGPoint) { path.addLine(to: p) }
    /// Adds a cubic Bézier curve from the current point to `p`.
    public func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: p, control1: control1, control2: control2)
    }
    /// Adds a quadratic Bézier curve from the current point to `p`.
    public func addQuadCurve(to p: CGPoint, control: CGPoint) { path.addQuadCurve(to: p, control: control) }
    /// Closes the current sub-path (`CGContext.closePath()`).
    public func closePath() { path.closeSubpath() }
    /// Adds a closed rectangle to the current path.
    public func addRect(_ r: CGRect) { path.addRect(r) }
    /// Adds an ellipse inscribed in `r` to the current path.
    public func addEllipse(in r: CGRect) { path.addEllipse(in: r) }
    /// Adds a path's elements to the current path.
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

    /// Fills a rectangle with the fill colour (`CGContext.fill(_:)`), leaving the current path alone.
    public func fill(_ rect: CGRect) { record(.fill(Path(rect: rect), .color(state.fillColor), .nonZero)) }
    /// Strokes a rectangle's outline with the stroke colour and style, leaving the current path alone.
    public func stroke(_ rect: CGRect) { record(.stroke(Path(rect: rect), .color(state.strokeColor), state.style)) }
    /// Fills the ellipse inscribed in `rect` with the fill colour.
    public func fillEllipse(in rect: CGRect) { record(.fill(Path(ellipseIn: rect), .color(state.fillColor), .nonZero)) }
    /// Strokes the ellipse inscribed in `rect` with the stroke colour and style.
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

    /// Intersects the clip with a rectangle (`CGContext.clip(to:)`).
    public func clip(to rect: CGRect) { record(.clip(Path(rect: rect), .nonZero)) }

    /// Paints a linear gradient over the whole current clip.
    public func drawLinearGradient(_ g: Gradient, start: CGPoint, end: CGPoint) {
        record(.paintClip(.linearGradient(g, start: start, end: end)))
    }

    /// Paints a radial gradient over the whole current clip.
    public func drawRadialGradient(
        _ g: Gradient, startCenter: CGPoint, startRadius: CGFloat,
        endCenter: CGPoint, endRadius: CGFloat
    ) {
        record(
            .paintClip(
                .radialGradient(
                    g, startCenter: startCenter, startRadius: startRadius,
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
