// A photo grid in a collection view whose selected cell zooms into a detail
// screen, as UIKit apps write it: the cell found with `cellForItem(at:)` from
// `indexPathsForSelectedItems`, its frame converted into the container, a
// snapshot of the cell on a spring, the cell hidden while it runs. The pop
// shrinks a snapshot of the photo back into the cell, through an interaction
// controller that lets it run by itself. Not tested: a pan beginning while
// the pop runs does not reach `handlePan`, so the catch is not exercised.
import Foundation
import Flipbook

final class PhotoCell: CollectionViewCell {
    let swatch = View()

    required init(frame: CGRect) {
        super.init(frame: frame)
        swatch.frame = contentView.bounds
        swatch.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(swatch)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CellGalleryViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate,
                                   NavigationControllerDelegate {
    static let colors: [Color] = [
        Color(red: 0.9, green: 0.2, blue: 0.2, alpha: 1), Color(red: 0.2, green: 0.7, blue: 0.3, alpha: 1),
        Color(red: 0.2, green: 0.3, blue: 0.9, alpha: 1), Color(red: 0.9, green: 0.7, blue: 0.1, alpha: 1),
    ]
    private(set) var collectionView: CollectionView!
    private(set) var photo: ZoomedPhotoViewController?
    private(set) var catcher: CatchingPopInteraction?
    private(set) var completions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 160, height: 120)
        layout.sectionInset = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        return CellGalleryViewController.colors.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.swatch.backgroundColor = CellGalleryViewController.colors[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        let photo = ZoomedPhotoViewController(color: CellGalleryViewController.colors[indexPath.item])
        self.photo = photo
        navigationController?.delegate = self
        navigationController?.pushViewController(photo, animated: true)
        if let navigationController = navigationController {
            catcher = CatchingPopInteraction(navigationController: navigationController)
        }
    }

    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController,
                              to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        let animator = CellZoomAnimator(operation: operation, collectionView: collectionView)
        animator.onComplete = { [weak self] name in self?.completions.append(name) }
        return animator
    }

    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        guard let animator = animationController as? CellZoomAnimator, animator.operation == .pop else { return nil }
        return catcher
    }
}

final class ZoomedPhotoViewController: ViewController {
    let color: Color
    let imageView = View()

    init(color: Color) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.backgroundColor = color
        view.addSubview(imageView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        imageView.frame = CGRect(x: 0, y: (view.bounds.height - view.bounds.width * 0.75) / 2,
                                 width: view.bounds.width, height: view.bounds.width * 0.75)
    }
}

final class CellZoomAnimator: NSObject, ViewControllerAnimatedTransitioning {
    let operation: NavigationController.Operation
    weak var collectionView: CollectionView?
    var onComplete: ((String) -> Void)?

    init(operation: NavigationController.Operation, collectionView: CollectionView) {
        self.operation = operation
        self.collectionView = collectionView
        super.init()
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let indexPath = collectionView?.indexPathsForSelectedItems?.first,
              let cell = collectionView?.cellForItem(at: indexPath) else {
            transitionContext.completeTransition(false)
            return
        }
        let cellFrame = cell.convert(cell.bounds, to: containerView)
        let duration = transitionDuration(using: transitionContext)

        if operation == .push {
            let toView = toVC.view!
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            containerView.addSubview(toView)
            toView.layoutIfNeeded()
            guard let snapshot = cell.snapshotView(afterScreenUpdates: false) else {
                transitionContext.completeTransition(false)
                return
            }
            snapshot.frame = cellFrame
            containerView.addSubview(snapshot)
            cell.isHidden = true
            let photoFrame = (toVC as? ZoomedPhotoViewController).map { $0.imageView.convert($0.imageView.bounds, to: containerView) }
                ?? toView.frame
            View.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1,
                         initialSpringVelocity: 0, options: [.curveEaseInOut], animations: {
                snapshot.frame = photoFrame
                toView.alpha = 1
            }, completion: { _ in
                cell.isHidden = false
                snapshot.removeFromSuperview()
                self.onComplete?("push")
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            let fromView = fromVC.view!
            let toView = toVC.view!
            toView.frame = transitionContext.finalFrame(for: toVC)
            containerView.insertSubview(toView, belowSubview: fromView)
            guard let photoVC = fromVC as? ZoomedPhotoViewController,
                  let snapshot = photoVC.imageView.snapshotView(afterScreenUpdates: false) else {
                transitionContext.completeTransition(false)
                return
            }
            snapshot.frame = photoVC.imageView.convert(photoVC.imageView.bounds, to: containerView)
            containerView.addSubview(snapshot)
            photoVC.imageView.isHidden = true
            cell.isHidden = true
            View.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                snapshot.frame = cellFrame
                fromView.alpha = 0
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                cell.isHidden = false
                photoVC.imageView.isHidden = false
                snapshot.removeFromSuperview()
                self.onComplete?(cancelled ? "pop-cancelled" : "pop")
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}

/// Drives the pop only when a pan catches it: the pop starts by itself
/// (`wantsInteractiveStart = false`); a pan that begins while it runs pauses
/// it where it is and moves it from there.
final class CatchingPopInteraction: PercentDrivenInteractiveTransition {
    private(set) var pan: PanGestureRecognizer!
    private(set) var caught = false
    private var startPercent: CGFloat = 0
    private weak var navigationController: NavigationController?

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        super.init()
        wantsInteractiveStart = false
        let pan = PanGestureRecognizer(target: self, action: Self.handlePan)
        navigationController.view.addGestureRecognizer(pan)
        self.pan = pan
    }

    func handlePan(_ gesture: PanGestureRecognizer) {
        guard let view = gesture.view else { return }
        switch gesture.state {
        case .began:
            caught = true
            pause()
            startPercent = percentComplete
        case .changed:
            let translation = gesture.translation(in: view)
            update(min(1, max(0, startPercent + translation.x / view.bounds.width)))
        case .ended, .cancelled:
            caught = false
            finish()
        default:
            break
        }
    }
}
