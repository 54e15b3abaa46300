import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// The work of a frame is bounded by what is on screen, never exponential
/// in the nesting: measured in drawing steps, not seconds.
@MainActor
@Suite struct RenderWorkBudgetTests {
    /// `depth` views nested in one another, each with a shadow and no
    /// background (so each shadow's shape is its subtree), the innermost red.
    func nestedShadows(depth: Int) -> Window {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
        window.backgroundColor = .white
        var parent: View = window
        for _ in 0..<depth {
            let v = View(frame: CGRect(x: 1, y: 1, width: 190, height: 190))
            v.layer.shadowOpacity = 0.5
            v.layer.shadowRadius = 3
            parent.addSubview(v)
            parent = v
        }
        let leaf = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        leaf.backgroundColor = .red
        parent.addSubview(leaf)
        return window
    }

    @Test func nestedShadowsCostQuadraticallyAtMost() throws {
        let depth = 62
        let session = RenderSession()
        let surface = try CairoRenderer().renderSurface(nestedShadows(depth: depth).renderTree(), session: session)
        // Each of the n shadows draws its subtree once into its mask, and every node is drawn once: about n² / 2.
        let nodes = depth + 2
        #expect(session.elementsDrawn <= nodes * nodes, "\(session.elementsDrawn) element drawings for \(nodes) nodes")
        #expect(session.elementsDrawn >= nodes, "every node is drawn")
        // And the picture is right: the red leaf is there, and its shadow darkens the white around it.
        let bitmap = surface.bitmap()
        #expect(bitmap.rgba(62 + 20, 62 + 20) == [255, 0, 0, 255])
        let beside = bitmap.rgba(62 + 31, 62 + 20)
        #expect(
            beside[0] < 200 && beside[0] == beside[1] && beside[1] == beside[2],
            "grey shadows stack up beside the leaf: \(beside)")
    }
}
