import Foundation
import Testing

@testable import Flipbook

/// A presented controller laid out with constraints, whose animator slides
/// a card in by changing a constant and animating `layoutIfNeeded()`:
/// scrubbed by a percent-driven interaction, cancelled back.
@MainActor @Suite struct AutoLayoutTransitionTests {
    /// A controller whose view holds a card 200 points tall, pinned to the
    /// sides and hung from the top by `top`.
    final class CardController: ViewController {
        let card = View()
        lazy var top = card.topAnchor.constraint(equalTo: view.topAnchor, constant: 300)
        override func viewDidLoad() {
            super.viewDidLoad()
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            LayoutConstraint.activate([
                top, card.heightAnchor.constraint(equalToConstant: 200),
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            ])
        }
    }

    /// Slides the card from below the screen (300) to 100 over one second, linearly.
    final class CardAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
            let controller = transitionContext.viewController(forKey: .to) as! CardController
            let view = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: controller)
            view.layoutIfNeeded()
            controller.top.constant = 100
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.layoutIfNeeded() }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class Delegate: ViewControllerTransitioningDelegate {
        let animator = CardAnimator()
        let interaction = PercentDrivenInteractiveTransition()
        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? { animator }
        func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
            -> (any ViewControllerInteractiveTransitioning)?
        { interaction }
    }

    @Test(arguments: [false, true]) func scrubbedThenFinishedOrCancelled(cancel: Bool) {
        let window = Window(size: CGSize(width: 400, height: 600), scale: 1, clock: ManualClock(fps: 60))
        // Key, as an app's window is: the card's view is made as large as the key
        // window's screen, which would otherwise be whichever window another test left key.
        window.makeKeyAndVisible()
        let presenter = ViewController()
        window.rootViewController = presenter
        window.tick()
        let card = CardController()
        card.modalPresentationStyle = .fullScreen
        let delegate = Delegate()
        card.transitioningDelegate = delegate
        presenter.present(card, animated: true)
        window.tick()
        for p in [0.25, 0.5, 0.75] {
            delegate.interaction.update(CGFloat(p))
            window.tick()
            let drawn = View.frame(of: card.card.layer.presentationProperties)
            #expect(close(drawn, CGRect(x: 20, y: 300 - 200 * p, width: 360, height: 200), 1e-9), "at \(p): \(drawn)")
        }
        cancel ? delegate.interaction.cancel() : delegate.interaction.finish()
        window.tick(frames: 90)
        #expect(!window.isTransitionRunning)
        if cancel {
            // A cancelled transition puts back every property it changed (the
            // card had no frame yet), and the view leaves the window. The
            // constant is the app's: the next layout uses it, as in UIKit.
            #expect(card.card.frame == .zero)
            #expect(card.view.window == nil)
            card.view.layoutIfNeeded()
            #expect(card.card.frame == CGRect(x: 20, y: 100, width: 360, height: 200))
        } else {
            #expect(card.card.frame == CGRect(x: 20, y: 100, width: 360, height: 200))
            #expect(View.frame(of: card.card.layer.presentationProperties) == card.card.frame)
        }
    }
}
