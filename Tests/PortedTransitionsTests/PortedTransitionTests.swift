import Flipbook
import FlipbookCairo
import Foundation
import PortedTransitionsSwift5
import PortedTransitionsSwift6
import Testing

/// Frame by frame, the transitions of Examples/PortedTransitions (UIKit code
/// with the prefixes deleted), each compiled twice: in the Swift 5 and in the
/// Swift 6 language mode. Both builds must run the same frames, and the
/// frames must be what the UIKit code asks for. 60 fps, 0.5 s transitions
/// that start on the first tick after `present` (the animator runs then):
/// the k-th recorded frame after that one is k/30 of the way.
@MainActor @Suite struct PortedTransitionTests {
    /// A scenario of either build.
    @MainActor struct Scenario {
        let window: Window
        let run: @MainActor (String) -> Void
        let probe: @MainActor () -> [String: Double]
        let keep: Any
        init(_ s: PortedTransitionsSwift5.PortedScenario) {
            window = s.window
            keep = s
            run = { step in s.run(step) }
            probe = { s.probe() }
        }
        init(_ s: PortedTransitionsSwift6.PortedScenario) {
            window = s.window
            run = s.run
            probe = s.probe
            keep = s
        }

        /// Runs `step` and records the probe after each of `frames` ticks.
        func record(_ step: String, frames: Int) -> [[String: Double]] {
            run(step)
            return (0..<frames).map { _ in
                window.tick()
                return probe()
            }
        }
    }

    typealias Make = @MainActor () -> Scenario
    static let modes: [(String, Make, Make)] = [
        (
            "Swift 5", { Scenario(PortedTransitionsSwift5.PortedDemo.bottomSheet()) },
            { Scenario(PortedTransitionsSwift5.PortedDemo.circularReveal()) }
        ),
        (
            "Swift 6", { Scenario(PortedTransitionsSwift6.PortedDemo.bottomSheet()) },
            { Scenario(PortedTransitionsSwift6.PortedDemo.circularReveal()) }
        ),
    ]

    func record(_ scenario: Scenario, _ step: String, frames: Int) -> [[String: Double]] {
        scenario.record(step, frames: frames)
    }

