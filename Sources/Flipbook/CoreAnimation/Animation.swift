import Foundation

/// The abstract base of Core Animation's animations (`CAAnimation`): timing
/// (``MediaTiming``), a timing function, a delegate, and removal on
/// completion.
///
/// A plain class, usable from any isolation domain but not `Sendable`:
/// configure it, then hand it over. A layer copies an animation when it is
/// added (``copy()``), so later changes to the original do not affect the
/// running copy.
///
/// Times: ``beginTime`` is in the parent's time space (the layer's time, or
/// the group's basic local time for a child of an ``AnimationGroup``); the
/// other properties are as ``MediaTiming`` describes. Core Animation gives
/// an animation added to a layer with `beginTime` 0 the layer's current
/// time as its begin time; that is the layer engine's job when it adds the
/// copy (nothing here reads a clock). A ``duration`` of 0
/// (the default) means ``defaultDuration``, 0.25 s, Core Animation's
/// default transaction duration.
open class Animation: NSObject, MediaTiming {
    /// What a `duration` of 0 stands for: 0.25 s (Core Animation uses the
    /// transaction's duration, 0.25 s unless changed).
    public static let defaultDuration: CFTimeInterval = 0.25

    /// When the animation starts, in the layer's time space, seconds; 0 means when it is added (`CAMediaTiming.beginTime`).
    open var beginTime: CFTimeInterval = 0
    /// The simple duration of one iteration in seconds; 0 means ``defaultDuration``.
    open var duration: CFTimeInterval = 0
    /// How fast local time runs relative to the parent's: 2 is twice as fast, 0 stops it.
    open var speed: Float = 1
    /// An offset in local time, seconds, added before the animation starts.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the animation repeats, possibly fractional; 0 plays once, `.infinity` forever.
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds; 0 does not limit it (use with `repeatCount` 0).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forwards then backwards.
    open var autoreverses = false
    /// What the animation shows outside its active duration; `.removed` by default.
    open var fillMode: MediaTimingFillMode = .removed

    /// The pacing of each simple duration: maps the fraction of the duration
    /// that has passed to the fraction of the change. nil (the default)
    /// means linear pacing.
    open var timingFunction: MediaTimingFunction?

    /// Told when the animation starts and stops. Retained (strong), as Core
    /// Animation retains its animations' delegates. Default nil.
    open var delegate: (any AnimationDelegate)?

    /// When true (the default) the layer removes the animation once its
    /// active duration has passed; when false it stays attached, showing its
    /// final state only if `fillMode` fills forwards.
    open var isRemovedOnCompletion = true

    /// Values set with `setValue(_:forKey:)` (Core Animation's key-value
    /// coding container behaviour, used to tag animations).
    private var attachedValues: [String: Any] = [:]

    public override init() { super.init() }

    /// A copy of `other`'s settings. Subclasses override it to copy their
    /// own properties, then call `super.init(copying:)`.
    public required init(copying other: Animation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        attachedValues = other.attachedValues
    }

    /// A copy of the same class with the same settings (`NSCopying`). The
    /// children of a group are copied too; the timing function (immutable),
    /// the delegate and values held as `Any` are shared.
    open override func copy() -> Any { copied() }

    /// ``copy()`` with its type: the copy is of the same class.
    final func copied() -> Animation { type(of: self).init(copying: self) }

    /// Attaches an arbitrary value to the animation (nil removes it), as
    /// `CAAnimation`'s key-value coding allows for any key.
    public func setValue(_ value: Any?, forKey key: String) { attachedValues[key] = value }

    /// The value attached with `setValue(_:forKey:)`, if any.
    public func value(forKey key: String) -> Any? { attachedValues[key] }

    // MARK: - Timing

    /// The simple duration actually played, in seconds: `duration`, or
    /// ``defaultDuration`` when it is 0, negative or NaN.
    public var resolvedDuration: CFTimeInterval {
        duration > 0 ? duration : Animation.defaultDuration
    }

    /// The active duration in active local time (seconds); see
    /// `MediaTiming.activeDuration(simpleDuration:)`.
    public var activeDuration: CFTimeInterval { activeDuration(simpleDuration: resolvedDuration) }

    /// The parent time at which the active duration ends (seconds, parent
    /// time space): when an engine fires `animationDidStop(_:finished: true)`.
    public var endTime: CFTimeInterval { endTime(simpleDuration: resolvedDuration) }

    /// Where the animation is at `parentTime` (seconds, parent time space),
    /// or nil when it has no effect then; see
    /// `MediaTiming.localTime(atParentTime:simpleDuration:)`.
    public func localTime(atParentTime parentTime: CFTimeInterval) -> MediaTimingLocalTime? {
        localTime(atParentTime: parentTime, simpleDuration: resolvedDuration)
    }

    /// The fraction of the change at `time`: `timingFunction` applied to
    /// `time.fraction` (the identity when it is nil).
    public func easedFraction(at time: MediaTimingLocalTime) -> Double {
        let x = time.fraction
        return timingFunction?.progress(at: x) ?? x
    }

    /// The time `easedFraction(at:)` of the way through the simple duration,
    /// in seconds: the basic local time after the timing function.
    public func easedTime(at time: MediaTimingLocalTime) -> CFTimeInterval {
        easedFraction(at: time) * time.duration
    }
}
