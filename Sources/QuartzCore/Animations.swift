// Core Animation's animation, timing and transaction names, as aliases of
// Flipbook's types.
import Flipbook

/// `CAAnimation`. See https://developer.apple.com/documentation/quartzcore/caanimation
public typealias CAAnimation = Flipbook.Animation
/// `CAPropertyAnimation`.
public typealias CAPropertyAnimation = Flipbook.PropertyAnimation
/// `CABasicAnimation`.
public typealias CABasicAnimation = Flipbook.BasicAnimation
/// `CAKeyframeAnimation`.
public typealias CAKeyframeAnimation = Flipbook.KeyframeAnimation
/// `CASpringAnimation`.
public typealias CASpringAnimation = Flipbook.SpringAnimation
/// `CAAnimationGroup`.
public typealias CAAnimationGroup = Flipbook.AnimationGroup
/// `CATransition`.
public typealias CATransition = Flipbook.Transition
/// `CAAnimationDelegate`.
public typealias CAAnimationDelegate = Flipbook.AnimationDelegate
/// `CATransaction`: its class methods (`begin()`, `commit()`, `setAnimationDuration(_:)`,
/// `setCompletionBlock(_:)`, `setDisableActions(_:)`...).
public typealias CATransaction = Flipbook.Transaction
/// `CAMediaTiming`.
public typealias CAMediaTiming = Flipbook.MediaTiming
/// `CAMediaTimingFunction`.
public typealias CAMediaTimingFunction = Flipbook.MediaTimingFunction
/// `CAMediaTimingFunctionName` (`.linear`, `.easeIn`, `.easeOut`, `.easeInEaseOut`, `.default`).
public typealias CAMediaTimingFunctionName = Flipbook.MediaTimingFunctionName
/// `CAMediaTimingFillMode`.
public typealias CAMediaTimingFillMode = Flipbook.MediaTimingFillMode
/// `CAAnimationCalculationMode`.
public typealias CAAnimationCalculationMode = Flipbook.AnimationCalculationMode
/// `CAAnimationRotationMode`.
public typealias CAAnimationRotationMode = Flipbook.AnimationRotationMode
/// `CATransitionType`.
public typealias CATransitionType = Flipbook.TransitionType
/// `CATransitionSubtype`.
public typealias CATransitionSubtype = Flipbook.TransitionSubtype
/// `CADisplayLink`.
public typealias CADisplayLink = Flipbook.DisplayLink
/// `CFTimeInterval`: seconds (Core Foundation's name, which Foundation on Linux lacks).
public typealias CFTimeInterval = Flipbook.CFTimeInterval

/// `CACurrentMediaTime()`: the current media time in seconds, which here is
/// the time of the window's frame clock, never the wall clock.
/// See https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
@MainActor public func CACurrentMediaTime() -> CFTimeInterval { Flipbook.CurrentMediaTime() }
