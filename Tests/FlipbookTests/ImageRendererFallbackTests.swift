import Foundation
import Testing

@testable import Flipbook

/// Image rendering without a rasterizer (a program without FlipbookCairo,
/// or a renderer whose rasterizer was taken away): images of the right size,
/// transparent, and one diagnostic per renderer.
@MainActor
@Suite struct ImageRendererFallbackTests {
    @Test func withoutARasterizerImagesAreTransparentAndReportedOnce() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        view.backgroundColor = .red
        var images: [Image] = []
        let diagnostics = Diagnostics.collect {
            let renderer = ImageRenderer(size: CGSize(width: 10, height: 5), format: ImageRendererFormat(scale: 2))
            renderer.rasterizer = nil
            images.append(renderer.image { view.layer.render(in: $0.cgContext) })
            images.append(renderer.image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) })
        }
        #expect(diagnostics.map(\.code) == ["imageRenderer.noRasterizer"])
        for image in images {
            #expect(image.scale == 2 && image.bitmap.width == 20 && image.bitmap.height == 10)
            #expect(image.bitmap.pixels.allSatisfy { $0 == 0 })
        }
    }

    @Test func badSizesAndScalesAreReportedNotFatal() {
        let diagnostics = Diagnostics.collect {
            let a = ImageRenderer(size: CGSize(width: -1, height: 5)).image { _ in }
            #expect(a.bitmap.width == 0 && a.bitmap.height == 0)
            let b = ImageRenderer(size: CGSize(width: 3, height: 2), format: ImageRendererFormat(scale: .nan)).image { _ in }
            #expect(b.scale == 1 && b.bitmap.width == 3)
            let c = ImageRenderer(size: CGSize(width: 100_000, height: 100_000), format: ImageRendererFormat(scale: 1)).image {
                _ in
            }
            #expect(c.bitmap.width == 0)
        }
        #expect(
            diagnostics.map(\.code).filter { $0 != "imageRenderer.noRasterizer" }
                == ["imageRenderer.badSize", "imageRenderer.badScale", "imageRenderer.tooLarge"])
    }

    @Test func layerRenderRecordsOneLayerCommandInItsOwnBoundsSpace() throws {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 6)
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.position = CGPoint(x: 100, y: 100)
        layer.transform = Transform3D(scaleX: 3, y: 3, z: 1)
        layer.opacity = 0.25
        let ctx: CGContext = GraphicsContext()
        layer.render(in: ctx)
        guard case .layer(let node)? = ctx.displayList.commands.first else {
            Issue.record("no layer command: \(ctx.displayList.commands)")
            return
        }
        #expect(ctx.displayList.commands.count == 1)
        #expect(node.properties.localToParent == .identity)
        #expect(node.properties.opacity == 1)
        // The model is untouched.
        #expect(layer.position == CGPoint(x: 100, y: 100) && layer.opacity == 0.25)
        // image.cgImage is the image, so `layer.contents = image.cgImage` ports.
        let image = Image(bitmap: Bitmap(width: 2, height: 2, fill: (1, 2, 3, 255)))
        layer.contents = image.cgImage
        #expect(layer.contents as? Image == image)
    }
}
