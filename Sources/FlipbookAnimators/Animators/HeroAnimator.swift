import Flipbook
import Foundation

/// The matched-element ("hero") transition: views that share an
/// `accessibilityIdentifier` in the from and to screens fly from their place
/// in the from screen to their place in the to screen, while the rest cross-fades.
///
/// For each identifier found (depth first, the first visible view with it,
/// the screens' root views excluded) in both screens:
/// - a snapshot of the to screen's view, laid out at its final frame, is put
///   on top of the container at the from view's frame converted to the
///   container, with the from view's corner radius (clipping), and animated
///   to the to view's converted frame and corner radius;
/// - both original views are hidden during the transition and shown again at
///   the end, completed or cancelled, and the snapshots are removed.
///
/// The screens cross-fade: the arriving view's alpha goes from 0 to its own,
/// the leaving view's to 0 (when the context gives that view; a presenter
/// that stays on screen is matched but not faded). Forward, the to view is on
/// top; backward (a dismissal) the from view is.
public final class HeroAnimator: StandardAnimator {
    /// Forward (the to view arrives), backward (the from view leaves) or `.auto`: backward for a dismissal.
    public let operation: TransitionOperation
    /// The identifiers matched in the last run, in the to screen's order (for tests and traces).
    public private(set) var matchedIdentifiers: [String] = []

    /// A matched-element transition of `duration` seconds along `curve`.
    public init(operation: TransitionOperation = .auto, duration: TimeInterval = 0.5, curve: TimingCurve = .easeInOut) {
        self.operation = operation
        super.init(duration: duration, curve: curve)
    }

    /// The visible views with an identifier under `root` (not `root` itself), depth first.
    static func identifiedViews(under root: View) -> [(id: String, view: View)] {
        var found: [(String, View)] = []
        func visit(_ view: View) {
            for child in view.subviews where !child.isHidden {
                if let id = child.accessibilityIdentifier, !id.isEmpty { found.append((id, child)) }
                visit(child)
            }
        }
        visit(root)
        return found
    }

    override func prepare(_ run: TransitionRun, _ animator: ViewPropertyAnimator) {
        let forward = run.resolve(operation) == .forward
        if forward { run.placeToViewOnTop() } else { run.placeToViewBelow() }
        let container = run.container
        let fromRoot = run.fromView ?? run.fromVC?.viewIfLoaded
        let toRoot = run.toView ?? run.toVC?.viewIfLoaded
        toRoot?.layoutIfNeeded()
        var fromByID: [String: View] = [:]
        if let fromRoot, fromRoot.window != nil {
            for (id, view) in Self.identifiedViews(under: fromRoot) where fromByID[id] == nil { fromByID[id] = view }
        }
        var flights: [(snapshot: View, end: CGRect, radius: CGFloat)] = []
        var matched: [String] = []
        if let toRoot, toRoot.window != nil {
            for (id, toMatch) in Self.identifiedViews(under: toRoot) where !matched.contains(id) {
                guard let fromMatch = fromByID[id], let snapshot = toMatch.snapshotView(afterScreenUpdates: true) else {
                    continue
                }
                matched.append(id)
                let start = fromMatch.convert(fromMatch.bounds, to: container)
                let end = toMatch.convert(toMatch.bounds, to: container)
                snapshot.frame = start
                snapshot.layer.cornerRadius = fromMatch.layer.cornerRadius
                snapshot.clipsToBounds = true
                snapshot.accessibilityIdentifier = "flipbook.hero." + id
                run.addOnTop(snapshot)
                run.save(fromMatch)
                run.save(toMatch)
                fromMatch.isHidden = true
                toMatch.isHidden = true
                flights.append((snapshot, end, toMatch.layer.cornerRadius))
            }
        }
        matchedIdentifiers = matched
        let arriving = run.toView
        let leaving = run.fromView
        let arrivingAlpha = arriving?.alpha ?? 1
        View.performWithoutAnimation { arriving?.alpha = 0 }
        animator.addAnimations {
            for flight in flights {
                flight.snapshot.frame = flight.end
                flight.snapshot.layer.cornerRadius = flight.radius
            }
            arriving?.alpha = arrivingAlpha
            leaving?.alpha = 0
        }
    }
}
