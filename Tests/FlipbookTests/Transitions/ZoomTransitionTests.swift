import Foundation
import Testing

@testable import Flipbook

/// `preferredTransition` (`UIViewController.Transition`): the zoom on present,
/// dismiss, push and pop, frame by frame (60 fps, window 400 × 300), and the
/// four modal styles.
@MainActor @Suite struct ZoomTransitionTests {
    /// A presenter A with a "cell" (its corner radius 12) and a controller B
    /// that zooms out of whatever `source` holds when the provider is asked.
    @MainActor final class Scene {
        let window: Window
        let a: LoggingController
        let b = ViewController()
        let cell = View(frame: CGRect(x: 40, y: 60, width: 80, height: 60))
        var source: View?
        var asked: [(source: ViewController, zoomed: ViewController)] = []

        init(options: ViewController.Transition.ZoomOptions? = nil) {
            (window, a, _) = makeScene()
            a.view.backgroundColor = .white
            cell.backgroundColor = .blue
            cell.layer.cornerRadius = 12
            a.view.addSubview(cell)
            source = cell
            b.view.backgroundColor = .red
            b.preferredTransition = .zoom(options: options) { [unowned self] context in
                asked.append((context.sourceViewController, context.zoomedViewController))
                return source
            }
        }

        /// Ticks until the transition ends, recording B's drawn frame, corner
        /// radius, the source's `isHidden` and the dimming view's opacity each tick.
        func run(watching watched: View? = nil) -> [(frame: CGRect, radius: CGFloat, hidden: Bool, dim: Double?)] {
            var frames: [(CGRect, CGFloat, Bool, Double?)] = []
            for _ in 0..<200 where window.isTransitionRunning {
                window.tick()
                let dimming = window.view(withIdentifier: ZoomTransitionAnimator.dimmingIdentifier)
                frames.append(
                    (
                        presentedFrame(b.view), b.view.layer.presentationProperties.cornerRadius,
                        (watched ?? cell).isHidden, dimming.map { $0.layer.presentationProperties.opacity }
                    ))
            }
            return frames
        }
    }

    /// Each frame is between the previous one and `end` (edges move one way only).
    func expectMonotonic(_ frames: [CGRect], toward end: CGRect, _ label: String) {
        for (i, (p, q)) in zip(frames, frames.dropFirst()).enumerated() {
            for (f, name) in [(\CGRect.minX, "minX"), (\CGRect.minY, "minY"), (\CGRect.maxX, "maxX"), (\CGRect.maxY, "maxY")] {
                let before = abs(p[keyPath: f] - end[keyPath: f])
                let after = abs(q[keyPath: f] - end[keyPath: f])
                #expect(after <= before + 1e-9, "\(label) frame \(i + 1): \(name) moves away from the end (\(p) → \(q))")
            }
        }
    }

