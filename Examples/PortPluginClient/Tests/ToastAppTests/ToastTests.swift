import Testing
import UIKit
import Flipbook

/// The app's ToastController (App/, ported by the plugin) run headlessly: its
/// `perform(#selector(hide), with: nil, afterDelay:)` waits on the window's
/// clock, and its optional delegate requirements answer nil when not implemented.
@MainActor @Suite struct ToastTests {
    final class Listener: ToastDelegate {
        var hidden = 0
        func toastDidHide(_ toast: ToastController) { hidden += 1 }
    }

    final class SlowListener: ToastDelegate {
        func toastDuration(_ toast: ToastController) -> TimeInterval { 3 }
    }

    func shown(_ delegate: ToastDelegate) -> (UIWindow, ToastController) {
        let window = UIWindow(size: CGSize(width: 320, height: 480))
        let toast = ToastController()
        window.rootViewController = toast
        window.makeKeyAndVisible()
        window.tick()
        toast.delegate = delegate
        toast.show()
        return (window, toast)
    }

    @Test func withoutADurationTheToastHidesAfterTwoSecondsAndTellsItsDelegate() {
        let listener = Listener()
        let (window, toast) = shown(listener)
        window.tick(frames: 119)
        #expect(toast.isShowing, "1.98 s: still showing")
        window.tick(frames: 2)
        #expect(!toast.isShowing && listener.hidden == 1, "hidden at 2 s, the delegate told once")
    }

    @Test func theDelegatesDurationIsUsed() {
        let listener = SlowListener()
        let (window, toast) = shown(listener)
        window.tick(frames: 150)
        #expect(toast.isShowing, "2.5 s: the delegate asked for 3")
        window.tick(frames: 40)
        #expect(!toast.isShowing)
        withExtendedLifetime(listener) {}
    }
}
