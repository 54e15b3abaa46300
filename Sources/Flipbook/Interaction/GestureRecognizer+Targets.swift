import Foundation

/// Actions: closures, and target objects with a method reference, UIKit's
/// target-action pairs without the Objective-C runtime.
///
/// UIKit names the action with a selector, `#selector(handlePan(_:))`, which
/// needs `@objc` and does not compile on Linux. Here the action is the
/// method itself, unapplied: `Self.handlePan` (or `MyController.handlePan`)
/// is a function from the target to its method, `(Target) -> (Recognizer) -> Void`:
///
/// ```swift
/// let pan = PanGestureRecognizer(target: self, action: Self.handlePan)
/// func handlePan(_ recognizer: PanGestureRecognizer) { ... }   // no @objc
/// ```
///
/// The method may take the recognizer (its own class, or any superclass of
/// it, or `Any`) or nothing, the two forms UIKit accepts. As in UIKit, the
/// recognizer does not keep its targets alive: it holds them weakly, and a
/// pair whose target has gone is skipped and dropped. Every action, closure
/// or pair, runs in the order added, with the recognizer, on every state
/// change UIKit reports (began, changed, ended/recognized, cancelled).
extension GestureRecognizer {
    /// One action: a closure, or a target held weakly with its method.
    struct ActionEntry {
        /// The target of a pair; nil for a closure, or once the target has gone.
        weak var target: AnyObject?
        /// True for a target-action pair.
        let hasTarget: Bool
        /// The type the pair's method takes, for `removeTarget`; nil for a
        /// closure or a method without a parameter.
        let parameterType: ObjectIdentifier?
        /// Runs the action with the target (nil for a closure) and the recognizer.
        let run: (AnyObject?, GestureRecognizer) -> Void
    }

    /// Adds an action, called with the recognizer on every state change that
    /// UIKit reports (began, changed, ended/recognized, cancelled). The
    /// closure is kept (strongly) until removed; capture `self` weakly in it
    /// when `self` owns the recognizer.
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        actionEntries.append(ActionEntry(target: nil, hasTarget: false, parameterType: nil) { _, r in action(r) })
    }

    /// Removes every action, closures and target-action pairs alike.
    public func removeAllTargets() { actionEntries.removeAll() }

    /// A recognizer whose action is `target`'s method `action`
    /// (`init(target:action:)`): write `action: Self.handlePan` where UIKit
    /// writes `action: #selector(handlePan(_:))`. The target is held weakly.
    /// The method is called with this recognizer, so it must take this
    /// recognizer's class or a superclass of it; otherwise (and when
    /// `target` is not a `Target`) a diagnostic is reported and the pair is
    /// not added.
    public convenience init<Target: AnyObject, Recognizer: GestureRecognizer>(
        target: AnyObject, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer whose action is `target`'s method `action`, which takes
    /// no parameter (`#selector(handleTap)` in UIKit). The target is held weakly.
    public convenience init<Target: AnyObject>(target: AnyObject, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target-action pair (`addTarget(_:action:)`): `target`'s method
    /// `action` (`Self.handlePan`) is called with this recognizer on every
    /// state change UIKit reports, after the actions added before it. The
    /// target is held weakly: once it has gone, the pair is skipped and
    /// dropped. The method must take this recognizer's class or a superclass
    /// of it, and `target` must be a `Target`; otherwise a diagnostic
    /// (`gesture.actionTypeMismatch`) is reported and nothing is added.
    /// Unlike UIKit, adding the same pair twice adds it twice: method
    /// references cannot be compared.
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: AnyObject, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        guard check(target is Target, target, Target.self),
            check(self is Recognizer, parameter: Recognizer.self)
        else { return }
        actionEntries.append(
            ActionEntry(
                target: target, hasTarget: true,
                parameterType: ObjectIdentifier(Recognizer.self)
            ) { t, r in
                guard let t = t as? Target, let r = r as? Recognizer else { return }
                action(t)(r)
            })
    }

    /// Adds a target-action pair whose method takes no parameter
    /// (`#selector(handleTap)` in UIKit); otherwise as
    /// `addTarget(_:action:)` with a method that takes the recognizer.
    public func addTarget<Target: AnyObject>(_ target: AnyObject, action: @escaping (Target) -> () -> Void) {
        guard check(target is Target, target, Target.self) else { return }
        actionEntries.append(
            ActionEntry(target: target, hasTarget: true, parameterType: nil) { t, _ in
                guard let t = t as? Target else { return }
                action(t)()
            })
    }

    /// Removes target-action pairs (`removeTarget(_:action:)`): those of
    /// `target` (of every target when nil) whose method takes the same type
    /// as `action`. Method references cannot be compared, so two methods of
    /// one target that take the same type are removed together.
    public func removeTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: AnyObject?, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        removeEntries(of: target) { $0 == ObjectIdentifier(Recognizer.self) }
    }

    /// Removes the target-action pairs of `target` (of every target when
    /// nil) whose method takes no parameter.
    public func removeTarget<Target: AnyObject>(_ target: AnyObject?, action: @escaping (Target) -> () -> Void) {
        removeEntries(of: target) { $0 == nil }
    }

    /// UIKit's `removeTarget(target, action: nil)`: removes every pair of
    /// `target`; with `target` nil too, every action, closures included.
    /// Only `nil` can be passed as `action` (there are no selectors).
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        if target == nil {
            actionEntries.removeAll()
        } else {
            removeEntries(of: target) { _ in true }
        }
    }

    /// Runs the actions in order, skipping and dropping pairs whose target has gone.
    func callActions() {
        actionEntries.removeAll { $0.hasTarget && $0.target == nil }
        for entry in actionEntries {
            if entry.hasTarget {
                guard let target = entry.target else { continue }
                entry.run(target, self)
            } else {
                entry.run(nil, self)
            }
        }
    }

    /// True when `isTarget`; otherwise reports that `target` is not a `targetType`.
    private func check(_ isTarget: Bool, _ target: AnyObject, _ targetType: Any.Type) -> Bool {
        if !isTarget {
            reportDiagnostic(
                "gesture.actionTypeMismatch",
                "the target \(type(of: target)) is not a \(targetType), whose method was given as the action; the pair is not added."
            )
        }
        return isTarget
    }

    /// True when `takesSelf`; otherwise reports that the action takes a `parameter`, not this recognizer.
    private func check(_ takesSelf: Bool, parameter: Any.Type) -> Bool {
        if !takesSelf {
            reportDiagnostic(
                "gesture.actionTypeMismatch",
                "the action takes a \(parameter), but it would be called with this \(type(of: self)); the pair is not added.")
        }
        return takesSelf
    }

    /// Removes the pairs of `target` (every pair when nil) whose method's parameter type matches.
    private func removeEntries(of target: AnyObject?, where parameterMatches: (ObjectIdentifier?) -> Bool) {
        actionEntries.removeAll { entry in
            guard entry.hasTarget, parameterMatches(entry.parameterType) else { return false }
            return target == nil || entry.target === target
        }
    }
}
