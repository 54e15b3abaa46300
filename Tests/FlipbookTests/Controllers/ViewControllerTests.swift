import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct ViewControllerTests {
    final class CustomViewController: ViewController {
        var loads = 0
        override func loadView() {
            loads += 1
            view = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test func viewLoadsOnFirstAccess() {
        let vc = CustomViewController()
        #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil && vc.loads == 0)
        let view = vc.view
        #expect(vc.isViewLoaded && vc.loads == 1 && view is Label && vc.viewIfLoaded === view)
        _ = vc.view
        #expect(vc.loads == 1, "loadView runs once")
    }

    @Test func rootViewControllerAppearsFullSize() {
        let log = CallLog()
        let window = Window(size: CGSize(width: 320, height: 200), scale: 1)
        let a = LoggingController("A", log)
        window.rootViewController = a
        #expect(a.view.superview === window && a.view.frame == window.bounds)
        #expect(log.withoutLayout == ["A.viewDidLoad", "A.viewWillAppear(false)", "A.viewIsAppearing(false)"])
        window.tick()
        #expect(log.withoutLayout.last == "A.viewDidAppear(false)")
        #expect(log.entries.contains("A.viewWillLayoutSubviews") && log.entries.contains("A.viewDidLayoutSubviews"))

        log.entries.removeAll()
        let b = LoggingController("B", log)
        window.rootViewController = b
        #expect(
            log.withoutLayout == [
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.viewDidLoad",
                "B.viewWillAppear(false)", "B.viewIsAppearing(false)",
            ])
        #expect(a.view.window == nil && b.view.window === window)
    }

    @Test func layoutCallbacksWrapLayoutSubviews() {
        final class Recording: View {
            var log: CallLog?
            override func layoutSubviews() { log?.add("view.layoutSubviews") }
        }
        let log = CallLog()
        let vc = LoggingController("A", log)
        let view = Recording()
        view.log = log
        vc.view = view
        log.entries.removeAll()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(log.entries == ["A.viewWillLayoutSubviews", "view.layoutSubviews", "A.viewDidLayoutSubviews"])
        view.layoutIfNeeded()
        #expect(log.entries.count == 3, "no layout when none is needed")
    }

    @Test func containmentCallsWillMoveAndDidMove() {
        final class Child: ViewController {
            var calls: [String] = []
            override func willMove(toParent parent: ViewController?) {
                super.willMove(toParent: parent)
                calls.append("willMove(\(parent == nil ? "nil" : "parent")) moving:\(isMovingToParent)/\(isMovingFromParent)")
            }
            override func didMove(toParent parent: ViewController?) {
                calls.append("didMove(\(parent == nil ? "nil" : "parent")) moving:\(isMovingToParent)/\(isMovingFromParent)")
            }
        }
        let parent = ViewController()
        let child = Child()
        parent.addChild(child)
        #expect(child.parent === parent && parent.children.count == 1)
        #expect(child.calls == ["willMove(parent) moving:true/false"], "addChild calls willMove(toParent:) itself")
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(
            child.calls == [
                "willMove(parent) moving:true/false", "didMove(parent) moving:true/false",
                "willMove(nil) moving:true/true", "didMove(nil) moving:true/true",
            ])
        #expect(child.parent == nil && parent.children.isEmpty && !child.isMovingFromParent)
        parent.addChild(parent)
        #expect(parent.children.isEmpty, "a controller cannot be its own child")
    }

    @Test func appearanceIsForwardedToChildrenInTheView() {
        let log = CallLog()
        let window = Window(size: CGSize(width: 320, height: 200), scale: 1)
        let parent = LoggingController("P", log)
        let inView = LoggingController("C", log)
        let offView = LoggingController("O", log)
        parent.addChild(inView)
        parent.view.addSubview(inView.view)
        inView.didMove(toParent: parent)
        parent.addChild(offView)
        offView.loadViewIfNeeded()
        window.rootViewController = parent
        window.tick()
        #expect(
            log.withoutLayout.filter { !$0.hasSuffix("viewDidLoad") } == [
                "P.viewWillAppear(false)", "C.viewWillAppear(false)", "P.viewIsAppearing(false)", "C.viewIsAppearing(false)",
                "P.viewDidAppear(false)", "C.viewDidAppear(false)",
            ])
        #expect(!inView.isMovingToParent, "cleared after the child appeared")
    }
}
