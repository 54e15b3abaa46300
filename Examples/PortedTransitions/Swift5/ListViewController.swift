// The list screen of the zoom: a card that opens a detail screen when
// tapped, and the navigation delegate that vends the zoom animator and, while
// the edge swipe runs, its interaction controller.
import Foundation
import Flipbook

final class ListViewController: ViewController, NavigationControllerDelegate {
    let card = View(frame: CGRect(x: 24, y: 200, width: 160, height: 120))
    private(set) var selectedCard: View?
    private(set) var interaction: EdgeSwipeInteractionController?
    private(set) var detail: DetailViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.backgroundColor = .orange
        card.layer.cornerRadius = 12
        view.addSubview(card)
        let tap = TapGestureRecognizer(target: self, action: Self.openDetail)
        card.addGestureRecognizer(tap)
    }

    func openDetail(_ sender: TapGestureRecognizer) {
        guard sender.state == .ended else { return }
        selectedCard = sender.view
        let detail = DetailViewController()
        self.detail = detail
        interaction = EdgeSwipeInteractionController(viewController: detail)
        navigationController?.delegate = self
        navigationController?.pushViewController(detail, animated: true)
    }

    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController,
                              to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        return ZoomAnimator(operation: operation, sourceView: selectedCard)
    }

    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        guard let interaction = interaction, interaction.interactionInProgress else { return nil }
        return interaction
    }
}

final class DetailViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.95, green: 0.6, blue: 0.1, alpha: 1)
    }
}
