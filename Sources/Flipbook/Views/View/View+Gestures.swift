import Foundation

extension View {
    /// The recognizers attached to this view, in the order added; nil when
    /// there are none (as in UIKit). Setting it replaces them all.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for r in attachedGestureRecognizers { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches `recognizer`, moving it from its old view if it had one. It
    /// receives the touches that come down in this view or its subviews from
    /// now on. Adding it twice to the same view does nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedGestureRecognizers.append(recognizer)
        recognizer.attachedView = self
    }

    /// Detaches `recognizer`: it forgets its touches and goes back to
    /// `possible`; it no longer waits for others to fail, and those waiting
    /// for it to fail go on (their actions run now).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.detachAllTouches()
        recognizer.attachedView = nil
        if recognizer.state != .possible {
            recognizer.state = .possible
            recognizer.reset()
        }
        recognizer.leaveGesture()
    }
}

extension View {
    /// Makes the view or a subview resign first responder (`endEditing(_:)`,
    /// https://developer.apple.com/documentation/uikit/uiview/endediting(_:)).
    /// Flipbook has no text input and so no first responder: nothing
    /// resigns, and the answer is false.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { false }
}
