// Not app code: the entry points the tests drive, written with UIKit's names
// only. The same files are compiled in the Swift 5 and the Swift 6 language mode.
import UIKit

/// A root controller in a 375 x 667 window that presents a `CardViewController`
/// through the app's `CardTransitioningDelegate`, and dismisses it with a drag.
@MainActor
public final class CardFlow {
    /// The window (60 frames a second, ticked by the tests).
    public let window: UIWindow
    let root = UIViewController()
    let card = CardViewController()
    let cardTransitioningDelegate = CardTransitioningDelegate()
    /// The completion handlers that ran ("presented", "dismissed").
    public private(set) var completions: [String] = []

    public init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.view.backgroundColor = .white
        window.rootViewController = root
        window.makeKeyAndVisible()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransitioningDelegate
    }

    /// Presents the card, animated.
    public func present() {
        root.present(card, animated: true) {
            self.completions.append("presented")
            self.cardTransitioningDelegate.interaction = SwipeDownInteraction(viewController: self.card)
        }
    }

    /// Dismisses the card, animated, without interaction.
    public func dismiss() {
        card.dismiss(animated: true) { self.completions.append("dismissed") }
    }

    /// Starts dragging the card down (an interactive dismissal).
    public func beginDrag() { cardTransitioningDelegate.interaction?.beginDrag() }
    /// Drags to `translation` points down.
    public func drag(to translation: CGFloat) { cardTransitioningDelegate.interaction?.drag(to: translation) }
    /// Lets go.
    public func endDrag() { cardTransitioningDelegate.interaction?.endDrag() }

    /// True while the card is the root's presented controller.
    public var isPresented: Bool { root.presentedViewController === card }
    /// The card view's model frame.
    public var cardFrame: CGRect { card.view.frame }
    /// The card view's frame as drawn now.
    public var cardPresentationFrame: CGRect? { card.view.layer.presentation()?.frame }
    /// The card view's centre as drawn now (its frame is the bounding box of a tilted card on the way out).
    public var cardPresentationCenter: CGPoint? { card.view.layer.presentation()?.position }
    /// The card's corner radius as drawn now.
    public var cardPresentationCornerRadius: CGFloat? { card.view.layer.presentation()?.cornerRadius }
    /// The card's button, laid out by anchors, in the card's coordinates.
    public var buttonFrame: CGRect { card.doneButton.frame }
    /// The card's header bar, laid out by anchors.
    public var headerFrame: CGRect { card.header.frame }
    /// The dimming view's alpha as drawn now.
    public var dimmingAlpha: CGFloat? {
        guard let controller = card.presentationController as? PresentationController else { return nil }
        return CGFloat(controller.dimming.layer.presentation()?.opacity ?? -1)
    }
    /// True when UIKit made the presentation controller with the app's own class.
    public var usesTheAppsPresentationController: Bool { card.presentationController is PresentationController }
    /// The callbacks of each presentation controller the delegate made.
    public var presentationCallbacks: [[String]] { cardTransitioningDelegate.presentationControllers.map { $0.callbacks } }
    /// What each animator's `animationEnded(_:)` was told, in the order they were made.
    public var animatorEndings: [[Bool]] { cardTransitioningDelegate.animators.map { $0.endings } }
    /// A ring made by a file that imports only QuartzCore: its bounds and its transform's x scale.
    public var ring: (bounds: CGRect, scale: CGFloat, hasPath: Bool) {
        let ring = makeRing(diameter: 40, lineWidth: 4)
        return (ring.bounds, ring.transform.m11, ring.path != nil)
    }
    /// The tilt made by a file that imports only CoreGraphics, at `progress`.
    public func tiltTransform(at progress: CGFloat) -> CGAffineTransform { tilt(for: progress) }
    /// The card's appearance callbacks.
    public var cardLifeCycle: [String] { card.lifeCycle }
}
