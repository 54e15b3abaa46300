import Foundation

@testable import Flipbook

/// A window of `size` at scale 1 on a 60 fps manual clock, with a root view
/// that fills it and follows its size (as a controller's view does), and
/// the given screen safe-area insets.
@MainActor
func makeScreen(_ size: CGSize = CGSize(width: 375, height: 667), safeArea: EdgeInsets = .zero) -> (Window, View) {
    let window = Window(size: size, scale: 1, clock: ManualClock(fps: 60))
    window.screenSafeAreaInsets = safeArea
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(root)
    return (window, root)
}

/// A view laid out by constraints, added to `parent`.
@MainActor
func constrainedView(in parent: View, _ name: String) -> View {
    let view = View()
    view.accessibilityIdentifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// Whether two rectangles agree within `tolerance` points on every edge.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
