import Foundation
import XCTest

@testable import Flipbook

final class TransitionTests: XCTestCase {
    func testDefaults() {
        let t = Transition()
        XCTAssertEqual(t.type, .fade)
        XCTAssertNil(t.subtype)
        XCTAssertEqual(t.startProgress, 0)
        XCTAssertEqual(t.endProgress, 1)
        XCTAssertEqual(TransitionType.moveIn.rawValue, "moveIn")
        XCTAssertEqual(TransitionSubtype.fromBottom.rawValue, "fromBottom")
    }

    func testFadeCrossDissolves() {
        let s = Transition().state(atProgress: 0.25)
        XCTAssertEqual(s.old.opacity, 0.75)
        XCTAssertEqual(s.new.opacity, 0.25)
        XCTAssertEqual(s.old.offset, CGVector(dx: 0, dy: 0))
        XCTAssertTrue(s.newIsAbove)
    }

    func testPushFromRight() {
        let t = Transition()
        t.type = .push
        t.subtype = .fromRight
        let s = t.state(atProgress: 0.25)
        XCTAssertEqual(s.new.offset, CGVector(dx: 0.75, dy: 0), "enters from the right edge")
        XCTAssertEqual(s.old.offset, CGVector(dx: -0.25, dy: 0), "pushed out to the left")
        XCTAssertEqual(s.old.opacity, 1)
    }

    func testMoveInFromTopAndRevealFromBottom() {
        let t = Transition()
        t.type = .moveIn
        t.subtype = .fromTop
        let m = t.state(atProgress: 0.5)
        XCTAssertEqual(m.new.offset, CGVector(dx: 0, dy: -0.5))
        XCTAssertEqual(m.old.offset, CGVector(dx: 0, dy: 0))
        t.type = .reveal
        t.subtype = .fromBottom
        let r = t.state(atProgress: 0.5)
        XCTAssertEqual(r.old.offset, CGVector(dx: 0, dy: -0.5), "the old content slides up and away")
        XCTAssertEqual(r.new.offset, CGVector(dx: 0, dy: 0))
        XCTAssertFalse(r.newIsAbove)
    }

    func testPushWithoutSubtypeEntersFromTheLeft() {
        let t = Transition()
        t.type = .push
        XCTAssertEqual(t.state(atProgress: 0).new.offset, CGVector(dx: -1, dy: 0))
    }

    func testStartAndEndProgressMapTime() throws {
        let t = Transition()
        t.duration = 2
        t.startProgress = 0.2
        t.endProgress = 0.6
        let s = try XCTUnwrap(t.state(atParentTime: 1))
        XCTAssertEqual(s.progress, 0.4, accuracy: 1e-7)
        XCTAssertNil(t.state(atParentTime: 2))
    }
}
