import Foundation
import Testing
import UIKit

/// UIKit Dynamics, the device and the new recognizers written as iOS code
/// writes them: only UIKit's names (`UIDynamicAnimator`, `UIDevice.current`,
/// `UIPinchGestureRecognizer`, ...), as in a drop-in menu or a device check.
@MainActor @Suite struct UIKitDynamicsDeviceTests {
    final class DropIn: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
        var paused = 0
        var contacts: [String] = []
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
            withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
        ) {
            // The iOS idiom: a String given as `"barrier" as NSCopying` reads back with `as? String`.
            if let name = identifier as? String { contacts.append(name) } else { contacts.append("bounds") }
        }
    }

    @Test func aDropInMenuFallsOntoItsBarrierAndRests() {
        let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1)
        let menu = UIView(frame: CGRect(x: 60, y: -200, width: 200, height: 200))
        window.addSubview(menu)
        let animator = UIDynamicAnimator(referenceView: window)
        let dropIn = DropIn()
        animator.delegate = dropIn
        let gravity = UIGravityBehavior(items: [menu])
        gravity.magnitude = 2
        let collision = UICollisionBehavior(items: [menu])
        collision.collisionMode = .boundaries
        collision.addBoundary(
            withIdentifier: "barrier" as NSCopying,
            from: CGPoint(x: 0, y: 340), to: CGPoint(x: 320, y: 340))
        collision.collisionDelegate = dropIn
        let itemBehavior = UIDynamicItemBehavior(items: [menu])
        itemBehavior.elasticity = 0.4
        itemBehavior.allowsRotation = false
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(itemBehavior)
        var frames = 0
        while animator.isRunning && frames < 600 {
            window.tick()
            frames += 1
        }
        #expect(!animator.isRunning && dropIn.paused == 1)
        #expect(abs(menu.frame.maxY - 340) < 0.01, "\(menu.frame)")
        #expect(dropIn.contacts.first == "barrier")
        // Snapping it back up and pushing it are UIKit's calls too.
        let snap = UISnapBehavior(item: menu, snapTo: CGPoint(x: 160, y: 120))
        snap.damping = 0.7
        animator.removeAllBehaviors()
        animator.addBehavior(snap)
        window.tick(frames: 120)
        #expect(abs(menu.center.y - 120) < 0.5)
        let push = UIPushBehavior(items: [menu], mode: .instantaneous)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 10, vertical: 0), for: menu)
        #expect(push.targetOffsetFromCenter(for: menu).horizontal == 10)
    }

    @Test func deviceAndStatusBarChecksReadTheKeyWindowsPreset() {
        let window = UIWindow(device: .iPad)
        window.makeKeyAndVisible()
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.orientation.isPortrait)
        #expect(!UIApplication.shared.statusBarOrientation.isLandscape)
        #expect(window.windowScene?.interfaceOrientation == UIInterfaceOrientation.portrait)
        #expect(UIApplication.shared.statusBarFrame.height == 24)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
        pinch.name = "zoom"
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.3
        let rotation = UIRotationGestureRecognizer()
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(swipe)
        window.addGestureRecognizer(press)
        window.addGestureRecognizer(rotation)
        #expect(window.gestureRecognizers?.map { $0.name ?? "-" } == ["zoom", "-", "-", "-"])
    }
}
