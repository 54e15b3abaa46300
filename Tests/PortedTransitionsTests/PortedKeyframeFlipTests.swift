import Flipbook
import FlipbookCairo
import Foundation
import PortedTransitionsSwift5
import PortedTransitionsSwift6
import Testing

/// The keyframe push and the flipping pop of Examples/PortedTransitions
/// (`View.animateKeyframes` with overlapping keyframes and the linear curve
/// passed through the options' raw value; `View.transition(from:to:...)`),
/// frame by frame, in both language modes.
@MainActor @Suite struct PortedKeyframeFlipTests {
    typealias Scenario = PortedTransitionTests.Scenario
    static let builds: [(String, @MainActor () -> Scenario)] = [
        ("Swift 5", { Scenario(PortedTransitionsSwift5.PortedDemo.keyframeFlip()) }),
        ("Swift 6", { Scenario(PortedTransitionsSwift6.PortedDemo.keyframeFlip()) }),
    ]

    func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    /// The photo's vertical offset at fraction `t` of the push: held above the
    /// screen until 0.25, down to 30 points past its place by 0.75, back by 1.
    func photoOffset(_ t: Double) -> Double {
        if t <= 0.25 { return -667 }
        if t <= 0.75 { return -667 + 697 * (t - 0.25) / 0.5 }
        return 30 - 30 * (t - 0.75) / 0.25
    }

    @Test func thePushRunsEachKeyframeOverItsOwnSpan() {
        for (mode, make) in Self.builds {
            let s = make()
            let frames = s.record("push", frames: 40)
            for k in 0..<36 {
                let f = frames[k]
                let t = Double(k) / 36
                #expect(
                    near(f["photo.ty"], photoOffset(t), 1e-6),
                    "\(mode) frame \(k): the photo's keyframes (held, then each over its span): \(f["photo.ty"]!) for \(photoOffset(t))"
                )
                #expect(
                    near(f["gallery.scale"], 1 - 0.1 * min(1, t / 0.5), 1e-6),
                    "\(mode) frame \(k): the gallery shrinks over the first half")
                #expect(near(f["gallery.alpha"], 1 - 0.5 * min(1, t / 0.5), 1e-6), "\(mode) frame \(k): and fades")
                #expect(f["running"] == 1 && f["gallery.inContainer"] == 1 && f["photo.inContainer"] == 1, "\(mode) frame \(k)")
            }
            let end = frames[36]
            #expect(end["running"] == 0 && end["stack"] == 2 && end["top.isPhoto"] == 1, "\(mode): pushed: \(end)")
            #expect(
                end["photo.ty"] == 0 && end["gallery.inWindow"] == 0, "\(mode): the photo in place, the gallery out of the window"
            )
            #expect(end["gallery.scale"] == 1 && end["gallery.alpha"] == 1, "\(mode): the completion restored the gallery's view")
            #expect(end["completions.push"] == 1, "\(mode): the keyframes' completion ran once, finished")
        }
    }

    @Test func thePopFlipsTheGalleryBack() throws {
        for (mode, make) in Self.builds {
            let s = make()
            _ = s.record("push", frames: 40)
            let frames = s.record("pop", frames: 34)
            for k in 0..<30 {
                let f = frames[k]
                #expect(f["running"] == 1, "\(mode) frame \(k)")
                #expect(
                    f["photo.inContainer"] == 0 && f["gallery.inContainer"] == 1,
                    "\(mode) frame \(k): transition(from:to:) swapped the views at once")
            }
            let end = frames[30]
            #expect(end["running"] == 0 && end["stack"] == 1 && end["top.isPhoto"] == 0, "\(mode): popped: \(end)")
            #expect(end["photo.inWindow"] == 0 && end["gallery.inWindow"] == 1, "\(mode)")
            #expect(end["completions.pop"] == 1 && end["animators"] == 2, "\(mode): the flip's completion ran once, finished")
        }
    }

    @Test func midFlipTheOldScreenIsTurnedEdgeOn() throws {
        for (mode, make) in Self.builds {
            let s = make()
            _ = s.record("push", frames: 40)
            _ = s.record("pop", frames: 7)  // about a quarter: the photo turned ~40 degrees away
            let quarter = try CairoRenderer().render(s.window.renderTree())
            let centre = quarter[187, 333]
            #expect(centre.r > 200 && centre.g < 90, "\(mode): the photo's pink in the middle: \(centre)")
            let edge = quarter[4, 333]
            #expect(!(edge.r > 200 && edge.g < 90), "\(mode): not at the left edge, turned away: \(edge)")
            #expect(!(edge.g > 120 && edge.r < 60), "\(mode): nor the gallery yet: \(edge)")
            _ = s.record("pop", frames: 15)  // three quarters: the gallery turning in
            let late = try CairoRenderer().render(s.window.renderTree())
            let middle = late[187, 333]
            #expect(
                middle.g > 120 && middle.r < 60,
                "\(mode): the gallery's green down the axis, no line left by the edge-on photo: \(middle)")
            let side = late[4, 333]
            #expect(!(side.g > 120 && side.r < 60), "\(mode): not yet at the edge: \(side)")
        }
    }
}
