import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// The layer tree drawn: standalone sublayers, their order with subviews,
/// masks, sublayer perspective, double-sidedness and contents images.
@MainActor
@Suite struct LayerTreeRenderingTests {
    private func solid(_ frame: CGRect, _ color: Color) -> Layer {
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    @Test func standaloneSublayersAreDrawnInOrderWithSubviews() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let view = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.backgroundColor = .red
        window.addSubview(view)
        // Added after the view: drawn above it.
        let above = solid(CGRect(x: 40, y: 40, width: 40, height: 40), .blue)
        window.layer.addSublayer(above)
        // A subview added later goes on top of every sublayer, as UIKit's addSubview.
        let top = View(frame: CGRect(x: 70, y: 70, width: 30, height: 30))
        top.backgroundColor = .green
        window.addSubview(top)
        #expect(window.layer.sublayers?.count == 3)
        #expect(window.layer.sublayers?[1] === above)
        let b = try render(window, look: "sublayer-order")
        #expect(b.rgba(20, 20) == [255, 0, 0, 255])
        #expect(b.rgba(50, 50) == [0, 0, 255, 255])  // blue over red
        #expect(b.rgba(75, 75) == [0, 255, 0, 255])  // green over blue
        // Inserting a subview below `view` puts its layer below view's layer.
        let under = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        under.backgroundColor = .black
        window.insertSubview(under, belowSubview: view)
        #expect(window.layer.sublayers?.first === under.layer)
        let b2 = try render(window)
        #expect(b2.rgba(20, 10) == [255, 0, 0, 255])
        #expect(b2.rgba(80, 10) == [0, 0, 0, 255])
        // zPosition sorts siblings: the red view's layer comes to the front.
        view.layer.zPosition = 1
        let b3 = try render(window)
        #expect(b3.rgba(50, 50) == [255, 0, 0, 255])
        // removeFromSuperlayer takes a standalone layer out of the picture.
        above.removeFromSuperlayer()
        #expect(window.layer.sublayers?.contains { $0 === above } == false)
        #expect(try render(window).rgba(65, 65) == [255, 255, 255, 255])
    }

    @Test func insertSublayerAtBelowAndAbove() {
        let parent = Layer()
        let a = Layer()
        let b = Layer()
        let c = Layer()
        let d = Layer()
        parent.addSublayer(a)
        parent.insertSublayer(b, at: 0)
        parent.insertSublayer(c, above: b)
        parent.insertSublayer(d, below: a)
        #expect(parent.sublayers?.map { ObjectIdentifier($0) } == [b, c, d, a].map { ObjectIdentifier($0) })
        parent.replaceSublayer(c, with: a)
        #expect(parent.sublayers?.map { ObjectIdentifier($0) } == [b, a, d].map { ObjectIdentifier($0) })
        #expect(c.superlayer == nil && a.superlayer === parent)
        parent.sublayers = nil
        #expect(parent.sublayers == nil && b.superlayer == nil)
    }

    @Test func aMaskShowsTheLayerWhereTheMaskIsOpaque() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .blue
        let child = View(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        child.backgroundColor = .red
        view.addSubview(child)
        window.addSubview(view)
        let mask = Layer()
        mask.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        mask.backgroundColor = .black
        mask.cornerRadius = 25  // a circle
        view.layer.mask = mask
        let b = try render(window, look: "mask-circle")
        #expect(b.rgba(40, 50) == [255, 0, 0, 255])  // the child shows inside the circle
        #expect(b.rgba(60, 50) == [0, 0, 255, 255])  // the view's background too
        #expect(b.rgba(10, 50) == [255, 255, 255, 255])  // outside: hidden, child included
        #expect(b.rgba(28, 28) == [255, 255, 255, 255])  // the circle's corner, outside the arc
        // Antialiased edge: a pixel on the arc is a mix.
        let edge = b.rgba(50, 25)
        #expect(edge[2] > 0 && edge[0] > 0 && edge[0] < 255, "edge \(edge)")
        // A half-transparent mask shows half.
        mask.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let half = try render(window).rgba(60, 50)
        #expect(close(half, [127, 127, 255, 255], 2), "\(half)")
        // The mask is not drawn itself, and has no superlayer.
        #expect(mask.superlayer == nil)
        mask.removeFromSuperlayer()
        #expect(view.layer.mask == nil)
        #expect(try render(window).rgba(10, 50) == [255, 0, 0, 255])
    }

