import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// Shadows, perspective and gradients, checked pixel by pixel.
@MainActor
@Suite struct EffectRenderingTests {
    @Test func shadowIsBlurredNotAHardStep() throws {
        let window = Window(size: CGSize(width: 120, height: 80), scale: 1)
        window.backgroundColor = .white
        let box = View(frame: CGRect(x: 30, y: 20, width: 40, height: 40))
        box.backgroundColor = .white
        box.layer.shadowColor = .black
        box.layer.shadowOpacity = 1
        box.layer.shadowRadius = 8
        box.layer.shadowOffset = .zero
        window.addSubview(box)
        let b = try render(window, look: "shadow")
        let row = (70..<92).map { Int(b[$0, 40].r) }
        // Darkest next to the edge, fading to white over many pixels.
        #expect(row[0] < 180, "\(row)")
        #expect(row.last! >= 253, "\(row)")
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "\(row)")
        #expect(Set(row).count >= 8, "a blur takes many steps: \(row)")
        // About sigma = 4 px out, a Gaussian edge keeps ~16 % of the shadow.
        #expect(abs(row[4] - 214) <= 20, "\(row)")
        // The box itself covers its shadow.
        #expect(b.rgba(50, 40) == [255, 255, 255, 255])
    }

    @Test func shadowFollowsTheOffset() throws {
        let window = Window(size: CGSize(width: 120, height: 120), scale: 2)
        window.backgroundColor = .white
        let box = View(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        box.backgroundColor = .white
        box.layer.shadowOpacity = 0.8
        box.layer.shadowRadius = 4
        box.layer.shadowOffset = CGSize(width: 10, height: 10)
        window.addSubview(box)
        let b = try render(window, look: "shadow-offset")
        #expect(b[2 * 85, 2 * 60].r < 200)  // right of the box: shadow
        #expect(b[2 * 60, 2 * 85].r < 200)  // below: shadow
        #expect(b[2 * 25, 2 * 60].r > 250)  // left: none
        #expect(b[2 * 60, 2 * 25].r > 250)  // above: none
    }

    /// A 200 x 200 card turned 60 degrees about y with m34 = -1/500.
    @Test func perspectiveCardIsATrapezoid() throws {
        let window = Window(size: CGSize(width: 400, height: 300), scale: 1)
        window.backgroundColor = .white
        let card = View(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        card.backgroundColor = .red
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        card.transform3D = t.rotated(by: .pi / 3, x: 0, y: 1, z: 0)
        window.addSubview(card)
        let b = try render(window, look: "perspective-card")

        // Where the corners must land, from the layer's own homography.
        let m = card.layer.properties.localToParent
        let tl = m.apply(CGPoint(x: 0, y: 0))
        let tr = m.apply(CGPoint(x: 200, y: 0))
        let bl = m.apply(CGPoint(x: 0, y: 200))
        let br = m.apply(CGPoint(x: 200, y: 200))
        func expectedHeight(atColumn x: Int) -> CGFloat {
            let cx = CGFloat(x) + 0.5
            let top = tl.y + (tr.y - tl.y) * (cx - tl.x) / (tr.x - tl.x)
            let bottom = bl.y + (br.y - bl.y) * (cx - bl.x) / (br.x - bl.x)
            return bottom - top
        }
        func redRun(atColumn x: Int) -> (top: Int, height: Int) {
            let ys = (0..<b.height).filter { b[x, $0].r > 200 && b[x, $0].g < 128 }
            return (ys.first ?? -1, ys.count)
        }
        let box = try #require(b.box { $0.r > 200 && $0.g < 128 })
        #expect(abs(CGFloat(box.minX) - min(tl.x, tr.x)) <= 2)
        #expect(abs(CGFloat(box.maxX + 1) - max(tl.x, tr.x)) <= 2)
        let left = redRun(atColumn: box.minX + 3)
        let right = redRun(atColumn: box.maxX - 3)
        #expect(abs(CGFloat(left.height) - expectedHeight(atColumn: box.minX + 3)) <= 3)
        #expect(abs(CGFloat(right.height) - expectedHeight(atColumn: box.maxX - 3)) <= 3)
        // Near edge taller than far edge, by a lot: not a squash.
        #expect(abs(left.height - right.height) > 40, "left \(left.height), right \(right.height)")
        // The top edge is slanted.
        #expect(abs(left.top - right.top) > 20)
        // Narrower than the flat card.
        #expect(box.maxX - box.minX < 150)
    }

    @Test func geometryBehindTheEyeIsSkipped() throws {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
        window.backgroundColor = .white
        let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        card.backgroundColor = .blue
        var t = Transform3D.identity
        t.m34 = -1.0 / 50  // eye 50 pt away; the near edge comes 87 pt forward: behind the eye
        card.transform3D = t.rotated(by: .pi / 3, x: 0, y: 1, z: 0)
        window.addSubview(card)
        let b = try render(window, look: "behind-eye")
        let blue = try #require(b.box { $0.b > 200 && $0.r < 100 })
        #expect(blue.maxX > blue.minX)  // something visible, nothing crashed
        #expect(b.rgba(0, 0)[3] == 255)
    }

    @Test func linearGradientChangesMonotonically() throws {
        let window = Window(size: CGSize(width: 100, height: 20), scale: 1)
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 20)) { rect, ctx in
            ctx.clip(to: rect)
            ctx.drawLinearGradient(Gradient(colors: [.black, .white]), start: .zero, end: CGPoint(x: 100, y: 0))
        }
        window.addSubview(v)
        let b = try render(window, look: "linear-gradient")
        let row = (0..<100).map { Int(b[$0, 10].r) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(row[0] <= 3 && row[99] >= 252)
        #expect(abs(row[50] - 129) <= 3)
        #expect(b[50, 10].a == 255)
    }

    @Test func radialGradientFadesOutward() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { rect, ctx in
            ctx.fill(
                Path(rect: rect),
                with: .radialGradient(
                    Gradient(colors: [.white, .black]),
                    startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                    endCenter: CGPoint(x: 50, y: 50), endRadius: 50))
        }
        window.addSubview(v)
        let b = try render(window, look: "radial-gradient")
        let row = (50..<100).map { Int(b[$0, 50].g) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(row[0] >= 250 && row[49] <= 5)
        #expect(abs(Int(b[50, 75].g) - Int(b[75, 50].g)) <= 1)  // round, not square
    }
}
