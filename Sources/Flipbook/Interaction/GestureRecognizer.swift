import Foundation

/// Turns the touches of a view and its subviews into a gesture (`UIGestureRecognizer`).
///
/// Attach one with ``View/addGestureRecognizer(_:)``. A touch goes, at
/// touch-down, to the enabled recognizers of the hit-tested view and of each
/// of its ancestors (deepest view first, then in the order added) whose
/// ``delegate`` lets it receive the touch, and stays with them for its life.
/// Actions are closures (``addTarget(_:)`` or ``init(action:)``) or a target
/// object with a method reference (`init(target:action:)`,
/// the port of UIKit's target and selector); they run during the
/// ``Window/tick()`` in which the state changes, and for a continuous gesture
/// again on every change while ``State/changed``.
///
/// Recognition is arbitrated as in UIKit. When a recognizer tries to leave
/// `possible` for `began` or `recognized`:
/// 1. its delegate's ``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``
///    is asked; false sends it to `failed`;
/// 2. its failure requirements are gathered: those of ``require(toFail:)``,
///    and, once per attempt, every other recognizer taking part in the
///    gesture for which ``shouldRequireFailure(of:)``, its delegate's
///    `gestureRecognizer(_:shouldRequireFailureOf:)`, the other's
///    ``shouldBeRequiredToFail(by:)`` or the other's delegate's
///    `gestureRecognizer(_:shouldBeRequiredToFailBy:)` says true;
/// 3. while one of them is still `possible`, it waits, and its ``state``
///    stays `possible` (its actions are not called); when one of them begins
///    or recognises, it fails; when all have failed (or stopped taking part:
///    removed, disabled, or without a touch since their last reset) it goes on;
/// 4. if another recognizer sharing a touch with it has begun, it fails,
///    unless the two may recognise simultaneously (below);
/// 5. it begins (or recognises), and every other recognizer that shares a
///    touch with it and is still `possible` fails, unless the two may
///    recognise simultaneously; so do the recognizers that require it to fail.
///
/// Two recognizers may recognise simultaneously when either one's delegate
/// says so in ``GestureRecognizerDelegate/gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)``
/// (the beginning one's delegate is asked first), or when ``canPrevent(_:)``
/// or ``canBePrevented(by:)`` says one cannot stop the other (then no
/// delegate is asked). Nothing here reads a clock: every decision happens
/// during touch delivery or at a tick's time, in a fixed order.
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
    /// A recognizer's state (`UIGestureRecognizer.State`), with UIKit's raw
    /// values (possible 0, began 1, changed 2, ended 3, cancelled 4, failed 5).
    public enum State: Int, Hashable, Sendable, CustomStringConvertible {
        /// UIKit's recognizer states: not yet recognised; a continuous gesture began, changed, ended (or a discrete one was recognised) or was cancelled; recognition failed.
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
        /// Began, changed, ended or cancelled: the gesture was recognised.
        var didRecognize: Bool { self != .possible && self != .failed }
    }

    /// A weak reference to a recognizer.
    struct WeakReference {
        weak var value: GestureRecognizer?
    }

    /// The view the recognizer is attached to (`addGestureRecognizer(_:)`),
    /// nil before and after. Declared in the class, so a subclass can
    /// override it; Flipbook reads it through the override
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/view).
    open var view: View? { attachedView }
    /// The view set by `addGestureRecognizer(_:)`, held weakly.
    weak var attachedView: View?
    /// When true (the default), a touch the recognizer recognises is
    /// cancelled in its view (`touchesCancelled`) and the view hears no more of it.
    public var cancelsTouchesInView = true
    /// A name for debugging and for finding the recognizer (`UIGestureRecognizer.name`,
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/name); nil by default.
    public var name: String?

    /// The delegate that decides which touches this recognizer sees, whether
    /// it may begin and how it gets on with others (see
    /// ``GestureRecognizerDelegate``). Held weakly, as in UIKit: keep the
    /// delegate alive elsewhere; once it is gone the recognizer behaves as
    /// with no delegate.
    /// Declared in the class, so a subclass can override it (`override var
    /// delegate: UIGestureRecognizerDelegate? { didSet { ... } }`); the
    /// recognizer asks the delegate it reads through the override
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate).
    open weak var delegate: (any GestureRecognizerDelegate)?

    /// The actions and target-action pairs, in the order added (see `GestureRecognizer+Targets.swift`).
    var actionEntries: [ActionEntry] = []
    private var storedState = State.possible
    /// How deep the ``state`` setter is running (its arbitration may change the state again inside it).
    private var settingDepth = 0
    /// A state the touch machinery sets through the setter, bypassing its checks.
    private var forcedState: State?
    private var actionPending = false
    private var storedIsEnabled = true
    /// The touches this recognizer receives, in the order they came down;
    /// ended and cancelled ones leave after the event that ended them.
    private(set) var touches: [Touch] = []
    /// The centroid of the last touches, for ``location(in:)`` after they lift (window coordinates).
    private var lastCentroid = CGPoint.zero
    /// The window the recognizer's touches are in.
    weak var dispatcher: TouchDispatcher?

    /// The recognizers given to ``require(toFail:)``, held weakly, in the order given.
    private var requiredToFail: [WeakReference] = []
    /// The failure requirements found when the recognizer last attempted to
    /// recognise (delegates and subclass hooks); cleared at reset.
    var dynamicRequirements: [WeakReference] = []
    /// The state the recognizer goes to once its failure requirements have
    /// failed (`began` or `ended`); nil when it is not waiting. While it
    /// waits, ``state`` reads `possible`.
    var pendingRecognition: State?
    /// When the recognizer started taking part in the current gesture (it
    /// received a touch since its last reset), as an order number of its
    /// window's touch machinery; nil when it is not taking part.
    var participation: Int?

    /// A recognizer with no target (`UIGestureRecognizer()`), through
    /// ``init(target:action:)``, which subclasses override.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// A recognizer with no target yet (`init(target: nil, action: nil)`); a
    /// designated initializer, as UIKit's, so that subclasses can write
    /// `super.init(target: nil, action: nil)`. (`Never?` because Linux has no
    /// selectors: only `nil` can be passed; `init(target:action:)` with a
    /// method reference, `Self.handlePan`, sets a target.)
    public init(target: AnyObject?, action: Never?) { super.init() }

    /// A recognizer with one action.
    public convenience init(action: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addTarget(action)
    }

    /// The current state. Subclasses set it; a change UIKit does not allow
    /// (say from `possible` to `changed`) is reported as a diagnostic and ignored.
    ///
    /// Setting `began` or `recognized` from `possible` starts the arbitration
    /// described in ``GestureRecognizer``: the state may become `failed`
    /// instead, or stay `possible` while the recognizer waits for others to
    /// fail. While it waits, setting `began` or `changed` again changes
    /// nothing, `recognized` makes it go straight to `recognized` once
    /// released, `failed` or `cancelled` end the wait in `failed`, and
    /// `possible` ends it in `possible`.
    ///
    /// Declared in the class, so a subclass can override it (`override var
    /// state: UIGestureRecognizer.State { didSet { ... } }`): every change
    /// Flipbook's recognizers and the touch machinery make goes through this
    /// setter, so the override sees each one, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state).
    open var state: State {
        get { storedState }
        set {
            if let forced = forcedState {
                // A change the touch machinery made (see `machineryApply`), passing through overrides.
                forcedState = nil
                apply(forced)
                return
            }
            settingDepth += 1
            defer { settingDepth -= 1 }
            if let pending = pendingRecognition {
                switch newValue {
                case .began, .changed: return
                case .ended:
                    if pending != .ended { pendingRecognition = .ended }
                    return
                case .possible, .cancelled, .failed:
                    pendingRecognition = nil
                    apply(newValue == .possible ? .possible : .failed)
                    return
                }
            }
            guard Self.allows(from: storedState, to: newValue) else {
                reportDiagnostic(
                    "gesture.invalidStateChange",
                    "\(type(of: self)) cannot go from \(storedState) to \(newValue); the state stays \(storedState).")
                return
            }
            if storedState == .possible, newValue == .began || newValue == .ended {
                attemptToRecognize(as: newValue)
            } else {
                apply(newValue)
            }
        }
    }

    /// When false the recognizer receives no touches. Disabling a recognizer
    /// that has begun cancels it (its actions run with `cancelled`); one that
    /// waits for others to fail stops waiting, and no longer holds back the
    /// recognizers that require it to fail.
    public var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            storedIsEnabled = newValue
            guard !newValue else { return }
            pendingRecognition = nil
            if storedState == .began || storedState == .changed {
                state = .cancelled
                flushActions()
            }
            detachAllTouches()
            if storedState != .possible { resetIfIdle() }
            leaveGesture()
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
            reportDiagnostic(
                "gesture.touchIndexOutOfRange",
                "location(ofTouch: \(index)) asked of a recognizer with \(active.count) touches; returning its location.")
            return location(in: view)
        }
        return active[index].location(in: view)
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail
    /// (`require(toFail:)`): when it would begin or recognise while the
    /// other takes part in the gesture and is still `possible`, it stays
    /// `possible` (no action is called); when the other fails it goes on to
    /// the state it was heading for, with its actions, and when the other
    /// begins or recognises it fails. A tap that requires a double tap to
    /// fail recognises only once the double tap has failed, 0.35 s after the
    /// lift. The other recognizer is held weakly; asking twice, or asking for
    /// the recognizer itself (a diagnostic), changes nothing.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            reportDiagnostic(
                "gesture.requiresItselfToFail",
                "\(type(of: self)) cannot require itself to fail; the call is ignored.")
            return
        }
        requiredToFail.removeAll { $0.value == nil }
        guard !requiredToFail.contains(where: { $0.value === otherGestureRecognizer }) else { return }
        requiredToFail.append(WeakReference(value: otherGestureRecognizer))
    }

    // MARK: Subclass hooks

    /// Touches came down, as UIKit spells it for recognizer subclasses
    /// (`touchesBegan(_:with:)`, a non-optional event): the runtime calls
    /// this one; the default calls the `[Touch]` variant with the touches in
    /// the order they came down, so overriding either works. The same for
    /// the three below.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) { touchesBegan(event.inDownOrder(touches)) }
    /// Touches moved (`touchesMoved(_:with:)`).
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) { touchesMoved(event.inDownOrder(touches)) }
    /// Touches lifted (`touchesEnded(_:with:)`).
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) { touchesEnded(event.inDownOrder(touches)) }
    /// Touches were cancelled (`touchesCancelled(_:with:)`).
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) { touchesCancelled(event.inDownOrder(touches)) }

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

    /// Whether this recognizer must wait for `otherGestureRecognizer` to
    /// fail, for every recognizer of this class (UIKit's subclass hook,
    /// asked once per attempt, like the delegate's
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`). Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this recognizer to
    /// fail (UIKit's subclass hook; asked once per attempt of the other).
    /// Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether this recognizer, by beginning or recognising, can stop
    /// `preventedGestureRecognizer` (UIKit's subclass hook). False lets the
    /// two recognise together without asking the delegates. Default true.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, by beginning or recognising,
    /// can stop this recognizer (UIKit's subclass hook). False lets the two
    /// recognise together without asking the delegates. Default true.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

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
        var x: CGFloat = 0
        var y: CGFloat = 0
        for t in touches {
            x += t.windowLocation.x
            y += t.windowLocation.y
        }
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

    /// The recognizers this one waits for now: those of ``require(toFail:)``
    /// then those found at its last attempt, each once, still alive.
    var failureRequirements: [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for r in (requiredToFail + dynamicRequirements).compactMap(\.value)
        where r !== self && !result.contains(where: { $0 === r }) {
            result.append(r)
        }
        return result
    }

    /// True when ``require(toFail:)`` named `other`.
    func staticallyRequires(_ other: GestureRecognizer) -> Bool {
        requiredToFail.contains { $0.value === other }
    }

    /// A change the touch machinery makes after arbitration (a recognizer
    /// released when the ones it waited for failed, or failed because
    /// another one recognised): through the ``state`` setter, so a subclass
    /// that overrides it sees the change, unless the setter is already running.
    func machineryApply(_ newValue: State) {
        guard settingDepth == 0 else {
            apply(newValue)
            return
        }
        forcedState = newValue
        state = newValue
        if forcedState != nil {
            // An override that did not call super: the change happens all the same.
            forcedState = nil
            apply(newValue)
        }
    }

    /// Sets the state without arbitration, marking the actions due and
    /// telling the touch machinery about a recognition or a failure.
    func apply(_ newValue: State) {
        let old = storedState
        storedState = newValue
        if newValue != .possible && newValue != .failed { actionPending = true }
        if old == .possible && (newValue == .began || newValue == .ended) {
            dispatcher?.recognizerDidRecognize(self)
        } else if newValue == .failed && old != .failed {
            dispatcher?.recognizerDidFail(self)
        }
    }

    /// The arbitration's first step (the delegate's should-begin), then the
    /// rest in the touch machinery; for a recognizer that never had a touch,
    /// or has no view or is disabled, the state is set as asked.
    private func attemptToRecognize(as target: State) {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            apply(.failed)
            return
        }
        guard let dispatcher, view != nil, isEnabled else {
            apply(target)
            return
        }
        dispatcher.recognizerWantsToRecognize(self, as: target)
    }

    /// True when the recognizer takes a new touch now (resetting it first if
    /// it finished); a recognizer that waits for others to fail takes none.
    func acceptsNewTouch() -> Bool {
        guard isEnabled, pendingRecognition == nil else { return false }
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
        if active.isEmpty, !touches.isEmpty {
            lastCentroid = Self.centroid(of: touches)
        } else if !active.isEmpty {
            lastCentroid = Self.centroid(of: active)
        }
        touches = active
    }

    /// Forgets every touch (removal, disabling).
    func detachAllTouches() {
        for t in touches { t.recognizers.removeAll { $0 === self } }
        touches.removeAll()
    }

    /// Stops taking part in the current gesture (removal, disabling): it no
    /// longer waits, and those waiting for it to fail go on.
    func leaveGesture() {
        pendingRecognition = nil
        participation = nil
        dynamicRequirements = []
        dispatcher?.recognizerDidLeave(self)
    }

    /// Back to `possible` when finished and without touches.
    func resetIfIdle() {
        guard storedState != .possible, storedState.isFinished || !isEnabled, touches.isEmpty else { return }
        storedState = .possible
        actionPending = false
        pendingRecognition = nil
        participation = nil
        dynamicRequirements = []
        reset()
    }

    /// Calls the actions if a reported state change is pending.
    func flushActions() {
        guard actionPending else { return }
        actionPending = false
        callActions()
    }

    /// Fails the recognizer if it is still possible, waiting or not
    /// (another one recognised, or one it requires to fail did).
    func failIfPossible() {
        guard storedState == .possible else { return }
        pendingRecognition = nil
        machineryApply(.failed)
    }
}
