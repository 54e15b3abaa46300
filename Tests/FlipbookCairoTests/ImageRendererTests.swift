import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// Image rendering as UIKit offers it (`UIGraphicsImageRenderer`,
/// `CALayer.render(in:)`, `UIView.drawHierarchy`, `UIGraphicsBeginImageContextWithOptions`),
/// rasterized by the Cairo renderer.
@MainActor
@Suite struct ImageRendererTests {

    /// A 40 x 30 white view with a 20 x 10 red subview at (10, 5), itself
    /// placed at (30, 40) in nothing.
    private func card() -> (view: View, red: View) {
        let view = View(frame: CGRect(x: 30, y: 40, width: 40, height: 30))
        view.backgroundColor = .white
        let red = View(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        red.backgroundColor = .red
        view.addSubview(red)
        return (view, red)
    }

    private func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255
    }

    /// Shows `image` in a window (for FLIPBOOK_RENDER_LOOK) and returns the window's pixels.
    private func shown(_ image: Image, look name: String) throws -> Bitmap {
        let window = Window(size: image.size, scale: image.scale)
        window.addSubview(ImageView(image: image))
        return try render(window, look: name)
    }

    @Test func aViewTreeRendersIntoAnImageAtScaleTwo() throws {
        let (view, _) = card()
        let format = ImageRendererFormat(scale: 2)
        let renderer = ImageRenderer(size: view.bounds.size, format: format)
        let image = renderer.image { context in view.layer.render(in: context.cgContext) }
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 40, height: 30))
        #expect(image.bitmap.width == 80 && image.bitmap.height == 60)
        let b = image.bitmap
        let box = b.box(where: isRed)
        #expect(box?.minX == 20 && box?.minY == 10 && box?.maxX == 59 && box?.maxY == 29, "red box \(String(describing: box))")
        #expect(b.rgba(0, 0) == [255, 255, 255, 255])
        #expect(b.rgba(79, 59) == [255, 255, 255, 255])
        #expect(b.rgba(19, 20) == [255, 255, 255, 255])
        // Shown again in a window at the same scale, the picture is the same pixels.
        #expect(try shown(image, look: "image-renderer-card") == b)
        // The pixel size is the size times the scale, rounded up.
        let odd = ImageRenderer(size: CGSize(width: 10.3, height: 5), format: format).image { _ in }
        #expect(odd.bitmap.width == 21 && odd.bitmap.height == 10 && odd.scale == 2)
        #expect(odd.bitmap.pixels.allSatisfy { $0 == 0 })
        // An opaque format starts black where nothing is drawn.
        let opaque = ImageRenderer(size: CGSize(width: 4, height: 4), format: ImageRendererFormat(scale: 1, opaque: true))
            .image {
                $0.cgContext.setFillColor(.blue)
                $0.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            }
        #expect(opaque.bitmap.rgba(0, 0) == [0, 0, 255, 255] && opaque.bitmap.rgba(3, 3) == [0, 0, 0, 255])
    }

    @Test func theDefaultScaleIsTheActiveWindowsScale() {
        let window = Window(size: CGSize(width: 10, height: 10), scale: 3)
        #expect(ImageRendererFormat.default().scale == 3)
        #expect(ImageRendererFormat.preferred().scale == 3)
        #expect(ImageRendererFormat().opaque == false)
        let image = ImageRenderer(size: CGSize(width: 5, height: 2)).image { _ in }
        #expect(image.scale == 3 && image.bitmap.width == 15 && image.bitmap.height == 6)
        let other = Window(size: CGSize(width: 10, height: 10), scale: 1)
        #expect(ImageRendererFormat.default().scale == 1)
        withExtendedLifetime((window, other)) {}
    }

    @Test func renderInContextIgnoresTheLayersPositionTransformAndOpacity() throws {
        let (view, red) = card()
        let plain = ImageRenderer(size: view.bounds.size, format: ImageRendererFormat(scale: 1))
            .image { view.layer.render(in: $0.cgContext) }
        // Placed far away, rotated, scaled and half transparent: the same picture.
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
        window.addSubview(view)
        view.center = CGPoint(x: 150, y: 120)
        view.transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5)
        view.alpha = 0.5
        let moved = ImageRenderer(size: view.bounds.size, format: ImageRendererFormat(scale: 1))
            .image { view.layer.render(in: $0.cgContext) }
        #expect(moved.bitmap == plain.bitmap)
        #expect(moved.bitmap.rgba(0, 0) == [255, 255, 255, 255])
        #expect(moved.bitmap.rgba(15, 10) == [255, 0, 0, 255])
        // A sublayer's own transform still applies: the red view turned a half turn
        // about its centre covers the same pixels, a quarter turn other ones.
        red.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = ImageRenderer(size: view.bounds.size, format: ImageRendererFormat(scale: 1))
            .image { view.layer.render(in: $0.cgContext) }
        let box = turned.bitmap.box(where: isRed)
        #expect(box?.minX == 15 && box?.maxX == 24 && box?.minY == 0 && box?.maxY == 19, "turned box \(String(describing: box))")
        // A standalone layer with a far position and a scale fills its own bounds exactly.
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 6)
        layer.position = CGPoint(x: 100, y: 100)
        layer.transform = Transform3D(scaleX: 3, y: 3, z: 1)
        layer.backgroundColor = .green
        let g = ImageRenderer(size: CGSize(width: 10, height: 6), format: ImageRendererFormat(scale: 1))
            .image { layer.render(in: $0.cgContext) }
        #expect(g.bitmap.rgba(0, 0) == [0, 255, 0, 255] && g.bitmap.rgba(7, 5) == [0, 255, 0, 255])
        #expect(g.bitmap.rgba(8, 0) == [0, 0, 0, 0])
        // The current space applies: translated by (2, 1).
        let shifted = ImageRenderer(size: CGSize(width: 10, height: 6), format: ImageRendererFormat(scale: 1))
            .image {
                $0.cgContext.translateBy(x: 2, y: 1)
                layer.render(in: $0.cgContext)
            }
        #expect(shifted.bitmap.rgba(1, 0) == [0, 0, 0, 0] && shifted.bitmap.rgba(2, 1) == [0, 255, 0, 255])
        #expect(shifted.bitmap.rgba(9, 5) == [0, 255, 0, 255])
    }

    /// A view that lays its red subview out in `layoutSubviews`.
    private final class LayingOutView: View {
        let red = View()
        override init(frame: CGRect) {
            super.init(frame: frame)
            red.backgroundColor = .red
            addSubview(red)
        }

        required init?(coder: NSCoder) { return nil }
        override func layoutSubviews() {
            red.frame = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height / 2)
        }
    }

    @Test func drawHierarchyScalesTheViewIntoTheRect() throws {
        let view = LayingOutView(frame: CGRect(x: 5, y: 5, width: 40, height: 20))
        view.backgroundColor = .white
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) == false)  // no current context
        let half = CGSize(width: 20, height: 10)
        var drew = false
        let image = ImageRenderer(size: half, format: ImageRendererFormat(scale: 2)).image { _ in
            drew = view.drawHierarchy(in: CGRect(origin: .zero, size: half), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(image.bitmap.width == 40 && image.bitmap.height == 20)
        // Laid out first: the red quarter at the top right, halved.
        let box = image.bitmap.box(where: isRed)
        #expect(box?.minX == 20 && box?.minY == 0 && box?.maxX == 39 && box?.maxY == 9, "red box \(String(describing: box))")
        #expect(image.bitmap.rgba(19, 15) == [255, 255, 255, 255])
        // Into a rect inside a larger canvas: only that rect is painted.
        let placed = ImageRenderer(size: CGSize(width: 60, height: 40), format: ImageRendererFormat(scale: 1)).image { _ in
            view.drawHierarchy(in: CGRect(x: 10, y: 20, width: 20, height: 10), afterScreenUpdates: false)
        }
        #expect(placed.bitmap.box(where: { $0.a > 0 }).map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [10, 20, 29, 29])
        #expect(placed.bitmap.rgba(25, 22) == [255, 0, 0, 255] && placed.bitmap.rgba(15, 22) == [255, 255, 255, 255])
        _ = try shown(image, look: "image-renderer-draw-hierarchy-half")
        // A hidden view draws nothing and still answers true.
        view.isHidden = true
        var hiddenDrew = false
        let none = ImageRenderer(size: half, format: ImageRendererFormat(scale: 1)).image { _ in
            hiddenDrew = view.drawHierarchy(in: CGRect(origin: .zero, size: half), afterScreenUpdates: false)
        }
        #expect(hiddenDrew && none.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func aSnapshotImageInAWindowMatchesTheViewExactly() throws {
        let window = Window(size: CGSize(width: 120, height: 90), scale: 1)
        window.backgroundColor = Color(hex: 0xEEEEEE)
        let view = View(frame: CGRect(x: 12, y: 9, width: 80, height: 60))
        view.backgroundColor = .white
        let badge = View(frame: CGRect(x: 6, y: 6, width: 30, height: 30))
        badge.backgroundColor = .blue
        badge.layer.cornerRadius = 9
        badge.transform = CGAffineTransform(rotationAngle: 0.3)
        view.addSubview(badge)
        let label = Label(frame: CGRect(x: 40, y: 30, width: 40, height: 24))
        label.text = "Hi"
        label.textColor = .red
        view.addSubview(label)
        window.addSubview(view)
        window.tick()
        let original = try render(window, look: "image-renderer-original")

        // The transition idiom: render the view, hide it, show the image where it was.
        let renderer = ImageRenderer(size: view.bounds.size, format: ImageRendererFormat(scale: 1))
        let image = renderer.image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
        let imageView = ImageView(image: image)
        imageView.frame = view.frame
        view.isHidden = true
        window.addSubview(imageView)
        let snapshot = try render(window, look: "image-renderer-snapshot")
        #expect(snapshot == original, "snapshot differs in \(differing(snapshot, original)) pixels")
        // The antialiased badge and the text make it a real test: not just flat colours.
        #expect(Set((0..<original.height).flatMap { y in (0..<original.width).map { original.rgba($0, y) } }).count > 8)

        // The same through the layer: `layer.contents = image.cgImage`.
        imageView.removeFromSuperview()
        let plain = View(frame: view.frame)
        plain.layer.contents = image.cgImage
        window.addSubview(plain)
        #expect(try render(window) == original)
    }

    private func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return -1 }
        return zip(a.pixels, b.pixels).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset / 4 }
            .reduce(into: Set<Int>()) { $0.insert($1) }.count
    }

    @Test func beginImageContextRoundTrip() throws {
        // Leave no context behind for other tests, even when a #require stops this one.
        defer { while GraphicsGetCurrentContext() != nil { GraphicsEndImageContext() } }
        #expect(GraphicsGetCurrentContext() == nil)
        #expect(GraphicsGetImageFromCurrentImageContext() == nil)
        GraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 8), false, 2)
        let ctx = try #require(GraphicsGetCurrentContext())
        Color.red.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 8))
        ctx.setFillColor(.blue)
        ctx.fill(CGRect(x: 5, y: 0, width: 5, height: 4))
        let image = try #require(GraphicsGetImageFromCurrentImageContext())
        GraphicsEndImageContext()
        #expect(GraphicsGetCurrentContext() == nil)
        #expect(image.scale == 2 && image.size == CGSize(width: 10, height: 8))
        #expect(image.bitmap.width == 20 && image.bitmap.height == 16)
        #expect(image.bitmap.rgba(9, 15) == [255, 0, 0, 255])
        #expect(image.bitmap.rgba(10, 0) == [0, 0, 255, 255])
        #expect(image.bitmap.rgba(19, 7) == [0, 0, 255, 255])
        #expect(image.bitmap.rgba(10, 8) == [0, 0, 0, 0])
        // Scale 0 is the active window's; opaque starts black.
        let window = Window(size: CGSize(width: 10, height: 10), scale: 3)
        defer { withExtendedLifetime(window) {} }
        GraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 0)
        let black = try #require(GraphicsGetImageFromCurrentImageContext())
        GraphicsEndImageContext()
        #expect(black.scale == 3 && black.bitmap.width == 6 && black.bitmap.rgba(5, 5) == [0, 0, 0, 255])
        // Contexts nest; drawHierarchy draws into the innermost.
        let (view, _) = card()
        GraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
        GraphicsBeginImageContextWithOptions(view.bounds.size, false, 1)
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
        let inner = try #require(GraphicsGetImageFromCurrentImageContext())
        GraphicsEndImageContext()
        let outer = try #require(GraphicsGetImageFromCurrentImageContext())
        GraphicsEndImageContext()
        #expect(inner.bitmap.rgba(15, 10) == [255, 0, 0, 255] && inner.bitmap.width == 40)
        #expect(outer.bitmap.width == 1 && outer.bitmap.rgba(0, 0) == [0, 0, 0, 0])
        #expect(GraphicsGetCurrentContext() == nil)
    }

    @Test func rendererContextFillStrokeClipBoundsAndCurrentImage() throws {
        let format = ImageRendererFormat(scale: 1)
        // bounds with an origin: the point (100, 50) is the image's top left.
        let renderer = ImageRenderer(bounds: CGRect(x: 100, y: 50, width: 10, height: 10), format: format)
        var midway: Image?
        let image = renderer.image { context in
            #expect(GraphicsGetCurrentContext() === context.cgContext)
            Color.green.setFill()
            context.fill(CGRect(x: 100, y: 50, width: 10, height: 10))
            midway = context.currentImage
            context.clip(to: CGRect(x: 100, y: 50, width: 5, height: 10))
            Color.red.set()
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 100, y: 50, width: 10, height: 10))
        }
        #expect(GraphicsGetCurrentContext() == nil)
        let b = image.bitmap
        #expect(b.rgba(0, 0) == [255, 0, 0, 255] && b.rgba(1, 5) == [255, 0, 0, 255])  // the frame's inside edge
        #expect(b.rgba(2, 5) == [0, 255, 0, 255])
        #expect(b.rgba(9, 0) == [0, 255, 0, 255])  // clipped away
        #expect(midway?.bitmap.rgba(0, 0) == [0, 255, 0, 255] && midway?.bitmap.rgba(9, 9) == [0, 255, 0, 255])
    }

    @Test func aLayerDrawnInAViewsContentIsPartOfTheFrame() throws {
        let window = Window(size: CGSize(width: 40, height: 40), scale: 2)
        window.backgroundColor = .white
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = .red
        let child = Layer()
        child.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
        child.backgroundColor = .blue
        layer.addSublayer(child)
        // Drawn at half opacity as a group: the blue child covers the red, not a mix of both.
        let host = DrawingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)) { _, ctx in
            ctx.translateBy(x: 15, y: 15)  // partly outside the host's bounds
            layer.render(in: ctx)
        }
        host.backgroundColor = .yellow  // two elements: the host is drawn as a group, clipped to its extent
        host.alpha = 0.5
        window.addSubview(host)
        let b = try render(window, look: "image-renderer-layer-command")
        #expect(b.rgba(10, 10) == [255, 255, 255, 255])
        #expect(close(b.rgba(30, 30), [255, 255, 128, 255]))  // the host's background
        #expect(close(b.rgba(55, 55), [255, 128, 128, 255]))  // the layer
        #expect(close(b.rgba(65, 65), [128, 128, 255, 255]))  // its sublayer, outside the host's bounds
        #expect(b.rgba(72, 72) == [255, 255, 255, 255])
        // The trace names the drawn subtree.
        let trace = FilmTrace.text(for: window.renderTree())
        #expect(trace.contains("layer Layer 2 nodes"), "\(trace)")
    }
}
