import Foundation

/// Runs UIKit Dynamics behaviours on items in a reference view's coordinates
/// (`UIDynamicAnimator`, https://developer.apple.com/documentation/uikit/uidynamicanimator).
///
/// The animator steps on the clock of the reference view's window (or, when
/// the reference view has none yet, the active window) in fixed substeps of
/// `1 / ``substepsPerSecond``` seconds: a tick of the window at time `t`
/// runs every substep due by `t` since the animator resumed, then writes the
/// items' centres (and rotations), then calls the behaviours' `action`s and
/// the collision delegates. Nothing reads the wall clock, so the same script
/// gives the same frames every run. While ``isRunning`` the animator keeps
/// `Window.film` going.
///
/// Resting: as UIKit pauses an animator whose items have come to rest, the
/// animator pauses (``isRunning`` false, ``DynamicAnimatorDelegate/dynamicAnimatorDidPause(_:)``)
/// once every item has moved slower than 1 point/s and turned slower than
/// 0.01 radians/s for 0.1 s; it resumes
/// (``DynamicAnimatorDelegate/dynamicAnimatorWillResume(_:)``) when a behaviour
/// is added, removed or changed, or an item's velocity or state is set.
/// The animator must be kept (in a property) to go on running, as in UIKit.
@preconcurrency @MainActor
open class DynamicAnimator: NSObject {
    /// Physics substeps per second of clock time (10 per frame at 60 fps).
    public static let substepsPerSecond: Double = 600
    /// How long (seconds) items must stay still before the animator pauses.
    static let restDuration: Double = 0.1

    /// The view whose coordinates the behaviours use.
    open private(set) weak var referenceView: View?
    /// The behaviours added with ``addBehavior(_:)``, in order.
    open private(set) var behaviors: [DynamicBehavior] = []
    /// Whether the animator is stepping its items (false once they rest).
    open private(set) var isRunning = false
    /// Seconds of physics the animator has run (substeps x their length),
    /// not counting time paused.
    open private(set) var elapsedTime: TimeInterval = 0
    /// Told when the animator resumes and pauses.
    open weak var delegate: DynamicAnimatorDelegate?

    private(set) var bodyOrder: [DynamicBody] = []
    private var bodies: [ObjectIdentifier: DynamicBody] = [:]
    private weak var window: Window?
    private var tickToken: Int?
    private var startTime: Double = 0
    private var stepsDone = 0
    private var restSteps = 0
    var contactState = DynamicContactState()

    /// An animator for behaviours in `view`'s coordinates.
    public init(referenceView view: View) {
        referenceView = view
        super.init()
    }

