import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// The three kinds of `CAGradientLayer` gradient (``LayerGradient``), drawn
/// by Cairo, checked pixel by pixel against Core Animation's geometry (see
/// LayerGradient.swift for the sources of each rule). Pixel (x, y) covers
/// (x, y)...(x + 1, y + 1), so its centre is (x + 0.5, y + 0.5).
@MainActor
@Suite struct GradientLayerRenderingTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// A layer of `size` points at the origin whose only drawing is `gradient`.
    func render(
        _ gradient: LayerGradient, size: CGSize = CGSize(width: 100, height: 100), scale: CGFloat = 1,
        cornerRadius: CGFloat = 0, look name: String
    ) throws -> Bitmap {
        var p = LayerProperties()
        p.bounds = CGRect(origin: .zero, size: size)
        p.position = CGPoint(x: size.width / 2, y: size.height / 2)
        p.cornerRadius = cornerRadius
        p.gradient = gradient
        let tree = RenderTree(size: size, scale: scale, root: RenderNode(kind: "GradientLayer", properties: p))
        try look(tree, name)
        return try CairoRenderer().render(tree)
    }

    /// Red to blue at fraction `t` (straight RGBA, 0...255).
    func redToBlue(_ t: Double) -> [Int] {
        let t = min(1, max(0, t))
        return [Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded()), 255]
    }

    func twoColours(_ kind: LayerGradient.Kind, start: CGPoint, end: CGPoint, locations: [Double]? = nil) -> LayerGradient {
        LayerGradient(type: kind, colors: [Self.red, Self.blue], locations: locations, startPoint: start, endPoint: end)
    }

    // MARK: Axial

    @Test func axialRunsFromStartPointToEndPoint() throws {
        // CAGradientLayer's defaults: (0.5, 0) to (0.5, 1), top to bottom.
        let b = try render(LayerGradient(gradient: Gradient(colors: [Self.red, Self.blue])), look: "gradient-axial")
        #expect(close(b.rgba(50, 0), redToBlue(0.005), 2), "top: \(b.rgba(50, 0))")
        #expect(close(b.rgba(50, 99), redToBlue(0.995), 2), "bottom: \(b.rgba(50, 99))")
        #expect(close(b.rgba(50, 50), redToBlue(0.505), 2), "centre: \(b.rgba(50, 50))")
        #expect(
            close(b.rgba(3, 25), redToBlue(0.255), 2) && close(b.rgba(97, 25), redToBlue(0.255), 2),
            "one colour along a row")
        #expect(LayerGradient.Kind.linear == .axial)
        #expect(
            LayerGradient(kind: .linear, gradient: Gradient(colors: [.red, .blue])).paint(
                in: CGRect(x: 0, y: 0, width: 100, height: 100))
                == .linearGradient(Gradient(colors: [.red, .blue]), start: CGPoint(x: 50, y: 0), end: CGPoint(x: 50, y: 100)))
    }

    /// Core Animation lays the axis out in the unit square and stretches the
    /// square onto the bounds: on a 200 x 100 layer, (0, 0) to (1, 1) has its
    /// middle colour on the diagonal from the top-right corner to the
    /// bottom-left one, not on the perpendicular through the centre (which
    /// would give 0.77 near the top-right corner).
    @Test func axialDiagonalIsPerpendicularInTheUnitSquare() throws {
        let g = twoColours(.axial, start: .zero, end: CGPoint(x: 1, y: 1))
        let b = try render(g, size: CGSize(width: 200, height: 100), look: "gradient-axial-diagonal")
        // t = (u.x + u.y) / 2 in unit coordinates.
        func expected(_ x: Int, _ y: Int) -> [Int] { redToBlue(((Double(x) + 0.5) / 200 + (Double(y) + 0.5) / 100) / 2) }
        for (x, y) in [(190, 5), (10, 95), (100, 50), (20, 10), (180, 90), (150, 20)] {
            #expect(close(b.rgba(x, y), expected(x, y), 2), "(\(x), \(y)): \(b.rgba(x, y)) for \(expected(x, y))")
        }
    }

    // MARK: Radial

    @Test(arguments: [1, 2])
    func radialFillsToTheMiddleOfEachEdge(scale: Int) throws {
        let g = twoColours(.radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1))
        let s = CGFloat(scale)
        let b = try render(g, scale: s, look: "gradient-radial-\(scale)x")
        // t = distance from the centre / 50 points.
        func at(_ x: Double, _ y: Double) -> [Int] { b.rgba(Int(x * Double(s)), Int(y * Double(s))) }
        func expected(_ x: Double, _ y: Double) -> [Int] {
            let h = 0.5 / Double(s)
            return redToBlue(hypot(x + h - 50, y + h - 50) / 50)
        }
        #expect(close(at(50, 50), expected(50, 50), 2) && at(50, 50)[0] >= 250, "centre: \(at(50, 50))")
        for (x, y) in [(99.5, 50.0), (0, 50), (50, 0), (50, 99.5)] {
            #expect(close(at(x, y), redToBlue(1), 3), "middle of an edge (\(x), \(y)): \(at(x, y))")
        }
        for (x, y) in [(75.0, 50.0), (50, 25), (30, 70), (60, 45)] {
            #expect(close(at(x, y), expected(x, y), 2), "(\(x), \(y)): \(at(x, y)) for \(expected(x, y))")
        }
        #expect(at(2, 2) == redToBlue(1), "corners are beyond the ellipse")
    }

    /// endPoint (1, 0.75) from (0.5, 0.5): half-axes 50 along x, 25 along y.
    @Test func radialEndPointStretchesTheEllipse() throws {
        let g = twoColours(.radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.75))
        let b = try render(g, look: "gradient-radial-ellipse")
        func expected(_ x: Int, _ y: Int) -> [Int] {
            redToBlue(hypot((Double(x) + 0.5 - 50) / 50, (Double(y) + 0.5 - 50) / 25))
        }
        #expect(close(b.rgba(50, 62), expected(50, 62), 2), "half way down: \(b.rgba(50, 62))")  // 0.5, a circle would give 0.25
        #expect(close(b.rgba(75, 50), expected(75, 50), 2), "half way right: \(b.rgba(75, 50))")
        #expect(b.rgba(50, 80) == redToBlue(1), "below the ellipse: \(b.rgba(50, 80))")
        #expect(close(b.rgba(80, 50), expected(80, 50), 2) && b.rgba(80, 50)[0] > 90, "inside along x: \(b.rgba(80, 50))")
        #expect(close(b.rgba(62, 40), expected(62, 40), 2), "\(b.rgba(62, 40)) for \(expected(62, 40))")
    }

    @Test func radialOnAWideLayerIsAnEllipseInPoints() throws {
        let g = twoColours(.radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1))
        let b = try render(g, size: CGSize(width: 200, height: 100), look: "gradient-radial-wide")
        #expect(close(b.rgba(150, 50), redToBlue(0.505), 2), "half way right: \(b.rgba(150, 50))")
        #expect(close(b.rgba(100, 75), redToBlue(0.51), 2), "half way down: \(b.rgba(100, 75))")
        #expect(close(b.rgba(199, 50), redToBlue(1), 3) && close(b.rgba(100, 99), redToBlue(1), 3))
    }

    @Test func flatRadialPaintsTheLastColour() throws {
        // Same y: a flat ellipse, nothing inside it.
        let g = twoColours(.radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5))
        let b = try render(g, look: "gradient-radial-flat")
        #expect(b.rgba(50, 50) == redToBlue(1) && b.rgba(10, 90) == redToBlue(1))
    }

    @Test func radialRadiusOverrideIsACircleInPoints() throws {
        var g = twoColours(.radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.75))
        g.radius = 20
        let b = try render(g, size: CGSize(width: 200, height: 100), look: "gradient-radial-radius")
        #expect(close(b.rgba(110, 50), redToBlue(10.5 / 20), 3) && close(b.rgba(100, 60), redToBlue(10.5 / 20), 3))
        #expect(b.rgba(125, 50) == redToBlue(1) && b.rgba(100, 75) == redToBlue(1))
        g.radialExtent = .inscribedCircle  // half the shorter side: 50
        let c = try render(g, size: CGSize(width: 200, height: 100), look: "gradient-radial-inscribed")
        #expect(close(c.rgba(125, 50), redToBlue(25.5 / 50), 3) && close(c.rgba(100, 75), redToBlue(25.5 / 50), 3))
    }

    // MARK: Conic

    /// The location of the unit point (x, y) of a conic gradient centred at
    /// (0.5, 0.5) whose first colour is at angle `start` (radians, +x towards +y).
    func conicLocation(_ x: Double, _ y: Double, start: Double = 0) -> Double {
        var a = atan2(y - 0.5, x - 0.5) - start
        a = a.truncatingRemainder(dividingBy: 2 * .pi)
        if a < 0 { a += 2 * .pi }
        return a / (2 * .pi)
    }

    @Test func conicStartsAtEndPointAndTurnsClockwise() throws {
        let g = twoColours(.conic, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5))
        let b = try render(g, look: "gradient-conic")
        #expect(close(b.rgba(90, 52), redToBlue(0.008), 3), "just clockwise of 3 o'clock: \(b.rgba(90, 52))")
        #expect(close(b.rgba(90, 47), redToBlue(0.988), 3), "just above 3 o'clock: \(b.rgba(90, 47))")
        #expect(close(b.rgba(10, 50), redToBlue(0.5), 3), "9 o'clock: \(b.rgba(10, 50))")
        #expect(close(b.rgba(50, 90), redToBlue(0.25), 3), "6 o'clock, a quarter turn clockwise: \(b.rgba(50, 90))")
        #expect(close(b.rgba(50, 10), redToBlue(0.75), 3), "12 o'clock: \(b.rgba(50, 10))")
    }

    /// Every pixel between 10 and 48 points from the centre, away from the
    /// seam, has the colour of its angle; the corners are covered too.
    @Test(arguments: [1, 2])
    func conicColoursFollowTheAngleEverywhere(scale: Int) throws {
        // Starting towards the bottom-right corner (45°): the seam is on that diagonal.
        let g = twoColours(.conic, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1))
        let b = try render(g, scale: CGFloat(scale), look: "gradient-conic-diagonal-\(scale)x")
        let n = 100 * scale
        var worst = 0
        var checked = 0
        var uncovered: [String] = []
        for py in 0..<n {
            for px in 0..<n {
                let x = (Double(px) + 0.5) / Double(n)
                let y = (Double(py) + 0.5) / Double(n)
                if b[px, py].a != 255 { uncovered.append("(\(px), \(py))") }
                let r = hypot(x - 0.5, y - 0.5)
                let l = conicLocation(x, y, start: .pi / 4)
                guard r >= 0.1, r <= 0.48, l > 0.01, l < 0.99 else { continue }
                let e = redToBlue(l)
                let got = b.rgba(px, py)
                worst = max(worst, abs(got[0] - e[0]), abs(got[2] - e[2]))
                checked += 1
            }
        }
        #expect(uncovered.count == 0, "\(uncovered.count) pixels not covered, first \(uncovered.prefix(3))")
        #expect(checked > 5000 * scale * scale)
        #expect(worst <= 4, "largest difference from the angle's colour: \(worst)")
    }

    @Test func conicOnAWideLayerSweepsTheUnitSquare() throws {
        // 3 o'clock start on a 200 x 100 layer: the diagonal to the bottom-right
        // corner is 45° in the unit square, so it has location 1/8.
        let g = twoColours(.conic, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5))
        let b = try render(g, size: CGSize(width: 200, height: 100), look: "gradient-conic-wide")
        #expect(close(b.rgba(150, 75), redToBlue(conicLocation(150.5 / 200, 75.5 / 100)), 3), "\(b.rgba(150, 75))")
        #expect(close(b.rgba(150, 75), redToBlue(0.125), 4))
        #expect(close(b.rgba(40, 30), redToBlue(conicLocation(40.5 / 200, 30.5 / 100)), 3), "\(b.rgba(40, 30))")
    }

    // MARK: Locations

    @Test func locationsShiftTheStops() throws {
        let axial = try render(
            twoColours(.axial, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1), locations: [0.25, 0.75]),
            look: "gradient-axial-locations")
        #expect(axial.rgba(50, 10) == redToBlue(0), "before the first location, the first colour: \(axial.rgba(50, 10))")
        #expect(axial.rgba(50, 90) == redToBlue(1), "after the last, the last: \(axial.rgba(50, 90))")
        #expect(close(axial.rgba(50, 37), redToBlue((37.5 - 25) / 50), 2), "\(axial.rgba(50, 37))")
        #expect(close(axial.rgba(50, 50), redToBlue(0.51), 2), "\(axial.rgba(50, 50))")

        let conic = try render(
            twoColours(.conic, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5), locations: [0.25, 0.75]),
            look: "gradient-conic-locations")
        #expect(conic.rgba(80, 60) == redToBlue(0), "first quarter turn is red: \(conic.rgba(80, 60))")
        #expect(conic.rgba(80, 40) == redToBlue(1), "last quarter turn is blue: \(conic.rgba(80, 40))")
        #expect(close(conic.rgba(10, 50), redToBlue(0.5), 3), "9 o'clock: \(conic.rgba(10, 50))")
        #expect(close(conic.rgba(20, 80), redToBlue(0.25), 4), "7:30: \(conic.rgba(20, 80))")

        // A location outside 0...1 shifts the gradient instead of being clamped:
        // -1 and 1 put the middle colour at 0.
        let outside = try render(
            twoColours(.axial, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1), locations: [-1, 1]),
            look: "gradient-axial-outside")
        #expect(close(outside.rgba(50, 0), redToBlue(0.5025), 2), "\(outside.rgba(50, 0))")
        #expect(close(outside.rgba(50, 50), redToBlue(0.7525), 2), "\(outside.rgba(50, 50))")
    }

    // MARK: Colours

    /// White to transparent black is a half-transparent grey half way, as in
    /// Core Animation: straight colours are interpolated, not premultiplied ones
    /// (premultiplied, half way would be half-transparent white).
    @Test(arguments: [LayerGradient.Kind.axial, .conic])
    func transparentStopsMixStraightColours(kind: LayerGradient.Kind) throws {
        let g = LayerGradient(
            type: kind, colors: [.white, .clear], locations: nil,
            startPoint: kind == .axial ? CGPoint(x: 0, y: 0.5) : CGPoint(x: 0.5, y: 0.5),
            endPoint: CGPoint(x: 1, y: 0.5))
        let b = try render(g, look: "gradient-straight-\(kind)")
        // Axial: x = 49.5..50.5 is t = 0.5; conic: 9 o'clock.
        let p = kind == .axial ? b.rgba(50, 50) : b.rgba(10, 50)
        #expect(close(p, [127, 127, 127, 127], 3), "half way: \(p)")
    }

    /// The gradient fills the layer's rounded shape; the conic mesh covers it
    /// with no gap at any scale.
    @Test func roundedCornersShapeEveryKind() throws {
        for kind in LayerGradient.Kind.allCases {
            let g = twoColours(kind, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1))
            let b = try render(g, scale: 3, cornerRadius: 30, look: "gradient-rounded-\(kind)")
            #expect(b[2, 2].a == 0, "\(kind): outside the corner")
            #expect(b[150, 150].a == 255 && b[299, 150].a == 255 && b[150, 0].a == 255, "\(kind): inside")
        }
    }
}

