import Flipbook
import FlipbookCairo
import Foundation
import PortedTransitionsSwift5
import PortedTransitionsSwift6
import Testing

/// The drawer of Examples/PortedTransitions: a presentation controller whose
/// dimming view is laid out with anchors and whose size comes from
/// `size(forChildContentContainer:withParentContainerSize:)`, an animator that
/// goes linear when `isInteractive`, and a pan whose release picks finish or
/// cancel from `velocity(in:)` and sets `completionSpeed`/`completionCurve`,
/// in both language modes. The drawer is 375 x 334 at y 333 (half of 667
/// points, rounded); the transition lasts 0.4 s (24 frames at 60 fps).
@MainActor @Suite struct PortedDrawerTests {
    typealias Scenario = PortedTransitionTests.Scenario
    static let builds: [(String, @MainActor () -> Scenario)] = [
        ("Swift 5", { Scenario(PortedTransitionsSwift5.PortedDemo.drawer()) }),
        ("Swift 6", { Scenario(PortedTransitionsSwift6.PortedDemo.drawer()) }),
    ]

    func presented(_ make: @MainActor () -> Scenario) -> Scenario {
        let s = make()
        _ = s.record("present", frames: 28)
        return s
    }

    @Test func theDrawerSlidesUpOverAnAutoLayoutDimmingView() {
        for (mode, make) in Self.builds {
            let s = make()
            let frames = s.record("present", frames: 28)
            #expect(frames[0]["drawer.minY"] == 667 && frames[0]["dimming.alpha"] == 0, "\(mode): from below, undimmed")
            for k in 1..<24 {
                let f = frames[k]
                let previous = frames[k - 1]
                #expect(
                    f["dimming.width"] == 375 && f["dimming.height"] == 667,
                    "\(mode) frame \(k): the anchors pin the dimming view to the container: \(f)")
                #expect(
                    f["drawer.minY"]! < previous["drawer.minY"]! && f["dimming.alpha"]! > previous["dimming.alpha"]!,
                    "\(mode) frame \(k): it rises as the dimming darkens alongside")
                #expect(f["running"] == 1)
            }
            // Ease-out: well over half of the way at half the time.
            #expect(frames[12]["drawer.minY"]! < 667 - 334 * 0.6, "\(mode): an ease-out slide: \(frames[12]["drawer.minY"]!)")
            let end = frames[24]
            #expect(
                end["running"] == 0 && end["presented"] == 1 && end["drawer.minY"] == 333 && end["drawer.height"] == 334,
                "\(mode): at frameOfPresentedViewInContainerView from size(forChildContentContainer:...): \(end)")
            #expect(end["dimming.alpha"] == 1 && end["drawer.cornerRadius"] == 16 && end["drawer.topCornersOnly"] == 1, "\(mode)")
        }
    }

    @Test func aFlickShorterThanHalfWayFinishesFastAndEasesOut() {
        for (mode, make) in Self.builds {
            let s = presented(make)
            let frames = s.record("flick", frames: 20)
            guard let release = frames.firstIndex(where: { $0["finishes"] == 1 }) else {
                Issue.record("\(mode): the flick did not finish: \(frames.last!)")
                continue
            }
            for k in 1..<release {
                let f = frames[k]
                #expect(f["interacting"] == 1 && f["running"] == 1, "\(mode) frame \(k)")
                #expect(
                    abs(f["percent"]! - (f["drawer.minY"]! - 333) / 334) < 1e-9,
                    "\(mode) frame \(k): the drawer follows the percent linearly (isInteractive picked .curveLinear)")
            }
            #expect(
                abs(frames[2]["percent"]! - 50.0 / 334) < 1e-9,
                "\(mode): translation(in:) of the moving drawer is the finger's travel (25 points a frame): \(frames[2])")
            let atRelease = frames[release]
            #expect(abs(atRelease["velocity"]! - 1500) < 1e-6, "\(mode): 150 points in 0.1 s: \(atRelease)")
            #expect(
                atRelease["percent"]! < 0.5 && atRelease["cancels"] == 0 && atRelease["completionSpeed"] == 2,
                "\(mode): finished by its speed, not its distance, at twice the speed")
            // The rest, (1 - p) * 0.4 s / 2, ends within 7 frames, each step shorter (ease-out).
            let rest = Array(frames[release...])
            guard let endIndex = rest.firstIndex(where: { $0["running"] == 0 }) else {
                Issue.record("\(mode): still running")
                continue
            }
            let expected = (1 - atRelease["percent"]!) * 0.4 / 2 * 60
            #expect(
                Double(endIndex) >= expected.rounded(.down) && Double(endIndex) <= expected.rounded(.up) + 1,
                "\(mode): \(endIndex) frames to finish at completionSpeed 2, expected about \(expected)")
            for k in 2..<(endIndex - 1) {
                let step = rest[k]["drawer.minY"]! - rest[k - 1]["drawer.minY"]!
                let before = rest[k - 1]["drawer.minY"]! - rest[k - 2]["drawer.minY"]!
                #expect(step > 0 && step < before + 1e-9, "\(mode) finishing frame \(k): down, slowing (.easeOut)")
            }
            let end = rest[endIndex]
            #expect(
                end["presented"] == 0 && end["drawer.inWindow"] == 0 && end["dimming.inWindow"] == 0,
                "\(mode): dismissed; dismissalTransitionDidEnd(true) removed the dimming view: \(end)")
        }
    }

    @Test func aSlowShortDragCancelsAndALongOneFinishes() {
        for (mode, make) in Self.builds {
            let s = presented(make)
            let frames = s.record("slow-short", frames: 70)
            let release = frames.firstIndex { $0["cancels"] == 1 }
            #expect(release != nil && frames.allSatisfy { $0["finishes"] == 0 }, "\(mode): cancelled")
            if let release {
                #expect(abs(frames[release]["velocity"]! - 200) < 1e-6, "\(mode): 120 points in 0.6 s")
                #expect(frames[release + 1]["drawer.minY"]! < frames[release]["drawer.minY"]!, "\(mode): runs back up")
            }
            let end = frames.last!
            #expect(
                end["running"] == 0 && end["presented"] == 1 && end["drawer.minY"] == 333 && end["drawer.inWindow"] == 1,
                "\(mode): still presented, back in place: \(end)")
            #expect(end["dimming.alpha"] == 1 && end["dimming.inWindow"] == 1, "\(mode): the dimming view is back too")

            let long = presented(make).record("slow-long", frames: 70)
            #expect(
                long.contains { $0["finishes"] == 1 && abs($0["velocity"]! - 400) < 1e-6 && $0["completionSpeed"] == 1 },
                "\(mode): past half way at 400 pt/s: finished at speed 1")
            #expect(long.last?["presented"] == 0 && long.last?["drawer.inWindow"] == 0, "\(mode)")
        }
    }

    @Test func aTapOnTheDimmingViewDismissesWithoutInteraction() {
        for (mode, make) in Self.builds {
            let s = presented(make)
            let frames = s.record("tap-dimming", frames: 30)
            #expect(frames.contains { $0["dimming.taps"] == 1 }, "\(mode): the tap reached the dimming view's recognizer")
            #expect(frames.allSatisfy { $0["interacting"] == 0 && $0["percent"] == 0 }, "\(mode): no interaction")
            let moving = frames.indices.filter { frames[$0]["running"] == 1 }
            #expect((24...25).contains(moving.count), "\(mode): the full 0.4 s: \(moving.count) frames")
            #expect(frames.last?["presented"] == 0 && frames.last?["dimming.inWindow"] == 0, "\(mode)")
        }
    }

    @Test func theDimmedScreenAndTheRoundedTopCorners() throws {
        for (mode, make) in Self.builds {
            let s = presented(make)
            let bitmap = try CairoRenderer().render(s.window.renderTree())
            let dimmed = bitmap[187, 200]
            // Blue (51, 102, 230) under 50 % black.
            #expect(
                abs(Int(dimmed.r) - 26) <= 2 && abs(Int(dimmed.g) - 51) <= 2 && abs(Int(dimmed.b) - 115) <= 2,
                "\(mode): the root dimmed by half: \(dimmed)")
            let drawer = bitmap[187, 500]
            #expect(drawer.r > 250 && drawer.g > 190 && drawer.b < 40, "\(mode): the drawer's yellow: \(drawer)")
            let topCorner = bitmap[1, 334]
            #expect(topCorner.b > 100 && topCorner.r < 40, "\(mode): the top corner is cut round (dimmed blue): \(topCorner)")
            let bottomCorner = bitmap[1, 665]
            #expect(
                bottomCorner.r > 250 && bottomCorner.b < 40,
                "\(mode): the bottom corner is square (maskedCorners): \(bottomCorner)")
        }
    }
}
