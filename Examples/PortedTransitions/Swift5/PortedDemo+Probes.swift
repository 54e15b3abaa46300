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
}
