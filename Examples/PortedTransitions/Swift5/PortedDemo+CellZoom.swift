// Not ported code: entry points for the collection-view zoom and the scrubbed
// card (CellZoomGallery.swift, ScrubbedCardController.swift).
import Foundation
import Flipbook

extension PortedDemo {
    /// The gallery in a navigation controller. Steps: "tap-first" (a tap on
    /// the first cell), "pop" (`popViewController(animated: true)`, running by
    /// itself), "catch" (a pan from (100, 400) 150 points right over 0.2 s).
    public static func cellZoom() -> PortedScenario {
        let window = makeWindow()
        let gallery = CellGalleryViewController()
        let navigation = NavigationController(rootViewController: gallery)
        window.rootViewController = navigation
        window.tick()
        return PortedScenario(window: window, run: { step in
            let now = window.time + 1.0 / 60
            switch step {
            case "tap-first":
                guard let cell = gallery.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) else { return }
                let centre = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
                var finger = TouchScript.Finger(down: centre, at: now)
                finger.up(at: now + 2.0 / 60)
                try? window.play(TouchScript(fingers: [finger]))
            case "pop":
                navigation.popViewController(animated: true)
            case "catch":
                try? window.play(TouchScript(fingers: [.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400),
                                                             start: now, duration: 0.2, steps: 12)]))
            default:
                break
            }
        }, probe: {
            let cell = gallery.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            let cellFrame = cell.map { $0.convert($0.bounds, to: nil) } ?? .null
            let snapshot = largestSnapshot(in: navigation.view)
            let snapFrame = snapshot?.layer.presentation()?.frame ?? .null
            let photo = gallery.photo?.viewIfLoaded
            var values: [String: Double] = [
                "stack": Double(navigation.viewControllers.count),
                "running": window.isTransitionRunning ? 1 : 0,
                "cell.hidden": cell?.isHidden == true ? 1 : 0,
                "cell.minX": cellFrame.isNull ? -1 : Double(cellFrame.minX),
                "cell.minY": cellFrame.isNull ? -1 : Double(cellFrame.minY),
                "cell.width": cellFrame.isNull ? -1 : Double(cellFrame.width),
                "selected": Double(gallery.collectionView.indexPathsForSelectedItems?.count ?? -1),
                "snapshot.minX": snapFrame.isNull ? -1 : Double(snapFrame.minX),
                "snapshot.minY": snapFrame.isNull ? -1 : Double(snapFrame.minY),
                "snapshot.width": snapFrame.isNull ? -1 : Double(snapFrame.width),
                "photo.inWindow": photo?.window == nil ? 0 : 1,
                "photo.alpha": Double(photo?.layer.presentation()?.opacity ?? -1),
                "photo.imageHidden": gallery.photo?.imageView.isHidden == true ? 1 : 0,
                "gallery.inWindow": gallery.view.window == nil ? 0 : 1,
                "caught": gallery.catcher?.caught == true ? 1 : 0,
                "percent": Double(gallery.catcher?.percentComplete ?? -1),
            ]
            for (i, name) in gallery.completions.enumerated() {
                values["completion.\(i).\(name)"] = 1
            }
            values["completions"] = Double(gallery.completions.count)
            return values
        }, retained: [navigation])
    }

    /// The widest snapshot view under `root`, if any.
    static func largestSnapshot(in root: View) -> View? {
        var widest: View?
        func visit(_ view: View) {
            if String(describing: type(of: view)).contains("Snapshot"),
               view.bounds.width > (widest?.bounds.width ?? -1) {
                widest = view
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return widest
    }

    /// The card on its paused-on-completion animator. Steps: "drag-up" (from
    /// (187, 580) 200 points up over 0.3 s, released still moving up),
    /// "drag-up-far" (400 points), "drag-down" (200 points down).
    public static func scrubbedCard() -> PortedScenario {
        let window = makeWindow()
        let controller = ScrubbedCardController()
        window.rootViewController = controller
        window.tick()
        return PortedScenario(window: window, run: { step in
            let now = window.time + 1.0 / 60
            let start = step == "drag-down" ? CGPoint(x: 187, y: controller.card.frame.minY + 20) : CGPoint(x: 187, y: 580)
            let dy: CGFloat = step == "drag-up" ? -200 : step == "drag-up-far" ? -400 : 200
            try? window.play(TouchScript(fingers: [.drag(from: start, to: CGPoint(x: start.x, y: start.y + dy),
                                                         start: now, duration: 0.3, steps: 18)]))
        }, probe: {
            let frame = controller.card.layer.presentation()?.frame ?? .null
            return [
                "card.minY": Double(frame.minY),
                "card.height": Double(frame.height),
                "model.minY": Double(controller.card.frame.minY),
                "fraction": Double(controller.animator.fractionComplete),
                "running": controller.animator.isRunning ? 1 : 0,
                "active": controller.animator.state == .active ? 1 : 0,
                "reversed": controller.animator.isReversed ? 1 : 0,
                "completions": Double(controller.completions),
            ]
        }, retained: [controller])
    }
}
