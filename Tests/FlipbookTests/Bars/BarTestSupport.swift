import Foundation
import Testing

@testable import Flipbook

/// A navigation controller at the root of a 375 × 667 window (scale 2)
/// whose screen keeps 20 points at the top (a status bar) and `bottom` at
/// the bottom, on a clock of `fps`; shown and settled.
@MainActor func makeBarScene(
    root: ViewController, bottom: CGFloat = 0, fps: Double = 60,
    configure: (NavigationController) -> Void = { _ in }
) -> (Window, NavigationController) {
    let window = Window(size: CGSize(width: 375, height: 667), scale: 2, clock: ManualClock(fps: fps))
    window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: bottom, right: 0)
    let nav = NavigationController(rootViewController: root)
    configure(nav)
    window.rootViewController = nav
    window.tick()
    return (window, nav)
}

/// A plain controller titled `title`.
@MainActor func titled(_ title: String) -> ViewController {
    let vc = ViewController()
    vc.title = title
    return vc
}

/// The width the bars give `text` in `font`: its measured advance, rounded up.
@MainActor func textWidth(_ text: String, _ font: Font) -> CGFloat {
    TextMeasurement.measurer.width(of: text, font: font).rounded(.up)
}

/// What is drawn now: a view's presentation frame in its superview and its presentation opacity.
@MainActor func drawn(_ view: View) -> (frame: CGRect, alpha: Double) {
    (View.frame(of: view.layer.presentationProperties), Double(view.layer.presentationProperties.opacity))
}
