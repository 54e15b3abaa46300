import Foundation
import Testing

@testable import Flipbook

/// Segues: a custom segue that runs its own animation and then presents,
/// `show` segues inside a navigation controller, and unwind segues back,
/// all through the transition machinery, in the guide's order.
@MainActor @Suite struct SegueTests {
    /// The guide's custom segue (Listing 9-2) with an animation of its own
    /// before the presentation: the source fades to half, then presents.
    final class FadeThenPresentSegue: StoryboardSegue {
        static var log: CallLog?
        required init(identifier: String?, source: ViewController, destination: ViewController) {
            super.init(identifier: identifier, source: source, destination: destination)
            Self.log?.add("segue.init(\(identifier ?? "nil"))")
        }
        override func perform() {
            Self.log?.add("segue.perform")
            View.animate(
                withDuration: 0.1, animations: { self.source.view.alpha = 0.5 },
                completion: { _ in
                    Self.log?.add("segue.animationDone")
                    self.destination.modalPresentationStyle = .fullScreen
                    self.source.present(self.destination, animated: true) { Self.log?.add("present.completion") }
                })
        }
    }

    final class Source: LoggingController {
        var allow = true
        var prepared: StoryboardSegue?
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.add("\(name).shouldPerformSegue(\(identifier))")
            return allow
        }
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            prepared = segue
            log.add("\(name).prepare(for: \(segue.identifier ?? "nil"), destination: \(segue.destination.title ?? "?"))")
        }
        override func canPerformUnwindSegueAction(
            _ action: String, from fromViewController: ViewController,
            sender: Any?
        ) -> Bool {
            let answer = super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
            log.add("\(name).canPerformUnwind(\(action)) -> \(answer)")
            return answer
        }
    }

    @Test func customSegueThenUnwind() throws {
        let log = CallLog()
        FadeThenPresentSegue.log = log
        defer { FadeThenPresentSegue.log = nil }
        let window = Window(size: CGSize(width: 400, height: 300), scale: 1, clock: ManualClock(fps: 60))
        let a = Source("A", log)
        window.rootViewController = a
        window.tick()
        var made: Source?
        a.registerSegue(identifier: "detail", kind: .custom(FadeThenPresentSegue.self)) {
            log.add("destination made")
            let b = Source("B", log)
            made = b
            return b
        }
        a.registerUnwindAction("backToA") { segue in
            log.add("A.unwindAction(from: \(segue.source.title ?? "?"), running: \(window.isTransitionRunning))")
        }
        log.entries.removeAll()

        a.allow = false
        a.performSegue(withIdentifier: "detail", sender: nil)
        #expect(log.withoutLayout == ["A.shouldPerformSegue(detail)"], "shouldPerformSegue false stops it quietly")
        a.allow = true
        log.entries.removeAll()
        a.performSegue(withIdentifier: "detail", sender: a)
        var sawPresentation = false
        for _ in 0..<50 {
            window.tick()
            if a.transitionCoordinator != nil && window.isTransitionRunning { sawPresentation = true }
        }
        let b = try #require(made)
        #expect(sawPresentation && a.presentedViewController === b && b.view.window === window)
        #expect(
            log.withoutLayout == [
                "A.shouldPerformSegue(detail)", "destination made", "segue.init(detail)",
                "A.prepare(for: detail, destination: B)", "segue.perform", "segue.animationDone",
                "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)", "A.viewDidDisappear(true)", "present.completion",
            ])
        #expect(a.prepared is FadeThenPresentSegue && a.prepared?.source === a && a.prepared?.destination === b)

        log.entries.removeAll()
        b.performUnwindSegue("backToA", sender: nil)
        window.tick()
        #expect(a.transitionCoordinator != nil, "the unwind runs through the transition machinery")
        window.tick(frames: 40)
        #expect(
            log.withoutLayout == [
                "A.canPerformUnwind(backToA) -> true", "B.shouldPerformSegue(backToA)",
                "B.prepare(for: backToA, destination: A)", "A.unwindAction(from: B, running: false)",
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
                "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
            ])
        #expect(a.presentedViewController == nil && a.view.window === window && b.view.window == nil)
        #expect(window.transitionReports.isEmpty)
    }

    @Test func showSeguesPushAndUnwindPopsBack() {
        let (window, nav, a, _, log) = makeNavigationScene()
        a.registerSegue(identifier: "next", kind: .show) { ContainedController("B", log) }
        a.registerUnwindAction("home") { _ in log.add("A.home") }
        a.performSegue(withIdentifier: "next", sender: nil)
        window.tick(frames: 30)
        let b = nav.topViewController!
        #expect(nav.viewControllers.count == 2 && b.title == "B" && b.view.window === window)
        b.registerSegue(identifier: "more", kind: .show) { ContainedController("D", log) }
        b.performSegue(withIdentifier: "more", sender: nil)
        window.tick(frames: 30)
        let d = nav.topViewController!
        #expect(d.title == "D" && nav.viewControllers.count == 3)
        log.entries.removeAll()
        d.performUnwindSegue("home", sender: nil)
        window.tick(frames: 30)
        #expect(same(nav.viewControllers, [a]) && a.view.window === window)
        #expect(log.withoutLayout.first == "A.home" && log.withoutLayout.contains("A.viewDidAppear(true)"))
        d.performUnwindSegue("nowhere", sender: nil)
        a.performSegue(withIdentifier: "missing", sender: nil)
        #expect(
            window.transitionReports.contains {
                if case .diagnostic(.unknownSegue(identifier: "missing", _, known: ["next"])) = $0 { true } else { false }
            })
    }
}
