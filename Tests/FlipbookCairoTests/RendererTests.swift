import Flipbook
import Foundation
import Testing

@testable import FlipbookCairo

/// Canvas checks, errors and determinism.
@Suite struct RendererTests {
    private func tree(width: CGFloat, height: CGFloat, scale: CGFloat) -> RenderTree {
        RenderTree(
            size: CGSize(width: width, height: height), scale: scale,
            root: RenderNode(kind: "Window", properties: LayerProperties()))
    }

    @Test(arguments: [
        (0.0, 10.0, 1.0), (-5, 10, 1), (10, 10, 0), (10, 10, -2), (.nan, 10, 1),
        (10, .infinity, 1), (10, 10, .nan),
    ])
    @MainActor
    func badCanvasIsAnInvalidCanvasError(width: Double, height: Double, scale: Double) throws {
        let renderer = CairoRenderer()
        #expect {
            try renderer.render(tree(width: width, height: height, scale: scale))
        } throws: { error in
            guard case .invalidCanvas = error as? RenderError else { return false }
            return "\(error)".contains("cannot render a canvas")
        }
    }

    @Test(arguments: [(20_000.0, 10.0, 1.0), (10_000, 10, 2), (10, 16_385, 1)])
    @MainActor
    func hugeCanvasIsRefused(width: Double, height: Double, scale: Double) throws {
        let renderer = CairoRenderer()
        let error = #expect(throws: RenderError.self) {
            try renderer.render(tree(width: width, height: height, scale: scale))
        }
        guard case .canvasTooLarge = error else {
            Issue.record("wrong error \(String(describing: error))")
            return
        }
        #expect("\(error!)".contains("16384 pixels a side"))
    }

    @Test @MainActor func canvasSizeRoundsUp() throws {
        let b = try CairoRenderer().render(tree(width: 10.2, height: 3, scale: 2))
        #expect(b.width == 21 && b.height == 6)
    }

    @MainActor
    private func showcase() -> RenderTree {
        let window = Window(size: CGSize(width: 240, height: 200), scale: 2)
        window.backgroundColor = Color(white: 0.95)
        let card = View(frame: CGRect(x: 20, y: 20, width: 120, height: 90))
        card.backgroundColor = .white
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 6
        card.alpha = 0.9
        let label = Label(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        label.text = "Flipbook"
        card.addSubview(label)
        let art = DrawingView(frame: CGRect(x: 10, y: 45, width: 100, height: 35)) { rect, ctx in
            ctx.fill(
                Path(roundedRect: rect, cornerRadius: 6),
                with: .linearGradient(Gradient(colors: [.orange, .purple]), start: .zero, end: CGPoint(x: 100, y: 0)))
        }
        card.addSubview(art)
        window.addSubview(card)
        let flip = View(frame: CGRect(x: 150, y: 60, width: 80, height: 120))
        flip.backgroundColor = Color(hex: 0x3366DD)
        flip.layer.borderWidth = 3
        flip.layer.borderColor = .white
        var t = Transform3D.identity
        t.m34 = -1.0 / 400
        flip.transform3D = t.rotated(by: -.pi / 4, x: 0, y: 1, z: 0)
        window.addSubview(flip)
        return window.renderTree()
    }

    @Test @MainActor func sameTreeGivesSameBytes() throws {
        let tree = showcase()
        try look(tree, "showcase")
        let renderer = CairoRenderer()
        let first = try renderer.render(tree)
        let second = try renderer.render(tree)
        #expect(first.pixels == second.pixels)
        #expect(first.pixels.contains { $0 != first.pixels[0] })
    }

    @Test func renderingOffTheMainActorInParallelGivesTheSameBytes() async throws {
        let tree = await showcase()
        let renderer = CairoRenderer()
        let reference = try renderer.render(tree)
        let results = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<4 { group.addTask { try renderer.render(tree) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 4)
        for r in results { #expect(r.pixels == reference.pixels) }
    }
}
