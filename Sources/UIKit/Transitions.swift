// UIKit's transition protocols and classes.
// See https://developer.apple.com/documentation/uikit/animation_and_haptics/view_controller_transitions
import Flipbook

/// `UIViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = Flipbook.ViewControllerTransitioningDelegate
/// `UIViewControllerAnimatedTransitioning`.
/// See https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
public typealias UIViewControllerAnimatedTransitioning = Flipbook.ViewControllerAnimatedTransitioning
/// `UIViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = Flipbook.ViewControllerInteractiveTransitioning
/// `UIViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = Flipbook.ViewControllerContextTransitioning
/// `UIViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = Flipbook.ViewControllerTransitionCoordinator
/// `UIViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = Flipbook.ViewControllerTransitionCoordinatorContext
/// `UIPercentDrivenInteractiveTransition`.
/// See https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
public typealias UIPercentDrivenInteractiveTransition = Flipbook.PercentDrivenInteractiveTransition
/// `UITransitionContextViewControllerKey` (`.from`, `.to`).
public typealias UITransitionContextViewControllerKey = Flipbook.TransitionContextViewControllerKey
/// `UITransitionContextViewKey` (`.from`, `.to`).
public typealias UITransitionContextViewKey = Flipbook.TransitionContextViewKey
/// `UIViewImplicitlyAnimating`; `UIViewPropertyAnimator` conforms.
public typealias UIViewImplicitlyAnimating = Flipbook.ViewImplicitlyAnimating
/// `UIViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = Flipbook.ViewPropertyAnimator
/// `UIViewAnimatingState`.
public typealias UIViewAnimatingState = Flipbook.ViewAnimatingState
/// `UIViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = Flipbook.ViewAnimatingPosition
/// `UITimingCurveProvider`.
public typealias UITimingCurveProvider = Flipbook.TimingCurveProvider
/// `UICubicTimingParameters`.
public typealias UICubicTimingParameters = Flipbook.CubicTimingParameters
/// `UISpringTimingParameters`.
public typealias UISpringTimingParameters = Flipbook.SpringTimingParameters
