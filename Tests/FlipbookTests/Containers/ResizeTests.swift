import Foundation
import Testing

@testable import Flipbook

/// `Window.resize(to:duration:)`: viewWillTransition with a coordinator whose
/// alongside animations run with the resize, trait changes, autoresizing and
/// layoutSubviews inside the animation, sheets that adapt.
@MainActor @Suite struct ResizeTests {
    /// Lays its one subview 20 pt from the right edge, 40 pt wide.
    final class RightPinned: View {
        let pinned = View()
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            pinned.frame = CGRect(x: bounds.width - 60, y: 10, width: 40, height: 40)
        }
    }

    final class Rotating: LoggingController {
        let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let stretched = View()
        let custom = RightPinned()
        var sizes: [CGSize] = []
        var traitsInWill: [UserInterfaceSizeClass] = []
        override func viewDidLoad() {
            view.frame = CGRect(x: 0, y: 0, width: 800, height: 600)  // the window's size, before it is installed
            view.addSubview(badge)
            stretched.frame = CGRect(x: 10, y: 100, width: 780, height: 20)  // 10 pt margins in 800 pt
            stretched.autoresizingMask = [.flexibleWidth]
            view.addSubview(stretched)
            custom.frame = view.bounds
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(custom)
            custom.addSubview(custom.pinned)
        }
        override func willTransition(
            to newCollection: TraitCollection,
            with coordinator: any ViewControllerTransitionCoordinator
        ) {
            traitsInWill = [traitCollection.horizontalSizeClass, newCollection.horizontalSizeClass]
            log.add("\(name).willTransition(to: \(newCollection.horizontalSizeClass))")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
            sizes.append(size)
            log.add("\(name).viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
            coordinator.animate(
                alongsideTransition: { _ in self.badge.alpha = 0.2 },
                completion: { _ in self.log.add("\(self.name).alongsideCompletion") })
        }
        override func traitCollectionDidChange(_ previous: TraitCollection?) {
            log.add("\(name).traitCollectionDidChange(from: \(previous?.horizontalSizeClass ?? .unspecified))")
        }
    }

    @Test func rotationAnimatesLayoutAndAlongsideAnimations() throws {
        let log = CallLog()
        let window = Window(size: CGSize(width: 800, height: 600), scale: 1, clock: ManualClock(fps: 60))
        let root = Rotating("R", log)
        window.rootViewController = root
        window.tick()
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(root.custom.pinned.frame.minX == 740)
        log.entries.removeAll()

        window.resize(to: CGSize(width: 400, height: 700), duration: 0.3)  // 18 frames
        #expect(
            log.withoutLayout == [
                "R.willTransition(to: compact)", "R.viewWillTransition(to: 400x700)",
                "R.traitCollectionDidChange(from: regular)",
            ])
        #expect(root.traitsInWill == [.regular, .compact], "still the old traits inside willTransition")
        #expect(root.traitCollection.horizontalSizeClass == .compact && window.bounds.size == CGSize(width: 400, height: 700))
        #expect(root.transitionCoordinator?.transitionDuration == 0.3)

        window.tick(frames: 9)
        let p = CGFloat(easeInOut(0.5))
        let tree = window.renderTree()
        let drawn = tree.root.properties.bounds.size
        #expect(
            abs(drawn.width - (800 - 400 * p)) < 1e-6 && abs(drawn.height - (600 + 100 * p)) < 1e-6,
            "the window's drawn bounds are between the sizes: \(drawn)")
        #expect(drawn.width > 400 && drawn.width < 800)
        let stretched = presentedFrame(root.stretched)
        #expect(abs(stretched.width - (780 - 400 * p)) < 1e-6, "autoresizing animates: \(stretched)")
        let pinned = presentedFrame(root.custom.pinned)
        #expect(abs(pinned.minX - (740 - 400 * p)) < 1e-6, "layoutSubviews ran inside the animation: \(pinned)")
        #expect(abs(CGFloat(root.badge.layer.presentationProperties.opacity) - (1 - 0.8 * p)) < 1e-6, "alongside")
        let pinnedNode = try #require(
            allNodes(tree.root).first { abs($0.properties.bounds.width - 40) < 1e-9 && $0.properties.position.y == 30 })
        #expect(abs(pinnedNode.properties.position.x - (760 - 400 * p)) < 1e-6, "the render tree draws the mid frame")

        window.tick(frames: 10)
        #expect(log.withoutLayout.last == "R.alongsideCompletion" && root.transitionCoordinator == nil)
        #expect(root.stretched.frame.width == 380 && root.custom.pinned.frame.minX == 340 && abs(root.badge.alpha - 0.2) < 1e-6)
        #expect(root.sizes == [CGSize(width: 400, height: 700)])
    }

    @Test func sheetsAdaptToFullScreenInACompactWidth() {
        let window = Window(size: CGSize(width: 1000, height: 800), scale: 1, clock: ManualClock(fps: 60))
        let a = ViewController()
        let b = ViewController()
        window.rootViewController = a
        window.tick()
        b.modalPresentationStyle = .formSheet
        a.present(b, animated: false)
        window.tick(frames: 2)
        #expect(b.view.frame == CGRect(x: 230, y: 90, width: 540, height: 620))
        window.resize(to: CGSize(width: 500, height: 800), duration: 0.3)
        window.tick(frames: 20)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 500, height: 800), "full screen when compact")
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 500, height: 800))
        window.resize(to: CGSize(width: 1000, height: 800), duration: 0)
        #expect(b.view.frame == CGRect(x: 230, y: 90, width: 540, height: 620), "a sheet again when regular")
        #expect(window.transitionReports.isEmpty)
    }

    @Test func resizeDuringATransitionIsRefused() {
        let (window, nav, _, _, log) = makeNavigationScene()
        nav.pushViewController(ContainedController("B", log), animated: true)
        window.tick()
        window.resize(to: CGSize(width: 300, height: 300))
        #expect(window.bounds.size == CGSize(width: 400, height: 300))
        #expect(window.transitionReports.contains { if case .diagnostic(.resizeDuringTransition) = $0 { true } else { false } })
    }
}
