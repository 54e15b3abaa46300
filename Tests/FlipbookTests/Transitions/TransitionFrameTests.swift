import Foundation
import Testing

@testable import Flipbook

/// Records `initialFrame(for:)` and `finalFrame(for:)` of both controllers
/// when it starts and again when its animation ends, and runs a real
/// animation in between (0.2 s): a presented view fades in at its final
/// frame, a dismissed view fades out, a pushed or popped view fades in.
@MainActor final class FrameRecordingAnimator: ViewControllerAnimatedTransitioning {
    var atStart: [String: CGRect] = [:]
    var atEnd: [String: CGRect] = [:]
    /// Moves the from-controller's view 10 pt right before asking, as an animator that sets up its start state first.
    var nudgesFromView = false

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }

    private func frames(
        _ context: any ViewControllerContextTransitioning, _ from: ViewController,
        _ to: ViewController
    ) -> [String: CGRect] {
        [
            "fromInitial": context.initialFrame(for: from), "fromFinal": context.finalFrame(for: from),
            "toInitial": context.initialFrame(for: to), "toFinal": context.finalFrame(for: to),
        ]
    }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let from = context.viewController(forKey: .from)!
        let to = context.viewController(forKey: .to)!
        if nudgesFromView, let view = from.viewIfLoaded { view.frame.origin.x += 10 }
        atStart = frames(context, from, to)
        let dismissing = from.isBeingDismissed
        let moving: View
        if dismissing {
            moving = context.view(forKey: .from)!
        } else {
            moving = context.view(forKey: .to)!
            context.containerView.addSubview(moving)
            moving.frame = context.finalFrame(for: to)
            moving.alpha = 0
        }
        View.animate(
            withDuration: 0.2, delay: 0, options: [.curveLinear],
            animations: {
                moving.alpha = dismissing ? 0 : 1
            },
            completion: { _ in
                self.atEnd = self.frames(context, from, to)
                if dismissing { moving.removeFromSuperview() }
                context.completeTransition(true)
            })
    }
}

/// A half-width presentation controller on the right that removes the presenter's view.
@MainActor final class RemovingPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
    override var frameOfPresentedViewInContainerView: CGRect {
        let b = containerView?.bounds ?? .zero
        return CGRect(x: b.width / 2, y: 0, width: b.width / 2, height: b.height)
    }
}

/// `initialFrame(for:)` and `finalFrame(for:)` in every presentation style,
/// presenting and dismissing, and for pushes and pops: the values of UIKit's
/// header rule and Apple's CustomTransitions sample (docs/porting-from-uikit.md,
/// "Frames"). `.zero` means "not on screen at that end"; a from-controller's
/// final frame is `.zero` exactly when its view leaves the window.
@MainActor @Suite struct TransitionFrameTests {
    struct Run {
        var present: [String: CGRect] = [:], presentEnd: [String: CGRect] = [:]
        var dismiss: [String: CGRect] = [:], dismissEnd: [String: CGRect] = [:]
        var presenterInWindowWhilePresented = false
        var presentedFrame = CGRect.zero
        var presenterInWindowAfterDismissal = false
        var presenterFrameAfterDismissal = CGRect.zero
    }

    /// The controller presentations of the context styles cover: a child of
    /// the root, its view at (100, 50, 300, 200) in the root's view.
    final class ContextController: ViewController {
        override func viewDidLoad() { definesPresentationContext = true }
    }

