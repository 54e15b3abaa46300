import Foundation
import Testing

@testable import Flipbook

/// View animations run in their layer's time, as Core Animation's own
/// animations do: a view animation *is* an animation on the view's layer,
/// and every layer maps its superlayer's time by
/// `(t - beginTime) * speed + timeOffset` (`CAMediaTiming`,
/// https://developer.apple.com/documentation/quartzcore/camediatiming).
/// So a layer's `speed`, `timeOffset`, `beginTime` and its own `duration`
/// and repeats move `View.animate` animations in its subtree, and pausing
/// a layer tree (Technical Q&A QA1673, "How to pause the animation of a
/// layer tree",
/// https://developer.apple.com/library/archive/qa/qa1673/_index.html)
/// pauses them. A 64 fps clock keeps every time exact in binary.
@MainActor @Suite struct ViewAnimationLayerTimeTests {
    private func scene() -> (Window, View, View) {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock(fps: 64))
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.addSubview(box)
        window.addSubview(container)
        return (window, container, box)
    }

    @Test func aSuperlayersSpeedRunsAViewAnimationFaster() {
        let (window, container, box) = scene()
        container.layer.speed = 2
        var finishedAt: Double?
        View.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                box.center.x = 110
            }, completion: { _ in finishedAt = window.time })
        let start = window.time
        window.tick(frames: 16)  // 0.25 s of the window: 0.5 s of the container's time
        #expect(box.layer.presentationProperties.position.x == 60)
        window.tick(frames: 16)
        #expect(finishedAt == start + 0.5, "the completion runs when the animation ends in its layer's time")
    }

    @Test func aFrozenContainerScrubbedByTimeOffsetMovesAViewAnimation() {
        // The classic hand-made interactive transition: freeze the container, animate, then scrub.
        let (window, container, box) = scene()
        container.layer.speed = 0
        var completed = false
        View.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                box.alpha = 0
            }, completion: { _ in completed = true })
        window.tick(frames: 64)
        #expect(box.layer.presentationProperties.opacity == 1, "a frozen layer's animations do not move")
        container.layer.timeOffset = 0.25
        #expect(box.layer.presentationProperties.opacity == 0.75)
        container.layer.timeOffset = 0.625
        window.tick()
        #expect(box.layer.presentationProperties.opacity == 0.375)
        #expect(!completed, "a paused animation does not end")
    }

    @Test func pausingAndResumingALayerTreeAsQA1673Does() {
        let (window, container, box) = scene()
        var finishedAt: Double?
        View.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                box.alpha = 0
            }, completion: { _ in finishedAt = window.time })
        let start = window.time
        window.tick(frames: 16)
        #expect(box.layer.presentationProperties.opacity == 0.75)
        // pauseLayer(_:)
        let pausedTime = container.layer.convertTime(CurrentMediaTime(), from: nil)
        container.layer.speed = 0
        container.layer.timeOffset = pausedTime
        window.tick(frames: 32)
        #expect(box.layer.presentationProperties.opacity == 0.75)
        #expect(finishedAt == nil)
        // resumeLayer(_:)
        let paused = container.layer.timeOffset
        container.layer.speed = 1
        container.layer.timeOffset = 0
        container.layer.beginTime = 0
        container.layer.beginTime = container.layer.convertTime(CurrentMediaTime(), from: nil) - paused
        #expect(box.layer.presentationProperties.opacity == 0.75)
        window.tick(frames: 16)
        #expect(box.layer.presentationProperties.opacity == 0.5)
        window.tick(frames: 32)
        #expect(finishedAt == start + 1.5, "1 s of animation plus 0.5 s paused")
        #expect(box.layer.presentationProperties.opacity == 0)
    }

    @Test func aLayersOwnDurationAndRepeatsFoldItsSubtreesTime() {
        let (window, container, box) = scene()
        // The container's time runs 0...0.5 s, forever: a 1 s animation inside never gets past half.
        container.layer.duration = 0.5
        container.layer.repeatCount = .infinity
        View.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                box.center.x = 110
            })
        window.tick(frames: 16)
        #expect(box.layer.presentationProperties.position.x == 35)
        window.tick(frames: 24)  // 0.625 s: the container's time is back at 0.125 s
        #expect(box.layer.presentationProperties.position.x == 22.5)
    }

    @Test func aLayerNotCustomizedKeepsTheClock() {
        // A sibling container with speed 2 does not touch this one's animations.
        let (window, _, box) = scene()
        let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(other)
        other.layer.speed = 2
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.alpha = 0 })
        window.tick(frames: 16)
        #expect(box.layer.presentationProperties.opacity == 0.75)
    }
}
