// A navigation animator in two common UIKit styles: the push drops the new
// screen in with UIView.animateKeyframes (overlapping keyframes, the linear
// curve passed through the options' raw value, as apps do to stop the whole
// animation from easing), and the pop flips back with
// UIView.transition(from:to:duration:options:completion:).
import Foundation
import Flipbook

final class KeyframeFlipAnimator: NSObject, ViewControllerAnimatedTransitioning {
    let operation: NavigationController.Operation
    /// What the completion blocks saw, for tests.
    private(set) var completions: [String] = []

    init(operation: NavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return operation == .push ? 0.6 : 0.5
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        toView.frame = transitionContext.finalFrame(for: toVC)

        if operation == .push {
            containerView.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: 0, y: -containerView.bounds.height)
            let linear = View.KeyframeAnimationOptions(rawValue: View.AnimationOptions.curveLinear.rawValue)
            View.animateKeyframes(withDuration: duration, delay: 0, options: [linear, .calculationModeLinear], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    fromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                    fromView.alpha = 0.5
                }
                View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
                    toView.transform = CGAffineTransform(translationX: 0, y: 30)
                }
                View.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                    toView.transform = .identity
                }
            }, completion: { finished in
                self.completions.append("keyframes(\(finished))")
                fromView.transform = .identity
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            View.transition(from: fromView, to: toView, duration: duration,
                            options: [.transitionFlipFromLeft, .curveEaseInOut]) { finished in
                self.completions.append("flip(\(finished))")
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

final class GalleryViewController: ViewController, NavigationControllerDelegate {
    private(set) var animators: [KeyframeFlipAnimator] = []
    let photo = PhotoViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.1, green: 0.6, blue: 0.3, alpha: 1)
    }

    func showPhoto() {
        navigationController?.delegate = self
        navigationController?.pushViewController(photo, animated: true)
    }

    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController,
                              to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        let animator = KeyframeFlipAnimator(operation: operation)
        animators.append(animator)
        return animator
    }
}

final class PhotoViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.5, alpha: 1)
    }
}