    @Test func sublayerTransformPutsChildrenInPerspective() throws {
        let window = Window(size: CGSize(width: 200, height: 100), scale: 1)
        window.backgroundColor = .white
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(container)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 200
        container.layer.sublayerTransform = perspective
        // A card in the left half turned 60° about y: its right edge goes
        // away (shrinks), its left edge comes nearer (grows).
        let card = solid(CGRect(x: 20, y: 20, width: 60, height: 60), .blue)
        card.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        container.layer.addSublayer(card)
        let b = try render(window, look: "sublayer-perspective")
        guard let box = b.box(where: { $0.b > 200 && $0.r < 50 }) else {
            Issue.record("nothing drawn")
            return
        }
        // Without perspective the card would be 30 wide and 60 tall, symmetric about y = 50.
        #expect(box.maxX - box.minX + 1 < 60)
        func height(at x: Int) -> Int { (0..<100).filter { b[x, $0].b > 200 && b[x, $0].r < 50 }.count }
        let left = height(at: box.minX + 2)
        let right = height(at: box.maxX - 2)
        #expect(left > right, "a perspective view makes the near (left) edge taller: \(left) vs \(right)")
        // The same card without the sublayer transform is a flat 30 x 60 rectangle.
        container.layer.sublayerTransform = .identity
        let flat = try render(window)
        let fb = flat.box(where: { $0.b > 200 && $0.r < 50 })!
        #expect(fb.maxX - fb.minX + 1 == 30 && fb.maxY - fb.minY + 1 == 60)
    }

