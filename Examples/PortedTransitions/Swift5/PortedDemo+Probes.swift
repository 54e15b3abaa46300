// Not ported code: the entry points of the transitions added to probe more
// UIKit idioms (a morphing button, keyframes with a flip, an Auto Layout
// card dismissed by a flick). The same file is compiled in the Swift 5 and in
// the Swift 6 language mode.
import Foundation
import Flipbook

extension PortedDemo {
    /// A tap on the login screen's 295 x 50 button at (40, 520) presents the
    /// home screen full screen with `MorphButtonAnimator`: 0.3 s of shrinking
    /// into a 50-point circle (a transaction of held explicit animations),
    /// then 0.4 s of growing into the screen (an animation block). Step:
    /// "tap" (a tap scripted on the button now).
    public static func morphButton() -> PortedScenario {
        let window = makeWindow()
        let login = LoginViewController()
        window.rootViewController = login
        window.tick()
        return PortedScenario(window: window, run: { step in
            let now = window.time + 1.0 / 60
            if step == "tap" {
                var finger = TouchScript.Finger(down: CGPoint(x: 187, y: 545), at: now)
                finger.up(at: now + 1.0 / 60)
                try? window.play(TouchScript(fingers: [finger]))
            }
        }, probe: {
            let home = login.presentedViewController
            let morph = login.animator?.morphView
            let shown = morph?.layer.presentation()
            let events = login.animator?.events ?? []
            return [
                "morph.width": shown.map { Double($0.bounds.width) } ?? -1,
                "morph.height": shown.map { Double($0.bounds.height) } ?? -1,
                "morph.midX": shown.map { Double($0.position.x) } ?? -1,
                "morph.midY": shown.map { Double($0.position.y) } ?? -1,
                "morph.cornerRadius": shown.map { Double($0.cornerRadius) } ?? -1,
                "morph.modelWidth": morph.map { Double($0.bounds.width) } ?? -1,
                "home.alpha": Double(home?.viewIfLoaded?.layer.presentation()?.opacity ?? -1),
                "home.inWindow": home?.viewIfLoaded?.window == nil ? 0 : 1,
                "button.alpha": Double(login.loginButton.alpha),
                "presented": home is HomeViewController ? 1 : 0,
                "beingPresented": home?.isBeingPresented == true ? 1 : 0,
                "running": window.isTransitionRunning ? 1 : 0,
                "completions": Double(login.presentCompletions),
                "events.committed": events.firstIndex(of: "committed").map(Double.init) ?? -1,
                "events.shrunk": events.firstIndex(of: "shrunk").map(Double.init) ?? -1,
                "events.expanded": events.firstIndex(of: "expanded(true)").map(Double.init) ?? -1,
                "events.ended": events.firstIndex(of: "ended(true)").map(Double.init) ?? -1,
                "events.count": Double(events.count),
            ]
        }, retained: [login])
    }

    /// A navigation stack (the bar hidden) whose delegate vends
    /// `KeyframeFlipAnimator`: "push" drops the photo screen in with
    /// keyframes over 0.6 s; "pop" flips back to the gallery over 0.5 s.
    public static func keyframeFlip() -> PortedScenario {
        let window = makeWindow()
        let gallery = GalleryViewController()
        let navigation = NavigationController(rootViewController: gallery)
        navigation.isNavigationBarHidden = true
        window.rootViewController = navigation
        window.tick()
        return PortedScenario(window: window, run: { step in
            if step == "push" { gallery.showPhoto() }
            if step == "pop" { navigation.popViewController(animated: true) }
        }, probe: {
            let photo = gallery.photo.viewIfLoaded
            let photoShown = photo?.layer.presentation()
            let galleryShown = gallery.view.layer.presentation()
            return [
                "photo.ty": photoShown.map { Double($0.transform.m42) } ?? -1,
                "photo.inWindow": photo?.window == nil ? 0 : 1,
                "photo.inContainer": photo?.superview == nil ? 0 : 1,
                "gallery.alpha": galleryShown.map { Double($0.opacity) } ?? -1,
                "gallery.scale": galleryShown.map { Double($0.transform.m11) } ?? -1,
                "gallery.inWindow": gallery.view.window == nil ? 0 : 1,
                "gallery.inContainer": gallery.view.superview == nil ? 0 : 1,
                "stack": Double(navigation.viewControllers.count),
                "top.isPhoto": navigation.topViewController === gallery.photo ? 1 : 0,
                "running": window.isTransitionRunning ? 1 : 0,
                "animators": Double(gallery.animators.count),
                "completions.push": gallery.animators.first?.completions == ["keyframes(true)"] ? 1 : 0,
                "completions.pop": gallery.animators.dropFirst().first?.completions == ["flip(true)"] ? 1 : 0,
            ]
        }, retained: [navigation])
    }

