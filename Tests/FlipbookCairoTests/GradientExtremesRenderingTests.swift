import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// Gradients laid out at the edges of what Cairo can draw, found by `make fuzz`
/// (transitions: gradient layers with fuzzed points): a frame must draw, in
/// bounded time, with the colours the gradient's geometry gives.
extension GradientLayerRenderingTests {
    /// A conic gradient centred `k` unit squares left of a 100 x 100 layer, its
    /// first colour straight up, so the layer sees a narrow wedge around 3
    /// o'clock (location 1/4); the stops are squeezed into that wedge. The
    /// nearest centre is meshed with whole pie slices, the farther ones with
    /// slices cut to the wedge (`Shapes.conicFarFactor`): every pixel has the
    /// colour of its angle either way. A centre 10^12 points away made Cairo's
    /// mesh rasterizer run for ever.
    @Test(arguments: [5.0, 40.0, 1000.0])
    func aConicGradientWithAFarCentreColoursEachPixelByItsAngle(k: Double) throws {
        let wedge = atan(0.5 / k) / (2 * .pi)  // half the wedge the layer sees, as a fraction of the turn
        let low = 0.25 - 0.6 * wedge
        let high = 0.25 + 0.6 * wedge
        let g = twoColours(.conic, start: CGPoint(x: -k, y: 0.5), end: CGPoint(x: -k, y: 0), locations: [low, high])
        let b = try render(g, look: "gradient-conic-far-\(Int(k))")
        var worst = 0
        var reds = 0
        var blues = 0
        for py in 0..<100 {
            for px in 0..<100 {
                let x = (Double(px) + 0.5) / 100
                let y = (Double(py) + 0.5) / 100
                let l = (atan2(y - 0.5, x + k) + .pi / 2) / (2 * .pi)
                let e = redToBlue((l - low) / (high - low))
                let got = b.rgba(px, py)
                worst = max(worst, abs(got[0] - e[0]), abs(got[2] - e[2]), abs(got[3] - e[3]))
                if e == redToBlue(0) { reds += 1 } else if e == redToBlue(1) { blues += 1 }
            }
        }
        #expect(worst <= 4, "largest difference from the angle's colour: \(worst)")
        #expect(reds > 1000 && blues > 1000, "the squeezed stops cross the layer")
    }

    /// Beyond what doubles resolve, the wedge is a single direction: its colour everywhere.
    @Test(arguments: [1e12, 1e300])
    func aConicGradientCentredOutOfReachPaintsTheColourOfItsDirection(k: Double) throws {
        let g = twoColours(.conic, start: CGPoint(x: -k, y: 0.5), end: CGPoint(x: -k, y: 0))
        let b = try render(g, look: "gradient-conic-out-of-reach")
        for (x, y) in [(0, 0), (50, 50), (99, 99), (99, 0)] {
            #expect(close(b.rgba(x, y), redToBlue(0.25), 2), "(\(x), \(y)): \(b.rgba(x, y))")
        }
    }

    /// An elliptical radial gradient 10^-7 of the layer tall: Cairo cannot hold
    /// the pattern matrix (pixman's fixed point) and failed the whole frame with
    /// "out of memory". Thinner than a pixel, the ellipse shows only the end colour.
    @Test func aRadialGradientThinnerThanAPixelPaintsItsEndColour() throws {
        let g = twoColours(.radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5 + 1e-7))
        let b = try render(g, look: "gradient-radial-sliver")
        #expect(b.rgba(50, 50) == redToBlue(1) && b.rgba(5, 95) == redToBlue(1))
    }

    /// A linear paint laid out in a space squeezed 10^300 times along x (split
    /// at x = 50): the same gradient laid out directly in user space, red left
    /// of the line, blue right of it, where Cairo failed the frame.
    @Test func aSqueezedLinearPaintIsLaidOutInUserSpace() throws {
        let paint = Paint.transformed(
            .linearGradient(Gradient(colors: [Self.red, Self.blue]), start: .zero, end: CGPoint(x: 1, y: 0)),
            CGAffineTransform(a: 1e-300, b: 0, c: 0, d: 1, tx: 50, ty: 0))
        let list = DisplayList(commands: [.fill(Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100)), paint, .nonZero)])
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        p.position = CGPoint(x: 50, y: 50)
        let tree = RenderTree(
            size: CGSize(width: 100, height: 100), scale: 1,
            root: RenderNode(kind: "Layer", properties: p, content: list))
        let b = try CairoRenderer().render(tree)
        #expect(b.rgba(10, 50) == redToBlue(0) && b.rgba(48, 10) == redToBlue(0))
        #expect(b.rgba(51, 50) == redToBlue(1) && b.rgba(90, 90) == redToBlue(1))
    }
}
