import Foundation
import Testing

@testable import Flipbook

/// An animator that records what the context says, then completes at once.
@MainActor final class ProbeAnimator: ViewControllerAnimatedTransitioning {
    var fromView: View?, toView: View?
    var fromVC: ViewController?, toVC: ViewController?
    var frames: [String: CGRect] = [:]
    var container: View?
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.1 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        fromVC = context.viewController(forKey: .from)
        toVC = context.viewController(forKey: .to)
        fromView = context.view(forKey: .from)
        toView = context.view(forKey: .to)
        container = context.containerView
        if let fromVC, let toVC {
            frames = [
                "fromInitial": context.initialFrame(for: fromVC), "fromFinal": context.finalFrame(for: fromVC),
                "toInitial": context.initialFrame(for: toVC), "toFinal": context.finalFrame(for: toVC),
            ]
        }
        if let toView, let toVC, toVC.isBeingPresented {
            context.containerView.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
        }
        context.completeTransition(true)
    }
}

/// An animator that never calls `completeTransition`.
@MainActor final class SilentAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {}
}

@MainActor @Suite struct TransitionContextTests {
    func run(_ style: ModalPresentationStyle, makePC: Bool = false) -> (
        ProbeAnimator, ProbeAnimator, Window, ViewController, ViewController
    ) {
        let (window, a, log) = makeScene()
        let present = ProbeAnimator()
        let dismiss = ProbeAnimator()
        let delegate = LoggingDelegate(log, animator: present)
        delegate.dismissAnimator = dismiss
        if makePC { delegate.makePresentationController = { LoggingPresentationController(log, presented: $0, presenting: $1) } }
        let b = ViewController()
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        b.dismiss(animated: true)
        window.tick()
        withExtendedLifetime(delegate) {}
        return (present, dismiss, window, a, b)
    }

