import Foundation
import Testing

@testable import Flipbook

/// A view that leaves its window loses the animations of its layer tree, as
/// in UIKit: the delegate hears `finished: false`, the transaction that
/// waited for them completes, and what they held is released.
@MainActor @Suite struct AnimationsLeavingWindowTests {
    final class StopRecorder: AnimationDelegate {
        var stops: [Bool] = []
        func animationDidStop(_ anim: Animation, finished flag: Bool) { stops.append(flag) }
    }

    private func pathAnimation() -> BasicAnimation {
        let animation = BasicAnimation(keyPath: "path")
        animation.fromValue = BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).cgPath
        animation.toValue = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        animation.duration = 1
        return animation
    }

    @Test func removingAViewStopsTheAnimationsOfItsLayerTreeAndMask() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let container = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(child)
        window.addSubview(container)
        let mask = ShapeLayer()
        child.layer.mask = mask
        let recorder = StopRecorder()
        let onMask = pathAnimation()
        onMask.delegate = recorder
        mask.add(onMask, forKey: "reveal")
        let onChild = BasicAnimation(keyPath: "opacity")
        onChild.fromValue = 0.0
        onChild.toValue = 1.0
        onChild.duration = 1
        onChild.delegate = recorder
        child.layer.add(onChild, forKey: "fade")
        window.tick(frames: 5)
        #expect(recorder.stops.isEmpty)

        container.removeFromSuperview()
        #expect(recorder.stops == [false, false])
        #expect(mask.animationKeys() == nil || mask.animationKeys()?.isEmpty == true)
        #expect(child.layer.animationKeys() == nil || child.layer.animationKeys()?.isEmpty == true)
    }

    @Test func movingWithinTheWindowKeepsTheAnimations() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let a = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = View(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(child)
        let recorder = StopRecorder()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        fade.delegate = recorder
        child.layer.add(fade, forKey: "fade")
        window.tick(frames: 5)
        b.addSubview(child)
        #expect(recorder.stops.isEmpty)
        #expect(child.layer.animationKeys() == ["fade"])
        window.tick(frames: 60)
        #expect(recorder.stops == [true])
    }

    /// A circular reveal on a paused layer, whose transaction completion
    /// block holds the view (as real animators write it), used to keep the
    /// view alive forever once it left the window.
    @Test func aPausedRevealWhoseCompletionHoldsTheViewIsFreedWhenItLeaves() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        weak var weakView: View?
        var completions = 0
        do {
            let view = View(frame: window.bounds)
            window.addSubview(view)
            let mask = ShapeLayer()
            view.layer.mask = mask
            Transaction.begin()
            Transaction.setCompletionBlock {
                view.layer.mask = nil
                completions += 1
            }
            mask.add(pathAnimation(), forKey: "reveal")
            Transaction.commit()
            view.layer.speed = 0
            window.tick(frames: 120)
            #expect(completions == 0)
            view.removeFromSuperview()
            weakView = view
        }
        #expect(completions == 1)
        #expect(weakView == nil)
    }
}
