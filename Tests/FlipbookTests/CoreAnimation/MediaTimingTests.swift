import Foundation
import XCTest

@testable import Flipbook

/// The CAMediaTiming time-space mapping: parent time -> active local time ->
/// basic local time, with fill modes.
final class MediaTimingTests: XCTestCase {
    private func animation(duration: Double = 1, _ configure: (Animation) -> Void = { _ in }) -> Animation {
        let a = Animation()
        a.duration = duration
        configure(a)
        return a
    }

    func testDefaultsMatchCoreAnimation() {
        let a = Animation()
        XCTAssertEqual(a.beginTime, 0)
        XCTAssertEqual(a.duration, 0)
        XCTAssertEqual(a.speed, 1)
        XCTAssertEqual(a.timeOffset, 0)
        XCTAssertEqual(a.repeatCount, 0)
        XCTAssertEqual(a.repeatDuration, 0)
        XCTAssertFalse(a.autoreverses)
        XCTAssertEqual(a.fillMode, .removed)
        XCTAssertNil(a.timingFunction)
        XCTAssertNil(a.delegate)
        XCTAssertTrue(a.isRemovedOnCompletion)
    }

    func testZeroDurationMeansAQuarterSecond() throws {
        let a = Animation()
        XCTAssertEqual(a.resolvedDuration, 0.25)
        XCTAssertEqual(a.activeDuration, 0.25)
        let t = try XCTUnwrap(a.localTime(atParentTime: 0.125))
        XCTAssertEqual(t.fraction, 0.5)
        XCTAssertNil(a.localTime(atParentTime: 0.25), "ends after 0.25 s with fill mode removed")
    }

    func testBeginTimeShiftsTheStart() throws {
        let a = animation(duration: 2) { $0.beginTime = 3 }
        XCTAssertNil(a.localTime(atParentTime: 2.5))
        let t = try XCTUnwrap(a.localTime(atParentTime: 3.5))
        XCTAssertEqual(t.basicTime, 0.5)
        XCTAssertEqual(t.phase, .active)
        XCTAssertEqual(a.endTime, 5)
    }

    func testSpeedScalesParentTime() throws {
        let a = animation(duration: 2) {
            $0.speed = 2
            $0.beginTime = 1
        }
        let t = try XCTUnwrap(a.localTime(atParentTime: 1.25))
        XCTAssertEqual(t.basicTime, 0.5)
        XCTAssertEqual(a.endTime, 2, "2 s of local time at speed 2 take 1 s")
        XCTAssertNil(a.localTime(atParentTime: 2))
    }

    func testTimeOffsetStartsPartWayAndWrapsAround() throws {
        // Duration 4, offset 1: plays 1...4, then wraps to 0...1 (C D E A B).
        let a = animation(duration: 4) { $0.timeOffset = 1 }
        XCTAssertEqual(try XCTUnwrap(a.localTime(atParentTime: 0)).basicTime, 1)
        XCTAssertEqual(try XCTUnwrap(a.localTime(atParentTime: 2)).basicTime, 3)
        XCTAssertEqual(try XCTUnwrap(a.localTime(atParentTime: 3.5)).basicTime, 0.5)
        XCTAssertNil(a.localTime(atParentTime: 4), "the active duration is still 4 s")
        a.fillMode = .forwards
        XCTAssertEqual(try XCTUnwrap(a.localTime(atParentTime: 10)).basicTime, 1, "ends where it started")
    }

    func testSpeedAndTimeOffsetTogether() throws {
        // t_local = (tp - begin) * speed + offset = (1.5 - 1) * 2 + 0.5 = 1.5.
        let a = animation(duration: 4) {
            $0.beginTime = 1
            $0.speed = 2
            $0.timeOffset = 0.5
        }
        let t = try XCTUnwrap(a.localTime(atParentTime: 1.5))
        XCTAssertEqual(t.activeTime, 1.5)
        XCTAssertEqual(t.basicTime, 1.5)
    }

    func testZeroSpeedPausesAtTheOffset() throws {
        let a = animation(duration: 2) {
            $0.speed = 0
            $0.timeOffset = 0.75
        }
        XCTAssertEqual(try XCTUnwrap(a.localTime(atParentTime: 100)).basicTime, 0.75)
        XCTAssertEqual(a.endTime, .infinity)
    }

    func testNegativeSpeedPlaysBackwards() throws {
        let a = animation(duration: 2) {
            $0.speed = -1
            $0.timeOffset = 2
        }
        XCTAssertEqual(try XCTUnwrap(a.localTime(atParentTime: 0.5)).basicTime, 1.5)
        XCTAssertEqual(try XCTUnwrap(a.localTime(atParentTime: 1.5)).basicTime, 0.5)
    }

