import Foundation
import Testing

@testable import Flipbook

/// Right to left: leading and trailing anchors, natural text alignment, the
/// navigation push and its back swipe all mirror, as in UIKit.
@MainActor @Suite struct RightToLeftTests {
    private func window(rtl: Bool) -> Window {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock(fps: 60))
        if rtl { window.traitOverrides.layoutDirection = .rightToLeft }
        return window
    }

    @Test func leadingAndTrailingAnchorsMirror() {
        for rtl in [false, true] {
            let window = window(rtl: rtl)
            let holder = View(frame: window.bounds)
            window.addSubview(holder)
            let badge = View(frame: .zero)
            badge.translatesAutoresizingMaskIntoConstraints = false
            holder.addSubview(badge)
            LayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 16),
                badge.trailingAnchor.constraint(equalTo: holder.trailingAnchor, constant: -200),
                badge.topAnchor.constraint(equalTo: holder.topAnchor, constant: 40),
                badge.heightAnchor.constraint(equalToConstant: 30),
            ])
            window.layoutIfNeeded()
            let expected = rtl ? CGRect(x: 200, y: 40, width: 104, height: 30) : CGRect(x: 16, y: 40, width: 104, height: 30)
            #expect(badge.frame == expected, "rtl \(rtl): \(badge.frame)")
        }
    }

    @Test func aForcedLeftToRightViewKeepsItsLeadingOnTheLeft() {
        let window = window(rtl: true)
        let holder = View(frame: window.bounds)
        holder.semanticContentAttribute = .forceLeftToRight
        window.addSubview(holder)
        let badge = View(frame: .zero)
        badge.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(badge)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: holder.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame.minX == 16)
    }

    @Test func naturalTextSitsOnTheLeadingSide() {
        for rtl in [false, true] {
            let window = window(rtl: rtl)
            let label = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            label.text = "Inbox"
            window.addSubview(label)
            let run = label.content(for: label.bounds).commands.compactMap { command -> TextRun? in
                if case let .text(run) = command { return run }
                return nil
            }.first
            let width = TextMeasurement.measurer.width(of: "Inbox", font: label.font)
            #expect(run?.origin.x == (rtl ? 300 - width : 0), "rtl \(rtl): \(String(describing: run?.origin))")
        }
    }

    /// The pushed view's x at the middle of the built-in push.
    private func pushedX(rtl: Bool) -> (top: CGFloat, below: CGFloat) {
        let window = window(rtl: rtl)
        let root = ViewController()
        let pushed = ViewController()
        let nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        window.tick()
        nav.pushViewController(pushed, animated: true)
        window.tick(frames: 11)
        return (
            View.frame(of: pushed.view.layer.presentationProperties).minX,
            View.frame(of: root.view.layer.presentationProperties).minX
        )
    }

    @Test func thePushComesFromTheLeftInRightToLeft() {
        let ltr = pushedX(rtl: false)
        let rtl = pushedX(rtl: true)
        #expect(ltr.top > 0 && ltr.below < 0, "left to right: \(ltr)")
        #expect(abs(rtl.top + ltr.top) < 1e-9 && abs(rtl.below + ltr.below) < 1e-9, "mirrored: \(rtl) against \(ltr)")
    }

    @Test func theBackSwipeStartsAtTheRightEdgeInRightToLeft() throws {
        for (rtl, from, to) in [
            (true, CGFloat(318), CGFloat(40)), (true, CGFloat(2), CGFloat(280)), (false, CGFloat(2), CGFloat(280)),
        ] {
            let window = window(rtl: rtl)
            let root = ViewController()
            let pushed = ViewController()
            let nav = NavigationController(rootViewController: root)
            window.rootViewController = nav
            window.tick()
            nav.pushViewController(pushed, animated: false)
            window.tick()
            try window.play(
                .drag(
                    from: CGPoint(x: from, y: 240), to: CGPoint(x: to, y: 240), start: window.time + 1.0 / 60,
                    duration: 0.3, steps: 12))
            window.tick(frames: 90)
            let popped = nav.viewControllers.count == 1
            // Right to left: only the swipe from the right edge pops; left to right: from the left edge.
            #expect(popped == (rtl ? from > 160 : from < 160), "rtl \(rtl), from \(from): popped \(popped)")
        }
    }
}
