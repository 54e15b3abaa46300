import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

/// `window.film { }` and `window.film(touches:)`: what they film, when they
/// stop, and how they fail.
@MainActor
@Suite struct WindowFilmTests {
    private func pixel(_ frame: FilmFrame, _ x: Int, _ y: Int) throws -> [Int] {
        try CairoRenderer().render(frame.tree).rgba(x, y)
    }

    private func isBlue(_ p: [Int]) -> Bool { p[2] > 200 && p[0] < 60 }
    private func isWhite(_ p: [Int]) -> Bool { p[0] == 255 && p[1] == 255 && p[2] == 255 }

    @Test func aPresentIsFilmedFromThePictureNowUntilItCompletes() throws {
        let stage = SheetStage()
        let film = try stage.window.film { stage.feed.present(stage.sheet, animated: true) }
        // Frame 0 at t = 0; the transition starts on the next tick and runs
        // 0.3 s (9 ticks at 30 fps); the last frame is the first settled one.
        #expect(film.frames.first?.time == 0)
        // The coordinator exists from `present` on (as in UIKit), at 0 %.
        #expect(film.frames.first?.state == FilmFrameState(percentComplete: 0, phase: .running))
        #expect(film.frames.count == 11, "\(film.frames.map(\.state.phase))")
        #expect(film.frames.last?.state == FilmFrameState(percentComplete: 1, phase: .done))
        #expect(film.frames.dropLast().allSatisfy { $0.state.phase == .running })
        let percents = film.frames.compactMap(\.state.percentComplete)
        #expect(percents == percents.sorted(), "percent never goes back: \(percents)")
        #expect(isWhite(try pixel(film.frames[0], 100, 250)))
        #expect(isBlue(try pixel(film.frames.last!, 100, 250)))
        // Over the full screen: the feed stays, dimmed, above the sheet.
        let top = try pixel(film.frames.last!, 150, 100)
        #expect(top[0] > 140 && top[0] < 160 && top[0] == top[2], "dimmed white: \(top)")
        #expect(stage.feed.presentedViewController === stage.sheet)
    }

    @Test func aDismissIsFilmedUntilTheSheetIsGone() throws {
        let stage = SheetStage().presented()
        let film = try stage.window.film { stage.sheet.dismiss(animated: true) }
        #expect(film.frames.count == 11)
        #expect(isBlue(try pixel(film.frames[0], 100, 250)))
        #expect(isWhite(try pixel(film.frames.last!, 100, 250)))
        #expect(film.frames.last?.state.phase == .done)
        #expect(stage.feed.presentedViewController == nil)
    }

