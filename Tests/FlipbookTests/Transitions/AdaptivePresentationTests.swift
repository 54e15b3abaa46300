import Foundation
import Testing

@testable import Flipbook

/// A delegate with every member of `UIAdaptivePresentationControllerDelegate`,
/// spelled as UIKit spells it (prefixes deleted), logging each call.
@MainActor final class FullAdaptiveDelegate: AdaptivePresentationControllerDelegate {
    let log: CallLog
    var answer: ModalPresentationStyle
    var replacement: ((PresentationController) -> ViewController?)?
    var coordinators: [ObjectIdentifier] = []
    init(_ log: CallLog, answer: ModalPresentationStyle) {
        self.log = log
        self.answer = answer
    }

    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        log.add("adaptivePresentationStyle(for:)")
        return answer
    }
    func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        log.add("adaptivePresentationStyle(for:traitCollection: \(traitCollection.horizontalSizeClass))")
        return answer
    }
    func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        log.add("viewControllerForAdaptivePresentationStyle(\(style))")
        return replacement?(controller)
    }
    func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: (any ViewControllerTransitionCoordinator)?
    ) {
        log.add("willPresentWithAdaptiveStyle(\(style))")
        if let transitionCoordinator { coordinators.append(ObjectIdentifier(transitionCoordinator)) }
    }
    func presentationController(
        _ presentationController: PresentationController,
        prepare adaptivePresentationController: PresentationController
    ) {
        log.add("prepare(\(adaptivePresentationController.presentationStyle))")
    }
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        log.add("presentationControllerShouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        log.add("presentationControllerWillDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        log.add("presentationControllerDidDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        log.add("presentationControllerDidAttemptToDismiss")
    }
}

/// A delegate that implements only the one-argument style question (iOS 8.0 code).
@MainActor final class OneArgumentAdaptiveDelegate: AdaptivePresentationControllerDelegate {
    let log: CallLog
    let answer: ModalPresentationStyle
    init(_ log: CallLog, answer: ModalPresentationStyle) {
        self.log = log
        self.answer = answer
    }
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        log.add("adaptivePresentationStyle(for:)")
        return answer
    }
    func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: (any ViewControllerTransitionCoordinator)?
    ) {
        log.add("willPresentWithAdaptiveStyle(\(style))")
    }
}

/// A delegate that answers no style question: the presentation controller's own default applies.
@MainActor final class SilentAdaptiveDelegate: AdaptivePresentationControllerDelegate {
    let log: CallLog
    init(_ log: CallLog) { self.log = log }
    func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: (any ViewControllerTransitionCoordinator)?
    ) {
        log.add("willPresentWithAdaptiveStyle(\(style))")
    }
}

/// `AdaptivePresentationControllerDelegate` (`UIAdaptivePresentationControllerDelegate`)
/// and adaptation, research §9: asked only in a compact width (two-argument
/// question first), `.none` keeps the style, the built-in sheets' default is
/// `.fullScreen`, a custom controller does not adapt by itself; the delegate
/// may replace the presented controller; `willPresentWithAdaptiveStyle` comes
/// last; the dismiss callbacks are never called for a programmatic dismissal.
@MainActor @Suite struct AdaptivePresentationTests {
    /// A window of `width` × 600 with a root that has appeared, and B, not yet presented.
    func scene(width: CGFloat, style: ModalPresentationStyle) -> (Window, LoggingController, LoggingController, CallLog) {
        let (window, a, log) = makeScene(width: width, height: 600)
        let b = LoggingController("B", log)
        b.modalPresentationStyle = style
        return (window, a, b, log)
    }