    @Test func fullScreenGivesBothViewsAndFrames() {
        let (p, d, _, a, b) = run(.fullScreen)
        #expect(p.fromVC === a && p.toVC === b && d.fromVC === b && d.toVC === a)
        #expect(p.fromView === a.view && p.toView === b.view)
        #expect(d.fromView === b.view && d.toView === a.view)
        let full = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(p.frames == ["fromInitial": full, "fromFinal": .zero, "toInitial": .zero, "toFinal": full])
        #expect(
            d.frames == ["fromInitial": full, "fromFinal": .zero, "toInitial": .zero, "toFinal": full],
            "the presenter's view was out of the window: no initial frame (research §1)")
    }

    @Test func keptPresenterGivesNoPresenterView() {
        for style in [ModalPresentationStyle.overFullScreen, .custom] {
            let (p, d, _, a, b) = run(style, makePC: style == .custom)
            #expect(p.fromView == nil, "\(style): no from view when the presenter's view is kept")
            #expect(p.toView === b.view)
            #expect(d.toView == nil, "\(style): no to view on dismissal either")
            #expect(d.fromView === b.view)
            #expect(p.frames["fromFinal"] == a.view.frame, "\(style): a kept presenter ends where it is")
        }
        let (p, _, _, _, _) = run(.custom, makePC: true)
        #expect(p.frames["toFinal"] == CGRect(x: 200, y: 0, width: 200, height: 300), "from frameOfPresentedViewInContainerView")
    }

    @Test func sheetsAdaptToFullScreenInACompactWidth() {
        let (p, _, _, _, _) = run(.formSheet)
        #expect(p.fromView != nil && p.frames["toFinal"] == CGRect(x: 0, y: 0, width: 400, height: 300))

        let log = CallLog()
        let window = Window(size: CGSize(width: 1024, height: 768), scale: 1)
        let a = LoggingController("A", log)
        window.rootViewController = a
        window.tick()
        let probe = ProbeAnimator()
        let delegate = LoggingDelegate(log, animator: probe)
        let b = ViewController()
        b.modalPresentationStyle = .formSheet
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        #expect(probe.frames["toFinal"] == CGRect(x: 242, y: 74, width: 540, height: 620), "540 × 620, centred")
        #expect(probe.fromView == nil && a.view.window === window, "a regular-width sheet keeps the presenter")
        #expect(b.presentationController?.presentationStyle == .formSheet)
        withExtendedLifetime(delegate) {}
    }

    @Test func beingPresentedAndCoordinatorOnlyWhileRunning() {
        let (window, a, log) = makeScene()
        let delegate = LoggingDelegate(log, animator: TickAnimator(log, ticks: 4))
        let b = LoggingController("B", log)
        let child = ViewController()
        b.addChild(child)
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        #expect(b.transitionCoordinator == nil && !b.isBeingPresented)
        var inCompletion: (Bool, Bool)?
        a.present(b, animated: true) { inCompletion = (b.isBeingPresented, b.transitionCoordinator != nil) }
        window.tick(frames: 2)
        #expect(b.isBeingPresented)
        #expect(a.transitionCoordinator != nil && b.transitionCoordinator != nil && child.transitionCoordinator != nil)
        #expect(b.transitionCoordinator?.isAnimated == true && b.transitionCoordinator?.isInteractive == false)
        #expect(b.transitionCoordinator?.presentationStyle == .fullScreen)
        #expect(
            abs((b.transitionCoordinator?.percentComplete ?? -1) - (1.0 / 60) / 0.25) < 1e-9,
            "elapsed clock time over the duration")
        window.tick(frames: 2)
        #expect(b.isBeingPresentedSeen == ["willAppear": true, "didAppear": true])
        #expect(inCompletion.map { [$0.0, $0.1] } == [false, false], "not being presented, no coordinator, in the completion")
        #expect(!b.isBeingPresented && b.transitionCoordinator == nil && a.transitionCoordinator == nil)

        b.dismiss(animated: true)
        window.tick()
        #expect(b.isBeingDismissed && b.transitionCoordinator != nil)
        window.tick(frames: 4)
        #expect(!b.isBeingDismissed && b.transitionCoordinator == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test func watchdogFiresAtDurationPlusTwoSeconds() throws {
        let (window, a, log) = makeScene()
        let delegate = LoggingDelegate(log, animator: SilentAnimator())
        let b = ViewController()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        var reportTimes: [Double] = []
        window.transitionReportHandler = { _ in reportTimes.append(window.time) }
        var completed = false
        a.present(b, animated: true) { completed = true }
        window.tick()
        let start = window.time
        window.tick(frames: 149)
        #expect(window.transitionReports.isEmpty && window.isTransitionRunning, "not yet at 2.4833 s after the start")
        window.tick()
        let report = try #require(window.transitionReports.first)
        #expect(report == .failure(.animatorDidNotComplete(animator: "SilentAnimator", duration: 0.5, deadline: start + 2.5)))
        #expect(report.description.contains("SilentAnimator"))
        #expect(abs(reportTimes[0] - (start + 2.5)) < 1e-9, "at exactly duration + 2 s of clock time")
        #expect(completed && !window.isTransitionRunning && a.presentedViewController === b)
        #expect(b.view.superview?.window === window && b.view.frame == window.bounds, "force-completed in place")

        // The window stays usable: the dismissal runs (built-in animation).
        delegate.dismissAnimator = nil
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        window.tick(frames: 40)
        #expect(dismissed && a.presentedViewController == nil && a.view.window === window)
    }

    @Test func doubleCompleteAndPresentDuringTransitionAreDiagnosed() throws {
        let (window, a, log) = makeScene()
        let animator = TickAnimator(log)
        animator.completeTwice = true
        let delegate = LoggingDelegate(log, animator: animator)
        let b = ViewController()
        let c = ViewController()
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .overFullScreen
        var completions = 0
        a.present(b, animated: true) { completions += 1 }
        var cCompleted = false
        a.present(c, animated: true) { cCompleted = true }
        window.tick(frames: 5)
        #expect(window.transitionReports.count == 2)
        #expect(
            window.transitionReports.first
                == .diagnostic(
                    .presentDuringTransition(
                        presented: "ViewController", presenter: "LoggingController(\"A\")", source: "LoggingController(\"A\")",
                        running: "the presentation of ViewController by LoggingController(\"A\")")))
        #expect(
            window.transitionReports.first?.description.hasPrefix(
                "diagnostic: Attempt to present ViewController on LoggingController(\"A\") (from LoggingController(\"A\")) "
                    + "while a presentation is in progress") == true, "UIKit's log line")
        #expect(window.transitionReports[1] == .diagnostic(.completeTransitionCalledTwice(animator: "TickAnimator")))
        #expect(completions == 1 && !cCompleted && c.presentingViewController == nil && a.presentedViewController === b)
        withExtendedLifetime(delegate) {}
    }

    @Test func dismissWithNothingPresentedIsDiagnosed() {
        let (window, a, _) = makeScene()
        var completed = false
        a.dismiss(animated: true) { completed = true }
        #expect(window.transitionReports == [.diagnostic(.nothingToDismiss(receiver: "LoggingController(\"A\")"))])
        #expect(!completed)
        window.tick()
        #expect(completed, "the completion runs on the next tick")
    }

    @Test func nonInteractiveCallsAndBadDurationsAreDiagnosed() {
        final class BadAnimator: ViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { .nan }
            func animateTransition(using context: any ViewControllerContextTransitioning) {
                context.updateInteractiveTransition(0.5)
                context.completeTransition(true)
            }
        }
        let (window, a, log) = makeScene()
        let delegate = LoggingDelegate(log, animator: BadAnimator())
        let b = ViewController()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        #expect(window.transitionReports.count == 2)
        guard case let .diagnostic(.invalidDuration(animator, value))? = window.transitionReports.first else {
            Issue.record("expected invalidDuration first, got \(window.transitionReports)")
            return
        }
        #expect(animator == "BadAnimator" && value.isNaN)
        #expect(window.transitionReports.last == .diagnostic(.notInteractive(call: "updateInteractiveTransition(_:)")))
        #expect(a.presentedViewController === b && !window.isTransitionRunning)
        withExtendedLifetime(delegate) {}
    }

    @Test func windowlessPresentIsReportedToTheWindowlessHandler() {
        let a = ViewController()
        let b = ViewController()
        var reports: [TransitionReport] = []
        let saved = TransitionReport.windowlessHandler
        TransitionReport.windowlessHandler = { reports.append($0) }
        defer { TransitionReport.windowlessHandler = saved }
        a.present(b, animated: true)
        #expect(reports == [.diagnostic(.presenterNotInWindow(presenter: "ViewController"))])
        #expect(a.presentedViewController == nil)
    }
}
