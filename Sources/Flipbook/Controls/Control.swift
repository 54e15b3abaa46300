import Foundation

/// A view that reports touches as events to actions (`UIControl`).
///
/// A touch that comes down on an enabled control starts tracking: the
/// control is highlighted and sends `.touchDown`; while the finger moves it
/// sends `.touchDragInside` or `.touchDragOutside` (and `.touchDragEnter` /
/// `.touchDragExit` when it crosses), highlighted only while inside; when the
/// finger lifts it sends `.touchUpInside` (and `.primaryActionTriggered`) or
/// `.touchUpOutside`; a cancelled touch sends `.touchCancel`. "Inside" is the
/// bounds grown by ``touchSlop`` points on every side, as UIKit keeps a touch
/// inside a little beyond the edges.
///
/// Actions are ``ControlAction`` closures (``addAction(_:for:)``) or a target
/// and one of its methods, written `action: Self.buttonTapped` where UIKit
/// writes `#selector(buttonTapped)`; they run in the order they were added.
@preconcurrency @MainActor
open class Control: View {
    /// The state of a control (`UIControl.State`), UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state: enabled, not highlighted, not selected (an empty set).
        public static let normal = State([])
        /// A touch is down inside the control (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (`isEnabled` false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus; Flipbook has no focus engine and never sets it.
        public static let focused = State(rawValue: 1 << 3)
        /// The bits an application may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Where content sits across the control (`UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
        /// Content centred, against the left or right edge, stretched to the width, or against the leading or trailing edge.
        case center, left, right, fill, leading, trailing
    }

    /// Where content sits down the control (`UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Hashable, Sendable {
        /// Content centred, against the top or bottom edge, or stretched to the height.
        case center, top, bottom, fill
    }

    /// How far beyond its bounds, in points, a touch still counts as inside
    /// the control (for the drag and touch-up events and the highlight).
    /// UIKit does not document it; 70 points is the distance commonly measured.
    public static let touchSlop: CGFloat = 70

    /// False makes the control ignore touches and draw disabled.
    open var isEnabled = true { didSet { if isEnabled != oldValue { controlStateDidChange() } } }
    /// Selected (a toggle's on state), set by your code.
    open var isSelected = false { didSet { if isSelected != oldValue { controlStateDidChange() } } }
    /// True while a touch that began on the control is inside it.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { controlStateDidChange() } } }
    /// Where the content sits across the control.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsLayout() } }
    /// Where the content sits down the control.
    open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { setNeedsLayout() } }

    /// The state made of ``isHighlighted``, ``isEnabled`` and ``isSelected``.
    open var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// True while the control follows a touch.
    public private(set) var isTracking = false
    /// True while the tracked touch is inside the control (within ``touchSlop``).
    public private(set) var isTouchInside = false

    /// One registered action: a closure or a target's method, for some events.
    private struct Entry {
        var events: ControlEvents
        var action: ControlAction?
        weak var target: AnyObject?
        var hasTarget = false
        var call: ((AnyObject?, Control, Event?) -> Void)?
    }
    private var entries: [Entry] = []
    private var trackedTouch: Touch?

    // MARK: Actions

    /// Runs `action` for `events` (`addAction(_:for:)`); an action with the
    /// same identifier already added replaces it.
    open func addAction(_ action: ControlAction, for events: ControlEvents) {
        entries.removeAll { $0.action?.identifier == action.identifier && $0.events == events }
        entries.append(Entry(events: events, action: action))
    }

    /// Removes `action` from `events` (`removeAction(_:for:)`).
    open func removeAction(_ action: ControlAction, for events: ControlEvents) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the action with `identifier` from `events`.
    open func removeAction(identifiedBy identifier: ControlAction.Identifier, for events: ControlEvents) {
        for i in entries.indices.reversed() where entries[i].action?.identifier == identifier {
            entries[i].events.subtract(events)
            if entries[i].events.isEmpty { entries.remove(at: i) }
        }
    }

    /// Calls `target`'s method `action` (taking no parameter) for `events`
    /// (`addTarget(_:action:for:)` with `#selector(method)`). The target is
    /// held weakly; nil targets (UIKit's responder chain) are not supported:
    /// the pair is not added and a diagnostic is reported.
    ///
    /// The target is any object and the method's class is inferred from the
    /// method reference alone, so `addTarget(self, action: Self.tapped, ...)`
    /// compiles in a view controller (`Self` is not the class's name there);
    /// a target that is not of the method's class is reported
    /// (`control.actionTypeMismatch`) and not added.
    open func addTarget<Target: AnyObject>(
        _ target: AnyObject?, action: @escaping (Target) -> () -> Void, for events: ControlEvents
    ) {
        guard let target else { return reportNilTarget() }
        guard target is Target else { return reportTargetMismatch(target, Target.self) }
        entries.append(
            Entry(events: events, target: target, hasTarget: true) { t, _, _ in
                guard let t = t as? Target else { return }
                action(t)()
            })
    }

    /// Calls `target`'s method `action` with the sending control
    /// (`#selector(method(_:))`). The method must take this control's class
    /// or a superclass of it; otherwise a diagnostic is reported and the pair is not added.
    open func addTarget<Target: AnyObject, Sender: Control>(
        _ target: AnyObject?, action: @escaping (Target) -> (Sender) -> Void,
        for events: ControlEvents
    ) {
        guard let target else { return reportNilTarget() }
        guard target is Target else { return reportTargetMismatch(target, Target.self) }
        guard self is Sender else {
            return reportDiagnostic(
                "control.actionTypeMismatch",
                "a method taking \(Sender.self) cannot be called with a \(type(of: self)); the action is not added")
        }
        entries.append(
            Entry(events: events, target: target, hasTarget: true) { t, sender, _ in
                guard let t = t as? Target, let s = sender as? Sender else { return }
                action(t)(s)
            })
    }

    /// Calls `target`'s method `action` with the sending control and the
    /// touch event (`#selector(method(_:forEvent:))`).
    open func addTarget<Target: AnyObject, Sender: Control>(
        _ target: AnyObject?, action: @escaping (Target) -> (Sender, Event?) -> Void, for events: ControlEvents
    ) {
        guard let target else { return reportNilTarget() }
        guard target is Target else { return reportTargetMismatch(target, Target.self) }
        guard self is Sender else {
            return reportDiagnostic(
                "control.actionTypeMismatch",
                "a method taking \(Sender.self) cannot be called with a \(type(of: self)); the action is not added")
        }
        entries.append(
            Entry(events: events, target: target, hasTarget: true) { t, sender, event in
                guard let t = t as? Target, let s = sender as? Sender else { return }
                action(t)(s, event)
            })
    }

    /// Removes `target`'s actions (every target's when nil) from `events`
    /// (`removeTarget(_:action:for:)` with a nil action: method references
    /// cannot be compared, so all of the target's methods go).
    open func removeTarget(_ target: AnyObject?, for events: ControlEvents) {
        for i in entries.indices.reversed() where entries[i].hasTarget && (target == nil || entries[i].target === target) {
            entries[i].events.subtract(events)
            if entries[i].events.isEmpty { entries.remove(at: i) }
        }
    }

    /// The targets with actions (`allTargets`), in the order added, without repeats.
    open var allTargets: [AnyObject] {
        var seen = Set<ObjectIdentifier>()
        var out: [AnyObject] = []
        for e in entries where e.hasTarget {
            if let t = e.target, seen.insert(ObjectIdentifier(t)).inserted { out.append(t) }
        }
        return out
    }

    /// Every event some action is registered for (`allControlEvents`).
    open var allControlEvents: ControlEvents { entries.reduce(ControlEvents()) { $0.union($1.events) } }

    /// Runs the actions registered for any of `events`, in the order added
    /// (`sendActions(for:)`).
    open func sendActions(for events: ControlEvents) { send(events, event: nil) }

    /// Runs `action` with this control as its sender (`sendAction(_:)`).
    open func sendAction(_ action: ControlAction) { action.perform(sender: self) }

    private func send(_ events: ControlEvents, event: Event?) {
        let matching = entries.filter { !$0.events.isDisjoint(with: events) }
        for e in matching {
            if let action = e.action {
                action.perform(sender: self)
            } else if e.hasTarget, let target = e.target {
                e.call?(target, self, event)
            }
        }
    }

    private func reportNilTarget() {
        reportDiagnostic(
            "control.nilTarget",
            "a nil target (UIKit's responder chain) is not supported; the action is not added")
    }

    private func reportTargetMismatch(_ target: AnyObject, _ targetType: Any.Type) {
        reportDiagnostic(
            "control.actionTypeMismatch",
            "the target \(type(of: target)) is not a \(targetType), whose method was given as the action; the action is not added"
        )
    }

    // MARK: Tracking

    /// Called when a touch begins on the control; return false to ignore the
    /// touch (`beginTracking(_:with:)`). True by default.
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// Called as the tracked touch moves; return false to stop tracking it. True by default.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// Called when the tracked touch lifts (nil when tracking ended otherwise).
    open func endTracking(_ touch: Touch?, with event: Event?) {}
    /// Called when the tracked touch is cancelled.
    open func cancelTracking(with event: Event?) {}

    /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changes;
    /// controls of this module redraw their content for the new state.
    func controlStateDidChange() {}

    /// True when `touch` is within the bounds grown by ``touchSlop``.
    private func isInside(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        // The first of the touches in the order they came down.
        let touch = event?.orderedTouches.first(where: touches.contains) ?? touches.first
        guard isEnabled, trackedTouch == nil, let touch else { return super.touchesBegan(touches, with: event) }
        trackedTouch = touch
        isTracking = beginTracking(touch, with: event)
        guard isTracking else {
            trackedTouch = nil
            return
        }
        isTouchInside = true
        isHighlighted = true
        send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return super.touchesMoved(touches, with: event) }
        guard continueTracking(touch, with: event) else {
            finishTracking()
            endTracking(nil, with: event)
            return
        }
        let inside = isInside(touch)
        let was = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        var events: ControlEvents = inside ? .touchDragInside : .touchDragOutside
        if inside != was { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        send(events, event: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return super.touchesEnded(touches, with: event) }
        let inside = isInside(touch)
        isTouchInside = inside
        finishTracking()
        endTracking(touch, with: event)
        send(inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside, event: event)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return super.touchesCancelled(touches, with: event) }
        finishTracking()
        cancelTracking(with: event)
        send(.touchCancel, event: event)
    }

    private func finishTracking() {
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
    }
}