    func testFractionalRepeatCountWithAutoreverses() throws {
        // Cycle = 2 s (1 s forward, 1 s back); 2.5 cycles = 5 s.
        let a = animation(duration: 1) {
            $0.repeatCount = 2.5
            $0.autoreverses = true
        }
        XCTAssertEqual(a.activeDuration, 5)
        let forward = try XCTUnwrap(a.localTime(atParentTime: 0.25))
        XCTAssertEqual(forward.basicTime, 0.25)
        XCTAssertFalse(forward.isReversing)
        let back = try XCTUnwrap(a.localTime(atParentTime: 1.25))
        XCTAssertEqual(back.basicTime, 0.75)
        XCTAssertTrue(back.isReversing)
        XCTAssertEqual(back.iteration, 0)
        let third = try XCTUnwrap(a.localTime(atParentTime: 4.5))
        XCTAssertEqual(third.iteration, 2)
        XCTAssertEqual(third.basicTime, 0.5)
        XCTAssertNil(a.localTime(atParentTime: 5))
        a.fillMode = .forwards
        let end = try XCTUnwrap(a.localTime(atParentTime: 7))
        XCTAssertEqual(end.phase, .after)
        XCTAssertEqual(end.basicTime, 1, "half a cycle: stops at the end of the forward pass")
    }

    func testWholeRepeatsEndOnTheLastCycleEnd() throws {
        let a = animation(duration: 1) {
            $0.repeatCount = 2
            $0.fillMode = .forwards
        }
        let end = try XCTUnwrap(a.localTime(atParentTime: 2))
        XCTAssertEqual(end.iteration, 1)
        XCTAssertEqual(end.basicTime, 1)
        let second = try XCTUnwrap(a.localTime(atParentTime: 1))
        XCTAssertEqual(second.iteration, 1)
        XCTAssertEqual(second.basicTime, 0)
    }

    func testAutoreverseOnceEndsAtTheStart() throws {
        let a = animation(duration: 1) {
            $0.autoreverses = true
            $0.fillMode = .both
        }
        XCTAssertEqual(a.activeDuration, 2)
        let end = try XCTUnwrap(a.localTime(atParentTime: 3))
        XCTAssertEqual(end.basicTime, 0)
        XCTAssertEqual(end.iteration, 0)
    }

    func testRepeatDurationWins() throws {
        let a = animation(duration: 1) {
            $0.repeatDuration = 2.5
            $0.repeatCount = 10
        }
        XCTAssertEqual(a.activeDuration, 2.5)
        XCTAssertEqual(try XCTUnwrap(a.localTime(atParentTime: 2.25)).basicTime, 0.25)
    }

    func testInfiniteRepeatNeverEnds() throws {
        let a = animation(duration: 1) { $0.repeatCount = .infinity }
        XCTAssertEqual(a.endTime, .infinity)
        let t = try XCTUnwrap(a.localTime(atParentTime: 1000.25))
        XCTAssertEqual(t.iteration, 1000)
        XCTAssertEqual(t.basicTime, 0.25)
    }

    func testFillModes() throws {
        let removed = animation(duration: 1) { $0.beginTime = 1 }
        XCTAssertNil(removed.localTime(atParentTime: 0.5))
        XCTAssertNil(removed.localTime(atParentTime: 2.5))

        let backwards = animation(duration: 1) {
            $0.beginTime = 1
            $0.fillMode = .backwards
        }
        let before = try XCTUnwrap(backwards.localTime(atParentTime: 0.5))
        XCTAssertEqual(before.phase, .before)
        XCTAssertEqual(before.basicTime, 0)
        XCTAssertNil(backwards.localTime(atParentTime: 2.5))

        let forwards = animation(duration: 1) {
            $0.beginTime = 1
            $0.fillMode = .forwards
        }
        XCTAssertNil(forwards.localTime(atParentTime: 0.5))
        let after = try XCTUnwrap(forwards.localTime(atParentTime: 2.5))
        XCTAssertEqual(after.phase, .after)
        XCTAssertEqual(after.basicTime, 1)

        let both = animation(duration: 1) {
            $0.beginTime = 1
            $0.fillMode = .both
        }
        XCTAssertEqual(try XCTUnwrap(both.localTime(atParentTime: 0)).basicTime, 0)
        XCTAssertEqual(try XCTUnwrap(both.localTime(atParentTime: 9)).basicTime, 1)
    }

    func testTheActiveIntervalExcludesItsEnd() {
        let a = animation(duration: 2)
        XCTAssertNotNil(a.localTime(atParentTime: 1.999))
        XCTAssertNil(a.localTime(atParentTime: 2))
        XCTAssertEqual(a.endTime, 2)
    }

    func testTimingFunctionShapesTheFraction() throws {
        let a = animation(duration: 1) { $0.timingFunction = MediaTimingFunction(name: .easeIn) }
        let t = try XCTUnwrap(a.localTime(atParentTime: 0.5))
        XCTAssertEqual(t.fraction, 0.5)
        // Core Animation's control points are Floats (0.42 is 0.41999998...).
        XCTAssertEqual(a.easedFraction(at: t), TimingCurve.easeIn.value(at: 0.5), accuracy: 1e-7)
        XCTAssertLessThan(a.easedFraction(at: t), 0.5)
    }
}
