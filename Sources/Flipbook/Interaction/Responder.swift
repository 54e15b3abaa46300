import Foundation

/// An object that can handle touches and pass the ones it does not handle
/// on (`UIResponder`,
/// https://developer.apple.com/documentation/uikit/uiresponder): views,
/// view controllers, windows and the app object.
///
/// Each responder names the ``next`` one, which makes the responder chain:
/// a view's next responder is its view controller when it is a
/// controller's root view, else its superview; a controller's is the
/// window when its view is the window's root view, the presenting
/// controller when it was presented, else its view's superview; a
/// window's is the app object (``Application``); the app's is nil.
/// The touch methods' default implementations forward the message up the
/// chain ("The default implementation of this method forwards the message
/// up the responder chain", `touchesBegan(_:with:)`), so a superview, the
/// owning controller and the window see the touches a view does not
/// handle, and a gesture recognizer's `cancelsTouchesInView` cancels them
/// all along the chain.
@preconcurrency @MainActor
open class Responder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain, or nil at its end (`UIResponder.next`).
    open var next: Responder? { nil }

    /// Called on an object loaded from an Interface Builder archive once
    /// every outlet is connected (`awakeFromNib()`, an `NSObject` method in
    /// UIKit; here on the responders, views and controllers). Flipbook loads
    /// no nibs or storyboards, so it never calls it, as UIKit never does for
    /// objects made in code; overrides calling `super.awakeFromNib()` compile
    /// as written (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()).
    open func awakeFromNib() {}

    /// The VoiceOver dismiss action (the two-finger Z): dismiss the modal
    /// view this element is in and return true, or return false (the
    /// default) to let the next responder try. ``Accessibility/performEscape(from:)``
    /// performs the action as VoiceOver does
    /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()).
    open func accessibilityPerformEscape() -> Bool { false }

    /// Touches began; the default passes them to ``next``.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved; the default passes them to ``next``.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }
    /// Touches lifted; the default passes them to ``next``.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled; the default passes them to ``next``.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { next?.touchesCancelled(touches, with: event) }
}