    @Test func thePresentationControllerIsMadeBeforePresentingAndKept() {
        let (window, a, b, log) = scene(width: 400, style: .formSheet)
        let early = b.presentationController
        #expect(early != nil && early?.presentationStyle == .formSheet, "made on first read, as UIKit does")
        #expect(early?.adaptivePresentationStyle == .fullScreen, "a sheet's default adaptation")
        let delegate = OneArgumentAdaptiveDelegate(log, answer: .overFullScreen)
        early?.delegate = delegate
        #expect(early?.adaptivePresentationStyle == .overFullScreen, "the delegate's answer")
        let custom = ViewController()
        custom.modalPresentationStyle = .custom
        #expect(custom.presentationController == nil, ".custom: the transitioning delegate makes it at present")
        #expect(PresentationController(presentedViewController: custom, presenting: nil).adaptivePresentationStyle == .none)
        a.present(b, animated: false)
        #expect(b.presentationController === early && early?.delegate === delegate, "the same controller is used")
        window.tick(frames: 2)
        #expect(log.entries.contains("willPresentWithAdaptiveStyle(overFullScreen)"))
        b.dismiss(animated: false)
        window.tick(frames: 2)
        #expect(b.presentationController !== early, "a new one after the dismissal")
        withExtendedLifetime(delegate) {}
    }

    @Test func aSheetInACompactWidthAdaptsToFullScreenByDefault() {
        let (window, a, b, log) = scene(width: 400, style: .formSheet)
        let delegate = SilentAdaptiveDelegate(log)
        b.presentationController?.delegate = delegate
        a.present(b, animated: true)
        #expect(log.entries.last == "willPresentWithAdaptiveStyle(fullScreen)")
        #expect(b.transitionCoordinator?.presentationStyle == .fullScreen, "the context reports the adapted style")
        window.tick(frames: 40)
        #expect(b.view.frame == window.bounds && a.view.window == nil, "full screen: the presenter's view left")
        #expect(b.presentationController?.presentationStyle == .formSheet, "the presentation controller is still the sheet's")
        #expect(log.entries.contains("A.viewDidDisappear(true)"))
        withExtendedLifetime(delegate) {}
    }

