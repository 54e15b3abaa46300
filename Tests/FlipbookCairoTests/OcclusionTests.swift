import CCairo
import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// Background fills that an opaque layer drawn later hides are left out or
/// clipped (`OcclusionPlan`), and the frame's pixels are the same bytes as
/// when every fill is drawn whole: the covers are computed as Cairo rasterises
/// rectangles, in its 24.8 fixed point.
@MainActor
@Suite struct OcclusionTests {
    /// Draws `tree` twice, with and without the plan; returns both pixel buffers and the plan's cut count.
    func renderBothWays(_ tree: RenderTree) throws -> (cut: [UInt8], whole: [UInt8], fillsCut: Int) {
        let session = RenderSession()
        let cut = try CairoRenderer().renderSurface(tree, session: session).bitmap().pixels
        let plain = RenderSession()
        plain.leavesOutHiddenFills = false
        let whole = try CairoRenderer().renderSurface(tree, session: plain).bitmap().pixels
        #expect(plain.fillsCut == 0)
        return (cut, whole, session.fillsCut)
    }

    func differing(_ a: [UInt8], _ b: [UInt8]) -> Int { zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count) }

    /// A push halfway: an opaque screen sliding over another, which is dimmed, as UIKit's
    /// navigation push draws it; the window's own background is hidden everywhere.
    func push(progress: Double, scale: CGFloat) -> Window {
        let window = Window(size: CGSize(width: 375, height: 667), scale: scale)
        window.backgroundColor = .white
        let from = View(frame: CGRect(x: -0.3 * 375 * progress, y: 0, width: 375, height: 667))
        from.backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.98)
        for row in 0..<8 {
            let card = View(frame: CGRect(x: 16, y: 104 + 68 * Double(row), width: 343, height: 56))
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            from.addSubview(card)
        }
        let dim = View(frame: from.frame)
        dim.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.25)
        let to = View(frame: CGRect(x: 375 * (1 - progress), y: 0, width: 375, height: 667))
        to.backgroundColor = Color(red: 0.85, green: 0.35, blue: 0.25)
        let label = Label(frame: CGRect(x: 16, y: 50, width: 300, height: 28))
        label.text = "Detail"
        to.addSubview(label)
        window.addSubview(from)
        window.addSubview(dim)
        window.addSubview(to)
        return window
    }

    @Test(arguments: [0.0, 0.137, 0.5, 0.731, 1.0])
    func aPushLeavesOutHiddenFillsAndDrawsTheSameBytes(progress: Double) throws {
        for scale: CGFloat in [1, 2, 3] {
            let (cut, whole, fillsCut) = try renderBothWays(push(progress: progress, scale: scale).renderTree())
            let same = cut == whole  // (not inside #expect, which would print both buffers)
            #expect(same, "progress \(progress), scale \(scale): \(differing(cut, whole)) bytes differ")
            // The window's background is always hidden; the dimmed screen's fills are clipped once the other slides in.
            #expect(fillsCut >= (progress > 0 && progress < 1 ? 3 : 1), "progress \(progress), scale \(scale): \(fillsCut)")
        }
    }

    /// Random layouts of axis-aligned views at fractional positions, sizes and
    /// scales, opaque and translucent, some clipping, some rotated, some
    /// rounded, some faded: the same bytes with and without the plan.
    @Test func randomLayoutsDrawTheSameBytes() throws {
        var random = SeededRandom(seed: 0x0cc1_0510)
        var totalCut = 0
        for round in 0..<80 {
            let scale = [1, 2, 3, 1.5, 2.37][Int.random(in: 0..<5, using: &random)]
            let window = Window(size: CGSize(width: 97, height: 83), scale: CGFloat(scale))
            window.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.4)
            var parents: [View] = [window]
            for _ in 0..<Int.random(in: 2..<10, using: &random) {
                func coordinate(_ range: Range<Double>) -> Double {
                    // Whole points, halves, 1/256ths and arbitrary fractions.
                    let v = Double.random(in: range, using: &random)
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: return v.rounded()
                    case 1: return (v * 2).rounded() / 2
                    case 2: return (v * 256).rounded() / 256
                    default: return v
                    }
                }
                // Some views span the window's whole height or width (bands that cut a fill from one end).
                var frame = CGRect(
                    x: coordinate(-20..<90), y: coordinate(-20..<80), width: coordinate(1..<100),
                    height: coordinate(1..<90))
                switch Int.random(in: 0..<3, using: &random) {
                case 0: frame = CGRect(x: frame.minX, y: coordinate(-3..<1), width: frame.width, height: coordinate(84..<90))
                case 1: frame = CGRect(x: coordinate(-3..<1), y: frame.minY, width: coordinate(98..<104), height: frame.height)
                default: break
                }
                // Some draw content that leaves a clip or a transform set for their sublayers.
                let view: View
                switch Int.random(in: 0..<8, using: &random) {
                case 0:
                    let clip = CGRect(x: 0, y: 0, width: frame.width / 3, height: frame.height)
                    view = DrawingView(frame: frame) { _, ctx in
                        ctx.clip(to: clip)
                        ctx.setFillColor(.systemGreen)
                        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                    }
                case 1:
                    view = DrawingView(frame: frame) { _, ctx in ctx.translateBy(x: 7.3, y: -2.5) }
                default:
                    view = View(frame: frame)
                }
                let alpha = Int.random(in: 0..<4, using: &random) == 0 ? 0.5 : 1
                view.backgroundColor = Color(
                    red: Double.random(in: 0...1, using: &random), green: Double.random(in: 0...1, using: &random),
                    blue: Double.random(in: 0...1, using: &random), alpha: alpha)
                // Each modifier on its own roll, so they combine (a rounded clip, a faded shadow...).
                if Int.random(in: 0..<8, using: &random) == 0 { view.alpha = 0.7 }
                if Int.random(in: 0..<6, using: &random) == 0 { view.layer.cornerRadius = 5 }
                if Int.random(in: 0..<5, using: &random) == 0 { view.clipsToBounds = true }
                switch Int.random(in: 0..<12, using: &random) {
                case 0: view.transform = CGAffineTransform(rotationAngle: 0.3)
                case 1: view.transform = CGAffineTransform(scaleX: -1, y: 1)
                case 2: view.transform = CGAffineTransform(scaleX: 1.37, y: 0.61)
                default: break
                }
                if Int.random(in: 0..<10, using: &random) == 0 {
                    view.layer.shadowOpacity = 0.6
                    view.layer.shadowRadius = 3
                }
                if Int.random(in: 0..<12, using: &random) == 0 {
                    let mask = Layer()
                    mask.frame = CGRect(x: 2, y: 2, width: frame.width / 2, height: frame.height / 2)
                    mask.backgroundColor = Color.black.cgColor
                    view.layer.mask = mask
                }
                parents[Int.random(in: 0..<parents.count, using: &random)].addSubview(view)
                parents.append(view)
            }
            let (cut, whole, fillsCut) = try renderBothWays(window.renderTree())
            let same = cut == whole
            #expect(same, "round \(round), scale \(scale): \(differing(cut, whole)) bytes differ")
            totalCut += fillsCut
        }
        #expect(totalCut > 20, "the layouts exercise the cuts: \(totalCut)")
    }

    /// A drawing that clips (or moves) the context without saving it leaves that state
    /// for its sublayers (as Flipbook plays display lists): a sublayer it clips away hides nothing.
    @Test func aDrawingThatLeavesAClipSetHidesNothingBehindItsSublayers() throws {
        for leak in 0..<2 {
            let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
            window.backgroundColor = .white
            let drawing = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { _, ctx in
                if leak == 0 { ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10)) } else { ctx.translateBy(x: 40, y: 0) }
                ctx.setFillColor(.systemBlue)
                ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }
            let red = View(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
            red.backgroundColor = .red
            drawing.addSubview(red)
            window.addSubview(drawing)
            let tree = window.renderTree()
            let (cut, whole, _) = try renderBothWays(tree)
            let same = cut == whole
            #expect(same, "leak \(leak): \(differing(cut, whole)) bytes differ")
            // The red view is no cover: the window's fill is drawn whole.
            let plan = OcclusionPlan(tree: tree)
            #expect(
                (plan?.cut(OcclusionPlan.PixelBox(x0: 0, y0: 0, x1: 100, y1: 100), of: 0) ?? OcclusionPlan.Cut.none)
                    == OcclusionPlan.Cut.none)
            if leak == 0 {
                // And the picture is right: the clipped-away red view left the window white.
                let bitmap = try CairoRenderer().render(tree)
                #expect(bitmap.pixels[(50 * 100 + 75) * 4..<(50 * 100 + 75) * 4 + 4] == [255, 255, 255, 255])
            }
        }
    }

    /// A backdrop blur reads what is drawn before it: a fill drawn before it is not cut by a
    /// cover drawn after it, while covers drawn before the blur still cut.
    @Test func aBackdropBlurSeesEveryFillDrawnBeforeIt() throws {
        func window(blurFirst: Bool) -> Window {
            let window = Window(size: CGSize(width: 120, height: 80), scale: 2)
            window.backgroundColor = .white
            let back = View(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            back.backgroundColor = .systemYellow
            let blur = VisualEffectView(effect: BlurEffect(style: .dark))
            blur.frame = CGRect(x: 10.5, y: 10, width: 60, height: 40)
            let front = View(frame: CGRect(x: 40.25, y: 0, width: 79.75, height: 80))
            front.backgroundColor = .systemPurple
            window.addSubview(back)
            if blurFirst {
                window.addSubview(blur)
                window.addSubview(front)
            } else {
                window.addSubview(front)
                window.addSubview(blur)
            }
            return window
        }
        for blurFirst in [true, false] {
            let tree = window(blurFirst: blurFirst).renderTree()
            let (cut, whole, fillsCut) = try renderBothWays(tree)
            let same = cut == whole
            #expect(same, "blur first \(blurFirst): \(differing(cut, whole)) bytes differ")
            // The window's fill is hidden by `back` (drawn before the blur) either way.
            #expect(fillsCut >= 1)
            let plan = try #require(OcclusionPlan(tree: tree))
            #expect(!plan.readers.isEmpty)
            // `back` (number 1) under `front`: cut only when the blur is drawn after both.
            let backFill = try #require(
                OcclusionPlan.touched(
                    by: CGRect(x: 0, y: 0, width: 120, height: 80),
                    under: cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: 0, y0: 0)))
            #expect((plan.cut(backFill, of: 1) == .none) == blurFirst, "blur first \(blurFirst)")
        }
    }

    @Test func whatIsNotACover() throws {
        func plan(_ configure: (View) -> Void) -> OcclusionPlan? {
            let window = Window(size: CGSize(width: 100, height: 100), scale: 2)
            window.backgroundColor = .white
            let top = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            top.backgroundColor = .red
            configure(top)
            window.addSubview(top)
            return OcclusionPlan(tree: window.renderTree())
        }
        let whole = OcclusionPlan.PixelBox(x0: 0, y0: 0, x1: 200, y1: 200)
        func windowFill(_ configure: (View) -> Void) -> OcclusionPlan.Cut {
            plan(configure)?.cut(whole, of: 0) ?? .none
        }
        // An opaque square layer covers the window's background: the fill is left out.
        #expect(windowFill { _ in } == .skip)
        // Translucent colour, faded, rounded, rotated, flipped, hidden: not a cover.
        #expect(windowFill { $0.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.99) } == .none)
        #expect(windowFill { $0.alpha = 0.99 } == .none)
        #expect(windowFill { $0.layer.cornerRadius = 1 } == .none)
        #expect(windowFill { $0.transform = CGAffineTransform(rotationAngle: 0.01) } == .none)
        #expect(windowFill { $0.transform = CGAffineTransform(scaleX: -1, y: 1) } == .none)
        #expect(windowFill { $0.isHidden = true } == .none)
        // Inside a rounded clip, only the parts of a cover inside the clip's square corners could count: none is taken.
        #expect(
            windowFill {
                $0.backgroundColor = nil
                $0.layer.cornerRadius = 4
                $0.clipsToBounds = true
                let inner = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                inner.backgroundColor = .blue
                $0.addSubview(inner)
            } == .none)
        // A square clip bounds its children's covers: half the window stays drawn.
        #expect(
            windowFill {
                $0.backgroundColor = nil
                $0.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
                $0.clipsToBounds = true
                let inner = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                inner.backgroundColor = .blue
                $0.addSubview(inner)
            } == .clip(OcclusionPlan.PixelBox(x0: 100, y0: 0, x1: 200, y1: 200)))
        // A backdrop blur drawn after the cover, as the last sublayer of the cover itself: the cover was drawn before it.
        #expect(windowFill { $0.addSubview(VisualEffectView(effect: BlurEffect(style: .dark))) } == .skip)
        // A cover drawn before the fill does not cut it: the window's fill is number 0, the layer's 1.
        #expect(plan { _ in }?.cut(whole, of: 1) == OcclusionPlan.Cut.none)
    }

    @Test func coversCutFromTheEndsOnly() {
        var plan = OcclusionPlan(
            tree: {
                let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
                window.backgroundColor = .white
                let left = View(frame: CGRect(x: 0, y: 0, width: 30, height: 100))
                left.backgroundColor = .red
                let right = View(frame: CGRect(x: 70, y: 0, width: 30, height: 100))
                right.backgroundColor = .blue
                let middle = View(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
                middle.backgroundColor = .green
                window.addSubview(left)
                window.addSubview(right)
                window.addSubview(middle)
                return window.renderTree()
            }())
        #expect(plan != nil)
        let whole = OcclusionPlan.PixelBox(x0: 0, y0: 0, x1: 100, y1: 100)
        // The side covers cut the window's fill to the gap between them; the small middle one does not span it.
        #expect(plan?.cut(whole, of: 0) == .clip(OcclusionPlan.PixelBox(x0: 30, y0: 0, x1: 70, y1: 100)))
        plan = nil
    }

    @Test func fixedPointRoundsAsCairoDoes() {
        // To the nearest 1/256, ties to even.
        #expect(OcclusionPlan.fixed(1) == 256)
        #expect(OcclusionPlan.fixed(0.5 / 256) == 0)
        #expect(OcclusionPlan.fixed(1.5 / 256) == 2)
        #expect(OcclusionPlan.fixed(-1) == -256)
        #expect(OcclusionPlan.fixed(299.996) == 76_799)
        // A rectangle from 0.25 to 10.75 device pixels covers pixels 1 ..< 10 wholly and touches 0 ..< 11.
        var m = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        let rect = CGRect(x: 0.25, y: 0.25, width: 10.5, height: 10.5)
        #expect(OcclusionPlan.interior(of: rect, under: m) == OcclusionPlan.PixelBox(x0: 1, y0: 1, x1: 10, y1: 10))
        #expect(OcclusionPlan.touched(by: rect, under: m) == OcclusionPlan.PixelBox(x0: 0, y0: 0, x1: 11, y1: 11))
        m.xx = 2
        m.yy = 2
        #expect(OcclusionPlan.interior(of: rect, under: m) == OcclusionPlan.PixelBox(x0: 1, y0: 1, x1: 21, y1: 21))
    }
}