/// Conic and transformed paints in a view's drawing (display lists).
@MainActor
@Suite struct ConicPaintTests {
    @Test func conicFillsAndPaintsTheClipCompletely() throws {
        let window = Window(size: CGSize(width: 120, height: 80), scale: 2)
        let g = Gradient(colors: [.red, .green, .blue, .red])
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 120, height: 80)) { _, ctx in
            ctx.fill(
                Path(rect: CGRect(x: 5, y: 5, width: 50, height: 70)),
                with: .conicGradient(g, center: CGPoint(x: 30, y: 40), startAngle: -.pi / 2))
            ctx.clip(to: CGRect(x: 65, y: 5, width: 50, height: 70))
            ctx.fill(Path(rect: CGRect(x: 0, y: 0, width: 0, height: 0)), with: .color(.clear))
        }
        let w = DrawingView(frame: CGRect(x: 0, y: 0, width: 120, height: 80)) { _, ctx in
            ctx.clip(to: CGRect(x: 65, y: 5, width: 50, height: 70))
            ctx.drawConicGradient(g, center: CGPoint(x: 1000, y: 40), angle: 0)
        }
        window.addSubview(v)
        window.addSubview(w)
        let b = try render(window, look: "conic-display-list")
        var uncovered: [String] = []
        for y in 10..<150 {
            for x in Array(10..<110) + Array(130..<230) where b[x, y].a != 255 { uncovered.append("(\(x), \(y))") }
        }
        #expect(
            uncovered.count == 0,
            "\(uncovered.count) pixels of the fill (left) and the clip (right) not covered, first \(uncovered.prefix(3))")
        // Start at 12 o'clock: just right of it red, straight below green+blue half way (location 0.5).
        #expect(close(b.rgba(62, 30), [255, 0, 0, 255], 12), "\(b.rgba(62, 30))")
        #expect(close(b.rgba(60, 130), [0, 128, 128, 255], 4), "\(b.rgba(60, 130))")
        // Far to the right, the clip sees a thin wedge around 9 o'clock: location 0.5.
        #expect(close(b.rgba(180, 80), [0, 128, 128, 255], 4), "\(b.rgba(180, 80))")
    }

    @Test func paintsThatCannotBeDrawnDrawNothing() throws {
        let window = Window(size: CGSize(width: 40, height: 40), scale: 1)
        let g = Gradient(colors: [.red, .blue])
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) { rect, ctx in
            ctx.fill(Path(rect: rect), with: .transformed(.color(.red), CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1)))
            ctx.fill(Path(rect: rect), with: .conicGradient(g, center: CGPoint(x: CGFloat.nan, y: 0), startAngle: 0))
            ctx.fill(Path(rect: rect), with: .conicGradient(g, center: .zero, startAngle: .infinity))
            ctx.fill(Path(rect: rect), with: .conicGradient(Gradient(stops: []), center: .zero, startAngle: 0))
            ctx.fill(
                Path(rect: rect),
                with: .transformed(
                    .conicGradient(g, center: .zero, startAngle: 0),
                    CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
        }
        window.addSubview(v)
        let b = try render(window)
        #expect(b.rgba(20, 20) == [0, 0, 0, 0])
    }

    @Test func ellipticalGradientIsARadialGradientThroughAScale() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { rect, ctx in
            ctx.fill(
                Path(rect: rect),
                with: .ellipticalGradient(
                    Gradient(colors: [.white, .black]),
                    center: CGPoint(x: 50, y: 50), radii: CGSize(width: 40, height: 20)))
        }
        window.addSubview(v)
        let b = try render(window, look: "elliptical")
        func grey(_ t: Double) -> [Int] {
            let v = Int((255 * (1 - t)).rounded())
            return [v, v, v, 255]
        }
        #expect(close(b.rgba(70, 50), grey(hypot(20.5 / 40, 0.5 / 20)), 2), "\(b.rgba(70, 50))")
        #expect(close(b.rgba(50, 60), grey(hypot(0.5 / 40, 10.5 / 20)), 2), "\(b.rgba(50, 60))")
        #expect(b.rgba(50, 75) == [0, 0, 0, 255] && b.rgba(91, 50) == [0, 0, 0, 255])
        #expect(
            Paint.ellipticalGradient(Gradient(colors: [.white, .black]), center: .zero, radii: CGSize(width: 0, height: 5))
                == .color(.black))
    }
}
