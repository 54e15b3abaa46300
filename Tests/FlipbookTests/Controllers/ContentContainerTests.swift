import Foundation
import Testing

@testable import Flipbook

/// "WxH" in whole points.
func sizeText(_ size: CGSize) -> String { "\(Int(size.width))x\(Int(size.height))" }

/// A controller that overrides every `ContentContainer` member with UIKit's
/// exact Swift signature (prefixes deleted) and logs the calls.
@MainActor final class ContainerLoggingController: ViewController {
    let name: String
    let log: CallLog
    /// When set, what `size(forChildContentContainer:withParentContainerSize:)` gives every child.
    var childSize: CGSize?
    init(_ name: String, _ log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { return nil }

    override func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        log.add(
            "\(name).preferredContentSizeDidChange(\((container as? ViewController)?.title ?? "?"), \(sizeText(container.preferredContentSize)))"
        )
    }
    override func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {
        log.add("\(name).systemLayoutFittingSizeDidChange")
    }
    override func size(
        forChildContentContainer container: any ContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        childSize ?? super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.add("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
    }
    override func willTransition(to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.add("\(name).willTransition(\(newCollection.horizontalSizeClass))")
    }
}

/// A presentation controller in UIKit's idiom: a centred card of the presented
/// controller's preferred size, laid out again when that size changes, logging
/// the content-container calls.
@MainActor final class CardPresentationController: PresentationController {
    let log: CallLog
    init(_ log: CallLog, presented: ViewController, presenting: ViewController?) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let size = self.size(
            forChildContentContainer: presentedViewController,
            withParentContainerSize: containerView.bounds.size)
        return CGRect(
            x: (containerView.bounds.width - size.width) / 2, y: (containerView.bounds.height - size.height) / 2,
            width: size.width, height: size.height)
    }
    override func size(
        forChildContentContainer container: any ContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        let preferred = container.preferredContentSize
        return preferred == .zero ? CGSize(width: parentSize.width / 2, height: parentSize.height / 2) : preferred
    }
    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        log.add("pc.preferredContentSizeDidChange(\(sizeText(container.preferredContentSize)))")
        containerView?.setNeedsLayout()
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.add("pc.viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
    }
    override func willTransition(to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.add("pc.willTransition(\(newCollection.horizontalSizeClass))")
    }
}

