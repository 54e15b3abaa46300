import Foundation
import Testing

@testable import Flipbook

/// The exact callback order of interactive transitions that finish or cancel,
/// for present and dismiss, with the presenter's view removed (`.fullScreen`)
/// and kept (`.overFullScreen`), and the coordinator's values frame by frame.
@MainActor @Suite struct InteractiveOrderTests {
    enum Ending { case finish, cancel }

    /// Runs one interactive transition: scrubs to 40 %, then finishes or cancels, and ticks until it ends.
    func run(
        _ ending: Ending, log: CallLog, window: Window, coordinatorOf vc: ViewController,
        interaction: PercentDrivenInteractiveTransition, start: () -> Void
    ) {
        start()
        vc.transitionCoordinator?.animate(
            alongsideTransition: { _ in log.add("alongside") },
            completion: { _ in log.add("coordinator.completion") })
        vc.transitionCoordinator?.notifyWhenInteractionChanges { context in
            log.add("interactionChanged(interactive: \(context.isInteractive), cancelled: \(context.isCancelled))")
        }
        window.tick()
        interaction.update(0.2)
        window.tick()
        interaction.update(0.4)
        window.tick()
        log.add("-- release")
        switch ending {
        case .finish: interaction.finish()
        case .cancel: interaction.cancel()
        }
        log.add("-- ticks")
        window.tick(frames: 20)
    }

    func scene(_ style: ModalPresentationStyle) -> (
        Window, LoggingController, LoggingController, CallLog,
        LoggingInteraction, LoggingDelegate
    ) {
        let (window, a, log) = makeInteractiveScene()
        let interaction = LoggingInteraction(log)
        let delegate = LoggingDelegate(log, animator: SlideAnimator(log), interaction: interaction)
        let b = LoggingController("B", log)
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        return (window, a, b, log, interaction, delegate)
    }

    let presentStart = [
        "delegate.animationController(forPresented:)", "delegate.interactionControllerForPresentation",
        "B.viewDidLoad",
    ]
    let presentRun = [
        "animator.transitionDuration", "interaction.startInteractiveTransition", "animator.animateTransition",
        "alongside", "B.viewIsAppearing(true)", "-- release",
    ]

