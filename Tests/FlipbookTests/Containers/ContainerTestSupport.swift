import Foundation
import Testing

@testable import Flipbook

/// A logging controller that also logs containment calls, and the
/// `isMovingToParent`/`isMovingFromParent` values seen inside each callback
/// (as " to"/" from" suffixes when true).
@MainActor final class ContainedController: LoggingController {
    private func flags() -> String { (isMovingToParent ? " to" : "") + (isMovingFromParent ? " from" : "") }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove(\(parent.map { $0.title ?? "?" } ?? "nil"))\(flags())")
    }
    override func didMove(toParent parent: ViewController?) {
        log.add("\(name).didMove(\(parent.map { $0.title ?? "?" } ?? "nil"))\(flags())")
    }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))\(flags())") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))\(flags())") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))\(flags())") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))\(flags())") }
}

/// A navigation controller named "nav" at the root of a 400 × 300 window at
/// 60 fps, with root A (which has a child C whose view is inside A's view);
/// shown and settled, log cleared.
@MainActor func makeNavigationScene() -> (Window, NavigationController, ContainedController, ContainedController, CallLog) {
    let log = CallLog()
    let window = Window(size: CGSize(width: 400, height: 300), scale: 1, clock: ManualClock(fps: 60))
    let a = ContainedController("A", log)
    let c = ContainedController("C", log)
    a.view.backgroundColor = .blue
    a.addChild(c)
    c.view.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    a.view.addSubview(c.view)
    c.didMove(toParent: a)
    let nav = NavigationController(rootViewController: a)
    nav.title = "nav"
    window.rootViewController = nav
    window.tick()
    log.entries.removeAll()
    return (window, nav, a, c, log)
}

/// What a cancelled transition must put back: every view's drawn and model
/// geometry, alpha, transform, shadow and place in the hierarchy.
struct ViewState: Equatable {
    var frame: CGRect, presented: CGRect, alpha: CGFloat, transform: Transform3D
    var shadowOpacity: Float, superviewID: ObjectIdentifier?, index: Int?

    @MainActor init(_ view: View) {
        frame = view.frame
        presented = View.frame(of: view.layer.presentationProperties)
        alpha = view.alpha
        transform = view.transform3D
        shadowOpacity = view.layer.shadowOpacity
        superviewID = view.superview.map(ObjectIdentifier.init)
        index = view.superview?.subviews.firstIndex { $0 === view }
    }
}

/// The state of every view of the window's tree, depth first.
@MainActor func treeState(_ root: View) -> [ViewState] {
    [ViewState(root)] + root.subviews.flatMap { treeState($0) }
}

/// True when both lists hold the same controllers, in order.
@MainActor func same(_ a: [ViewController]?, _ b: [ViewController]) -> Bool {
    guard let a else { return false }
    return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}
