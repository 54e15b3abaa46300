import Foundation
import Testing
import UIKit

/// Boundary identifiers as iOS code writes them: `"name" as NSCopying` going in
/// (UIKit's signatures take `NSCopying`,
/// https://developer.apple.com/documentation/uikit/uicollisionbehavior/addboundary(withidentifier:from:to:)),
/// `identifier as? String` coming out in the delegate
/// (https://developer.apple.com/documentation/uikit/uicollisionbehaviordelegate/collisionbehavior(_:begancontactfor:withboundaryidentifier:at:)).
/// Under `import UIKit` a `String` is an `NSCopying` (Sources/UIKit/String+NSCopying.swift),
/// so these casts compile without an "always fails" warning and match; the
/// tests pin that the identifier Flipbook stores and hands back is the one
/// given, and that an `NSString` of the same characters names the same boundary.
@MainActor @Suite struct CollisionIdentifierTests {
    final class Recorder: NSObject, UICollisionBehaviorDelegate {
        var began: [String] = []
        var ended: [String] = []
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
            withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
        ) {
            switch identifier {
            case let name as String: began.append(name)
            case nil: began.append("reference bounds")
            default: began.append("unreadable")
            }
        }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
            withBoundaryIdentifier identifier: NSCopying?
        ) {
            if let name = identifier as? String, name == "floor" { ended.append(name) }
        }
    }

    @Test func stringIdentifiersReadBackAsStringsInTheDelegate() {
        let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 1)
        let ball = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        window.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: window)
        let collision = UICollisionBehavior(items: [ball])
        collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 300, y: 300))
        let recorder = Recorder()
        collision.collisionDelegate = recorder
        let bounce = UIDynamicItemBehavior(items: [ball])
        bounce.elasticity = 0.8
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        animator.addBehavior(bounce)
        window.tick(frames: 90)
        #expect(recorder.began.first == "floor", "\(recorder.began)")
        #expect(recorder.ended.first == "floor", "a bounce ends the contact: \(recorder.ended)")
    }

    @Test func boundariesAreFoundAndRemovedByAStringIdentifier() {
        let collision = UICollisionBehavior(items: [])
        collision.addBoundary(withIdentifier: "left" as NSCopying, from: .zero, to: CGPoint(x: 0, y: 100))
        collision.addBoundary(withIdentifier: "right" as NSCopying, from: CGPoint(x: 100, y: 0), to: CGPoint(x: 100, y: 100))
        #expect(collision.boundaryIdentifiers as? [String] == ["left", "right"])
        #expect(collision.boundary(withIdentifier: "right" as NSCopying) != nil)
        // An identifier made as an NSString elsewhere names the same boundary (compared with isEqual).
        collision.removeBoundary(withIdentifier: NSString(string: "left"))
        #expect(collision.boundaryIdentifiers as? [String] == ["right"])
        // Adding under a name already there replaces that boundary.
        collision.addBoundary(withIdentifier: "right" as NSCopying, from: .zero, to: CGPoint(x: 50, y: 50))
        #expect(collision.boundaryIdentifiers?.count == 1)
    }
}