/// `ContentContainer` (`UIContentContainer`): preferred-size notifications to
/// the parent or the presentation controller, and window resizes that reach
/// presentation controllers and hand each container the size its parent gives.
@MainActor @Suite struct ContentContainerTests {
    @Test func controllersAndPresentationControllersAreContentContainers() {
        let vc = ViewController()
        let pc = PresentationController(presentedViewController: vc, presenting: nil)
        let containers: [any ContentContainer] = [vc, pc]
        #expect(containers.count == 2)
        #expect(
            vc.size(forChildContentContainer: pc, withParentContainerSize: CGSize(width: 3, height: 4))
                == CGSize(width: 3, height: 4), "the default is the parent's size")
        #expect(
            pc.size(forChildContentContainer: vc, withParentContainerSize: CGSize(width: 5, height: 6))
                == CGSize(width: 5, height: 6))
        vc.preferredContentSize = CGSize(width: 10, height: 20)
        #expect(pc.preferredContentSize == CGSize(width: 10, height: 20), "the presented controller's")
    }

    @Test func aChildsPreferredSizeTellsItsParent() {
        let log = CallLog()
        let parent = ContainerLoggingController("P", log)
        let child = ContainerLoggingController("C", log)
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 100, height: 50)
        child.preferredContentSize = CGSize(width: 100, height: 50)
        child.preferredContentSize = CGSize(width: 120, height: 50)
        #expect(
            log.entries == [
                "P.preferredContentSizeDidChange(C, 100x50)", "P.preferredContentSizeDidChange(C, 120x50)",
            ], "once per change")
        let orphan = ContainerLoggingController("O", log)
        orphan.preferredContentSize = CGSize(width: 1, height: 1)
        #expect(log.entries.count == 2, "nobody to tell")
    }

    @Test func aPresentedControllersPreferredSizeTellsItsPresentationController() {
        let (window, a, log) = makeScene(width: 800, height: 600)
        let delegate = LoggingDelegate(log)
        delegate.makePresentationController = { CardPresentationController(log, presented: $0, presenting: $1) }
        let b = ContainerLoggingController("B", log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        b.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(log.entries.isEmpty, "not presented: nobody to tell")
        a.present(b, animated: false)
        window.tick(frames: 2)
        #expect(b.view.frame == CGRect(x: 250, y: 200, width: 300, height: 200))
        log.entries.removeAll()
        View.animate(
            withDuration: 0.5, delay: 0, options: [.curveLinear],
            animations: {
                b.preferredContentSize = CGSize(width: 500, height: 400)
                b.presentationController?.containerView?.layoutIfNeeded()
            })
        #expect(log.entries == ["pc.preferredContentSizeDidChange(500x400)"])
        window.tick(frames: 15)
        #expect(
            rectsClose(presentedFrame(b.view), CGRect(x: 200, y: 150, width: 400, height: 300)),
            "the card grows with the animation: \(presentedFrame(b.view))")
        window.tick(frames: 16)
        #expect(b.view.frame == CGRect(x: 150, y: 100, width: 500, height: 400))
        withExtendedLifetime(delegate) {}
    }

    @Test func aFormSheetFollowsThePreferredSize() {
        let (window, a, _) = makeScene(width: 1000, height: 800)
        let b = ViewController()
        b.modalPresentationStyle = .formSheet
        a.present(b, animated: false)
        window.tick(frames: 2)
        #expect(b.view.frame == CGRect(x: 230, y: 90, width: 540, height: 620))
        b.preferredContentSize = CGSize(width: 400, height: 300)
        #expect(b.view.frame == CGRect(x: 300, y: 250, width: 400, height: 300), "centred at the new size")
    }

    @Test func aResizeReachesPresentationControllersWithEachContainersSize() {
        let log = CallLog()
        let window = Window(size: CGSize(width: 1000, height: 800), scale: 1, clock: ManualClock(fps: 60))
        let root = ContainerLoggingController("R", log)
        let child = ContainerLoggingController("C", log)
        let grandchild = ContainerLoggingController("G", log)
        window.rootViewController = root
        root.addChild(child)
        child.view.frame = root.view.bounds
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.addChild(grandchild)
        grandchild.view.frame = child.view.bounds
        child.view.addSubview(grandchild.view)
        grandchild.didMove(toParent: child)
        window.tick()
        let delegate = LoggingDelegate(log)
        delegate.makePresentationController = { CardPresentationController(log, presented: $0, presenting: $1) }
        let b = ContainerLoggingController("B", log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        root.present(b, animated: false)
        window.tick(frames: 2)
        log.entries.removeAll()

        window.resize(to: CGSize(width: 500, height: 800), duration: 0.2)
        #expect(
            log.withoutLayout == [
                "R.willTransition(compact)", "C.willTransition(compact)", "G.willTransition(compact)",
                "pc.willTransition(compact)", "B.willTransition(compact)",
                "R.viewWillTransition(500x800)", "C.viewWillTransition(500x800)", "G.viewWillTransition(500x800)",
                "pc.viewWillTransition(500x800)", "B.viewWillTransition(250x400)",
            ], "every container, the presentation controller before its presented controller, each with its size")
        window.tick(frames: 15)
        #expect(b.view.frame == CGRect(x: 125, y: 200, width: 250, height: 400), "the card laid out again")
        withExtendedLifetime(delegate) {}
    }

    @Test func aChildWhoseSizeDoesNotChangeIsNotTold() {
        let log = CallLog()
        let window = Window(size: CGSize(width: 400, height: 300), scale: 1, clock: ManualClock(fps: 60))
        let root = ContainerLoggingController("R", log)
        let child = ContainerLoggingController("C", log)
        let grandchild = ContainerLoggingController("G", log)
        window.rootViewController = root
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.addChild(grandchild)
        grandchild.view.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        child.view.addSubview(grandchild.view)
        grandchild.didMove(toParent: child)
        root.childSize = CGSize(width: 100, height: 100)
        window.tick()
        log.entries.removeAll()
        window.resize(to: CGSize(width: 300, height: 400), duration: 0)
        #expect(
            log.withoutLayout == ["R.viewWillTransition(300x400)"],
            "C keeps 100 × 100 (its parent's size(forChildContentContainer:)), so neither it nor G is told")
        root.childSize = CGSize(width: 50, height: 50)
        log.entries.removeAll()
        window.resize(to: CGSize(width: 400, height: 300), duration: 0)
        #expect(
            log.withoutLayout == [
                "R.viewWillTransition(400x300)", "C.viewWillTransition(50x50)",
                "G.viewWillTransition(50x50)",
            ])
    }
}