    /// Presents a plain controller in `style` from the root (or from a
    /// context child for the context styles) in a window of `size`, with the
    /// recording animator both ways, ticking the transitions through.
    func run(
        _ style: ModalPresentationStyle, size: CGSize = CGSize(width: 1024, height: 768),
        preferredSize: CGSize = .zero, nudges: Bool = false,
        makePC: ((ViewController, ViewController?) -> PresentationController?)? = nil
    ) -> Run {
        let log = CallLog()
        let window = Window(size: size, scale: 1, clock: ManualClock(fps: 60))
        let root = ViewController()
        window.rootViewController = root
        let context = ContextController()
        root.addChild(context)
        context.view.frame = CGRect(x: 100, y: 50, width: 300, height: 200)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        window.tick()

        let animator = FrameRecordingAnimator()
        animator.nudgesFromView = nudges
        let delegate = LoggingDelegate(log, animator: animator)
        delegate.makePresentationController = makePC
        let b = ViewController()
        b.modalPresentationStyle = style
        b.preferredContentSize = preferredSize
        b.transitioningDelegate = delegate
        let isContext = style == .currentContext || style == .overCurrentContext
        let presenter: ViewController = isContext ? context : root
        presenter.present(b, animated: true)
        window.tick(frames: 16)
        var result = Run()
        #expect(b.presentingViewController === presenter && !b.isBeingPresented, "\(style): presented")
        result.present = animator.atStart
        result.presentEnd = animator.atEnd
        result.presenterInWindowWhilePresented = presenter.view.window === window
        result.presentedFrame = b.view.frame

        animator.nudgesFromView = false
        b.dismiss(animated: true)
        window.tick(frames: 16)
        #expect(b.presentingViewController == nil, "\(style): dismissed")
        result.dismiss = animator.atStart
        result.dismissEnd = animator.atEnd
        result.presenterInWindowAfterDismissal = presenter.view.window === window
        result.presenterFrameAfterDismissal = presenter.view.frame
        #expect(window.transitionReports.isEmpty, "\(style): \(window.transitionReports)")
        withExtendedLifetime(delegate) {}
        return result
    }

    func frames(_ fromInitial: CGRect, _ fromFinal: CGRect, _ toInitial: CGRect, _ toFinal: CGRect) -> [String: CGRect] {
        ["fromInitial": fromInitial, "fromFinal": fromFinal, "toInitial": toInitial, "toFinal": toFinal]
    }

    let full = CGRect(x: 0, y: 0, width: 1024, height: 768)
    let contextArea = CGRect(x: 0, y: 0, width: 300, height: 200)

