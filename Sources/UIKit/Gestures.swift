// UIKit's swipe, pinch, rotation and long-press recognizers.
import Flipbook

/// `UISwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = Flipbook.SwipeGestureRecognizer
/// `UIPinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = Flipbook.PinchGestureRecognizer
/// `UIRotationGestureRecognizer`.
public typealias UIRotationGestureRecognizer = Flipbook.RotationGestureRecognizer
/// `UILongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = Flipbook.LongPressGestureRecognizer
