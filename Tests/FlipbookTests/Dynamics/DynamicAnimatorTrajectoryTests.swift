import Foundation
import Testing

@testable import Flipbook

/// Hand-computed trajectories of UIKit Dynamics behaviours, with UIKit's units:
/// gravity 1.0 = 1000 points/s² (https://developer.apple.com/documentation/uikit/uigravitybehavior/magnitude),
/// push magnitude 1.0 = 100 points/s² on a 100 x 100 item of density 1
/// (https://developer.apple.com/documentation/uikit/uipushbehavior/magnitude).
/// Windows run at 60 fps; the animator starts at the window's time 0, so frame n is t = n / 60 s.
@MainActor
@Suite struct DynamicAnimatorTrajectoryTests {
    private func scene(_ frame: CGRect = CGRect(x: 150, y: 0, width: 100, height: 100))
        -> (Window, View, View)
    {
        let window = Window(size: CGSize(width: 400, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let item = View(frame: frame)
        window.addSubview(item)
        return (window, window, item)
    }

    @Test func gravityFallsHalfGTSquaredAt1000PointsPerSecondSquared() {
        let (window, reference, item) = scene()
        let animator = DynamicAnimator(referenceView: reference)
        animator.addBehavior(GravityBehavior(items: [item]))
        #expect(animator.isRunning)
        for n in 1...30 {
            window.tick()
            let t = Double(n) / 60
            // y = 50 + (1000 / 2) t²; x unchanged.
            #expect(abs(item.center.y - (50 + 500 * t * t)) < 1e-6, "frame \(n): \(item.center.y)")
            #expect(item.center.x == 200)
        }
        // Half a second: 50 + 125.
        #expect(abs(item.center.y - 175) < 1e-6)
        #expect(abs(animator.elapsedTime - 0.5) < 1e-9)
    }

    @Test func gravityAngleAndMagnitudeSetTheVector() {
        let (window, reference, item) = scene()
        let animator = DynamicAnimator(referenceView: reference)
        let gravity = GravityBehavior(items: [item])
        gravity.setAngle(0, magnitude: 0.5)  // 500 points/s² to the right
        #expect(gravity.gravityDirection.dx == 0.5 && abs(gravity.gravityDirection.dy) < 1e-12)
        animator.addBehavior(gravity)
        window.tick(frames: 60)
        #expect(abs(item.center.x - (200 + 250)) < 1e-6)
        gravity.magnitude = 0
        #expect(gravity.angle == 0 && gravity.gravityDirection == .zero)
    }

    @Test func continuousPushAccelerates100PointsPerSecondSquaredPerUnitMass() {
        let (window, reference, big) = scene(CGRect(x: 0, y: 0, width: 100, height: 100))
        let small = View(frame: CGRect(x: 0, y: 200, width: 50, height: 100))  // mass 0.5
        reference.addSubview(small)
        let animator = DynamicAnimator(referenceView: reference)
        let push = PushBehavior(items: [big, small], mode: .continuous)
        #expect(push.magnitude == 0 && push.active)
        push.setAngle(0, magnitude: 1)
        animator.addBehavior(push)
        window.tick(frames: 30)
        // x = x0 + (100 / mass) t² / 2 at t = 0.5: 50 + 12.5 and 25 + 25.
        #expect(abs(big.center.x - 62.5) < 1e-6, "\(big.center.x)")
        #expect(abs(small.center.x - 50) < 1e-6, "\(small.center.x)")
    }

    @Test func instantaneousPushAdds100PointsPerSecondOnceAndDeactivates() {
        let (window, reference, item) = scene()
        let animator = DynamicAnimator(referenceView: reference)
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 2)  // magnitude 2: 200 points/s
        animator.addBehavior(push)
        window.tick(frames: 15)
        #expect(!push.active)
        // y = 50 + 200 t at t = 0.25.
        #expect(abs(item.center.y - 100) < 1e-6, "\(item.center.y)")
        let behavior = DynamicItemBehavior(items: [item])
        animator.addBehavior(behavior)
        #expect(abs(behavior.linearVelocity(for: item).y - 200) < 1e-6)
        push.active = true  // pushes again
        window.tick()
        #expect(abs(behavior.linearVelocity(for: item).y - 400) < 1e-6)
    }

    @Test func snapFollowsADampedSpringToThePoint() {
        let (window, reference, item) = scene(CGRect(x: 50, y: 50, width: 100, height: 100))  // centre (100, 100)
        let animator = DynamicAnimator(referenceView: reference)
        let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 100))
        #expect(snap.damping == 0.5)
        animator.addBehavior(snap)
        // x(t) = 300 - 200 e^(-ζωt) (cos ωd t + ζω/ωd sin ωd t), ω = 2π·3, ζ = 0.1 + 0.9·0.5, ωd = ω √(1-ζ²).
        let w = 2 * Double.pi * 3
        let z = 0.55
        let wd = w * (1 - z * z).squareRoot()
        var worst = 0.0
        for n in 1...60 {
            window.tick()
            let t = Double(n) / 60
            let expected = 300 - 200 * exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t))
            worst = max(worst, abs(item.center.x - expected))
            #expect(item.center.y == 100)
        }
        // Heun's method at 600 substeps/s: well under a tenth of a point from the closed form.
        #expect(worst < 0.05, "largest error \(worst)")
        #expect(abs(item.center.x - 300) < 0.5)
    }

    @Test func springAttachmentSettlesAtTheHandComputedStretch() {
        // Item hangs 100 points below the anchor (length 100), gravity pulls,
        // a critically damped 2 Hz spring: y(t) = 200 + g/ω² (1 - (1 + ωt) e^(-ωt)).
        let (window, reference, item) = scene(CGRect(x: 150, y: 150, width: 100, height: 100))
        let animator = DynamicAnimator(referenceView: reference)
        let attachment = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 100))
        #expect(attachment.length == 100 && attachment.frequency == 0 && attachment.damping == 0)
        #expect(attachment.attachedBehaviorType == .anchor)
        attachment.frequency = 2
        attachment.damping = 1
        animator.addBehavior(attachment)
        animator.addBehavior(GravityBehavior(items: [item]))
        let w = 4 * Double.pi
        let g = 1000.0
        var worst = 0.0
        for n in 1...120 {
            window.tick()
            let t = Double(n) / 60
            let expected = 200 + g / (w * w) * (1 - (1 + w * t) * exp(-w * t))
            worst = max(worst, abs(item.center.y - expected))
        }
        #expect(worst < 0.05, "largest error \(worst)")
        // At rest the stretch is g / ω² = 6.33 points.
        #expect(abs(item.center.y - (200 + 1000 / (16 * Double.pi * Double.pi))) < 0.05)
    }

    @Test func rigidAttachmentKeepsItsLengthAsAPendulum() {
        let (window, reference, item) = scene(CGRect(x: 250, y: 50, width: 100, height: 100))  // centre (300, 100)
        let animator = DynamicAnimator(referenceView: reference)
        let anchor = CGPoint(x: 200, y: 100)
        animator.addBehavior(AttachmentBehavior(item: item, attachedToAnchor: anchor))
        animator.addBehavior(GravityBehavior(items: [item]))
        var lowest = 0.0
        for _ in 1...20 {
            window.tick()
            let d = hypot(item.center.x - anchor.x, item.center.y - anchor.y)
            #expect(abs(d - 100) < 1e-6, "\(d)")
            lowest = max(lowest, item.center.y)
        }
        #expect(lowest > 150 && item.center.x < 300)
    }

    @Test func itemsBetweenTwoItemsAttachmentStayApart() {
        let (window, reference, a) = scene(CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = View(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        reference.addSubview(b)
        let animator = DynamicAnimator(referenceView: reference)
        let attachment = AttachmentBehavior(item: a, attachedTo: b)
        #expect(attachment.length == 200 && attachment.attachedBehaviorType == .items)
        animator.addBehavior(attachment)
        animator.addBehavior(GravityBehavior(items: [a]))
        window.tick(frames: 10)
        #expect(abs(hypot(a.center.x - b.center.x, a.center.y - b.center.y) - 200) < 1e-6)
        #expect(b.center.x < 250)  // pulled along by its partner
    }
}
