import CCairo
import Flipbook
@testable import FlipbookCairo
import Foundation

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

extension Bitmap {
    /// The pixel as an array, for `#expect` messages.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = self[x, y]
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// The bounding box (in pixels) of the pixels for which `test` holds, nil when none.
    func box(where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where test(self[x, y]) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }
}

/// True when every channel of `a` is within `tolerance` of `b`.
func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
