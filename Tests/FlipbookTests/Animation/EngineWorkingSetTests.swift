import Foundation
import Testing

@testable import Flipbook

/// The compact engine structures (a layer's animations in a small array, an
/// animation's first segment inline, layout that skips clean subtrees, a
/// 2-D transform held in 56 bytes, 40-byte values) behave as the general
/// ones did.
@MainActor @Suite struct EngineWorkingSetTests {
    final class CountingView: View {
        var layouts = 0
        var onLayout: (() -> Void)?
        override func layoutSubviews() {
            layouts += 1
            onLayout?()
        }
    }

    func makeWindow() -> Window {
        Window(size: CGSize(width: 400, height: 400), scale: 1, clock: ManualClock(fps: 60))
    }

    @Test func aLayerKeepsOneAnimationPerPropertyAndDropsReplacedOnes() {
        let window = makeWindow()
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.alpha = 0
            view.center = CGPoint(x: 150, y: 50)
            view.backgroundColor = .red
        }
        #expect(view.layer.animations.count == 3)
        window.tick(frames: 30)
        // A second animation of the same property replaces the first, from where it is now.
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 1 }
        #expect(view.layer.animations.count == 3)
        #expect(abs(view.layer.presentationProperties.opacity - 0.5) < 1e-9)
        window.tick(frames: 30)
        // alpha runs from 0.5 to 1 over its second; the first group has ended.
        #expect(abs(view.layer.presentationProperties.opacity - 0.75) < 1e-9)
        #expect(view.layer.presentationProperties.position.x == 150)
        #expect(view.layer.animations.count == 1)
        window.tick(frames: 30)
        #expect(view.layer.animations.isEmpty)
        #expect(view.layer.presentationProperties.opacity == 1)
    }

    @Test func keyframesStillChainTheirSegments() {
        let window = makeWindow()
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        // Linear time (the default ease-in-out would move the midpoints).
        View.animateKeyframes(
            withDuration: 1, delay: 0,
            options: KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)
        ) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }
        #expect(view.layer.animations.count == 1, "both keyframes are segments of one animation")
        // Midpoints of each segment: half way along it.
        window.tick(frames: 15)
        #expect(abs(view.layer.presentationProperties.opacity - 0.75) < 1e-9)
        window.tick(frames: 15)
        #expect(abs(view.layer.presentationProperties.opacity - 0.5) < 1e-9)
        window.tick(frames: 15)
        #expect(abs(view.layer.presentationProperties.opacity - 0.25) < 1e-9)
        window.tick(frames: 15)
        #expect(view.layer.presentationProperties.opacity == 0)
    }

    @Test func layoutReachesADeepViewInAnOtherwiseCleanTree() {
        let window = makeWindow()
        let a = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let c = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        window.layoutIfNeeded()
        let before = (a.layouts, b.layouts, c.layouts)
        window.layoutIfNeeded()
        #expect((a.layouts, b.layouts, c.layouts) == before, "a clean tree lays out nothing")
        c.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(c.layouts == before.2 + 1)
        #expect(a.layouts == before.0 && b.layouts == before.1)
    }

    @Test func aViewMarkedDuringALayoutPassIsLaidOutByTheNextOne() {
        let window = makeWindow()
        let first = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(first)
        window.addSubview(second)
        first.addSubview(inner)
        window.layoutIfNeeded()
        let innerBefore = inner.layouts
        // `second` is laid out after `first`'s subtree: marking `inner` from it comes too late for this pass.
        second.onLayout = {
            inner.setNeedsLayout()
            second.onLayout = nil
        }
        second.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(inner.layouts == innerBefore)
        window.layoutIfNeeded()
        #expect(inner.layouts == innerBefore + 1)
        window.layoutIfNeeded()
        #expect(inner.layouts == innerBefore + 1)
    }

    @Test func valuesKeepTheirCompactSizes() {
        // The colour's provider leaves the enum's tag room (see ColorProvider).
        #expect(MemoryLayout<Color>.size == 40)
        #expect(MemoryLayout<AnimatableValue>.size == 40)
        // A 2-D transform is held in 56 bytes (see CompactTransform3D).
        #expect(MemoryLayout<CompactTransform3D>.size == 56)
        #expect(MemoryLayout<LayerProperties>.size == 200)
    }

    @Test func aCompactTransformGivesBackExactlyWhatWasStored() {
        let affine = Transform3D(CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: -2))
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        var negativeZero = Transform3D.identity
        negativeZero.m13 = -0.0
        for t in [
            Transform3D.identity, affine, perspective, negativeZero,
            Transform3D(rotationAngle: 1, x: 1, y: 0, z: 0), Transform3D(scaleX: 2, y: 3, z: 4),
        ] {
            let stored = CompactTransform3D(t)
            let back = stored.value
            #expect(withUnsafeBytes(of: back) { Array($0) } == withUnsafeBytes(of: t) { Array($0) }, "bit for bit")
            #expect(stored.isIdentity == t.isIdentity)
            var p = LayerProperties()
            p.transform = t
            #expect(p.transform == t)
            #expect(
                p
                    == {
                        var q = LayerProperties()
                        q.transform = t
                        return q
                    }())
        }
        // Equal as transforms are, whichever way they are held.
        #expect(CompactTransform3D(negativeZero) == CompactTransform3D(.identity))
        #expect(CompactTransform3D(negativeZero).hashValue == CompactTransform3D(.identity).hashValue)
        #expect(CompactTransform3D(perspective) != CompactTransform3D(.identity))
    }
}
