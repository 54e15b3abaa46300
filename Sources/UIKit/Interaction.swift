// UIKit's touch and gesture names.
import Flipbook

/// `UIGestureRecognizer`.
public typealias UIGestureRecognizer = Flipbook.GestureRecognizer
/// `UIGestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = Flipbook.GestureRecognizerDelegate
/// `UIPanGestureRecognizer`.
public typealias UIPanGestureRecognizer = Flipbook.PanGestureRecognizer
/// `UITapGestureRecognizer`.
public typealias UITapGestureRecognizer = Flipbook.TapGestureRecognizer
/// `UIScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = Flipbook.ScreenEdgePanGestureRecognizer
/// `UITouch`.
public typealias UITouch = Flipbook.Touch
/// `UIEvent`.
public typealias UIEvent = Flipbook.Event
/// `UIRectEdge` (`.left`, `.right`, `.top`, `.bottom`, `.all`).
public typealias UIRectEdge = Flipbook.RectEdge
/// `UIResponder`: views, view controllers, windows and the app are responders; walk the chain with `next`.
/// See https://developer.apple.com/documentation/uikit/uiresponder
public typealias UIResponder = Flipbook.Responder
