import Foundation
import Testing

@testable import Flipbook

/// A flip's old picture, turned edge-on at the half, is not drawn in the
/// second half: UIKit turns the whole superview, so nothing of the old
/// content is left; drawn edge-on, the snapshot left a one-pixel line of the
/// old colour down the axis (seen in a ported `UIView.transition(from:to:)` pop).
@MainActor @Suite struct ViewTransitionFlipEdgeOnTests {
    @Test func theOldPictureIsGoneFromTheHalf() {
        let window = Window(size: CGSize(width: 300, height: 300), scale: 1, clock: ManualClock(fps: 60))
        let old = View(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        old.backgroundColor = .red
        window.addSubview(old)
        let new = View(frame: old.frame)
        new.backgroundColor = .blue
        View.transition(from: old, to: new, duration: 1, options: [.transitionFlipFromLeft])
        let snapshot = window.subviews.first { $0 !== new }!
        window.tick(frames: 29)
        #expect(snapshot.layer.presentationProperties.opacity == 1, "shown while it turns away")
        window.tick(frames: 2)
        #expect(snapshot.layer.presentationProperties.opacity == 0, "gone once edge-on")
        window.tick(frames: 20)
        #expect(
            snapshot.layer.presentationProperties.opacity == 0 && snapshot.superview != nil,
            "still there (removed at the end) but not drawn")
        window.tick(frames: 10)
        #expect(snapshot.superview == nil && window.subviews == [new])
    }
}
