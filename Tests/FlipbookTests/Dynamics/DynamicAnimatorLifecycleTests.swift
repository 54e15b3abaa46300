import Foundation
import Testing

@testable import Flipbook

/// The animator's running state, resting pause, delegates, collisions and item behaviours
/// (https://developer.apple.com/documentation/uikit/uidynamicanimator,
/// https://developer.apple.com/documentation/uikit/uicollisionbehavior,
/// https://developer.apple.com/documentation/uikit/uidynamicitembehavior).
@MainActor
@Suite struct DynamicAnimatorLifecycleTests {
    final class Recorder: DynamicAnimatorDelegate, CollisionBehaviorDelegate {
        var events: [String] = []
        func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { events.append("resume") }
        func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { events.append("pause") }
        func collisionBehavior(
            _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
            withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
        ) {
            events.append("began \((identifier as? NSString).map { $0 as String } ?? "bounds") \(Int(p.y.rounded()))")
        }
        func collisionBehavior(
            _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
            withBoundaryIdentifier identifier: (any NSCopying)?
        ) {
            events.append("ended \((identifier as? NSString).map { $0 as String } ?? "bounds")")
        }
        func collisionBehavior(
            _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
            with item2: any DynamicItem, at p: CGPoint
        ) {
            events.append("items")
        }
    }

    private func window() -> Window {
        Window(size: CGSize(width: 400, height: 400), scale: 1, clock: ManualClock(fps: 60))
    }

    @Test func itemLandsOnTheReferenceBoundsAndTheAnimatorPausesThenFilmStops() throws {
        let window = window()
        let item = View(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        window.addSubview(item)
        let animator = DynamicAnimator(referenceView: window)
        let recorder = Recorder()
        animator.delegate = recorder
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = recorder
        #expect(!animator.isRunning)
        let film = try window.film {
            animator.addBehavior(GravityBehavior(items: [item]))
            animator.addBehavior(collision)
        }
        // Falls 250 points: t = √(250 / 500) = 0.707 s, then rests 0.1 s and pauses.
        #expect(!animator.isRunning)
        #expect(abs(item.center.y - 350) < 1e-6, "\(item.center.y)")
        #expect(film.duration > 0.7 && film.duration < 1.0, "\(film.duration)")
        #expect(recorder.events == ["resume", "began bounds 400", "pause"])
        // Changing a behaviour resumes it.
        collision.removeItem(item)
        #expect(animator.isRunning)
        #expect(recorder.events.suffix(1) == ["resume"])
    }

    @Test func elasticityBouncesAndNamedBoundariesReportTheirIdentifier() {
        let window = window()
        let item = View(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        window.addSubview(item)
        let animator = DynamicAnimator(referenceView: window)
        let collision = CollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
        #expect(collision.boundary(withIdentifier: "floor" as NSString) != nil)
        #expect(collision.boundaryIdentifiers?.count == 1)
        let recorder = Recorder()
        collision.collisionDelegate = recorder
        let behavior = DynamicItemBehavior(items: [item])
        behavior.elasticity = 1
        animator.addBehaviors([GravityBehavior(items: [item]), collision, behavior])
        var highestAfterBounce = CGFloat.infinity
        var bounced = false
        for _ in 0..<80 {
            window.tick()
            #expect(item.center.y <= 250 + 1e-6)
            if behavior.linearVelocity(for: item).y < 0 { bounced = true }
            if bounced { highestAfterBounce = min(highestAfterBounce, item.center.y) }
        }
        #expect(bounced)
        #expect(recorder.events.first == "began floor 300")
        // Perfectly elastic: it climbs most of the way back (start 50; the fall takes 38 frames, the climb as many).
        #expect(highestAfterBounce < 70, "\(highestAfterBounce)")
        collision.removeBoundary(withIdentifier: "floor" as NSString)
        #expect(collision.boundaryIdentifiers == nil)
    }

    @Test func itemsInOneCollisionBehaviorDoNotOverlapAndAnchoredItemsStay() {
        let window = window()
        let falling = View(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        let floor = View(frame: CGRect(x: 100, y: 300, width: 200, height: 50))
        window.addSubview(falling)
        window.addSubview(floor)
        let animator = DynamicAnimator(referenceView: window)
        let recorder = Recorder()
        let collision = CollisionBehavior(items: [falling, floor])
        collision.collisionDelegate = recorder
        let anchored = DynamicItemBehavior(items: [floor])
        anchored.isAnchored = true
        animator.addBehaviors([GravityBehavior(items: [falling, floor]), collision, anchored])
        window.tick(frames: 90)
        #expect(floor.center == CGPoint(x: 200, y: 325))
        #expect(abs(falling.center.y - 250) < 0.01, "\(falling.center.y)")
        #expect(recorder.events.contains("items"))
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 400, height: 290)).count == 1)
    }

    @Test func resistanceAndAddedVelocityFollowTheDocumentedDamping() {
        let window = window()
        let item = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(item)
        let animator = DynamicAnimator(referenceView: window)
        let behavior = DynamicItemBehavior(items: [item])
        #expect(behavior.elasticity == 0 && behavior.friction == 0 && behavior.density == 1)
        #expect(behavior.resistance == 0 && behavior.angularResistance == 0 && behavior.allowsRotation)
        behavior.resistance = 2
        behavior.addLinearVelocity(CGPoint(x: 120, y: 0), for: item)
        animator.addBehavior(behavior)
        window.tick(frames: 60)
        // Each of 600 substeps multiplies the velocity by 1 / (1 + 2/600).
        let expected: Double = 120 * pow(1.0 / (1.0 + 2.0 / 600.0), 600.0)
        #expect(abs(behavior.linearVelocity(for: item).x - expected) < 1e-6)
        // Turning writes a rotation transform; allowsRotation false stops it.
        behavior.addAngularVelocity(.pi, for: item)
        window.tick()
        #expect(item.transform.b > 0)
        behavior.allowsRotation = false
        window.tick()
        #expect(behavior.angularVelocity(for: item) == 0)
    }

    @Test func animatorWithoutBehaviorsPausesAndRemovingAllStopsItems() {
        let window = window()
        let item = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(item)
        let animator = DynamicAnimator(referenceView: window)
        let recorder = Recorder()
        animator.delegate = recorder
        animator.addBehavior(GravityBehavior(items: [item]))
        window.tick(frames: 2)
        animator.removeAllBehaviors()
        #expect(!animator.isRunning)
        let y = item.center.y
        window.tick(frames: 2)
        #expect(item.center.y == y)
        #expect(recorder.events == ["resume", "pause"])
    }

    @Test func aSlidingAttachmentKeepsTheItemOnItsAxisWithinItsRange() {
        let window = window()
        let item = View(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        window.addSubview(item)
        let animator = DynamicAnimator(referenceView: window)
        let slide = AttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: CGPoint(x: 200, y: 200),
            axisOfTranslation: CGVector(dx: 1, dy: 0))
        slide.attachmentRange = FloatRange(minimum: -50, maximum: 50)
        let gravity = GravityBehavior(items: [item])
        gravity.angle = .pi / 4
        animator.addBehaviors([slide, gravity])
        window.tick(frames: 60)
        #expect(abs(item.center.y - 200) < 1e-9)
        #expect(abs(item.center.x - 250) < 1e-9)
    }
}

extension DynamicAnimator {
    func addBehaviors(_ list: [DynamicBehavior]) { for behavior in list { addBehavior(behavior) } }
}
