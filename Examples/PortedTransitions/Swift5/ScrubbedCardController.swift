// A card that expands and collapses on one property animator kept alive with
// `pausesOnCompletion`: a pan scrubs it with `fractionComplete`, the release
// runs it on with `continueAnimation(withTimingParameters:durationFactor:)`,
// reversed (`isReversed`) when the pan went back, and the same animator is
// reused for the next pan because it never completes.
import Foundation
import Flipbook

final class ScrubbedCardController: ViewController {
    let card = View()
    let collapsedFrame = CGRect(x: 20, y: 507, width: 335, height: 140)
    let expandedFrame = CGRect(x: 0, y: 100, width: 375, height: 567)
    private(set) var animator: ViewPropertyAnimator!
    private(set) var completions = 0
    private var startFraction: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.frame = collapsedFrame
        card.backgroundColor = Color(red: 0.3, green: 0.2, blue: 0.8, alpha: 1)
        card.layer.cornerRadius = 16
        view.addSubview(card)
        animator = ViewPropertyAnimator(duration: 0.6, curve: .easeInOut) {
            self.card.frame = self.expandedFrame
            self.card.layer.cornerRadius = 0
        }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in self.completions += 1 }
        card.addGestureRecognizer(PanGestureRecognizer(target: self, action: Self.handlePan))
    }

    /// Progress of a vertical drag: up expands, down collapses.
    func handlePan(_ gesture: PanGestureRecognizer) {
        let distance = expandedFrame.height - collapsedFrame.height
        let translation = gesture.translation(in: view).y
        switch gesture.state {
        case .began:
            animator.pauseAnimation()
            if animator.isReversed { animator.isReversed = false }
            startFraction = animator.fractionComplete
        case .changed:
            animator.fractionComplete = min(1, max(0, startFraction - translation / distance))
        case .ended, .cancelled:
            let velocity = gesture.velocity(in: view).y
            animator.isReversed = velocity > 0
            let timing = SpringTimingParameters(dampingRatio: 1)
            let remaining = animator.isReversed ? animator.fractionComplete : 1 - animator.fractionComplete
            animator.continueAnimation(withTimingParameters: timing, durationFactor: remaining)
        default:
            break
        }
    }
}
