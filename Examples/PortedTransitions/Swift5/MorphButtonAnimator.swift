// A "log in" button that morphs into the next screen, the way UIKit apps
// write it: first a Core Animation phase inside a CATransaction (the button
// shrinks into a circle with CABasicAnimations of "bounds.size" and
// "cornerRadius" that fill forwards and stay on the layer), then, from the
// transaction's completion block, a UIView animation that grows the circle
// into the presented screen's frame; its completion completes the transition.
import Foundation
import Flipbook

final class MorphButtonAnimator: NSObject, ViewControllerAnimatedTransitioning {
    weak var button: View?
    let shrinkDuration: TimeInterval = 0.3
    let expandDuration: TimeInterval = 0.4
    /// The order things happened in, for tests.
    private(set) var events: [String] = []
    /// The view that morphs, while it is on screen, for tests.
    private(set) weak var morphView: View?

    init(button: View?) {
        self.button = button
        super.init()
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return shrinkDuration + expandDuration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to),
              let button = button else {
            transitionContext.completeTransition(false)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let startFrame = containerView.convert(button.bounds, from: button)
        let circleSize = CGSize(width: startFrame.height, height: startFrame.height)

        toView.frame = finalFrame
        toView.alpha = 0
        containerView.addSubview(toView)

        let morphView = View(frame: startFrame)
        morphView.backgroundColor = button.backgroundColor
        morphView.layer.cornerRadius = button.layer.cornerRadius
        morphView.clipsToBounds = true
        containerView.addSubview(morphView)
        self.morphView = morphView
        button.alpha = 0

        Transaction.begin()
        Transaction.setAnimationDuration(shrinkDuration)
        Transaction.setCompletionBlock {
            self.events.append("shrunk")
            // Keep what the held animations show, then let UIView animate on from there.
            morphView.bounds.size = circleSize
            morphView.layer.cornerRadius = circleSize.height / 2
            morphView.layer.removeAllAnimations()
            View.animate(withDuration: self.expandDuration, delay: 0, options: [.curveEaseIn], animations: {
                morphView.frame = finalFrame
                morphView.layer.cornerRadius = 0
                toView.alpha = 1
            }, completion: { finished in
                self.events.append("expanded(\(finished))")
                morphView.removeFromSuperview()
                button.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }

        let shrink = BasicAnimation(keyPath: "bounds.size")
        shrink.fromValue = NSValue(cgSize: startFrame.size)
        shrink.toValue = NSValue(cgSize: circleSize)
        shrink.fillMode = .forwards
        shrink.isRemovedOnCompletion = false

        let round = BasicAnimation(keyPath: "cornerRadius")
        round.fromValue = button.layer.cornerRadius
        round.toValue = circleSize.height / 2
        round.fillMode = .forwards
        round.isRemovedOnCompletion = false

        morphView.layer.add(shrink, forKey: "shrink")
        morphView.layer.add(round, forKey: "round")
        Transaction.commit()
        events.append("committed")
    }

    func animationEnded(_ transitionCompleted: Bool) {
        events.append("ended(\(transitionCompleted))")
    }
}

final class LoginViewController: ViewController, ViewControllerTransitioningDelegate {
    let loginButton = Button(type: .custom)
    private(set) var animator: MorphButtonAnimator?
    private(set) var presentCompletions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        loginButton.frame = CGRect(x: 40, y: 520, width: 295, height: 50)
        loginButton.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
        loginButton.layer.cornerRadius = 8
        loginButton.setTitle("Log in", for: .normal)
        loginButton.addTarget(self, action: Self.logIn, for: .touchUpInside)
        view.addSubview(loginButton)
    }

    func logIn(_ sender: Button) {
        let home = HomeViewController()
        home.modalPresentationStyle = .fullScreen
        home.transitioningDelegate = self
        present(home, animated: true) {
            self.presentCompletions += 1
        }
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        let animator = MorphButtonAnimator(button: loginButton)
        self.animator = animator
        return animator
    }
}

final class HomeViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
    }
}