    @Test func fullScreenPresentFinishes() {
        let (window, a, b, log, interaction, delegate) = scene(.fullScreen)
        run(.finish, log: log, window: window, coordinatorOf: b, interaction: interaction) {
            a.present(b, animated: true) { log.add("completion") }
        }
        #expect(
            log.withoutLayout == presentStart + ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"] + presentRun + [
                "interactionChanged(interactive: false, cancelled: false)", "-- ticks",
                "B.viewDidAppear(true)", "A.viewDidDisappear(true)", "coordinator.completion", "completion",
                "animator.animationEnded(true)",
            ])
        #expect(a.view.window == nil && b.view.window === window && a.presentedViewController === b)
        withExtendedLifetime(delegate) {}
    }

    @Test func fullScreenPresentCancels() {
        let (window, a, b, log, interaction, delegate) = scene(.fullScreen)
        run(.cancel, log: log, window: window, coordinatorOf: b, interaction: interaction) {
            a.present(b, animated: true) { log.add("completion") }
        }
        #expect(
            log.withoutLayout == presentStart + ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"] + presentRun + [
                "interactionChanged(interactive: false, cancelled: true)",
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "-- ticks",
                "B.viewDidDisappear(true)", "A.viewIsAppearing(true)", "A.viewDidAppear(true)",
                "coordinator.completion", "completion", "animator.animationEnded(false)",
            ])
        #expect(a.view.superview === window && b.view.window == nil && a.presentedViewController == nil)
        #expect(window.subviews.count == 1 && a.view.frame == window.bounds)
        withExtendedLifetime(delegate) {}
    }

    @Test func overFullScreenPresentFinishesAndCancels() {
        for ending in [Ending.finish, .cancel] {
            let (window, a, b, log, interaction, delegate) = scene(.overFullScreen)
            run(ending, log: log, window: window, coordinatorOf: b, interaction: interaction) {
                a.present(b, animated: true) { log.add("completion") }
            }
            let tail: [String] =
                ending == .finish
                ? [
                    "interactionChanged(interactive: false, cancelled: false)", "-- ticks",
                    "B.viewDidAppear(true)", "coordinator.completion", "completion", "animator.animationEnded(true)",
                ]
                : [
                    "interactionChanged(interactive: false, cancelled: true)", "B.viewWillDisappear(true)", "-- ticks",
                    "B.viewDidDisappear(true)", "coordinator.completion", "completion", "animator.animationEnded(false)",
                ]
            #expect(log.withoutLayout == presentStart + ["B.viewWillAppear(true)"] + presentRun + tail, "\(ending)")
            #expect(a.view.window === window, "the presenter's view stays")
            #expect((a.presentedViewController === b) == (ending == .finish))
            withExtendedLifetime(delegate) {}
        }
    }

    /// Presents B without interaction, then clears the log.
    func presented(_ style: ModalPresentationStyle) -> (
        Window, LoggingController, LoggingController, CallLog,
        LoggingInteraction, LoggingDelegate
    ) {
        let s = scene(style)
        s.5.interaction = nil
        s.1.present(s.2, animated: true)
        s.0.tick(frames: 40)
        s.5.interaction = s.4
        s.3.entries.removeAll()
        return s
    }

    let dismissStart = ["delegate.animationController(forDismissed:)", "delegate.interactionControllerForDismissal"]
    let dismissRun = [
        "animator.transitionDuration", "interaction.startInteractiveTransition", "animator.animateTransition", "alongside",
    ]

    @Test func fullScreenDismissFinishes() {
        let (window, a, b, log, interaction, delegate) = presented(.fullScreen)
        run(.finish, log: log, window: window, coordinatorOf: b, interaction: interaction) {
            b.dismiss(animated: true) { log.add("completion") }
        }
        #expect(
            log.withoutLayout == dismissStart + ["B.viewWillDisappear(true)", "A.viewWillAppear(true)"] + dismissRun + [
                "A.viewIsAppearing(true)", "-- release", "interactionChanged(interactive: false, cancelled: false)", "-- ticks",
                "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "coordinator.completion", "completion",
                "animator.animationEnded(true)",
            ])
        #expect(a.view.superview === window && b.view.window == nil && a.presentedViewController == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test func fullScreenDismissCancels() {
        let (window, a, b, log, interaction, delegate) = presented(.fullScreen)
        run(.cancel, log: log, window: window, coordinatorOf: b, interaction: interaction) {
            b.dismiss(animated: true) { log.add("completion") }
        }
        #expect(
            log.withoutLayout == dismissStart + ["B.viewWillDisappear(true)", "A.viewWillAppear(true)"] + dismissRun + [
                "A.viewIsAppearing(true)", "-- release", "interactionChanged(interactive: false, cancelled: true)",
                "B.viewWillAppear(true)", "A.viewWillDisappear(true)", "-- ticks",
                "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "A.viewDidDisappear(true)",
                "coordinator.completion", "completion", "animator.animationEnded(false)",
            ])
        #expect(a.view.window == nil, "the presenter's view left the window again")
        #expect(b.view.window === window && b.view.frame == window.bounds && a.presentedViewController === b)
        withExtendedLifetime(delegate) {}
    }

    @Test func overFullScreenDismissFinishesAndCancels() {
        for ending in [Ending.finish, .cancel] {
            let (window, a, b, log, interaction, delegate) = presented(.overFullScreen)
            run(ending, log: log, window: window, coordinatorOf: b, interaction: interaction) {
                b.dismiss(animated: true) { log.add("completion") }
            }
            let tail: [String] =
                ending == .finish
                ? [
                    "interactionChanged(interactive: false, cancelled: false)", "-- ticks",
                    "B.viewDidDisappear(true)", "coordinator.completion", "completion", "animator.animationEnded(true)",
                ]
                : [
                    "interactionChanged(interactive: false, cancelled: true)", "B.viewWillAppear(true)", "-- ticks",
                    "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "coordinator.completion", "completion",
                    "animator.animationEnded(false)",
                ]
            #expect(
                log.withoutLayout == dismissStart + ["B.viewWillDisappear(true)"] + dismissRun + ["-- release"] + tail,
                "\(ending)")
            #expect((a.presentedViewController === b) == (ending == .cancel))
            withExtendedLifetime(delegate) {}
        }
    }

    /// percentComplete, isInteractive and isCancelled on every frame, finished and cancelled,
    /// with a linear completion curve at speed 1: the rest moves by 1/30 per frame (0.5 s transition).
    @Test func coordinatorValuesFrameByFrame() throws {
        for ending in [Ending.finish, .cancel] {
            let (window, a, b, log, interaction, delegate) = scene(.fullScreen)
            interaction.completionCurve = .linear
            a.present(b, animated: true)
            window.tick()
            let coordinator = try #require(b.transitionCoordinator)
            #expect(coordinator.initiallyInteractive && coordinator.isInterruptible)
            #expect(coordinator.isInteractive && !coordinator.isCancelled && coordinator.percentComplete == 0)
            var seen: [(CGFloat, Bool, Bool)] = []
            for p in [0.1, 0.25, 0.5] as [CGFloat] {
                interaction.update(p)
                window.tick()
                seen.append((coordinator.percentComplete, coordinator.isInteractive, coordinator.isCancelled))
            }
            #expect(seen.map(\.0) == [0.1, 0.25, 0.5] && seen.allSatisfy { $0.1 && !$0.2 })
            ending == .finish ? interaction.finish() : interaction.cancel()
            #expect(!coordinator.isInteractive && coordinator.isCancelled == (ending == .cancel))
            #expect(coordinator.completionVelocity == 1 && coordinator.completionCurve == .linear)
            for k in 1...14 {
                window.tick()
                let expected = ending == .finish ? 0.5 + Double(k) / 30 : 0.5 - Double(k) / 30
                #expect(abs(Double(coordinator.percentComplete) - expected) < 1e-9, "\(ending) k \(k)")
                #expect(!coordinator.isInteractive && coordinator.isCancelled == (ending == .cancel))
                #expect(b.transitionCoordinator === coordinator)
            }
            window.tick()
            #expect(b.transitionCoordinator == nil, "the transition ended on frame 15 (0.25 s)")
            #expect(interaction.percentComplete == (ending == .finish ? 1 : 0))
            _ = log
            withExtendedLifetime(delegate) {}
        }
    }
}
