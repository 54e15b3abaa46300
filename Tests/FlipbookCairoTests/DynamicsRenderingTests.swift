import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// UIKit Dynamics rendered: a film of falling, colliding views is the same,
/// pixel for pixel, every run, and the views are drawn where the hand-computed
/// physics puts them (gravity 1000 points/s²,
/// https://developer.apple.com/documentation/uikit/uigravitybehavior).
@MainActor
@Suite struct DynamicsRenderingTests {
    private func filmFallingBoxes() throws -> (Film, [Bitmap]) {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock(fps: 60))
        window.backgroundColor = .white
        let red = View(frame: CGRect(x: 20, y: 0, width: 40, height: 40))
        red.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = View(frame: CGRect(x: 120, y: 40, width: 40, height: 40))
        blue.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        window.addSubview(red)
        window.addSubview(blue)
        let animator = DynamicAnimator(referenceView: window)
        let collision = CollisionBehavior(items: [red, blue])
        collision.translatesReferenceBoundsIntoBoundary = true
        let bouncy = DynamicItemBehavior(items: [blue])
        bouncy.elasticity = 0.5
        let push = PushBehavior(items: [blue], mode: .instantaneous)
        push.setAngle(.pi, magnitude: 0.1)  // 0.1 on a 40 x 40 item (mass 0.16): 62.5 points/s to the left
        let film = try window.film(maximumDuration: 5) {
            animator.addBehavior(GravityBehavior(items: [red, blue]))
            animator.addBehavior(collision)
            animator.addBehavior(bouncy)
            animator.addBehavior(push)
        }
        let renderer = CairoRenderer()
        return (film, try film.frames.map { try renderer.render($0.tree) })
    }

    @Test func framesAreBitIdenticalAcrossRunsAndBoxesFallWhereGravityPutsThem() throws {
        let (film1, frames1) = try filmFallingBoxes()
        let (film2, frames2) = try filmFallingBoxes()
        #expect(film1.frames.count == film2.frames.count)
        #expect(frames1.count > 20)
        for (a, b) in zip(frames1, frames2) { #expect(a.pixels == b.pixels) }

        // Frame 12 (t = 0.2 s): the red box has fallen 500 t² = 20 points: y 20...60, x 20...60.
        let frame = frames1[12]
        let redBox = frame.box { $0.r > 200 && $0.g < 50 && $0.b < 50 }
        #expect(redBox.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [20, 20, 59, 59])
        #expect(frame.rgba(100, 10) == [255, 255, 255, 255])
        // The last frame: both boxes rest on the bottom edge (y 160...200).
        let last = frames1[frames1.count - 1]
        let restingRed = last.box { $0.r > 200 && $0.g < 50 && $0.b < 50 }
        #expect(restingRed.map { [$0.minY, $0.maxY] } == [160, 199])
        let restingBlue = last.box { $0.b > 200 && $0.r < 50 && $0.g < 50 }
        #expect(restingBlue.map { [$0.minY, $0.maxY] } == [160, 199])
        // The blue box was pushed left: it ends left of where it started (x 120).
        #expect((restingBlue?.minX ?? 200) < 120)
    }
}
