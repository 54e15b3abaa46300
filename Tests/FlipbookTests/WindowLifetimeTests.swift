import Foundation
import Testing

@testable import Flipbook

/// A window and everything in it is freed once the caller lets go: nothing
/// the runtime keeps (engine, transitions, observers) holds it in a cycle.
@MainActor @Suite struct WindowLifetimeTests {
    @Test func aWindowWithAnimationsIsFreed() {
        weak var weakWindow: Window?
        weak var weakView: View?
        do {
            let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            View.animate(withDuration: 1, animations: { view.alpha = 0 }) { _ in view.backgroundColor = .red }
            window.tick(frames: 10)
            weakWindow = window
            weakView = view
        }
        #expect(weakWindow == nil)
        #expect(weakView == nil)
    }

    @Test func aWindowAfterAPresentationIsFreed() {
        weak var weakWindow: Window?
        weak var weakPresented: ViewController?
        do {
            let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
            let root = ViewController()
            window.rootViewController = root
            let presented = ViewController()
            root.present(presented, animated: true)
            window.tick(frames: 60)
            weakWindow = window
            weakPresented = presented
        }
        #expect(weakWindow == nil)
        #expect(weakPresented == nil)
    }
}

extension WindowLifetimeTests {
    @Test func aWindowAfterAnAnimatedPushIsFreed() {
        weak var weakWindow: Window?
        weak var weakPushed: ViewController?
        do {
            let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
            let navigation = NavigationController(rootViewController: ViewController())
            window.rootViewController = navigation
            let pushed = ViewController()
            navigation.pushViewController(pushed, animated: true)
            window.tick(frames: 60)
            #expect(navigation.topViewController === pushed)
            weakWindow = window
            weakPushed = pushed
        }
        #expect(weakWindow == nil)
        #expect(weakPushed == nil)
    }
}

extension WindowLifetimeTests {
    /// Found by `make fuzz` (transitions): an explicit animation that stays on its layer
    /// after it ends (`isRemovedOnCompletion` false, the usual `fillMode = .forwards`
    /// idiom of reveal animators) kept its transaction's completion block, and with it
    /// whatever the block captured (a transition context, and so the window), for as long
    /// as the layer lived: a cycle through the window. Once the block has run, nothing keeps it.
    @Test func aTransactionsCompletionBlockIsReleasedOnceItRan() {
        weak var weakWindow: Window?
        var completions = 0
        do {
            let window = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 60))
            let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            let mask = ShapeLayer()
            view.layer.mask = mask
            Transaction.begin()
            Transaction.setCompletionBlock {
                completions += 1
                _ = window.time  // holds the window, as a transition context would
            }
            let grow = BasicAnimation(keyPath: "path")
            grow.fromValue = CGPath(ellipseIn: CGRect(x: 49, y: 49, width: 2, height: 2))
            grow.toValue = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 200, height: 200))
            grow.duration = 0.25
            grow.fillMode = .forwards
            grow.isRemovedOnCompletion = false
            mask.add(grow, forKey: "reveal")
            Transaction.commit()
            window.tick(frames: 30)
            #expect(completions == 1)
            #expect(mask.animationKeys() == ["reveal"], "the ended animation stays, holding its end")
            weakWindow = window
        }
        #expect(weakWindow == nil)
        #expect(completions == 1)
    }
}