    /// Checks the frames at the start and at the end of each transition, and
    /// the header's rule: the presenter's view is in the window after the
    /// presentation exactly when its final frame is not `.zero`, where the
    /// final frames say.
    func check(_ run: Run, _ style: ModalPresentationStyle, present: [String: CGRect], dismiss: [String: CGRect]) {
        #expect(run.present == present, "\(style) presentation")
        #expect(run.presentEnd == present, "\(style) presentation: the same frames at the end")
        #expect(run.dismiss == dismiss, "\(style) dismissal")
        #expect(run.dismissEnd == dismiss, "\(style) dismissal: the same frames at the end")
        #expect(
            run.presenterInWindowWhilePresented == (present["fromFinal"] != .zero),
            "\(style): the presenter's view stays exactly when its final frame is not .zero")
        #expect(run.presentedFrame == present["toFinal"], "\(style): the presented view ends at its final frame")
        #expect(run.presenterInWindowAfterDismissal, "\(style): the presenter is back")
        #expect(
            run.presenterFrameAfterDismissal
                == (style == .currentContext || style == .overCurrentContext
                    ? CGRect(x: 100, y: 50, width: 300, height: 200) : full),
            "\(style): where it was")
    }

    @Test func fullScreenRemovesThePresenter() {
        check(
            run(.fullScreen), .fullScreen,
            present: frames(full, .zero, .zero, full), dismiss: frames(full, .zero, .zero, full))
    }

    @Test func overFullScreenKeepsThePresenter() {
        check(
            run(.overFullScreen), .overFullScreen,
            present: frames(full, full, .zero, full), dismiss: frames(full, .zero, full, full))
    }

    @Test func contextStylesUseTheContextsArea() {
        check(
            run(.currentContext), .currentContext,
            present: frames(contextArea, .zero, .zero, contextArea),
            dismiss: frames(contextArea, .zero, .zero, contextArea))
        check(
            run(.overCurrentContext), .overCurrentContext,
            present: frames(contextArea, contextArea, .zero, contextArea),
            dismiss: frames(contextArea, .zero, contextArea, contextArea))
    }

    @Test func sheetsInARegularWidthKeepThePresenter() {
        let page = CGRect(x: 160, y: 40, width: 704, height: 728)
        check(
            run(.pageSheet), .pageSheet,
            present: frames(full, full, .zero, page), dismiss: frames(page, .zero, full, full))
        let form = CGRect(x: 242, y: 74, width: 540, height: 620)
        check(
            run(.formSheet), .formSheet,
            present: frames(full, full, .zero, form), dismiss: frames(form, .zero, full, full))
        let preferred = CGRect(x: 362, y: 284, width: 300, height: 200)
        check(
            run(.formSheet, preferredSize: CGSize(width: 300, height: 200)), .formSheet,
            present: frames(full, full, .zero, preferred), dismiss: frames(preferred, .zero, full, full))
    }

    @Test func sheetsInACompactWidthAreFullScreen() {
        let compact = CGRect(x: 0, y: 0, width: 400, height: 700)
        for style in [ModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            let r = run(style, size: compact.size)
            #expect(r.present == frames(compact, .zero, .zero, compact), "\(style)")
            #expect(r.dismiss == frames(compact, .zero, .zero, compact), "\(style)")
            #expect(!r.presenterInWindowWhilePresented && r.presentedFrame == compact, "\(style)")
        }
    }

    @Test func customFramesFollowThePresentationController() {
        let half = CGRect(x: 512, y: 0, width: 512, height: 768)
        let log = CallLog()
        let kept = run(.custom) { LoggingPresentationController(log, presented: $0, presenting: $1) }
        check(kept, .custom, present: frames(full, full, .zero, half), dismiss: frames(half, .zero, full, full))
        let removing = run(.custom) { RemovingPresentationController(presentedViewController: $0, presenting: $1) }
        check(removing, .custom, present: frames(full, .zero, .zero, half), dismiss: frames(half, .zero, .zero, full))
        let none = run(.custom) { _, _ in nil }
        check(none, .custom, present: frames(full, .zero, .zero, full), dismiss: frames(full, .zero, .zero, full))
    }

    @Test func framesAreThoseWhenTheAnimatorStarts() {
        // The animator moves the presenter's view before asking: UIKit's
        // context reports the frame the transition started with.
        let r = run(.overFullScreen, nudges: true)
        #expect(r.present == frames(full, full, .zero, full))
        let moved = CGRect(x: 10, y: 0, width: 1024, height: 768)
        #expect(r.presenterFrameAfterDismissal == moved, "the nudge itself stays: the presenter's view was kept")
    }

    @Test func pushAndPopFrames() {
        let (window, nav, a, _, log) = makeNavigationScene()
        let animator = FrameRecordingAnimator()
        final class Delegate: NavigationControllerDelegate {
            let animator: FrameRecordingAnimator
            init(_ animator: FrameRecordingAnimator) { self.animator = animator }
            func navigationController(
                _ navigationController: NavigationController,
                animationControllerFor operation: NavigationController.Operation,
                from fromVC: ViewController, to toVC: ViewController
            )
                -> (any ViewControllerAnimatedTransitioning)?
            { animator }
        }
        let delegate = Delegate(animator)
        nav.delegate = delegate
        let b = ContainedController("B", log)
        let content = CGRect(x: 0, y: 0, width: 400, height: 300)
        let expected = ["fromInitial": content, "fromFinal": .zero, "toInitial": .zero, "toFinal": content]
        animator.nudgesFromView = true
        nav.pushViewController(b, animated: true)
        window.tick(frames: 16)
        #expect(same(nav.viewControllers, [a, b]) && b.view.window === window && a.view.window == nil)
        #expect(animator.atStart == expected && animator.atEnd == expected, "push: \(animator.atStart)")
        animator.nudgesFromView = false
        nav.popViewController(animated: true)
        window.tick(frames: 16)
        #expect(same(nav.viewControllers, [a]) && a.view.window === window && b.view.window == nil)
        #expect(animator.atStart == expected && animator.atEnd == expected, "pop: \(animator.atStart)")
        withExtendedLifetime(delegate) {}
    }
}
