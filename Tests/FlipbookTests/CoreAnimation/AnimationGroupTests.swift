import Foundation
import XCTest

@testable import Flipbook

final class AnimationGroupTests: XCTestCase {
    private func basic(
        _ keyPath: String, _ from: Double, _ to: Double, duration: Double,
        begin: Double = 0
    ) -> BasicAnimation {
        let a = BasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        a.beginTime = begin
        return a
    }

    private func values(_ g: AnimationGroup, at t: Double) -> [String: Double] {
        var out: [String: Double] = [:]
        for (keyPath, value) in g.values(atParentTime: t, model: { _ in .scalar(0) }, presentation: { _ in .scalar(0) }) {
            if case let .scalar(x) = value { out[keyPath] = x }
        }
        return out
    }

    func testChildrenRunInTheGroupsTime() {
        let g = AnimationGroup()
        g.animations = [basic("opacity", 0, 1, duration: 1), basic("position.x", 0, 100, duration: 1, begin: 1)]
        g.duration = 2
        g.beginTime = 10
        XCTAssertEqual(values(g, at: 10.5), ["opacity": 0.5])
        XCTAssertEqual(values(g, at: 11.25), ["position.x": 25])
        XCTAssertEqual(values(g, at: 12), [:], "the group has ended")
    }

    func testGroupCutsChildrenOffAtItsDuration() {
        let g = AnimationGroup()
        g.animations = [basic("opacity", 0, 100, duration: 4)]
        g.duration = 1
        XCTAssertEqual(values(g, at: 0.5), ["opacity": 12.5])
        XCTAssertEqual(values(g, at: 1.5), [:])
        g.fillMode = .forwards
        XCTAssertEqual(values(g, at: 3), ["opacity": 25], "frozen where the group ended")
    }

    func testDefaultGroupDurationIsAQuarterSecond() {
        let g = AnimationGroup()
        g.animations = [basic("opacity", 0, 100, duration: 1)]
        XCTAssertEqual(values(g, at: 0.2), ["opacity": 20])
        XCTAssertEqual(values(g, at: 0.3), [:])
    }

    func testGroupSpeedAndChildFill() {
        let g = AnimationGroup()
        let late = basic("opacity", 0, 100, duration: 1, begin: 1)
        g.animations = [late]
        g.duration = 3
        g.speed = 2
        XCTAssertEqual(values(g, at: 0.25), [:], "child not begun, fill removed")
        late.fillMode = .backwards
        XCTAssertEqual(values(g, at: 0.25), ["opacity": 0])
        XCTAssertEqual(values(g, at: 0.75), ["opacity": 50])
    }

    func testNestedGroupsAndOrder() {
        let inner = AnimationGroup()
        inner.animations = [basic("opacity", 0, 10, duration: 1)]
        inner.duration = 1
        let outer = AnimationGroup()
        let additive = basic("opacity", 0, 1, duration: 1)
        additive.isAdditive = true
        outer.animations = [inner, additive]
        outer.duration = 1
        let active = outer.activeAnimations(atParentTime: 0.5)
        XCTAssertEqual(active.count, 2)
        XCTAssertTrue(active[1].animation === additive)
        // The additive child stacks on the nested group's opacity: 5 + 0.5.
        XCTAssertEqual(values(outer, at: 0.5), ["opacity": 5.5])
    }

    func testCopyCopiesChildren() throws {
        let child = basic("opacity", 0, 1, duration: 1)
        let g = AnimationGroup()
        g.animations = [child]
        let c = try XCTUnwrap(g.copy() as? AnimationGroup)
        let copiedChild = try XCTUnwrap(c.animations?.first as? BasicAnimation)
        XCTAssertFalse(copiedChild === child)
        child.toValue = 50
        XCTAssertEqual(copiedChild.toValue as? Double, 1)
    }
}