    /// Opacities are Float, as `CALayer.opacity` is: 1e-6 is their precision here.
    func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    @Test func theSheetPresentsWithNestedAnimationsAndAnAlongsideDimmingView() {
        for (mode, makeSheet, _) in Self.modes {
            let s = makeSheet()
            let frames = record(s, "present", frames: 33)
            for k in 0...30 {
                let f = frames[k]
                let p = Double(k) / 30
                #expect(near(f["sheet.alpha"], p), "\(mode) frame \(k): the sheet fades in linearly")
                #expect(near(f["sheet.scale"], 0.8 + 0.2 * p), "\(mode) frame \(k): and scales from 0.8")
                #expect(
                    near(f["root.alpha"], 1 - 0.5 * p),
                    "\(mode) frame \(k): the nested block inherits 0.5 s and linear (its own 0.1 s is ignored)")
                #expect(f["dimming.inWindow"] == 1 && f["sheet.inWindow"] == 1)
                if k > 0 {
                    #expect(
                        (f["dimming.alpha"] ?? 0) > (frames[k - 1]["dimming.alpha"] ?? 1),
                        "\(mode) frame \(k): the alongside dimming rises every frame")
                }
            }
            #expect(frames[29]["running"] == 1 && frames[30]["running"] == 0, "\(mode): ends on frame 30")
            #expect(
                frames[0]["dimming.alpha"] == 0 && frames[30]["dimming.alpha"] == 1,
                "\(mode): the alongside animation runs with the transition, start to end")
            let end = frames[32]
            #expect(
                end["presented"] == 1 && end["sheet.minY"] == 267 && end["sheet.height"] == 400,
                "\(mode): the sheet rests at frameOfPresentedViewInContainerView (60% of 667 points, at the bottom)")
        }
    }

    @Test func theSheetDismissesAndCleansUp() {
        for (mode, makeSheet, _) in Self.modes {
            let s = makeSheet()
            _ = record(s, "present", frames: 32)
            let frames = record(s, "dismiss", frames: 33)
            for k in 0...29 {
                let f = frames[k]
                let p = Double(k) / 30
                #expect(near(f["sheet.alpha"], 1 - p), "\(mode) frame \(k)")
                #expect(
                    near(f["root.alpha"], 0.5 + 0.5 * min(1, Double(k) / 6)),
                    "\(mode) frame \(k): .overrideInheritedDuration keeps its 0.1 s, the curve is inherited (linear)")
                #expect(f["dimming.inWindow"] == 1 && f["presented"] == 1)
            }
            let end = frames[32]
            #expect(
                end["presented"] == 0 && end["sheet.inWindow"] == 0 && end["dimming.inWindow"] == 0,
                "\(mode): dismissed, the sheet and the dimming view are gone")
            #expect(end["root.alpha"] == 1 && end["running"] == 0)
        }
    }

    @Test func theRevealGrowsAMaskAndCompletesFromTheAnimationDelegate() {
        // A circle around the 44-point button at (300, 40), growing to reach
        // the bottom-left corner: radius sqrt(322^2 + 605^2) beyond the button.
        let radius = (322.0 * 322.0 + (62.0 - 667.0) * (62.0 - 667.0)).squareRoot()
        for (mode, _, makeReveal) in Self.modes {
            let s = makeReveal()
            let frames = record(s, "present", frames: 33)
            for k in 0...29 {
                let f = frames[k]
                #expect(
                    near(f["mask.width"], 44 + 2 * radius * Double(k) / 30, 1e-6), "\(mode) frame \(k): a linear path animation")
                #expect(near(f["mask.midX"], 322) && near(f["mask.midY"], 62), "\(mode) frame \(k): centred on the button")
                #expect(f["transaction"] == 0, "\(mode) frame \(k): the transaction waits for its animation")
            }
            #expect(frames[29]["running"] == 1 && frames[30]["running"] == 0, "\(mode): ends on frame 30")
            let end = frames[30]
            #expect(end["hasMask"] == 0, "\(mode): animationDidStop removed the mask")
            #expect(end["running"] == 0 && end["presented"] == 1, "\(mode): and completed the transition")
            #expect(end["transaction"] == 1, "\(mode): the transaction's completion block ran")
        }
    }

    @Test func theRevealDrawsTheNewScreenInsideTheCircleOnly() throws {
        for (mode, _, makeReveal) in Self.modes {
            let s = makeReveal()
            _ = record(s, "present", frames: 11)
            let bitmap = try CairoRenderer().render(s.window.renderTree())
            let inside = bitmap[322, 62]
            let outside = bitmap[10, 650]
            #expect(inside.r > 180 && inside.g < 60, "\(mode): red (the detail screen) at the button: \(inside)")
            #expect(outside.r > 200 && outside.g > 200, "\(mode): light grey (the first screen) far away: \(outside)")
            // Frame 10: the radius is 22 + 685.35 * 10 / 30 points.
            let edge = 62 + Int((22 + 685.35 * 10 / 30) * 0.97)
            #expect(bitmap[322, edge].r > 180 && bitmap[322, edge].g < 60, "\(mode): red just inside the edge")
        }
    }

    @Test func bothLanguageModesRunTheSameFrames() {
        let five = Scenario(PortedTransitionsSwift5.PortedDemo.bottomSheet())
        let six = Scenario(PortedTransitionsSwift6.PortedDemo.bottomSheet())
        #expect(record(five, "present", frames: 31) == record(six, "present", frames: 31))
        let revealFive = Scenario(PortedTransitionsSwift5.PortedDemo.circularReveal())
        let revealSix = Scenario(PortedTransitionsSwift6.PortedDemo.circularReveal())
        #expect(record(revealFive, "present", frames: 31) == record(revealSix, "present", frames: 31))
    }
}
