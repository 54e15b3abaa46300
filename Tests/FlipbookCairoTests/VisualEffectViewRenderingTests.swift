import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// `VisualEffectView` with a `BlurEffect`: the pixels behind it blurred and
/// tinted, the content above unblurred, the blur animated by animation blocks.
@MainActor
@Suite struct VisualEffectViewRenderingTests {
    /// A white window with black and red stripes 10 points wide (20 apart),
    /// and `effectView` over its middle.
    func window(with effectView: VisualEffectView?, scale: CGFloat = 1) -> Window {
        let window = Window(size: CGSize(width: 200, height: 100), scale: scale, clock: ManualClock(fps: 60))
        window.backgroundColor = .white
        for i in 0..<10 {
            let stripe = View(frame: CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 100))
            stripe.backgroundColor = i % 2 == 0 ? .black : .red
            window.addSubview(stripe)
        }
        if let effectView {
            effectView.frame = CGRect(x: 50, y: 20, width: 100, height: 60)
            window.addSubview(effectView)
        }
        return window
    }

    @Test func aBlurEffectBlursWhatIsBehindItAndNothingElse() throws {
        let plain = try CairoRenderer().render(window(with: nil).renderTree())
        let effectView = VisualEffectView(effect: BlurEffect(style: .dark))
        let blurred = try CairoRenderer().render(window(with: effectView).renderTree())
        #expect(blurred.rgba(10, 10) == plain.rgba(10, 10), "outside the view nothing changes")
        #expect(blurred.rgba(100, 10) == plain.rgba(100, 10), "above the view nothing changes")
        #expect(stripeContrast(plain) == 255)
        #expect(stripeContrast(blurred) < 20, "a black stripe and a white gap blur to about the same colour")
    }

    /// The node of the effect view in a frame of `window` (the last child of the root).
    func effectNode(_ window: Window) -> RenderNode { window.renderTree().root.children.last! }

    /// The spread of green between a black stripe (80...90) and the white
    /// gap after it, under the view: 255 unblurred, near 0 fully blurred.
    func stripeContrast(_ bitmap: Bitmap) -> Int {
        let black = bitmap.rgba(85, 50)
        let white = bitmap.rgba(95, 50)
        return abs(Int(white[1]) - Int(black[1]))
    }

    @Test func settingTheEffectInsideAnAnimationBlockRampsTheBlurAndTheTint() throws {
        let effectView = VisualEffectView(effect: nil)
        let w = window(with: effectView)
        let before = try CairoRenderer().render(w.renderTree())
        #expect(stripeContrast(before) == 255, "no effect: the stripes show as they are")
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { effectView.effect = BlurEffect(style: .dark) }
        w.tick(frames: 30)
        let node = effectNode(w)
        #expect(abs(node.properties.backdropBlurRadius - 10) < 1e-9, "half way: half the radius of 20 points")
        let tint = node.children[0].properties.backgroundColor
        #expect(abs((tint?.alpha ?? 0) - 0.365) < 1e-9, "half way: half the tint's alpha: \(String(describing: tint))")
        #expect(abs((tint?.red ?? 0) - 0.11) < 1e-9, "the tint keeps its colour while it fades in")
        let middle = try CairoRenderer().render(w.renderTree())
        w.tick(frames: 40)
        let after = try CairoRenderer().render(w.renderTree())
        #expect(
            stripeContrast(after) < stripeContrast(middle) && stripeContrast(middle) < 255,
            "the blur grows: \(stripeContrast(middle)) then \(stripeContrast(after))")
        #expect(effectNode(w).properties.backdropBlurRadius == 20)
    }

    @Test func aPausedPropertyAnimatorHoldsAPartialBlur() {
        let effectView = VisualEffectView(effect: nil)
        let w = window(with: effectView)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { effectView.effect = BlurEffect(style: .light) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        w.tick(frames: 10)
        #expect(abs(effectNode(w).properties.backdropBlurRadius - 9) < 1e-9, "30 % of the radius of 30 points")
    }

    @Test func theContentViewIsDrawnAboveTheBlurUnblurred() throws {
        let effectView = VisualEffectView(effect: BlurEffect(style: .light))
        let square = View(frame: CGRect(x: 40, y: 20, width: 20, height: 20))
        square.backgroundColor = .blue
        effectView.contentView.addSubview(square)
        let bitmap = try CairoRenderer().render(window(with: effectView).renderTree())
        #expect(bitmap.rgba(100, 50) == [0, 0, 255, 255], "the content is sharp: \(bitmap.rgba(100, 50))")
        #expect(bitmap.rgba(89, 50) != [0, 0, 255, 255], "and ends where it ends")
    }

    @Test func aBlurAtTheEdgeOfTheFrameDoesNotDarken() throws {
        let w = Window(size: CGSize(width: 100, height: 100), scale: 1)
        w.backgroundColor = .white
        let effectView = VisualEffectView(effect: BlurEffect(style: .light))
        effectView.frame = w.bounds
        w.addSubview(effectView)
        let bitmap = try CairoRenderer().render(w.renderTree())
        #expect(bitmap.rgba(0, 0) == [255, 255, 255, 255], "edges repeat, so white stays white: \(bitmap.rgba(0, 0))")
        #expect(bitmap.rgba(99, 99) == [255, 255, 255, 255])
    }

    /// A fading effect view is drawn as a group (its tint and content are two
    /// parts); the blur is read before the group, so it still has a backdrop.
    @Test func aTranslucentEffectViewStillBlurs() throws {
        let effectView = VisualEffectView(effect: BlurEffect(style: .dark))
        let square = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        square.backgroundColor = .blue
        effectView.contentView.addSubview(square)
        effectView.alpha = 0.5
        let bitmap = try CairoRenderer().render(window(with: effectView).renderTree())
        let contrast = stripeContrast(bitmap)
        #expect(contrast > 60 && contrast < 200, "half of the sharp stripes over half of the blur: \(contrast)")
    }

    /// The blur is in points: drawn at 3 pixels per point it spreads three
    /// times as many pixels, and the picture matches the one drawn at 1.
    @Test(arguments: [0.5, 3.0])
    func theBlurScalesWithTheFrame(scale: Double) throws {
        let effectView = VisualEffectView(effect: BlurEffect(style: .dark))
        let one = try CairoRenderer().render(window(with: effectView).renderTree())
        var tree = window(with: VisualEffectView(effect: BlurEffect(style: .dark))).renderTree()
        tree.scale = CGFloat(scale)
        let scaled = try CairoRenderer().render(tree)
        for (x, y) in [(60, 50), (100, 30), (140, 70)] {
            let a = one.rgba(x, y)
            let b = scaled.rgba(Int(Double(x) * scale), Int(Double(y) * scale))
            for c in 0..<3 { #expect(abs(Int(a[c]) - Int(b[c])) <= 12, "(\(x), \(y)) at scale \(scale): \(a) against \(b)") }
        }
    }

    /// A corner radius on the effect view's layer rounds the blur and the
    /// tint: the corner outside the rounded bounds shows the stripes as they are.
    @Test func aCornerRadiusRoundsTheBlurAndTheTint() throws {
        let plain = try CairoRenderer().render(window(with: nil).renderTree())
        let effectView = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
        effectView.layer.cornerRadius = 16
        let bitmap = try CairoRenderer().render(window(with: effectView).renderTree())
        #expect(bitmap.rgba(51, 21) == plain.rgba(51, 21), "the top left corner, outside the rounding")
        #expect(bitmap.rgba(148, 78) == plain.rgba(148, 78), "the bottom right corner")
        #expect(bitmap.rgba(58, 28) != plain.rgba(58, 28), "inside the rounding the blur shows")
    }
}
