import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// Replicator layers (copies, tints, delays) and Core Animation transitions, pixel by pixel.
@MainActor
@Suite struct ReplicatorTransitionRenderingTests {
    private func window() -> Window {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 64))
        window.backgroundColor = .white
        return window
    }

    private func square(_ frame: CGRect, _ color: Color) -> Layer {
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    @Test func copiesStepByTheTransformAndTheColourOffsets() throws {
        let w = window()
        let replicator = ReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 5
        replicator.instanceTransform = Transform3D(translationX: 20, y: 0, z: 0)
        replicator.instanceGreenOffset = -0.2
        replicator.instanceBlueOffset = -0.2
        replicator.addSublayer(square(CGRect(x: 0, y: 40, width: 10, height: 10), .white))
        w.layer.backgroundColor = .black
        w.layer.addSublayer(replicator)
        let b = try render(w, look: "replicator-row")
        #expect(b.rgba(5, 45) == [255, 255, 255, 255])
        #expect(b.rgba(45, 45) == [255, 153, 153, 255])  // instance 2: 1 - 0.4
        #expect(b.rgba(85, 45) == [255, 51, 51, 255])  // instance 4: 1 - 0.8
        #expect(b.rgba(15, 45) == [0, 0, 0, 255])  // the gaps
        #expect(b.rgba(95, 45) == [0, 0, 0, 255])  // no sixth copy
        replicator.instanceCount = 0
        #expect(try render(w).rgba(5, 45) == [0, 0, 0, 255])
    }

    @Test func aRotationLaysCopiesAroundTheCentreWithFadingAlpha() throws {
        let w = window()
        let replicator = ReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 4
        replicator.instanceTransform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        replicator.instanceAlphaOffset = -0.25
        replicator.addSublayer(square(CGRect(x: 45, y: 5, width: 10, height: 10), .black))  // at 12 o'clock
        w.layer.addSublayer(replicator)
        let b = try render(w, look: "replicator-spinner")
        #expect(b.rgba(50, 10) == [0, 0, 0, 255])  // 12 o'clock, alpha 1
        #expect(close(b.rgba(90, 50), [64, 64, 64, 255], 1), "\(b.rgba(90, 50))")  // 3 o'clock, 0.75
        #expect(close(b.rgba(50, 90), [128, 128, 128, 255], 1), "\(b.rgba(50, 90))")  // 6 o'clock, 0.5
        #expect(close(b.rgba(10, 50), [191, 191, 191, 255], 1), "\(b.rgba(10, 50))")  // 9 o'clock, 0.25
        #expect(b.rgba(50, 50) == [255, 255, 255, 255])
    }

    @Test func instanceDelayRunsEachCopysAnimationLater() throws {
        let w = window()
        let replicator = ReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 4
        replicator.instanceTransform = Transform3D(translationX: 20, y: 0, z: 0)
        replicator.instanceDelay = 0.25
        let dot = square(CGRect(x: 0, y: 40, width: 10, height: 10), .black)
        replicator.addSublayer(dot)
        w.layer.addSublayer(replicator)
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "pulse")
        w.tick(frames: 32)  // 0.5 s
        let b = try render(w, look: "replicator-delay")
        #expect(close(b.rgba(5, 45), [128, 128, 128, 255], 1), "\(b.rgba(5, 45))")  // 0.5
        #expect(close(b.rgba(25, 45), [191, 191, 191, 255], 1), "\(b.rgba(25, 45))")  // 0.25
        #expect(b.rgba(45, 45) == [255, 255, 255, 255])  // 0: just begun
        #expect(b.rgba(65, 45) == [0, 0, 0, 255])  // not begun: no fill, the model value (opaque)
    }

    @Test func aPushTransitionSlidesTheNewContentOverTheOld() throws {
        let w = window()
        let panel = square(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
        w.layer.addSublayer(panel)
        w.tick()
        let push = Transition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        Transaction.begin()
        Transaction.setDisableActions(true)
        panel.add(push, forKey: "transition")
        panel.backgroundColor = .blue
        Transaction.commit()
        w.tick(frames: 32)
        let b = try render(w, look: "transition-push")
        #expect(b.rgba(25, 50) == [255, 0, 0, 255])  // the old content, half way out to the left
        #expect(b.rgba(75, 50) == [0, 0, 255, 255])  // the new content, half way in from the right
        w.tick(frames: 40)
        #expect(panel.animationKeys() == nil)
        #expect(try render(w).rgba(25, 50) == [0, 0, 255, 255])
    }

    @Test func aFadeTransitionCrossFades() throws {
        let w = window()
        let panel = square(CGRect(x: 0, y: 0, width: 100, height: 100), .black)
        w.layer.addSublayer(panel)
        w.tick()
        let fade = Transition()
        fade.duration = 1
        panel.add(fade, forKey: nil)
        Transaction.setDisableActions(true)
        panel.backgroundColor = .white
        w.tick(frames: 32)
        let px = try render(w).rgba(50, 50)
        // Old black at 0.5 over white, new white at 0.5 above: a mid grey.
        #expect(px[0] > 120 && px[0] < 200, "\(px)")
    }
}

/// Replicator copies of animations bound to an interactive transition, and
/// layers that go away with never-ending animations.
@MainActor
@Suite struct ReplicatorBoundAnimationTests {
    private func scene(scrubbed: Bool) throws -> Bitmap {
        let w = Window(size: CGSize(width: 100, height: 20), scale: 1, clock: ManualClock(fps: 64))
        w.backgroundColor = .white
        let replicator = ReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        replicator.instanceCount = 4
        replicator.instanceTransform = Transform3D(translationX: 25, y: 0, z: 0)
        replicator.instanceDelay = 0.25
        let dot = Layer()
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.backgroundColor = .black
        replicator.addSublayer(dot)
        w.layer.addSublayer(replicator)
        w.tick()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.repeatCount = 2
        if scrubbed {
            let timeline = TransitionTimeline(duration: 2, window: w)
            timeline.capture { dot.add(fade, forKey: "pulse") }
            timeline.update(0.25)  // 0.5 s
        } else {
            dot.add(fade, forKey: "pulse")
            w.tick(frames: 32)
        }
        return try CairoRenderer().render(w.renderTree())
    }

    @Test func boundCopiesKeepTheirDelays() throws {
        let played = try scene(scrubbed: false)
        let scrubbed = try scene(scrubbed: true)
        #expect(close(played.rgba(10, 10), [128, 128, 128, 255], 1), "\(played.rgba(10, 10))")
        #expect(close(played.rgba(35, 10), [191, 191, 191, 255], 1), "\(played.rgba(35, 10))")
        let same = scrubbed.pixels == played.pixels  // compared outside #expect: no pixel dump on failure
        #expect(
            same,
            "the scrubbed copies differ from the played ones: at (35, 10) \(scrubbed.rgba(35, 10)) vs \(played.rgba(35, 10))")
    }

    @Test func aRemovedLayerDoesNotLiveOnForItsNeverEndingAnimation() {
        let w = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 64))
        weak var weakDot: Layer?
        var done = false
        do {
            let dot = Layer()
            w.layer.addSublayer(dot)
            weakDot = dot
            Transaction.begin()
            Transaction.setCompletionBlock { done = true }
            let spin = BasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = Double.pi * 2
            spin.repeatCount = .infinity
            dot.add(spin, forKey: "spin")
            Transaction.commit()
            w.tick(frames: 4)
            dot.removeFromSuperlayer()
        }
        w.tick()
        #expect(weakDot == nil)
        #expect(done, "a transaction waiting for the layer's animation completes when the layer goes")
    }
}
