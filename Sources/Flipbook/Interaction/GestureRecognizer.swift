import Foundation

/// Turns the touches of a view and its subviews into a gesture (`UIGestureRecognizer`).
///
/// Attach one with ``View/addGestureRecognizer(_:)``. A touch goes, at
/// touch-down, to the enabled recognizers of the hit-tested view and of each
/// of its ancestors (deepest view first, then in the order added), and stays
/// with them for its life. Actions are closures
/// (``addTarget(_:)`` or ``init(action:)``) instead of target/selector pairs;
/// they run during the ``Window/tick()`` in which the state changes, and
/// for a continuous gesture again on every change while ``State/changed``.
///
/// As in UIKit, only one recognizer recognises a touch: when one begins (or
/// recognises, for a discrete gesture), the others that share a touch with it
/// and are still possible fail.
///
/// A recognizer in `ended`, `cancelled` or `failed` with no touches left goes
/// back to `possible` at the start of the next tick's touch delivery, or just
/// before it receives a new touch, whichever comes first; so after the tick in
/// which a pan ends, `state` still reads `.ended`.
///
/// A recognizer hears each touch event (see ``Window/play(_:)``) in at most
/// one call of each kind, with all of its touches in that event: touches
/// that came down, then moved, then lifted, then cancelled.
///
/// Subclasses override ``touchesBegan(_:)`` and friends and set ``state``.
@preconcurrency @MainActor
open class GestureRecognizer: NSObject {
    /// A recognizer's state (`UIGestureRecognizer.State`).
    public enum State: Hashable, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture was recognised: the same as ``ended``, as in UIKit.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Ended, cancelled or failed: nothing more happens until a reset.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// When true (the default), a touch the recognizer recognises is
    /// cancelled in its view (`touchesCancelled`) and the view hears no more of it.
    public var cancelsTouchesInView = true

    private var actions: [(GestureRecognizer) -> Void] = []
    private var storedState = State.possible
    private var actionPending = false
    private var storedIsEnabled = true
    /// The touches this recognizer receives, in the order they came down;
    /// ended and cancelled ones leave after the event that ended them.
    private(set) var touches: [Touch] = []
    /// The centroid of the last touches, for ``location(in:)`` after they lift (window coordinates).
    private var lastCentroid = CGPoint.zero
    /// The window the recognizer's touches are in.
    weak var dispatcher: TouchDispatcher?

    public override init() { super.init() }

    /// A recognizer with one action.
    public convenience init(action: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addTarget(action)
    }

    /// Adds an action, called with the recognizer on every state change that
    /// UIKit reports (began, changed, ended/recognized, cancelled).
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Removes every action.
    public func removeAllTargets() { actions.removeAll() }

    /// The current state. Subclasses set it; a change UIKit does not allow
    /// (say from `possible` to `changed`) is reported as a diagnostic and ignored.
    public var state: State {
        get { storedState }
        set {
            guard Self.allows(from: storedState, to: newValue) else {
                Diagnostics.report("gesture.invalidStateChange",
                                   "\(type(of: self)) cannot go from \(storedState) to \(newValue); the state stays \(storedState).")
                return
            }
            let old = storedState
            storedState = newValue
            if newValue != .possible && newValue != .failed { actionPending = true }
            if old == .possible && (newValue == .began || newValue == .ended) {
                dispatcher?.recognizerDidRecognize(self)
            }
        }
    }

    /// When false the recognizer receives no touches. Disabling a recognizer
    /// that has begun cancels it (its actions run with `cancelled`).
    public var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            storedIsEnabled = newValue
            guard !newValue else { return }
            if storedState == .began || storedState == .changed {
                state = .cancelled
                flushActions()
            }
            detachAllTouches()
            if storedState != .possible { resetIfIdle() }
        }
    }

    /// The number of touches down now that the recognizer follows.
    public var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the
    /// window's when nil); after they lift, where they were last.
    public func location(in view: View?) -> CGPoint {
        let p = currentCentroid
        guard let view else { return p }
        return view.convert(p, from: nil)
    }

    /// Where touch `index` (of ``numberOfTouches``) is, in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> CGPoint {
        let active = activeTouches
        guard active.indices.contains(index) else {
            Diagnostics.report("gesture.touchIndexOutOfRange",
                               "location(ofTouch: \(index)) asked of a recognizer with \(active.count) touches; returning its location.")
            return location(in: view)
        }
        return active[index].location(in: view)
    }

    // MARK: Subclass hooks

    /// Touches came down (already counted in ``numberOfTouches``).
    open func touchesBegan(_ touches: [Touch]) {}
    /// Touches moved.
    open func touchesMoved(_ touches: [Touch]) {}
    /// Touches lifted (no longer counted in ``numberOfTouches``).
    open func touchesEnded(_ touches: [Touch]) {}
    /// Touches were cancelled (no longer counted).
    open func touchesCancelled(_ touches: [Touch]) {}
    /// Called at each event time and at each tick time while the recognizer
    /// has touches or is waiting (for time limits such as a tap's); seconds.
    open func timeDidAdvance(to time: Double) {}
    /// Puts the recognizer's own bookkeeping back to its initial values;
    /// called when the state goes back to `possible`. Call `super`.
    open func reset() {}

    // MARK: Machinery

    /// The centroid of the touches in window coordinates: those down, and
    /// those lifting in the event being delivered (they leave after it);
    /// where the last ones were once all have gone.
    var currentCentroid: CGPoint { touches.isEmpty ? lastCentroid : Self.centroid(of: touches) }

    /// The touches not yet ended or cancelled, in order.
    var activeTouches: [Touch] { touches.filter { $0.phase != .ended && $0.phase != .cancelled } }

    /// The centroid of `touches` in window coordinates.
    static func centroid(of touches: [Touch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for t in touches { x += t.windowLocation.x; y += t.windowLocation.y }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    static func allows(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        case (_, .possible): true
        default: false
        }
    }

    /// True when the recognizer takes a new touch now (resetting it first if it finished).
    func acceptsNewTouch() -> Bool {
        guard isEnabled else { return false }
        resetIfIdle()
        return !storedState.isFinished
    }

    func attach(_ touch: Touch) {
        touches.append(touch)
        lastCentroid = Self.centroid(of: activeTouches)
    }

    /// Drops touches that ended or were cancelled, remembering where they were.
    func dropFinishedTouches() {
        let active = activeTouches
        if active.isEmpty, !touches.isEmpty { lastCentroid = Self.centroid(of: touches) }
        else if !active.isEmpty { lastCentroid = Self.centroid(of: active) }
        touches = active
    }

    /// Forgets every touch (removal, disabling).
    func detachAllTouches() {
        for t in touches { t.recognizers.removeAll { $0 === self } }
        touches.removeAll()
    }

    /// Back to `possible` when finished and without touches.
    func resetIfIdle() {
        guard storedState != .possible, storedState.isFinished || !isEnabled, touches.isEmpty else { return }
        storedState = .possible
        actionPending = false
        reset()
    }

    /// Calls the actions if a reported state change is pending.
    func flushActions() {
        guard actionPending else { return }
        actionPending = false
        for action in actions { action(self) }
    }

    /// Fails the recognizer if it is still possible (another one recognised).
    func failIfPossible() {
        if storedState == .possible { state = .failed }
    }
}
