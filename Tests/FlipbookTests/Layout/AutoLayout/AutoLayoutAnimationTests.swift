import Foundation
import Testing

@testable import Flipbook

/// The idiom: change a constant, then `layoutIfNeeded()` inside
/// `View.animate`; the frames animate (not the constraints).
@MainActor @Suite struct AutoLayoutAnimationTests {
    @Test func aConstantChangedInsideAnimateAnimatesEveryAffectedFrame() {
        let (window, root) = makeScreen()
        let panel = constrainedView(in: root, "panel")
        let badge = constrainedView(in: root, "badge")
        let top = panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        LayoutConstraint.activate([
            top,
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            panel.heightAnchor.constraint(equalToConstant: 200),
            // The badge hangs under the panel: it moves with it.
            badge.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 10),
            badge.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        window.layoutIfNeeded()
        let panelBefore = panel.frame
        let badgeBefore = badge.frame
        #expect(panelBefore == CGRect(x: 20, y: 100, width: 335, height: 200))
        #expect(badgeBefore == CGRect(x: 167.5, y: 310, width: 40, height: 40))

        top.constant = 300
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { root.layoutIfNeeded() }
        // Model values are final at once; the drawn ones start where they were.
        #expect(panel.frame.minY == 300 && badge.frame.minY == 510)
        #expect(View.frame(of: panel.layer.presentationProperties) == panelBefore)

        window.tick(frames: 30)
        for (view, before) in [(panel, panelBefore), (badge, badgeBefore)] {
            let now = View.frame(of: view.layer.presentationProperties)
            let after = view.frame
            let mid = CGRect(
                x: (before.minX + after.minX) / 2, y: (before.minY + after.minY) / 2,
                width: (before.width + after.width) / 2, height: (before.height + after.height) / 2)
            #expect(close(now, mid, 1e-9), "\(view.layoutName) at half time: \(now), expected \(mid)")
        }
        window.tick(frames: 30)
        #expect(View.frame(of: panel.layer.presentationProperties) == panel.frame)
        #expect(View.frame(of: badge.layer.presentationProperties) == badge.frame)
    }

    @Test func aConstantChangedOutsideAnimationJumpsAtTheNextLayout() {
        let (window, root) = makeScreen()
        let view = constrainedView(in: root, "v")
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalToConstant: 50),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.tick()
        #expect(view.frame.width == 50)
        width.constant = 80
        #expect(view.frame.width == 50, "frames change in the layout pass, not when the constant does")
        window.tick()
        #expect(view.frame.width == 80)
        #expect(view.layer.animations.isEmpty)
    }

    @Test func aConstantChangeIsAnIncrementalUpdateNotARebuild() throws {
        let (window, root) = makeScreen()
        var previous: View = root
        var first: LayoutConstraint?
        for i in 0..<50 {
            let v = constrainedView(in: root, "v\(i)")
            let lead = v.leadingAnchor.constraint(
                equalTo: previous === root ? root.leadingAnchor : previous.trailingAnchor, constant: 2)
            if first == nil { first = lead }
            LayoutConstraint.activate([
                lead, v.widthAnchor.constraint(equalToConstant: 5),
                v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 5),
            ])
            previous = v
        }
        window.layoutIfNeeded()
        let engine = try #require(LayoutEngine.existingEngine(of: root))
        let built = engine.solver.statistics.rowsBuilt
        first!.constant = 12
        window.layoutIfNeeded()
        #expect(engine.solver.statistics.rowsBuilt == built, "no row rebuilt for a constant")
        #expect(abs(previous.frame.minX - (12 + 49 * 7)) < 1e-9)
    }
}

/// The same idiom driven by a scrubbed property animator, and rotation.
@MainActor @Suite struct AutoLayoutScrubbingTests {
    @Test func aScrubbedAnimatorPlacesConstrainedFramesByFraction() {
        let (window, root) = makeScreen()
        let sheet = constrainedView(in: root, "sheet")
        let height = sheet.heightAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            height, sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(sheet.frame == CGRect(x: 0, y: 567, width: 375, height: 100))
        height.constant = 500
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
        for fraction in [0.25, 0.5, 0.75] {
            animator.fractionComplete = fraction
            window.tick()
            let drawn = View.frame(of: sheet.layer.presentationProperties)
            let h = 100 + 400 * fraction
            #expect(close(drawn, CGRect(x: 0, y: 667 - h, width: 375, height: h), 1e-9), "at \(fraction): \(drawn)")
        }
        animator.stopAnimation(true)
    }

    @Test func anAnimatedRotationMovesConstrainedFramesThroughTheResize() {
        let (window, root) = makeScreen()
        let bar = constrainedView(in: root, "bar")
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            bar.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            bar.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 617, width: 355, height: 40))
        window.resize(to: CGSize(width: 667, height: 375), duration: 0.5)
        #expect(bar.frame == CGRect(x: 10, y: 325, width: 647, height: 40), "the model frame is final at once")
        window.tick(frames: 15)
        let drawn = View.frame(of: bar.layer.presentationProperties)
        #expect(drawn.width > 355 && drawn.width < 647, "in between: \(drawn)")
        #expect(drawn.minY > 325 && drawn.minY < 617)
        window.tick(frames: 30)
        #expect(View.frame(of: bar.layer.presentationProperties) == bar.frame)
    }
}
