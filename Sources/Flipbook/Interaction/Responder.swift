import Foundation

/// An object of the responder chain (`UIResponder`): views, view
/// controllers, windows and the app. Code written for UIKit walks the chain
/// with ``next`` to find, say, the view controller that manages a view.
/// See https://developer.apple.com/documentation/uikit/uiresponder
@preconcurrency @MainActor
public protocol Responder: AnyObject {
    /// The next responder (`next`), nil at the end of the chain.
    /// See https://developer.apple.com/documentation/uikit/uiresponder/next
    var next: (any Responder)? { get }
}

extension View: Responder {
    /// The view controller whose root view this is, or else the superview; a
    /// window's is the app (`UIView.next`, `UIWindow.next`).
    public var next: (any Responder)? {
        if let owningViewController { return owningViewController }
        if self is Window { return Application.shared }
        return superview
    }

    /// Makes the view or a subview resign first responder (`endEditing(_:)`).
    /// Flipbook has no text input and so no first responder: nothing resigns
    /// and the answer is false. See https://developer.apple.com/documentation/uikit/uiview/endediting(_:)
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { false }
}

extension ViewController: Responder {
    /// The superview of the controller's view; or else its parent, or else
    /// the controller that presented it (`UIViewController.next`).
    public var next: (any Responder)? {
        viewIfLoaded?.superview ?? parent ?? presentingViewController
    }
}

extension Application: Responder {
    /// The end of the chain: nil (`UIApplication.next`, which is the app delegate
    /// when it is a responder; a headless process has none).
    public var next: (any Responder)? { nil }
}