    @Test func presentingGrowsTheViewOutOfTheSourceAndHidesIt() throws {
        let s = Scene()
        s.a.present(s.b, animated: true)
        let frames = s.run()
        let cellFrame = CGRect(x: 40, y: 60, width: 80, height: 60)
        let full = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(frames.first?.frame == cellFrame, "the first frame is the source view's frame")
        #expect(frames.first?.radius == 12, "with the source view's corner radius")
        #expect(frames.last?.frame == full, "the last is the final frame")
        expectMonotonic(frames.map(\.frame), toward: full, "present")
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.radius <= $0.radius }, "the radius only shrinks")
        let middle = frames[frames.count / 4]
        #expect(middle.frame.width > 80 && middle.frame.width < 400, "part of the way at a quarter: \(middle.frame)")
        #expect(middle.radius > 0 && middle.radius < 12)
        #expect(frames.dropLast().allSatisfy { $0.hidden }, "the source is hidden while the zoom runs")
        #expect(frames.dropLast().dropFirst().allSatisfy { ($0.dim ?? -1) > 0 && ($0.dim ?? 2) < 1 }, "the dimming fades in")
        #expect(
            frames.count == Int((ViewController.Transition.zoomDuration * 60).rounded(.up)) + 1,
            "\(frames.count) ticks: the spring's settling time, then the completion tick")
        // Afterwards: everything given back.
        #expect(!s.cell.isHidden && s.b.view.layer.cornerRadius == 0 && !s.b.view.clipsToBounds)
        #expect(s.window.view(withIdentifier: ZoomTransitionAnimator.dimmingIdentifier) == nil, "the dimming view left")
        #expect(s.b.view.frame == full && s.a.presentedViewController === s.b)
        #expect(s.a.view.window == nil, ".automatic with a zoom presents full screen: the presenter's view left")
        #expect(
            s.asked.count == 1 && s.asked[0].source === s.a && s.asked[0].zoomed === s.b,
            "the provider is asked once, with the presenting and the zoomed controller")
        _ = try #require(s.b.presentationController)
    }

    @Test func theZoomRunsOnTheSystemSpring() {
        let s = Scene()
        s.a.present(s.b, animated: true)
        s.window.tick()  // the transition starts: frame 0
        s.window.tick(frames: 12)  // 0.2 s in
        let f = presentedFrame(s.b.view)
        let p = ViewController.Transition.zoomCurve.progress(
            fraction: 0.2 / ViewController.Transition.zoomDuration,
            duration: ViewController.Transition.zoomDuration)
        #expect(abs(f.width - (80 + 320 * p)) < 1e-6, "width follows the critically damped spring: \(f.width) vs \(80 + 320 * p)")
        #expect(abs(ViewController.Transition.zoomDuration - 0.7347) < 0.001, "\(ViewController.Transition.zoomDuration)")
    }

    @Test func dismissingShrinksBackIntoTheViewTheProviderGivesThen() {
        let s = Scene()
        s.a.present(s.b, animated: true)
        _ = s.run()
        // The list scrolled meanwhile: another cell is the source now.
        let other = View(frame: CGRect(x: 220, y: 150, width: 100, height: 50))
        other.layer.cornerRadius = 8
        s.a.view.addSubview(other)
        s.source = other
        s.b.dismiss(animated: true)
        let frames = s.run(watching: other)
        let full = CGRect(x: 0, y: 0, width: 400, height: 300)
        let end = other.frame
        #expect(s.asked.count == 2 && s.asked[1].source === s.a && s.asked[1].zoomed === s.b, "asked again on dismiss")
        #expect(frames.first?.frame == full && frames.first?.radius == 0, "starts full screen, square")
        let last = frames[frames.count - 2]  // the tick before completion
        #expect(
            abs(last.frame.minX - end.minX) < 0.5 && abs(last.frame.width - end.width) < 0.5,
            "ends on the new source: \(last.frame) vs \(end)")
        #expect(abs(last.radius - 8) < 0.05, "with its corner radius")
        expectMonotonic(frames.dropLast().map(\.frame), toward: end, "dismiss")
        #expect(frames.dropLast().allSatisfy { $0.hidden }, "the new source is hidden during the dismissal")
        #expect(!s.cell.isHidden, "the first cell is not touched")
        #expect(frames.dropLast().dropFirst().allSatisfy { ($0.dim ?? -1) > 0 && ($0.dim ?? 2) < 1 }, "the dimming fades out")
        #expect(!other.isHidden && s.b.view.window == nil && s.a.presentedViewController == nil && s.a.view.window === s.window)
        #expect(s.window.view(withIdentifier: ZoomTransitionAnimator.dimmingIdentifier) == nil)
    }

    @Test func aNilSourceFallsBackToTheModalTransitionStyle() {
        let s = Scene()
        s.source = nil
        s.a.present(s.b, animated: true)
        s.window.tick()
        #expect(
            presentedFrame(s.b.view).minY == 300 && presentedFrame(s.b.view).width == 400,
            "no source: cover vertical, from below the window")
        #expect(s.window.controllerState.activeTransition?.duration == 0.5, "with cover vertical's duration")
        s.window.tick(frames: 40)
        #expect(!s.window.isTransitionRunning && s.b.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        s.source = s.cell
        s.b.dismiss(animated: true)
        s.window.tick()
        #expect(presentedFrame(s.b.view) == CGRect(x: 0, y: 0, width: 400, height: 300))
        s.window.tick(frames: 10)
        #expect(presentedFrame(s.b.view).width < 400, "a source again: the dismissal zooms")

        let t = Scene()
        t.a.present(t.b, animated: true)
        _ = t.run()
        t.source = nil
        t.b.modalTransitionStyle = .crossDissolve
        t.b.dismiss(animated: true)
        t.window.tick(frames: 16)
        #expect(
            presentedFrame(t.b.view).width == 400 && abs(t.b.view.layer.presentationProperties.opacity - 0.5) < 1e-3,
            "nil on dismissal: the modal transition style's dismissal (here a fade)")
        #expect(t.asked.count == 2)
    }

    @Test func aSourceOutsideTheWindowFallsBack() {
        let s = Scene()
        s.source = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.a.present(s.b, animated: true)
        s.window.tick()
        #expect(presentedFrame(s.b.view).minY == 300, "a view in no window cannot be zoomed from")
    }

    @Test func theDimmingColourComesFromTheOptions() throws {
        let options = ViewController.Transition.ZoomOptions()
        options.dimmingColor = Color(red: 0, green: 1, blue: 0, alpha: 0.5)
        options.dimmingVisualEffect = BlurEffect(style: .systemUltraThinMaterial)
        let s = Scene(options: options)
        s.a.present(s.b, animated: true)
        s.window.tick(frames: 5)
        let dimming = try #require(s.window.view(withIdentifier: ZoomTransitionAnimator.dimmingIdentifier))
        #expect(dimming.backgroundColor == options.dimmingColor)
        let plain = Scene()
        plain.a.present(plain.b, animated: true)
        plain.window.tick(frames: 5)
        let d = try #require(plain.window.view(withIdentifier: ZoomTransitionAnimator.dimmingIdentifier))
        #expect(d.backgroundColor == ViewController.Transition.defaultZoomDimmingColor)
        #expect(d.superview === plain.b.view.superview, "in the container, below the zoomed view")
    }

    /// A dimming effect blurs the source controller behind the zoomed view:
    /// the blur ramps in with the zoom and leaves with the dimming view.
    @Test func theDimmingEffectRampsABlurIn() throws {
        let options = ViewController.Transition.ZoomOptions()
        options.dimmingVisualEffect = BlurEffect(style: .systemUltraThinMaterial)
        let s = Scene(options: options)
        s.a.present(s.b, animated: true)
        s.window.tick(frames: 3)
        let dimming = try #require(s.window.view(withIdentifier: ZoomTransitionAnimator.dimmingIdentifier) as? VisualEffectView)
        func radius() -> CGFloat { dimming.layer.presentationProperties.backdropBlurRadius }
        let early = radius()
        s.window.tick(frames: 6)
        let later = radius()
        #expect(early > 0 && early < later && later < 30, "the blur grows towards 30 points: \(early), then \(later)")
        #expect(
            dimming.backgroundColor == ViewController.Transition.defaultZoomDimmingColor, "the model colour is the dimming colour"
        )
        s.window.tick(frames: 120)
        #expect(dimming.superview == nil, "the dimming view leaves when the zoom ends")
    }

    @Test func aDelegateAnimatorOrACustomStyleWins() {
        let s = Scene()
        s.b.modalPresentationStyle = .custom
        s.a.present(s.b, animated: true)
        #expect(s.window.controllerState.activeTransition?.animator is BuiltInTransitionAnimator, ".custom: no zoom")
        let t = Scene()
        let log = CallLog()
        let delegate = LoggingDelegate(log, animator: TickAnimator(log))
        t.b.transitioningDelegate = delegate
        t.a.present(t.b, animated: true)
        #expect(t.window.controllerState.activeTransition?.animator is TickAnimator, "the delegate's animator")
        t.window.tick(frames: 10)
        #expect(t.asked.isEmpty, "the provider is not asked")
        let u = Scene()
        u.a.present(u.b, animated: false)
        u.window.tick(frames: 2)
        #expect(u.asked.isEmpty && !u.window.isTransitionRunning, "not animated: no zoom")
    }

    @Test(arguments: [ModalTransitionStyle.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl])
    func theFourModalCasesSelectTheirBuiltInStyle(_ style: ModalTransitionStyle) {
        let (window, a, _) = makeScene()
        let b = ViewController()
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = style == .coverVertical ? .crossDissolve : .coverVertical
        b.preferredTransition =
            switch style {
            case .coverVertical: .coverVertical
            case .crossDissolve: .crossDissolve
            case .flipHorizontal: .flipHorizontal
            case .partialCurl: .partialCurl
            }
        a.present(b, animated: true)
        let presenting = window.controllerState.activeTransition?.animator as? BuiltInTransitionAnimator
        #expect(presenting?.style == style && presenting?.isPresenting == true)
        #expect(b.modalTransitionStyle != style, "modalTransitionStyle is left as it was")
        window.tick(frames: 60)
        b.dismiss(animated: true)
        let dismissing = window.controllerState.activeTransition?.animator as? BuiltInTransitionAnimator
        #expect(dismissing?.style == style && dismissing?.isPresenting == false)
        window.tick(frames: 60)
        #expect(a.presentedViewController == nil)
    }

    @Test func theModalCasesAnimateAsTheirStyle() {
        let (window, a, _) = makeScene()
        let b = ViewController()
        b.modalPresentationStyle = .overFullScreen
        b.preferredTransition = .crossDissolve
        a.present(b, animated: true)
        window.tick(frames: 16)
        #expect(
            abs(b.view.layer.presentationProperties.opacity - 0.5) < 1e-3 && presentedFrame(b.view).minY == 0,
            "a fade half way, not the default cover vertical")
    }

    // MARK: Navigation

    func pushScene() -> (Window, NavigationController, ContainedController, ContainedController, ViewController, Counter) {
        let (window, nav, a, c, _) = makeNavigationScene()
        let b = ViewController()
        b.view.backgroundColor = .red
        let counter = Counter()
        b.preferredTransition = .zoom { [unowned c] context in
            counter.contexts.append((context.sourceViewController, context.zoomedViewController))
            return c.view
        }
        return (window, nav, a, c, b, counter)
    }

    @MainActor final class Counter { var contexts: [(ViewController, ViewController)] = [] }

    @Test func pushAndPopZoomOutOfAndBackIntoTheSource() {
        let (window, nav, a, c, b, counter) = pushScene()
        nav.pushViewController(b, animated: true)
        var frames: [CGRect] = []
        var hidden: [Bool] = []
        for _ in 0..<100 where window.isTransitionRunning || frames.isEmpty {
            window.tick()
            frames.append(presentedFrame(b.view))
            hidden.append(c.view.isHidden)
        }
        let cFrame = CGRect(x: 10, y: 10, width: 50, height: 50)
        let full = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(frames.first == cFrame && frames.last == full)
        expectMonotonic(frames, toward: full, "push")
        #expect(hidden.dropLast().allSatisfy { $0 } && !c.view.isHidden)
        #expect(presentedFrame(a.view) == full, "the view below does not move (no parallax)")
        #expect(
            counter.contexts.count == 1 && counter.contexts[0].0 === a && counter.contexts[0].1 === b,
            "source: the controller below; zoomed: the pushed one")
        #expect(nav.topViewController === b && !window.isTransitionRunning)

        nav.popViewController(animated: true)
        frames = []
        hidden = []
        for _ in 0..<100 where window.isTransitionRunning {
            window.tick()
            frames.append(presentedFrame(b.view))
            hidden.append(c.view.isHidden)
        }
        #expect(frames.first == full)
        let last = frames[frames.count - 2]
        #expect(abs(last.minX - 10) < 0.5 && abs(last.width - 50) < 0.5, "ends on the source: \(last)")
        expectMonotonic(frames.dropLast(), toward: cFrame, "pop")
        #expect(hidden.dropLast().allSatisfy { $0 } && !c.view.isHidden, "hidden during the pop, shown after")
        #expect(counter.contexts.count == 2 && counter.contexts[1].0 === a && counter.contexts[1].1 === b)
        #expect(nav.viewControllers.count == 1 && b.view.window == nil && a.view.window === window)
        #expect(window.view(withIdentifier: ZoomTransitionAnimator.dimmingIdentifier) == nil)
    }

    @Test func navigationIgnoresTheModalCasesAndFallsBackWithoutASource() {
        let (window, nav, _, _, _, _) = pushScene()
        let d = ViewController()
        d.preferredTransition = .crossDissolve
        nav.pushViewController(d, animated: true)
        #expect(window.controllerState.activeTransition?.animator is NavigationTransitionAnimator)
        window.tick(frames: 30)
        let e = ViewController()
        e.preferredTransition = .zoom { _ in nil }
        nav.pushViewController(e, animated: true)
        window.tick()
        #expect(presentedFrame(e.view).minX == 400, "no source: the standard slide from the right edge")
        #expect(window.controllerState.activeTransition?.duration == NavigationTransitionAnimator.duration)
    }
    /// An edge swipe from frame 1 to `x` over 20 frames, held for `hold` frames, lifted.
    func edgeSwipe(to x: CGFloat, hold: Int, after start: Double) -> TouchScript {
        func at(_ n: Int) -> Double { start + Double(n) / 60 }
        var finger = TouchScript.Finger(down: CGPoint(x: 5, y: 150), at: at(1))
        finger.drag(to: CGPoint(x: x, y: 150), start: at(1), duration: 20.0 / 60, steps: 20)
        for k in 0..<hold { finger.move(to: CGPoint(x: x, y: 150), at: at(22 + k)) }
        finger.up(at: at(22 + hold))
        return TouchScript(fingers: [finger])
    }

    @Test func theEdgeSwipeDrivesTheZoomedPop() throws {
        for (x, finishes) in [(CGFloat(260), true), (CGFloat(100), false)] {
            let (window, nav, _, c, b, counter) = pushScene()
            nav.pushViewController(b, animated: true)
            window.tick(frames: 60)
            try window.play(edgeSwipe(to: x, hold: 10, after: window.time))
            var widths: [CGFloat] = []
            for _ in 0..<120 {
                window.tick()
                if b.transitionCoordinator?.isInteractive == true { widths.append(presentedFrame(b.view).width) }
            }
            #expect(widths.count > 10 && (widths.min() ?? 400) < 400, "the finger shrinks the zoomed view: \(widths)")
            #expect(counter.contexts.count == 2, "asked at the push and at the pop")
            #expect(!c.view.isHidden && !window.isTransitionRunning)
            #expect(window.view(withIdentifier: ZoomTransitionAnimator.dimmingIdentifier) == nil)
            if finishes {
                #expect(nav.viewControllers.count == 1 && b.view.window == nil, "released past half way: popped")
            } else {
                #expect(
                    nav.viewControllers.count == 2 && presentedFrame(b.view) == window.bounds
                        && b.view.layer.cornerRadius == 0, "released early: cancelled, the zoomed view full size again")
            }
        }
    }
}

/// Under Reduce Motion the zoom does not grow out of its source: a modal
/// zoom cross-dissolves in place, and the provider is not asked.
@MainActor @Suite(.serialized) struct ZoomReducedMotionTests {
    @Test func aModalZoomCrossDissolvesInPlace() {
        Accessibility.isReduceMotionEnabled = true
        defer { Accessibility.isReduceMotionEnabled = false }
        let s = ZoomTransitionTests.Scene()
        s.a.present(s.b, animated: true)
        var frames: [CGRect] = []
        var alphas: [Double] = []
        for _ in 0..<200 where s.window.isTransitionRunning {
            s.window.tick()
            frames.append(presentedFrame(s.b.view))
            alphas.append(s.b.view.layer.presentationProperties.opacity)
        }
        let full = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(frames.count > 3 && frames.allSatisfy { $0 == full }, "B never moves or scales: \(frames.prefix(3))")
        #expect(alphas.contains { $0 > 0.1 && $0 < 0.9 }, "B fades in: \(alphas)")
        #expect(s.asked.isEmpty && !s.cell.isHidden, "no source is asked for or hidden")
        #expect(s.a.presentedViewController === s.b)
    }
}
