import Foundation

/// Groups layer changes and the animations they make (`CATransaction`).
///
/// Every change happens inside a transaction: an explicit one between
/// ``begin()`` and ``commit()``, or the implicit one that the next window
/// tick commits. Transactions nest; a nested transaction reads the settings
/// of the ones around it until it sets its own.
///
/// Settings: ``setAnimationDuration(_:)`` and
/// ``setAnimationTimingFunction(_:)`` shape the implicit animations of
/// standalone layers (0.25 s by default); ``setDisableActions(_:)`` turns
/// them off; ``setCompletionBlock(_:)`` names a block that runs once every
/// animation added after it in this transaction (nested ones included) has
/// ended or been removed, or at commit when there is none. Animation blocks
/// (`View.animate`) started inside count as animations too.
@preconcurrency @MainActor
public final class Transaction {
    private init() {}

    /// One open transaction.
    final class Frame {
        let isImplicit: Bool
        var values: [String: Any] = [:]
        var group: TransactionGroup?
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// Open transactions, outermost first.
    static var stack: [Frame] = []

    static let durationKey = "animationDuration"
    static let timingFunctionKey = "animationTimingFunction"
    static let disableActionsKey = "disableActions"
    static let completionBlockKey = "completionBlock"

    /// The innermost transaction, opening the implicit one when none is open.
    private static var current: Frame {
        if let top = stack.last { return top }
        let frame = Frame(isImplicit: true)
        stack.append(frame)
        return frame
    }

    /// Opens a transaction nested in the current one.
    public static func begin() {
        stack.append(Frame(isImplicit: false))
    }

    /// Closes the innermost explicit transaction. Its completion block runs
    /// now when it has no animation to wait for. A commit without a begin is
    /// reported and ignored.
    public static func commit() {
        guard let index = stack.lastIndex(where: { !$0.isImplicit }) else {
            Diagnostics.report(
                "transaction.unbalancedCommit",
                "Transaction.commit() was called without a matching Transaction.begin(); it was ignored.")
            return
        }
        let frame = stack.remove(at: index)
        frame.group?.commit()
    }

    /// Commits the implicit transaction now (`CATransaction.flush()`); the
    /// window does this at the start of every tick.
    public static func flush() {
        while let top = stack.last, top.isImplicit {
            stack.removeLast()
            top.group?.commit()
        }
    }

    /// Called at the start of a tick: the implicit transaction of the last
    /// run-loop cycle commits. Explicit transactions left open are reported.
    static func commitImplicit() {
        if let index = stack.firstIndex(where: { $0.isImplicit }) {
            let implicit = stack.remove(at: index)
            implicit.group?.commit()
        }
    }

    // MARK: Settings

    /// The value of a setting, looked up from the innermost transaction out.
    public static func value(forKey key: String) -> Any? {
        for frame in stack.reversed() { if let v = frame.values[key] { return v } }
        return nil
    }

    /// Sets a setting of the current transaction. The known keys are
    /// `animationDuration`, `animationTimingFunction`, `disableActions` and
    /// `completionBlock`; others are kept and read back.
    public static func setValue(_ value: Any?, forKey key: String) {
        if key == completionBlockKey { return setCompletionBlock(value as? () -> Void) }
        current.values[key] = value
    }

    /// Seconds the implicit animations of this transaction last; 0.25 by default.
    public static func animationDuration() -> CFTimeInterval {
        let v = value(forKey: durationKey) as? CFTimeInterval ?? 0.25
        return v.isFinite && v >= 0 ? v : 0.25
    }

    /// Sets the duration of this transaction's implicit animations, in seconds (`CATransaction.setAnimationDuration(_:)`).
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        current.values[durationKey] = duration
    }

    /// The timing of the implicit animations of this transaction; nil (the
    /// default) means Core Animation's default, which is linear for implicit
    /// animations of standalone layers.
    public static func animationTimingFunction() -> MediaTimingFunction? {
        value(forKey: timingFunctionKey) as? MediaTimingFunction
    }

    /// Sets the timing of this transaction's implicit animations; nil restores the default (`CATransaction.setAnimationTimingFunction(_:)`).
    public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
        current.values[timingFunctionKey] = function
    }

    /// True when property changes make no implicit animations.
    public static func disableActions() -> Bool {
        value(forKey: disableActionsKey) as? Bool ?? false
    }

    /// Turns this transaction's implicit animations off (true) or on (`CATransaction.setDisableActions(_:)`).
    public static func setDisableActions(_ flag: Bool) {
        current.values[disableActionsKey] = flag
    }

    /// The completion block of the current transaction, if one was set.
    public static func completionBlock() -> (() -> Void)? {
        stack.last?.group?.block
    }

    /// Runs `block` once every animation added after this call in the
    /// current transaction has ended or been removed; at commit when none
    /// was added. Setting another block lets the previous one run as if its
    /// transaction had committed.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = current
        frame.group?.commit()
        frame.group = block.map { TransactionGroup(block: $0) }
    }

    // MARK: Animations

    /// Tells every open transaction with a completion block that an
    /// animation was added; returns the call to make once it has ended.
    static func animationAdded() -> () -> Void {
        waitingForAnimation() ?? {}
    }

    /// As ``animationAdded()``, nil when no open transaction waits for animations.
    static func waitingForAnimation() -> (() -> Void)? {
        guard !stack.isEmpty else { return nil }
        let groups = stack.compactMap(\.group)
        guard !groups.isEmpty else { return nil }
        let leaves = groups.map { $0.enter() }
        return { for leave in leaves { leave() } }
    }
}

/// The completion block of one transaction and the animations it waits for.
@MainActor
final class TransactionGroup {
    /// The completion block; released once it has run, so that what it
    /// captured does not outlive it.
    private(set) var block: (() -> Void)?
    private var pending = 0
    private var committed = false
    private var fired = false

    init(block: @escaping () -> Void) { self.block = block }

    /// Counts one more animation; returns its end call, which counts once.
    func enter() -> () -> Void {
        pending += 1
        var left = false
        return { [self] in
            guard !left else { return }
            left = true
            pending -= 1
            fireIfDone()
        }
    }

    func commit() {
        committed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard committed, pending == 0, !fired else { return }
        fired = true
        let run = block
        block = nil
        run?()
    }
}