    @Test func aPushFilmsTheFollowUpAnimationStartedInACompletionBlock() throws {
        let window = Window(size: CGSize(width: 200, height: 300), scale: 1, clock: ManualClock(fps: 30))
        let list = ViewController()
        list.view.backgroundColor = .white
        let detail = ViewController()
        detail.view.backgroundColor = .white
        let badge = View(frame: CGRect(x: 80, y: 140, width: 40, height: 40))
        badge.backgroundColor = .red
        badge.alpha = 0
        detail.view.addSubview(badge)
        let navigation = NavigationController(rootViewController: list)
        navigation.isNavigationBarHidden = true
        window.rootViewController = navigation
        window.tick()
        var pushEnded: Double?
        let film = try window.film {
            navigation.pushViewController(detail, animated: true)
            // UIKit's idiom for "after the push": the coordinator's completion.
            window.performOnNextTick {
                navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
                    pushEnded = window.time
                    View.animate(withDuration: 0.5) { badge.alpha = 1 }
                }
            }
        }
        let origin = window.time - (film.frames.last?.time ?? 0)
        let ended = try #require(pushEnded) - origin
        // The film goes on until the badge's 0.5 s fade, started when the push ended, has ended.
        let last = try #require(film.frames.last)
        #expect(abs(last.time - (ended + 0.5)) < 1e-6, "last frame at \(last.time), push ended at \(ended)")
        #expect(badge.layer.presentation()?.opacity == 1)
        let p = try pixel(last, 100, 160)
        #expect(p[0] == 255 && p[1] == 0 && p[2] == 0, "badge fully red at the end: \(p)")
        // 0.2 s into the fade: the push is done, the badge part way faded in.
        let mid = try #require(film.frames.first { abs($0.time - (ended + 0.2)) < 1e-6 })
        #expect(mid.state.phase == .done)
        let q = try pixel(mid, 100, 160)
        #expect(q[1] > 60 && q[1] < 200, "badge part way: \(q)")
    }

    @Test func anInteractiveDismissalThatFinishes() throws {
        let stage = SheetStage().presented()
        // A 120 pt drag down over the 150 pt sheet (past half way), from 0.1 s.
        let film = try stage.window.film(
            touches: .drag(
                from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 320),
                start: 0.1, duration: 0.3, steps: 9))
        let phases = film.frames.map(\.state.phase)
        #expect(phases.first == .idle)
        #expect(phases.contains(.interactive))
        #expect(phases.contains(.finishing))
        #expect(phases.last == .done)
        #expect(film.frames.last?.state.percentComplete == 1)
        #expect(!phases.contains(.cancelling))
        // Phases come in order: idle, interactive, finishing, done.
        let order: [TransitionPhase] = [.idle, .interactive, .finishing, .done]
        #expect(phases.map { order.firstIndex(of: $0) ?? -1 } == phases.map { order.firstIndex(of: $0) ?? -1 }.sorted())
        #expect(isWhite(try pixel(film.frames.last!, 100, 250)))
        #expect(stage.feed.presentedViewController == nil)
        // While interactive the sheet follows the finger: some frame shows it part way.
        let interactive = try #require(film.frames.last { $0.state.phase == .interactive })
        #expect((interactive.state.percentComplete ?? 0) > 0.5)
    }

    @Test func anInteractiveDismissalThatCancels() throws {
        let stage = SheetStage().presented()
        let film = try stage.window.film(
            touches: .drag(
                from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 240),
                start: 0, duration: 0.2, steps: 6))
        let phases = film.frames.map(\.state.phase)
        #expect(phases.contains(.interactive))
        #expect(phases.contains(.cancelling))
        #expect(!phases.contains(.finishing))
        #expect(film.frames.last?.state == FilmFrameState(percentComplete: 0, phase: .done))
        #expect(isBlue(try pixel(film.frames.last!, 100, 250)))
        #expect(stage.feed.presentedViewController === stage.sheet)
    }

    @Test func touchesThatStartNothingFilmTheScript() throws {
        let stage = SheetStage()
        // A drag on the feed, which has no recognizer: frames until the finger lifts.
        let film = try stage.window.film(
            touches: .drag(
                from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10),
                start: 0, duration: 0.2, steps: 6))
        #expect(film.frames.count == 7)
        #expect(film.frames.allSatisfy { $0.state.phase == .idle })
    }

    @Test func aBlockThatStartsNothingIsAClearError() throws {
        let stage = SheetStage()
        #expect(throws: FilmingError.nothingStarted(reports: [])) { try stage.window.film {} }
        // A presentation the runtime refuses: the error says why.
        _ = stage.presented()
        let error = #expect(throws: FilmingError.self) {
            try stage.window.film { stage.feed.present(ViewController(), animated: true) }
        }
        guard case let .nothingStarted(reports)? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(reports.contains { $0.contains("which is already presenting") }, "\(reports)")
        #expect("\(error!)".contains("started nothing"))
    }

    @Test func aTransitionThatNeverCompletesFailsNamingTheWatchdog() throws {
        let stage = SheetStage()
        stage.delegate.animatorsComplete = false
        let error = #expect(throws: FilmingError.self) {
            try stage.window.film { stage.feed.present(stage.sheet, animated: true) }
        }
        guard case let .transitionFailed(failure, time)? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        guard case .animatorDidNotComplete(animator: "SheetAnimator", duration: 0.3, deadline: _) = failure else {
            Issue.record("got \(failure)")
            return
        }
        // Deadline: the start tick (1/30 s) + 0.3 s + 2 s.
        #expect(abs(time - (1.0 / 30 + 2.3)) < 1.0 / 30 + 1e-9, "\(time)")
        #expect("\(error!)".contains("watchdog"))
        // The window stays usable: the transition was force-completed.
        #expect(!stage.window.isTransitionRunning)
    }

    @Test func whatNeverEndsStopsAtTheMaximumDuration() throws {
        let stage = SheetStage().presented()
        // A finger that comes down on the sheet and never lifts holds the interaction.
        var finger = TouchScript.Finger(down: CGPoint(x: 100, y: 200), at: 0)
        finger.move(to: CGPoint(x: 100, y: 230), at: 0.1)
        let error = #expect(throws: FilmingError.self) {
            try stage.window.film(touches: TouchScript(fingers: [finger]), maximumDuration: 1)
        }
        guard case let .didNotSettle(maximumDuration, busy)? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(maximumDuration == 1)
        #expect(busy.contains { $0.contains("fingers still down") }, "\(busy)")
        #expect(busy.contains { $0.contains("interactive") }, "\(busy)")
        #expect(stage.window.time <= 2.1)
    }

    @Test func badInputIsRefusedBeforeAnythingRuns() throws {
        let stage = SheetStage()
        let before = stage.window.time
        #expect(throws: FilmingError.invalidMaximumDuration(0)) { try stage.window.film(maximumDuration: 0) {} }
        let backwards = TouchScript(fingers: [
            TouchScript.Finger(events: [
                .init(.down, at: CGPoint(x: 1, y: 1), time: 0.5), .init(.move, at: CGPoint(x: 2, y: 2), time: 0.1),
            ])
        ])
        let error = #expect(throws: FilmingError.self) { try stage.window.film(touches: backwards) }
        guard case .invalidTouches? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(stage.window.time == before)
        #expect(!stage.window.hasPendingTouches)
    }
}