    /// Adds a behaviour (once) and starts the animator if it has items.
    open func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.setAnimator(self)
        behaviorDidChange()
    }

    /// Removes a behaviour; items no behaviour names any more stop moving.
    open func removeBehavior(_ behavior: DynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.setAnimator(nil)
        behaviorDidChange()
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        let old = behaviors
        behaviors = []
        for behavior in old { behavior.setAnimator(nil) }
        behaviorDidChange()
    }

    /// The animated items whose frames (centre and size, unturned) meet `rect`.
    open func items(in rect: CGRect) -> [any DynamicItem] {
        bodyOrder.filter { body in
            CGRect(
                x: body.x - body.size.width / 2, y: body.y - body.size.height / 2,
                width: body.size.width, height: body.size.height
            ).intersects(rect)
        }.map(\.item)
    }

    /// Reads `item`'s centre, size and rotation again (after code moved it) and resumes.
    open func updateItem(usingCurrentState item: any DynamicItem) {
        guard let body = body(for: item) else { return }
        body.read()
        body.turned = body.turned || body.angle != 0
        behaviorDidChange()
    }

    // MARK: Internal

    func body(for item: any DynamicItem) -> DynamicBody? { bodies[ObjectIdentifier(item)] }

    /// Every behaviour, children after their parents, in the order added.
    var allBehaviors: [DynamicBehavior] { behaviors.flatMap(\.flattened) }

    /// Brings the bodies in line with the behaviours' items and resumes.
    func behaviorDidChange() {
        syncBodies()
        if bodyOrder.isEmpty {
            pause()
        } else {
            resume()
        }
    }

    private func syncBodies() {
        let all = allBehaviors
        var seen = Set<ObjectIdentifier>()
        var order: [DynamicBody] = []
        for behavior in all {
            for item in behavior.ownItems where seen.insert(ObjectIdentifier(item)).inserted {
                order.append(bodies[ObjectIdentifier(item)] ?? DynamicBody(item: item))
            }
        }
        bodyOrder = order
        bodies = Dictionary(uniqueKeysWithValues: order.map { (ObjectIdentifier($0.item), $0) })
        for body in order {
            body.elasticity = 0
            body.friction = 0
            body.density = 1
            body.resistance = 0
            body.angularResistance = 0
            body.allowsRotation = true
            body.isAnchored = false
        }
        for case let itemBehavior as DynamicItemBehavior in all {
            for item in itemBehavior.items {
                guard let body = bodies[ObjectIdentifier(item)] else { continue }
                body.elasticity = itemBehavior.elasticity
                body.friction = itemBehavior.friction
                body.density = itemBehavior.density
                body.resistance = itemBehavior.resistance
                body.angularResistance = itemBehavior.angularResistance
                body.allowsRotation = itemBehavior.allowsRotation
                body.isAnchored = itemBehavior.isAnchored
            }
            let pending = itemBehavior.takePendingVelocities()
            for body in order {
                let id = ObjectIdentifier(body.item)
                if let v = pending.linear[id] {
                    body.vx += v.x
                    body.vy += v.y
                }
                if let w = pending.angular[id] { body.angularVelocity += w }
            }
        }
    }

    private func resume() {
        restSteps = 0
        guard !isRunning else { return }
        guard let window = referenceView?.window ?? self.window ?? Window.active else {
            Diagnostics.report(
                "dynamics.noWindow",
                "a DynamicAnimator has behaviours but its reference view is in no window, and there is no active window to step it on."
            )
            return
        }
        attach(to: window)
        startTime = window.time
        stepsDone = 0
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func attach(to window: Window) {
        if self.window === window, tickToken != nil { return }
        if let old = self.window, let token = tickToken { old.removeTickHandler(token) }
        self.window = window
        let box = TickTokenBox()
        box.id = window.addTickHandler(keepsBusy: { [weak self] in self?.isRunning ?? false }) { [weak self, weak window] now in
            guard let self else {
                window?.removeTickHandler(box.id)
                return
            }
            self.tick(at: now)
        }
        tickToken = box.id
    }

    /// Runs the substeps due by `now`, writes the items and calls actions and delegates.
    private func tick(at now: Double) {
        guard isRunning else { return }
        let rate = DynamicAnimator.substepsPerSecond
        let due = Int(((now - startTime) * rate + 1e-6).rounded(.down))
        let count = due - stepsDone
        guard count > 0 else { return }
        let h = 1 / rate
        for _ in 0..<count {
            step(h)
            restSteps = isAtRest ? restSteps + 1 : 0
        }
        stepsDone = due
        elapsedTime += Double(count) * h
        for body in bodyOrder { body.write() }
        for behavior in allBehaviors { behavior.action?() }
        reportContacts()
        if restSteps >= Int(DynamicAnimator.restDuration * rate) { pause() }
    }

    private var isAtRest: Bool {
        if allBehaviors.contains(where: {
            ($0 as? PushBehavior).map { $0.mode == .instantaneous && $0.active && $0.magnitude != 0 } ?? false
        }) {
            return false
        }
        return bodyOrder.allSatisfy { $0.isAnchored || ($0.speedSquared < 1 && abs($0.angularVelocity) < 0.01) }
    }
}

private final class TickTokenBox { var id = 0 }
