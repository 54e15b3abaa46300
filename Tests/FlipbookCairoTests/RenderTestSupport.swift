import CCairo
import Flipbook
import Foundation

@testable import FlipbookCairo

/// Renders a window's current tree with the Cairo renderer.
@MainActor
func render(_ window: Window, look name: String? = nil) throws -> Bitmap {
    let renderer = CairoRenderer()
    let tree = window.renderTree()
    if let name { try look(tree, name) }
    return try renderer.render(tree)
}

/// When `FLIPBOOK_RENDER_LOOK` names a folder, writes the tree's picture
/// there as `name.png` (with Cairo's own PNG writer) so a person can look at it.
func look(_ tree: RenderTree, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_LOOK"] else { return }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let surface = try CairoRenderer.renderSurfaceForTests(tree)
    try surface.writeDebugPNG(to: folder + "/" + name + ".png")
}

extension CairoRenderer {
    static func renderSurfaceForTests(_ tree: RenderTree) throws -> CairoImageSurface {
        try MainActor.assumeIsolated { CairoRenderer() }.renderSurface(tree)
    }
}

/// A view that draws whatever its closure records.
@MainActor
final class DrawingView: View {
    let drawing: (CGRect, GraphicsContext) -> Void
    init(frame: CGRect, drawing: @escaping (CGRect, GraphicsContext) -> Void) {
        self.drawing = drawing
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }
    override func draw(_ rect: CGRect, in context: GraphicsContext) { drawing(rect, context) }
}

/// True when every channel of `a` is within `tolerance` of `b`.
func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
