import Flipbook
import Foundation
import Testing

/// A subview's safe area follows its superview's `safeAreaInsets`, an
/// override included: "For other views in the view hierarchy, the insets
/// reflect only the portion of the view that is covered"
/// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets),
/// its `safeAreaLayoutGuide` follows, and it hears `safeAreaInsetsDidChange()`
/// (https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()).
@MainActor @Suite struct SafeAreaPropagationTests {
    /// A view that declares its own unsafe edges.
    final class InsetView: View {
        var insets = EdgeInsets(top: 30, left: 5, bottom: 10, right: 0)
        override var safeAreaInsets: EdgeInsets { insets }
    }

    /// A view that counts the change callbacks it hears.
    final class Listener: View {
        var heard: [EdgeInsets] = []
        override func safeAreaInsetsDidChange() { heard.append(safeAreaInsets) }
    }

    @Test func aSubviewsInsetsAreItsSuperviewsOverrideClippedToItsFrame() {
        let window = Window(size: CGSize(width: 200, height: 300))
        let host = InsetView(frame: window.bounds)
        window.addSubview(host)
        // Across the whole host: every edge the host declares.
        let full = View(frame: host.bounds)
        // Reaching 20 points into the top band of 30, clear of the left band of 5.
        let top = View(frame: CGRect(x: 50, y: 10, width: 100, height: 60))
        // Wholly inside the safe rectangle: nothing.
        let middle = View(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        // Over the bottom band (10 points) by 4 points, and over the left band by 3.
        let corner = View(frame: CGRect(x: 2, y: 250, width: 40, height: 44))
        for v in [full, top, middle, corner] { host.addSubview(v) }
        window.layoutIfNeeded()
        #expect(full.safeAreaInsets == EdgeInsets(top: 30, left: 5, bottom: 10, right: 0))
        #expect(top.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "\(top.safeAreaInsets)")
        #expect(middle.safeAreaInsets == .zero)
        #expect(corner.safeAreaInsets == EdgeInsets(top: 0, left: 3, bottom: 4, right: 0), "\(corner.safeAreaInsets)")
        // A grandchild follows through its (not overriding) parent.
        let inner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        top.addSubview(inner)
        #expect(inner.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0), "\(inner.safeAreaInsets)")
    }

    @Test func anOverrideOfZeroClearsTheWindowsInsetsForItsSubviews() {
        // A window with a notch band of 47 and a home band of 34, as an iPhone 14.
        let window = Window(size: CGSize(width: 390, height: 844))
        window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let plain = View(frame: window.bounds)
        let zeroed = InsetView(frame: window.bounds)
        zeroed.insets = .zero
        window.addSubview(plain)
        window.addSubview(zeroed)
        let a = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let b = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        plain.addSubview(a)
        zeroed.addSubview(b)
        #expect(a.safeAreaInsets.top == 47, "without an override the window's band reaches the subview")
        #expect(
            b.safeAreaInsets == .zero, "the superview declares no unsafe edges, so its subviews have none: \(b.safeAreaInsets)")
    }

    @Test func aSubviewsSafeAreaGuideFollowsItsSuperviewsOverride() {
        let window = Window(size: CGSize(width: 200, height: 300))
        let host = InsetView(frame: window.bounds)
        window.addSubview(host)
        let panel = View(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        host.addSubview(panel)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // The panel is covered by the host's top band (30) and left band (5); not its bottom.
        #expect(content.frame == CGRect(x: 5, y: 30, width: 195, height: 120), "\(content.frame)")
        // The host's insets change: the panel's guide follows in the next layout pass.
        host.insets = EdgeInsets(top: 50, left: 0, bottom: 0, right: 20)
        host.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 50, width: 180, height: 100), "\(content.frame)")
    }

    @Test func subviewsHearSafeAreaInsetsDidChange() {
        let window = Window(size: CGSize(width: 200, height: 300))
        let host = InsetView(frame: window.bounds)
        window.addSubview(host)
        let listener = Listener(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let clear = Listener(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        host.addSubview(listener)
        host.addSubview(clear)
        window.layoutIfNeeded()
        #expect(listener.heard == [EdgeInsets(top: 30, left: 5, bottom: 0, right: 0)], "\(listener.heard)")
        #expect(clear.heard.isEmpty, "its insets stay zero")
        window.layoutIfNeeded()
        #expect(listener.heard.count == 1, "no change, no call")
        host.insets = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        host.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(listener.heard.last == EdgeInsets(top: 40, left: 0, bottom: 0, right: 0) && listener.heard.count == 2)
        #expect(clear.heard.isEmpty)
    }
}
