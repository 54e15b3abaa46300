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
