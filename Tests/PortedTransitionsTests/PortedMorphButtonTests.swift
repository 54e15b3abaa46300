import Flipbook
import FlipbookCairo
import Foundation
import PortedTransitionsSwift5
import PortedTransitionsSwift6
import Testing

/// The morphing login button of Examples/PortedTransitions: a transaction
/// whose explicit animations take its `setAnimationDuration` (0.3 s), boxed
/// sizes (`NSValue(cgSize:)`), held by `fillMode = .forwards` and
/// `isRemovedOnCompletion = false`, then an animation block from the
/// transaction's completion block, in both language modes.
@MainActor @Suite struct PortedMorphButtonTests {
    typealias Scenario = PortedTransitionTests.Scenario
    static let builds: [(String, @MainActor () -> Scenario)] = [
        ("Swift 5", { Scenario(PortedTransitionsSwift5.PortedDemo.morphButton()) }),
        ("Swift 6", { Scenario(PortedTransitionsSwift6.PortedDemo.morphButton()) }),
    ]

    func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    @Test func theButtonShrinksIntoACircleOverTheTransactionsDuration() {
        for (mode, make) in Self.builds {
            let s = make()
            let frames = s.record("tap", frames: 60)
            guard let first = frames.firstIndex(where: { $0["morph.width"] != -1 }) else {
                Issue.record("\(mode): no morph view appeared: \(frames.last!)")
                continue
            }
            #expect(
                frames[first]["morph.width"] == 295 && frames[first]["morph.cornerRadius"] == 8,
                "\(mode): it starts as the button: \(frames[first])")
            #expect(frames[first]["button.alpha"] == 0, "\(mode): the real button is hidden meanwhile")
            // 0.3 s at 60 fps, linear (no timing function): 18 frames.
            for k in 0...18 {
                let f = frames[first + k]
                let p = Double(k) / 18
                #expect(
                    near(f["morph.width"], 295 - 245 * p, 1e-6),
                    "\(mode) frame \(k): the width follows the transaction's 0.3 s, not 0.25 s: \(f["morph.width"]!)")
                #expect(near(f["morph.height"], 50), "\(mode) frame \(k)")
                #expect(near(f["morph.cornerRadius"], 8 + 17 * p, 1e-6), "\(mode) frame \(k): the corner rounds with it")
                #expect(near(f["morph.midX"], 187.5) && near(f["morph.midY"], 545), "\(mode) frame \(k): about its centre")
                if k < 18 {
                    #expect(
                        f["morph.modelWidth"] == 295 && f["events.shrunk"] == -1,
                        "\(mode) frame \(k): the model keeps the button's size; the held animations draw the circle")
                }
            }
            let grow = first + 18
            #expect(
                frames[grow]["events.shrunk"] == 1, "\(mode): the completion block ran when the shrink ended: \(frames[grow])")
            #expect(
                near(frames[grow]["morph.width"], 50) && near(frames[grow]["morph.cornerRadius"], 25),
                "\(mode): the growth starts from the circle, no jump back to the button")
            // 0.4 s of ease-in growth into the screen: 24 frames.
            for k in 1..<24 {
                let f = frames[grow + k]
                let previous = frames[grow + k - 1]
                #expect(f["morph.width"]! > previous["morph.width"]!, "\(mode) growth frame \(k): it grows")
                #expect(
                    f["morph.cornerRadius"]! < previous["morph.cornerRadius"]!,
                    "\(mode) growth frame \(k): the corner straightens")
                #expect(f["home.alpha"]! > previous["home.alpha"]!, "\(mode) growth frame \(k): the home screen fades in")
                #expect(f["running"] == 1 && f["beingPresented"] == 1, "\(mode) growth frame \(k)")
            }
            // Ease-in: a quarter of the way in time is well under a quarter of the way in width.
            #expect(frames[grow + 6]["morph.width"]! - 50 < (375 - 50) * 0.15, "\(mode): an ease-in growth: \(frames[grow + 6])")
            let end = frames[grow + 24]
            #expect(
                end["running"] == 0 && end["presented"] == 1 && end["beingPresented"] == 0 && end["completions"] == 1,
                "\(mode): the transition completed and present's completion ran: \(end)")
            #expect(
                end["morph.width"] == -1 && end["home.alpha"] == 1 && end["button.alpha"] == 1,
                "\(mode): the morph view is gone, the home screen shown, the button restored")
            #expect(
                end["events.committed"] == 0 && end["events.shrunk"] == 1 && end["events.expanded"] == 2
                    && end["events.ended"] == 3 && end["events.count"] == 4,
                "\(mode): commit, the transaction's block, the block's completion, animationEnded(true)")
        }
    }

    @Test func midShrinkTheButtonColourIsARoundedPill() throws {
        for (mode, make) in Self.builds {
            let s = make()
            let frames = s.record("tap", frames: 30)
            guard let first = frames.firstIndex(where: { $0["morph.width"] != -1 }) else {
                Issue.record("\(mode): no morph view")
                continue
            }
            // Back to frame first + 9: half way, 172.5 x 50 with a 16.5 radius.
            let s2 = make()
            _ = s2.record("tap", frames: first + 10)
            let f = s2.probe()
            #expect(near(f["morph.width"], 172.5), "\(mode): \(f)")
            let bitmap = try CairoRenderer().render(s2.window.renderTree())
            let centre = bitmap[187, 545]
            #expect(centre.b > 200 && centre.r < 80, "\(mode): the button's blue in the middle: \(centre)")
            let beyond = bitmap[187 - 95, 545]
            #expect(beyond.r > 240 && beyond.g > 240 && beyond.b > 240, "\(mode): white where the button was: \(beyond)")
            let corner = bitmap[187 - 86 + 2, 545 - 25 + 2]
            #expect(
                corner.r > 240 && corner.b > 240, "\(mode): the corner is rounded (white just inside the box corner): \(corner)")
            let edge = bitmap[187 - 80, 545]
            #expect(edge.b > 200 && edge.r < 80, "\(mode): blue inside the left edge: \(edge)")
        }
    }
}