    /// A drawer (the bottom half, 375 x 334 at y 333) presented over a
    /// dimming view laid out with anchors; a pan on it dismisses it.
    /// Steps: "present", "tap-dimming" (a tap at (187, 100)), "flick" (150
    /// points down in 0.1 s: 1500 pt/s), "slow-short" (120 points in 0.6 s),
    /// "slow-long" (240 points in 0.6 s).
    public static func drawer() -> PortedScenario {
        let window = makeWindow()
        let root = colored(Color(red: 0.2, green: 0.4, blue: 0.9))
        window.rootViewController = root
        let drawer = colored(Color(red: 1, green: 0.8, blue: 0.1))
        let delegate = DrawerTransitioningDelegate()
        drawer.modalPresentationStyle = .custom
        drawer.transitioningDelegate = delegate
        window.tick()
        return PortedScenario(window: window, run: { step in
            let now = window.time + 1.0 / 60
            @MainActor func drag(_ distance: CGFloat, _ duration: Double) {
                let start = CGPoint(x: 187, y: 450)
                try? window.play(TouchScript(fingers: [.drag(from: start, to: CGPoint(x: 187, y: 450 + distance), start: now,
                                                              duration: duration, steps: Int((duration * 60).rounded()))]))
            }
            switch step {
            case "present":
                root.present(drawer, animated: true) {
                    delegate.interaction = DrawerDismissInteraction(viewController: drawer)
                }
            case "tap-dimming":
                var finger = TouchScript.Finger(down: CGPoint(x: 187, y: 100), at: now)
                finger.up(at: now + 1.0 / 60)
                try? window.play(TouchScript(fingers: [finger]))
            case "flick": drag(150, 0.1)
            case "slow-short": drag(120, 0.6)
            case "slow-long": drag(240, 0.6)
            default: break
            }
        }, probe: {
            let presentation = drawer.presentationController as? DrawerPresentationController
            let dimming = presentation?.dimmingView
            let shown = drawer.viewIfLoaded?.layer.presentation()
            let interaction = delegate.interaction
            return [
                "drawer.minY": shown.map { Double($0.frame.minY) } ?? -1,
                "drawer.height": shown.map { Double($0.frame.height) } ?? -1,
                "drawer.cornerRadius": Double(drawer.viewIfLoaded?.layer.cornerRadius ?? -1),
                "drawer.topCornersOnly": drawer.viewIfLoaded?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner] ? 1 : 0,
                "drawer.inWindow": drawer.viewIfLoaded?.window == nil ? 0 : 1,
                "dimming.alpha": dimming.map { Double($0.layer.presentation()?.opacity ?? -1) } ?? -1,
                "dimming.width": dimming.map { Double($0.frame.width) } ?? -1,
                "dimming.height": dimming.map { Double($0.frame.height) } ?? -1,
                "dimming.inWindow": dimming?.window == nil ? 0 : 1,
                "dimming.taps": Double(presentation?.dimmingTaps ?? 0),
                "presented": root.presentedViewController === drawer ? 1 : 0,
                "running": window.isTransitionRunning ? 1 : 0,
                "interacting": interaction?.interactionInProgress == true ? 1 : 0,
                "percent": interaction.map { Double($0.percentComplete) } ?? -1,
                "velocity": interaction.map { Double($0.releaseVelocity) } ?? 0,
                "finishes": Double(interaction?.decisions.filter { $0 == "finish" }.count ?? 0),
                "cancels": Double(interaction?.decisions.filter { $0 == "cancel" }.count ?? 0),
                "completionSpeed": interaction.map { Double($0.completionSpeed) } ?? -1,
            ]
        }, retained: [delegate])
    }
}
