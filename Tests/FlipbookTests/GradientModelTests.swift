import Flipbook
import Foundation
import Testing

/// Gradient stops and layer gradient geometry, without drawing.
@Suite struct GradientModelTests {
    @Test func locationsFollowCoreAnimation() {
        let even = Gradient(colors: [.red, .green, .blue], locations: nil)
        #expect(even.stops.map(\.location) == [0, 0.5, 1])
        let given = Gradient(colors: [.red, .blue], locations: [0.2, 0.9])
        #expect(given.stops.map(\.location) == [0.2, 0.9])
        // Not one location per colour: spread evenly.
        #expect(Gradient(colors: [.red, .blue], locations: [0.3]).stops.map(\.location) == [0, 1])
    }

    @Test func colourBetweenStopsIsStraightAlpha() {
        let g = Gradient(stops: [.init(location: 0.2, color: .white), .init(location: 0.6, color: .clear)])
        #expect(g.color(at: 0) == .white && g.color(at: 1) == .clear)
        let mid = g.color(at: 0.4)
        #expect([mid.red, mid.green, mid.blue, mid.alpha].allSatisfy { abs($0 - 0.5) < 1e-9 }, "\(mid)")
        #expect(Gradient(stops: []).color(at: 0.5) == .clear)
    }

    @Test func resolvedStopsCutTheGradientAtZeroAndOne() {
        let g = Gradient(stops: [
            .init(location: -1, color: .black), .init(location: 1, color: .white),
            .init(location: 3, color: .black),
        ])
        let r = g.resolvedStops
        #expect(r.map(\.location) == [0, 1])
        #expect(r[0].color == Color(white: 0.5) && r[1].color == .white)
        // Unsorted stops are sorted stably; equal locations keep their order (a hard edge).
        let hard = Gradient(stops: [
            .init(location: 0.5, color: .blue), .init(location: 0, color: .red),
            .init(location: 0.5, color: .green),
        ])
        #expect(hard.resolvedStops.map(\.color) == [.red, .blue, .green])
        #expect(hard.color(at: 0.5) == .green && hard.color(at: 0.49).blue > 0.9)
    }

    @Test func kindsPaintInTheirGeometry() {
        let g = Gradient(colors: [.red, .blue])
        let bounds = CGRect(x: 10, y: 20, width: 200, height: 100)
        // Axis-aligned axial gradients are the points as given.
        #expect(
            LayerGradient(kind: .axial, gradient: g).paint(in: bounds)
                == .linearGradient(g, start: CGPoint(x: 110, y: 20), end: CGPoint(x: 110, y: 120)))
        // Radial: the ellipse with half-axes |dx| * width, |dy| * height.
        let radial = LayerGradient(
            type: .radial, colors: [.red, .blue], locations: nil,
            startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 0.75))
        #expect(
            radial.paint(in: bounds)
                == .ellipticalGradient(g, center: CGPoint(x: 110, y: 70), radii: CGSize(width: 100, height: 25)))
        var circle = radial
        circle.radius = 30
        #expect(
            circle.paint(in: bounds)
                == .radialGradient(
                    g, startCenter: CGPoint(x: 110, y: 70), startRadius: 0,
                    endCenter: CGPoint(x: 110, y: 70), endRadius: 30))
        circle.radialExtent = .inscribedCircle
        #expect(
            circle.paint(in: bounds)
                == .radialGradient(
                    g, startCenter: CGPoint(x: 110, y: 70), startRadius: 0,
                    endCenter: CGPoint(x: 110, y: 70), endRadius: 50))
        // Conic: in the unit square, towards endPoint, mapped onto the bounds.
        let conic = LayerGradient(
            type: .conic, colors: [.red, .blue], locations: nil,
            startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 0.5, y: 1))
        #expect(
            conic.paint(in: bounds)
                == .transformed(
                    .conicGradient(g, center: CGPoint(x: 0.5, y: 0.5), startAngle: .pi / 2),
                    CGAffineTransform(a: 200, b: 0, c: 0, d: 100, tx: 10, ty: 20)))
    }

    @Test func linearIsAxial() {
        #expect(LayerGradient.Kind.linear == .axial)
        #expect(LayerGradient.Kind.allCases.map(\.rawValue) == ["axial", "radial", "conic"])
        #expect(LayerGradient(kind: .linear, gradient: Gradient(colors: [.red, .blue])).kind == .axial)
    }
}
