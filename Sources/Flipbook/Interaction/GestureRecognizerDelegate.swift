import Foundation

/// Decides which touches a gesture recognizer sees, whether it may begin, and
/// how it gets on with other recognizers (`UIGestureRecognizerDelegate`).
///
/// Set it with ``GestureRecognizer/delegate``, which holds it weakly. Every
/// member is optional in UIKit; here each has a default implementation that
/// gives UIKit's default answer, so a delegate implements only what it needs,
/// with UIKit's exact Swift signatures.
///
/// When each is asked (see ``GestureRecognizer`` for the whole arbitration):
/// - ``gestureRecognizer(_:shouldReceive:)`` when a touch comes
///   down, before the recognizer hears of it;
/// - ``gestureRecognizerShouldBegin(_:)`` when the recognizer tries to leave
///   `possible` for `began` or `recognized`, before anything else;
/// - ``gestureRecognizer(_:shouldRequireFailureOf:)`` and
///   ``gestureRecognizer(_:shouldBeRequiredToFailBy:)`` next, once per
///   attempt, about each other recognizer taking part in the gesture;
/// - ``gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`` when one
///   recognizer's recognition would stop another's.
///
/// A subclass of a class that conforms only through this protocol's default
/// implementations does not override them: Swift binds the conformance to
/// the defaults. Declare the method in the conforming class itself.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when `gestureRecognizer` tries to leave `possible` for `began`
    /// (or `recognized`), before its failure requirements and before any
    /// other recognizer is stopped; false sends it to `failed` instead, and
    /// its actions are not called. Asked once per attempt. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Asked when the recognition of one of the two would stop the other
    /// (they share a touch, and one begins or recognises while the other is
    /// still possible or has begun). True lets both recognise. The two
    /// recognise together when either one's delegate says true: the
    /// recognizer that is beginning is asked first, then the other. Default false.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// Asked once per attempt of `gestureRecognizer` to recognise, about each
    /// other recognizer taking part in the gesture (it has received a touch
    /// since its last reset) that has not failed, in the order they took
    /// part. True makes `gestureRecognizer` wait, still `possible`, until
    /// `otherGestureRecognizer` fails (then it recognises) or recognises
    /// (then it fails), as ``GestureRecognizer/require(toFail:)`` does for
    /// that attempt. Default false.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// The other side of ``gestureRecognizer(_:shouldRequireFailureOf:)``:
    /// asked of `gestureRecognizer`'s delegate when `otherGestureRecognizer`
    /// attempts to recognise; true makes `otherGestureRecognizer` wait until
    /// `gestureRecognizer` fails. Default false.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// Asked when `touch` comes down in the recognizer's view or a subview,
    /// before the recognizer's ``GestureRecognizer/touchesBegan(_:)``; false
    /// keeps that touch from the recognizer for its whole life (the view
    /// still gets it). Not asked of a recognizer that is disabled, has
    /// finished, or waits for another to fail. Default true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// Asked first, with the event of the touch coming down
    /// (`gestureRecognizer(_:shouldReceive:)` for a `UIEvent`, iOS 13.4):
    /// false keeps the touch from the recognizer and `shouldReceive touch:`
    /// is not asked. Default true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
}

/// UIKit's answers, for the methods a delegate does not implement.
extension GestureRecognizerDelegate {
    /// True: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// False: by default no two recognizers recognise simultaneously.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        false
    }

    /// False: no failure requirement beyond those set up elsewhere.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    /// False: no failure requirement beyond those set up elsewhere.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    /// True: the recognizer receives every touch in its view and the view's subviews.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }

    /// True: the recognizer receives the touches of every event.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool { true }
}