/// What `film` waits for: only what the block or the touches started.
@MainActor
@Suite struct WindowFilmScopeTests {
    @Test func whatRanBeforeTheCallIsNotWaitedFor() throws {
        let stage = SheetStage()
        // A spinner that never stops, started before filming.
        let spinner = Layer()
        spinner.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        stage.window.layer.addSublayer(spinner)
        let spin = BasicAnimation(keyPath: "opacity")
        spin.fromValue = 1.0
        spin.toValue = 0.0
        spin.duration = 0.5
        spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")
        stage.window.tick()
        let film = try stage.window.film { stage.feed.present(stage.sheet, animated: true) }
        #expect(film.frames.count == 11, "the film ends with the present, not with the spinner")
        #expect(spinner.animation(forKey: "spin") != nil)
        // And a block that starts nothing is still nothing, spinner or not.
        #expect(throws: FilmingError.nothingStarted(reports: [])) { try stage.window.film {} }
    }

    @Test func aDisplayLinkKeptInNoVariableRunsUntilItInvalidatesItself() throws {
        let stage = SheetStage()
        var fired = 0
        let film = try stage.window.film {
            // The window keeps the link, as the run loop retains a CADisplayLink.
            DisplayLink { link in
                fired += 1
                if fired == 12 { link.invalidate() }
            }.add(to: stage.window)
        }
        #expect(fired == 12)
        #expect(film.frames.count == 13)
    }

    @Test func aLinkLeftRunningFailsNamingItAndAPausedOneDoesNot() throws {
        let stage = SheetStage()
        let link = DisplayLink { _ in }
        let error = #expect(throws: FilmingError.self) {
            try stage.window.film(maximumDuration: 0.5) { link.add(to: stage.window) }
        }
        guard case let .didNotSettle(_, busy)? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(busy.contains { $0.contains("per-frame handler") }, "\(busy)")
        link.invalidate()
        // A paused link has nothing to do: it does not hold a film open.
        let paused = DisplayLink { _ in }
        paused.isPaused = true
        let film = try stage.window.film {
            paused.add(to: stage.window)
            stage.feed.present(stage.sheet, animated: true)
        }
        #expect(film.frames.count == 11)
        paused.invalidate()
    }

    @Test func aScriptWithoutEventsIsAOneFrameFilm() throws {
        let stage = SheetStage()
        let film = try stage.window.film(touches: TouchScript())
        #expect(film.frames.count == 1)
        #expect(film.frames[0].state.phase == .idle)
    }
}
