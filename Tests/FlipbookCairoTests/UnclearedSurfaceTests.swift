import Flipbook
import Foundation
import Testing

@testable import FlipbookCairo

/// A frame whose root layer paints every pixel opaque is drawn on memory that
/// is not cleared first (``CairoRenderer/rootPaintsEveryPixel(_:width:height:)``):
/// only such a root may skip the clear, and what the memory held never shows.
@Suite struct UnclearedSurfaceTests {
    /// A layer of `size` points whose frame starts at the origin.
    private func layer(_ size: CGSize, background: Color? = .white) -> LayerProperties {
        var p = LayerProperties()
        p.bounds = CGRect(origin: .zero, size: size)
        p.position = CGPoint(x: size.width / 2, y: size.height / 2)
        p.backgroundColor = background
        return p
    }

    /// A canvas of `width` x `height` points with a root of `root` and a red 10 x 10 box at (5, 5).
    private func tree(width: CGFloat, height: CGFloat, scale: CGFloat, root edit: (inout LayerProperties) -> Void = { _ in })
        -> RenderTree
    {
        var root = layer(CGSize(width: width, height: height))
        edit(&root)
        var box = layer(CGSize(width: 10, height: 10), background: .red)
        box.position = CGPoint(x: 10, y: 10)
        return RenderTree(
            size: CGSize(width: width, height: height), scale: scale,
            root: RenderNode(kind: "Window", properties: root, children: [RenderNode(kind: "layer", properties: box)]))
    }

    private func qualifies(_ tree: RenderTree) throws -> Bool {
        let (width, height) = try CairoRenderer.pixelSize(of: tree)
        return CairoRenderer.rootPaintsEveryPixel(tree, width: width, height: height)
    }

    @Test func anOpaqueUntransformedRootOverTheWholeCanvasSkipsTheClear() throws {
        #expect(try qualifies(tree(width: 200, height: 100, scale: 2)))
        #expect(try qualifies(tree(width: 375, height: 667, scale: 3)))
        // A bounds origin shifts what the layer draws inside it, not where its bounds land: still the canvas exactly.
        #expect(try qualifies(tree(width: 200, height: 100, scale: 2) { $0.bounds.origin = CGPoint(x: 10, y: 5) }))
        // A radius on no corner leaves the corners square.
        #expect(
            try qualifies(
                tree(width: 200, height: 100, scale: 2) {
                    $0.cornerRadius = 8
                    $0.maskedCorners = []
                }))
    }

    @Test func anyRootThatLeavesAPixelUnpaintedOrNotOpaqueKeepsTheClear() throws {
        // 100.25 pt at 2x is 200.5 px: the canvas is 201 px wide and its last column is half covered.
        #expect(try !qualifies(tree(width: 100.25, height: 50, scale: 2)))
        #expect(try !qualifies(tree(width: 200, height: 100, scale: 2) { $0.backgroundColor = Color(white: 1, alpha: 0.5) }))
        #expect(try !qualifies(tree(width: 200, height: 100, scale: 2) { $0.backgroundColor = nil }))
        #expect(try !qualifies(tree(width: 200, height: 100, scale: 2) { $0.opacity = 0.99 }))
        #expect(try !qualifies(tree(width: 200, height: 100, scale: 2) { $0.isHidden = true }))
        #expect(try !qualifies(tree(width: 200, height: 100, scale: 2) { $0.cornerRadius = 8 }))
        #expect(try !qualifies(tree(width: 200, height: 100, scale: 2) { $0.position.x += 0.5 }))
        #expect(try !qualifies(tree(width: 200, height: 100, scale: 2) { $0.backdropBlurRadius = 4 }))
        #expect(try !qualifies(tree(width: 200, height: 100, scale: 2) { $0.transform = Transform3D(scaleX: 0.5, y: 1, z: 1) }))
        #expect(
            try !qualifies(
                tree(width: 200, height: 100, scale: 2) {
                    $0.shadowOpacity = 1
                    $0.shadowColor = .black
                }))
    }

    /// Memory full of a pattern is freed just before each drawing, so a surface
    /// that is not cleared most likely reuses it: the pictures must still be
    /// exactly the background and the box.
    @Test @MainActor func whatTheMemoryHeldNeverShows() throws {
        let scene = tree(width: 200, height: 100, scale: 2)
        #expect(try qualifies(scene))
        let renderer = CairoRenderer()
        for round in 0..<6 {
            for _ in 0..<4 {
                let garbage = UnsafeMutableRawPointer.allocate(byteCount: 400 * 200 * 4, alignment: 64)
                garbage.initializeMemory(as: UInt8.self, repeating: UInt8(0x5A &+ round), count: 400 * 200 * 4)
                garbage.deallocate()
            }
            let picture = try renderer.render(scene)
            #expect(picture.width == 400 && picture.height == 200)
            var wrong = 0
            for y in 0..<picture.height {
                for x in 0..<picture.width {
                    let inBox = (10..<30).contains(x) && (10..<30).contains(y)
                    let p = picture[x, y]
                    let expected: (UInt8, UInt8, UInt8) = inBox ? (255, 0, 0) : (255, 255, 255)
                    if (p.r, p.g, p.b) != expected || p.a != 255 { wrong += 1 }
                }
            }
            #expect(wrong == 0, "round \(round): \(wrong) pixels are neither the background nor the box")
        }
    }
}