    @Test func noneFromTheDelegateKeepsTheSheet() {
        let (window, a, b, log) = scene(width: 400, style: .pageSheet)
        let delegate = FullAdaptiveDelegate(log, answer: .none)
        b.presentationController?.delegate = delegate
        a.present(b, animated: true)
        #expect(
            log.entries == [
                "adaptivePresentationStyle(for:traitCollection: compact)", "willPresentWithAdaptiveStyle(none)",
            ], "the two-argument question only, as it is implemented")
        window.tick(frames: 40)
        #expect(b.view.frame == CGRect(x: 0, y: 40, width: 400, height: 560), "the page sheet, not adapted")
        #expect(a.view.window === window, "the presenter stays")
        #expect(delegate.coordinators.count == 1)
        withExtendedLifetime(delegate) {}
    }

    @Test func theOneArgumentQuestionIsAskedWhenTheOtherIsNotImplemented() {
        let (window, a, b, log) = scene(width: 400, style: .formSheet)
        let delegate = OneArgumentAdaptiveDelegate(log, answer: .overFullScreen)
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        #expect(log.entries == ["adaptivePresentationStyle(for:)", "willPresentWithAdaptiveStyle(overFullScreen)"])
        window.tick(frames: 2)
        #expect(b.view.frame == window.bounds && a.view.window === window, "over full screen: the presenter stays")
        withExtendedLifetime(delegate) {}
    }

    @Test func aRegularWidthDoesNotAskOrAdapt() {
        let (window, a, b, log) = scene(width: 1000, style: .formSheet)
        let delegate = FullAdaptiveDelegate(log, answer: .fullScreen)
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        #expect(log.entries == ["willPresentWithAdaptiveStyle(none)"])
        window.tick(frames: 2)
        #expect(b.view.frame == CGRect(x: 230, y: 0, width: 540, height: 600), "a form sheet: \(b.view.frame)")
        #expect(a.view.window === window)
        withExtendedLifetime(delegate) {}
    }

    @Test func theDelegateMayReplaceThePresentedController() throws {
        let (window, a, b, log) = scene(width: 400, style: .formSheet)
        let delegate = FullAdaptiveDelegate(log, answer: .fullScreen)
        var nav: NavigationController?
        delegate.replacement = { controller in
            let wrapper = NavigationController(rootViewController: controller.presentedViewController)
            nav = wrapper
            return wrapper
        }
        let pc = b.presentationController
        pc?.delegate = delegate
        a.present(b, animated: true)
        #expect(
            log.entries == [
                "adaptivePresentationStyle(for:traitCollection: compact)",
                "viewControllerForAdaptivePresentationStyle(fullScreen)",
                "prepare(fullScreen)", "willPresentWithAdaptiveStyle(fullScreen)",
            ])
        let wrapper = try #require(nav)
        #expect(a.presentedViewController === wrapper && b.parent === wrapper)
        #expect(wrapper.presentationController === pc && b.presentationController === pc, "the sheet's controller stays")
        window.tick(frames: 40)
        #expect(wrapper.view.frame == window.bounds && b.view.window === window && a.view.window == nil)
        b.dismiss(animated: true)
        window.tick(frames: 40)
        #expect(a.presentedViewController == nil && wrapper.view.window == nil && a.view.window === window)
        #expect(!log.entries.contains { $0.hasPrefix("presentationController") }, "no dismiss callback for dismiss(animated:)")
        withExtendedLifetime(delegate) {}
    }

    @Test func aCustomControllerAdaptsOnlyWhenItsDelegateSaysSo() {
        for answer in [nil, ModalPresentationStyle.fullScreen] as [ModalPresentationStyle?] {
            let (window, a, b, log) = scene(width: 400, style: .custom)
            let transitioning = LoggingDelegate(log)
            var adaptive: FullAdaptiveDelegate?
            transitioning.makePresentationController = { presented, presenting in
                let pc = LoggingPresentationController(log, presented: presented, presenting: presenting)
                if let answer {
                    adaptive = FullAdaptiveDelegate(log, answer: answer)
                    pc.delegate = adaptive
                }
                return pc
            }
            b.transitioningDelegate = transitioning
            a.present(b, animated: false)
            window.tick(frames: 2)
            if answer == nil {
                #expect(b.view.frame == CGRect(x: 200, y: 0, width: 200, height: 600), "no delegate: no adaptation")
                #expect(log.entries.contains("pc.presentationTransitionWillBegin"))
            } else {
                #expect(b.view.frame == window.bounds && a.view.window == nil, "adapted to full screen")
                #expect(
                    !log.entries.contains("pc.presentationTransitionWillBegin"),
                    "the adaptive controller runs the presentation, not the custom one")
                #expect(log.entries.contains("prepare(fullScreen)"))
                #expect(b.presentationController is LoggingPresentationController)
            }
            withExtendedLifetime((transitioning, adaptive)) {}
        }
    }

    @Test func aResizeAcrossSizeClassesAdaptsAndTellsTheDelegate() {
        let (window, a, b, log) = scene(width: 1000, style: .formSheet)
        let delegate = SilentAdaptiveDelegate(log)
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        window.tick(frames: 2)
        let sheet = CGRect(x: 230, y: 0, width: 540, height: 600)
        #expect(b.view.frame == sheet)
        log.entries.removeAll()
        var coordinatorOfTheResize: ObjectIdentifier?
        window.resize(to: CGSize(width: 500, height: 600), duration: 0.2)
        coordinatorOfTheResize = b.transitionCoordinator.map { ObjectIdentifier($0) }
        #expect(coordinatorOfTheResize != nil)
        #expect(log.withoutLayout.contains("willPresentWithAdaptiveStyle(fullScreen)"))
        window.tick(frames: 15)
        #expect(b.view.frame == window.bounds && a.view.window === window, "covers the window; the presenter stays")
        log.entries.removeAll()
        window.resize(to: CGSize(width: 1000, height: 600), duration: 0)
        #expect(log.withoutLayout.contains("willPresentWithAdaptiveStyle(none)"))
        #expect(b.view.frame == sheet, "a sheet again")
        withExtendedLifetime(delegate) {}
    }

    @Test func noneFromTheDelegateKeepsTheSheetAcrossAResize() {
        let (window, a, b, log) = scene(width: 1000, style: .pageSheet)
        let delegate = FullAdaptiveDelegate(log, answer: .none)
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        window.tick(frames: 2)
        log.entries.removeAll()
        window.resize(to: CGSize(width: 500, height: 600), duration: 0)
        #expect(
            log.withoutLayout == ["adaptivePresentationStyle(for:traitCollection: compact)"],
            "asked with the new traits; nothing changes, so no willPresent")
        #expect(b.view.frame == CGRect(x: 0, y: 40, width: 500, height: 560), "still a page sheet")
        #expect(a.view.window === window)
        withExtendedLifetime(delegate) {}
    }
}
