import Flipbook
import FlipbookCairo
import Foundation
import Testing

/// Windows share nothing mutable: the same film made in two windows whose
/// work interleaves on the main actor, in either order, gives the same
/// bytes as one made alone. (Text included: labels measure with their
/// window's environment, never with whatever another test installed.)
@Suite struct ParallelFilmTests {
    /// The PNG bytes of every frame of the sheet's presentation followed by
    /// its interactive dismissal, yielding to other tasks between steps.
    @MainActor
    static func filmBytes() async throws -> [Data] {
        let stage = SheetStage()
        await Task.yield()
        let present = try stage.window.film { stage.feed.present(stage.sheet, animated: true) }
        await Task.yield()
        let dismiss = try stage.window.film(
            touches: .drag(
                from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 320),
                start: 0.1, duration: 0.3, steps: 9))
        await Task.yield()
        let trees = (present.frames + dismiss.frames).map(\.tree)
        // Drawn off the main actor, several at once.
        return try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for (i, tree) in trees.enumerated() {
                group.addTask { (i, try CairoRenderer().pngData(tree)) }
            }
            var out = [Data](repeating: Data(), count: trees.count)
            for try await (i, data) in group { out[i] = data }
            return out
        }
    }

    @Test func theSameFilmInTwoWindowsInParallelTasksGivesIdenticalBytes() async throws {
        let alone = try await Self.filmBytes()
        #expect(alone.count > 20)
        for order in 0..<2 {
            let results = try await withThrowingTaskGroup(of: (Int, [Data]).self) { group in
                for slot in (order == 0 ? [0, 1] : [1, 0]) {
                    group.addTask { (slot, try await Self.filmBytes()) }
                }
                var out: [Int: [Data]] = [:]
                for try await (slot, bytes) in group { out[slot] = bytes }
                return out
            }
            #expect(results[0] == alone, "order \(order): window A differs from the film made alone")
            #expect(results[1] == alone, "order \(order): window B differs from the film made alone")
        }
    }

    /// A dark or light window filmed by hand, yielding to other tasks after
    /// every tick: the frames' PNG bytes.
    @MainActor
    static func tickByTickBytes(dark: Bool) async throws -> [Data] {
        let window = Window(size: CGSize(width: 120, height: 90), scale: dark ? 2 : 1, clock: ManualClock(fps: 30))
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.backgroundColor = .systemBackground
        let title = Label(frame: CGRect(x: 8, y: 8, width: 104, height: 24))
        title.text = dark ? "Night" : "Today"
        title.textColor = .label
        window.addSubview(title)
        let box = View(frame: CGRect(x: 0, y: 50, width: 20, height: 20))
        box.backgroundColor = .systemBlue
        window.addSubview(box)
        let recorder = FilmRecorder(window: window, stateSource: TransitionFilmState(following: window))
        recorder.start()
        View.animate(withDuration: 0.5) { box.center.x = 100 }
        for _ in 0..<15 {
            await Task.yield()
            window.tick()
        }
        let film = recorder.stop()
        var out: [Data] = []
        for frame in film.frames { out.append(try CairoRenderer().pngData(frame.tree)) }
        return out
    }

    @Test func windowsThatDifferInterleavedTickByTickGiveTheirOwnBytes() async throws {
        let light = try await Self.tickByTickBytes(dark: false)
        let dark = try await Self.tickByTickBytes(dark: true)
        #expect(light != dark)
        for first in [false, true] {
            let results = try await withThrowingTaskGroup(of: (Bool, [Data]).self) { group in
                for isDark in [first, !first] { group.addTask { (isDark, try await Self.tickByTickBytes(dark: isDark)) } }
                var out: [Bool: [Data]] = [:]
                for try await (isDark, bytes) in group { out[isDark] = bytes }
                return out
            }
            #expect(results[false] == light, "the light window's frames changed when filmed beside the dark one")
            #expect(results[true] == dark, "the dark window's frames changed when filmed beside the light one")
        }
    }

    @Test @MainActor func aLabelMeasuresTheSameInEveryWindowAndOutsideAny() {
        let font = Font.boldSystemFont(ofSize: 24)
        let outside = Label()
        outside.font = font
        outside.text = "Today"
        let before = outside.sizeThatFits(.zero)
        // The standard measurer is FlipbookCairo's, linked here, whether or
        // not any renderer was made.
        #expect(before.width == CairoTextMeasurer().width(of: "Today", font: font).rounded(.up))
        #expect(before.width != ApproximateTextMeasurer().width(of: "Today", font: font).rounded(.up))
        let windows = (0..<2).map { _ in Window(size: CGSize(width: 200, height: 100), scale: 1) }
        for window in windows {
            let label = Label()
            label.font = font
            label.text = "Today"
            window.addSubview(label)
            #expect(label.sizeThatFits(.zero) == before)
            #expect(window.environment.textMeasurer is CairoTextMeasurer)
        }
        // One window's measurer replaced changes that window only.
        windows[0].environment.textMeasurer = ApproximateTextMeasurer()
        let a = Label()
        let b = Label()
        for (label, window) in zip([a, b], windows) {
            label.font = font
            label.text = "Today"
            window.addSubview(label)
        }
        #expect(a.sizeThatFits(.zero).width == ApproximateTextMeasurer().width(of: "Today", font: font).rounded(.up))
        #expect(b.sizeThatFits(.zero) == before)
    }
}
