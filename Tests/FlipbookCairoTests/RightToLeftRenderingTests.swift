import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// The right-to-left push is the left-to-right one mirrored, pixel for
/// pixel (screens without text or round corners, whose arcs Cairo does not
/// rasterize symmetrically, laid out with leading/trailing anchors).
@MainActor
@Suite struct RightToLeftRenderingTests {
    final class Screen: ViewController {
        let color: Color
        init(_ color: Color) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            let card = View(frame: .zero)
            card.backgroundColor = color
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                card.widthAnchor.constraint(equalToConstant: 120),
                card.topAnchor.constraint(equalTo: view.topAnchor, constant: 60),
                card.heightAnchor.constraint(equalToConstant: 80),
            ])
        }
    }

    func frame(rtl: Bool, ticks: Int) throws -> Bitmap {
        let window = Window(size: CGSize(width: 200, height: 160), scale: 1, clock: ManualClock(fps: 60))
        if rtl { window.traitOverrides.layoutDirection = .rightToLeft }
        let nav = NavigationController(rootViewController: Screen(.systemBlue))
        nav.isNavigationBarHidden = true
        window.rootViewController = nav
        window.tick()
        nav.pushViewController(Screen(.systemOrange), animated: true)
        window.tick(frames: ticks)
        return try CairoRenderer().render(window.renderTree())
    }

    @Test(arguments: [0, 8, 12, 30])
    func theRightToLeftPushIsTheMirrorImage(ticks: Int) throws {
        let ltr = try frame(rtl: false, ticks: ticks)
        let rtl = try frame(rtl: true, ticks: ticks)
        var differing = 0
        var largest = 0
        for y in 0..<ltr.height {
            for x in 0..<ltr.width {
                let a = ltr.rgba(x, y)
                let b = rtl.rgba(ltr.width - 1 - x, y)
                let d = zip(a, b).map { abs($0 - $1) }.max() ?? 0
                if d > 0 {
                    differing += 1
                    largest = max(largest, d)
                }
            }
        }
        #expect(differing == 0, "\(differing) pixels are not mirrored at tick \(ticks), by up to \(largest) levels")
        if ticks == 12 {
            // Half way, the pushed (orange) screen covers the right side in LTR and the left in RTL.
            #expect(ltr.rgba(190, 10) != rtl.rgba(190, 10))
        }
    }
}
