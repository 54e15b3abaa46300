import Foundation
import Testing

@testable import Flipbook

/// Hiding an arranged view inside `View.animate { ...; stack.layoutIfNeeded() }`:
/// the frames animate from the three-view layout to the two-view one.
@MainActor @Suite struct StackViewAnimationTests {
    /// The drawn (presentation) frames.
    private func drawn(_ views: [View]) -> [CGRect] { views.map { View.frame(of: $0.layer.presentationProperties) } }

    @Test func hidingAnArrangedViewAnimatesTheCollapseFrameByFrame() {
        let (window, stack, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) { $0.distribution = .fillEqually }
        let before = [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
            CGRect(x: 220, y: 0, width: 100, height: 100),
        ]
        let after = [
            CGRect(x: 0, y: 0, width: 155, height: 100), CGRect(x: 155, y: 0, width: 0, height: 100),
            CGRect(x: 165, y: 0, width: 155, height: 100),
        ]
        #expect(close(frames(v), before))

        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            v[1].isHidden = true
            stack.layoutIfNeeded()
        }
        #expect(close(frames(v), after), "model frames are final at once: \(frames(v))")
        #expect(close(drawn(v), before), "0 %: \(drawn(v))")

        window.tick(frames: 30)  // 0.5 s of 1 s, linear.
        let half = zip(before, after).map { b, a in
            CGRect(
                x: (b.minX + a.minX) / 2, y: (b.minY + a.minY) / 2, width: (b.width + a.width) / 2,
                height: (b.height + a.height) / 2)
        }
        #expect(close(drawn(v), half, 1e-9), "50 %: \(drawn(v)), expected \(half)")
        #expect(
            close(
                half,
                [
                    CGRect(x: 0, y: 0, width: 127.5, height: 100), CGRect(x: 132.5, y: 0, width: 50, height: 100),
                    CGRect(x: 192.5, y: 0, width: 127.5, height: 100),
                ]))

        window.tick(frames: 30)
        #expect(close(drawn(v), after), "100 %: \(drawn(v))")
        #expect(v[0].layer.animations.isEmpty && v[2].layer.animations.isEmpty)
    }

    @Test func showingItAgainAnimatesBack() {
        let (window, stack, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) { $0.distribution = .fillEqually }
        v[1].isHidden = true
        window.layoutIfNeeded()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            v[1].isHidden = false
            stack.layoutIfNeeded()
        }
        window.tick(frames: 30)
        // Half way from 155 to 100 wide: 127.5; C from 165 to 220: 192.5.
        #expect(close(drawn(v)[2], CGRect(x: 192.5, y: 0, width: 127.5, height: 100), 1e-9), "\(drawn(v))")
        window.tick(frames: 30)
        #expect(close(drawn(v)[2], CGRect(x: 220, y: 0, width: 100, height: 100)))
    }
}