    @Test func zPositionIsDepthUnderPerspective() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 100
        window.layer.sublayerTransform = perspective
        let near = solid(CGRect(x: 40, y: 40, width: 20, height: 20), .red)
        near.zPosition = 50  // half way to the eye: twice as large
        window.layer.addSublayer(near)
        let b = try render(window, look: "zposition-depth")
        let box = b.box(where: { $0.r > 200 })!
        #expect(box.maxX - box.minX + 1 == 40, "\(box)")
    }

    @Test func aLayerThatIsNotDoubleSidedHidesItsBack() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let front = solid(CGRect(x: 20, y: 20, width: 60, height: 60), .red)
        front.isDoubleSided = false
        window.layer.addSublayer(front)
        #expect(try render(window).rgba(50, 50) == [255, 0, 0, 255])
        front.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)  // its back faces us
        #expect(try render(window).rgba(50, 50) == [255, 255, 255, 255])
        front.isDoubleSided = true
        #expect(try render(window).rgba(50, 50) == [255, 0, 0, 255])
    }

    @Test func contentsImageFollowsGravityAndContentsRect() throws {
        // A 20 x 10 image: the left half red, the right half blue.
        var bitmap = Bitmap(width: 20, height: 10)
        for y in 0..<10 { for x in 0..<20 { bitmap[x, y] = x < 10 ? (255, 0, 0, 255) : (0, 0, 255, 255) } }
        let image = Image(bitmap: bitmap)
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.contents = image
        window.layer.addSublayer(layer)
        let stretched = try render(window, look: "contents-resize")
        #expect(stretched.rgba(10, 90) == [255, 0, 0, 255])
        #expect(stretched.rgba(90, 10) == [0, 0, 255, 255])
        layer.contentsGravity = .resizeAspect  // 100 x 50, centred vertically
        let fit = try render(window)
        #expect(fit.rgba(10, 10) == [255, 255, 255, 255])
        #expect(fit.rgba(10, 50) == [255, 0, 0, 255])
        layer.contentsGravity = .resize
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)  // only the blue half
        let cut = try render(window)
        #expect(cut.rgba(10, 50) == [0, 0, 255, 255])
        #expect(cut.rgba(90, 50) == [0, 0, 255, 255])
    }

    @Test func drawInIsRecordedAfterSetNeedsDisplay() throws {
        final class Dot: Layer {
            var draws = 0
            override func draw(in ctx: GraphicsContext) {
                draws += 1
                ctx.setFillColor(.red)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let window = Window(size: CGSize(width: 20, height: 20), scale: 1)
        let dot = Dot()
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        window.layer.addSublayer(dot)
        #expect(try render(window).rgba(5, 5)[3] == 0)  // not drawn before setNeedsDisplay, as Core Animation
        dot.setNeedsDisplay()
        #expect(try render(window).rgba(5, 5) == [255, 0, 0, 255])
        _ = try render(window)
        #expect(dot.draws == 1)
    }

    @Test func layoutSublayersRunsOnBoundsChange() throws {
        final class Stretchy: Layer {
            let inner = Layer()
            override init() {
                super.init()
                addSublayer(inner)
            }

            required init?(coder: NSCoder) { return nil }
            override init(layer: Any) { super.init(layer: layer) }
            override func layoutSublayers() { inner.frame = bounds.insetBy(dx: 10, dy: 10) }
        }
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let s = Stretchy()
        s.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        window.layer.addSublayer(s)
        _ = window.renderTree()
        #expect(s.inner.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
        s.bounds.size = CGSize(width: 80, height: 80)
        _ = window.renderTree()
        #expect(s.inner.frame == CGRect(x: 10, y: 10, width: 60, height: 60))
    }

    @Test func presentationIsACopyWithTheModelBehindIt() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        window.tick(frames: 30)
        guard let p = view.layer.presentation() else {
            Issue.record("no presentation")
            return
        }
        #expect(p !== view.layer)
        #expect(p.model() === view.layer)
        #expect(view.layer.model() === view.layer)
        #expect(abs(p.opacity - 0.5) < 1e-6)
        #expect(view.layer.opacity == 0)
    }

    @Test func aTransformLayerKeepsItsSublayersIn3DAndSortsThemByDepth() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 200
        window.layer.sublayerTransform = perspective
        let cube = TransformLayer()
        cube.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        cube.backgroundColor = .green  // ignored: a transform layer draws nothing of its own
        window.layer.addSublayer(cube)
        // Front face 25 pt towards the eye, back face 25 pt away (added last, drawn behind by depth).
        let front = solid(CGRect(x: 0, y: 0, width: 50, height: 50), .red)
        front.zPosition = 25
        let back = solid(CGRect(x: 0, y: 0, width: 50, height: 50), .blue)
        back.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).concatenating(
            Transform3D(translationX: 0, y: 0, z: -25))
        cube.addSublayer(front)
        cube.addSublayer(back)
        let b = try render(window, look: "transform-layer-front")
        #expect(b.rgba(50, 50) == [255, 0, 0, 255])
        #expect(b.rgba(5, 5) == [255, 255, 255, 255])  // no green: the transform layer's own background is ignored
        // The near face is larger than the flat 50 pt: 200 / (200 - 25) * 50 = 57.1 pt.
        let box = b.box(where: { $0.r > 200 && $0.g < 50 })!
        #expect(box.maxX - box.minX + 1 >= 56 && box.maxX - box.minX + 1 <= 58, "\(box)")
        // Turned half way round, the blue face is in front.
        cube.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        let turned = try render(window, look: "transform-layer-back")
        #expect(turned.rgba(50, 50) == [0, 0, 255, 255])
    }
}
