import Foundation

/// The turns of a `.pageCurl` page view controller: animated from code, or
/// following a finger (the sheet is drawn by ``PageTurnSheet``).
///
/// Which pages the sheet carries follows the table of
/// https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:):
/// - spine at an edge, forward: the sheet is the page shown, turning over
///   onto the far side of the spine and uncovering the new page; its back
///   is the new set's second view controller when double-sided;
/// - spine at an edge, reverse: the sheet is the new page, turning back
///   over the old one; its back is the old set's second view controller
///   when double-sided;
/// - spine in the middle, forward: the right (or bottom) page turns over,
///   its back the new left (top) page, uncovering the new right page;
///   reverse: the left (top) page turns, its back the new right page.
///
/// A drag asks the data source for the pages it brings: one after (or
/// before) the page shown; for a double-sided edge spine, forward, the back
/// after the page shown and the page after that back (reverse: the page two
/// before and the back before it); with the spine in the middle, the two
/// pages after the right page (or before the left one). Where the data source
/// runs out, the drag turns nothing.
extension PageViewController {
    /// A page-curl drag: the sheet, the pages it brings and its direction.
    struct CurlDrag {
        let sheet: PageTurnSheet
        let new: [ViewController]
        let direction: NavigationDirection
    }

    /// The code-driven curl of ``setViewControllers(_:direction:animated:completion:)``:
    /// turns from `old` to `new` in ``turnDuration`` seconds, ease-in-out,
    /// with appearance callbacks when `visible`, then calls `finish`.
    func curl(
        from old: [ViewController], to new: [ViewController], direction: NavigationDirection,
        visible: Bool, finish: @escaping (Bool) -> Void
    ) {
        let leaving = old.filter { o in !new.contains { $0 === o } }
        let coming = new.prefix(shownPageCount).filter { n in !old.contains { $0 === n } }
        if visible {
            for vc in leaving { vc.beginAppearanceTransition(false, animated: true) }
            for vc in coming { vc.beginAppearanceTransition(true, animated: true) }
        }
        let sheet = beginCurl(old: old, new: new, direction: direction)
        sheet.animate(to: 1, duration: Self.turnDuration, curve: .curveEaseInOut) { [weak self] finished in
            self?.endCurl(sheet, old: old, new: new, completed: true)
            if visible {
                for vc in leaving { vc.endAppearanceTransition() }
                for vc in coming { vc.endAppearanceTransition() }
            }
            finish(finished)
        }
    }

    /// Lays the sheet and the pages under it for a turn from `old` to `new`:
    /// the new pages' views in place, the old ones hidden, snapshots where
    /// the old pages stay in sight, the sheet on top at progress 0.
    func beginCurl(old: [ViewController], new: [ViewController], direction: NavigationDirection) -> PageTurnSheet {
        let root: View = view
        let vertical = navigationOrientation == .vertical
        let shown = shownPageCount
        let frames = (0..<shown).map { pageFrame($0, of: shown) }
        func snapshot(_ vc: ViewController, at frame: CGRect) -> View {
            View.performWithoutAnimation {
                if vc.view.superview == nil { vc.view.frame = frame }
            }
            let picture = vc.view.snapshotView(afterScreenUpdates: true) ?? View(frame: frame)
            picture.frame = frame
            return picture
        }
        func back(_ page: ViewController?, orShowThroughOf front: ViewController, at frame: CGRect) -> View {
            if let page { return snapshot(page, at: frame) }
            return PageTurnSheet.showThrough(of: snapshot(front, at: frame), size: frame.size, vertical: vertical)
        }
        let sheet: PageTurnSheet
        if shown == 2 {
            let forward = direction == .forward
            let turning = forward ? 1 : 0
            let staying = forward ? 0 : 1
            sheet = PageTurnSheet(
                frame: frames[turning], in: root, vertical: vertical, hingeAtMin: forward,
                startsFolded: false,
                front: snapshot(old[turning], at: frames[turning]),
                back: snapshot(new[staying], at: frames[turning]),
                overlays: [snapshot(old[staying], at: frames[staying])])
        } else if direction == .forward {
            sheet = PageTurnSheet(
                frame: frames[0], in: root, vertical: vertical, hingeAtMin: spineLocation != .max,
                startsFolded: false, front: snapshot(old[0], at: frames[0]),
                back: back(new.count > 1 ? new[1] : nil, orShowThroughOf: old[0], at: frames[0]),
                overlays: [])
        } else {
            sheet = PageTurnSheet(
                frame: frames[0], in: root, vertical: vertical, hingeAtMin: spineLocation != .max,
                startsFolded: true, front: snapshot(new[0], at: frames[0]),
                back: back(old.count > 1 ? old[1] : nil, orShowThroughOf: new[0], at: frames[0]),
                overlays: [snapshot(old[0], at: frames[0])])
        }
        View.performWithoutAnimation {
            for vc in old.prefix(shown) { vc.viewIfLoaded?.isHidden = true }
            for (i, vc) in new.prefix(shown).enumerated() {
                vc.view.isHidden = false
                vc.view.frame = frames[i]
                vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                root.insertSubview(vc.view, at: i)
            }
        }
        return sheet
    }

    /// Takes the sheet away: when `completed`, the old pages' views leave;
    /// else the new ones do and the old ones show again.
    func endCurl(_ sheet: PageTurnSheet, old: [ViewController], new: [ViewController], completed: Bool) {
        View.performWithoutAnimation {
            sheet.remove()
            for vc in old { vc.viewIfLoaded?.isHidden = false }
            if completed {
                for vc in old where !new.contains(where: { $0 === vc }) { vc.viewIfLoaded?.removeFromSuperview() }
            } else {
                for vc in new where !old.contains(where: { $0 === vc }) { vc.viewIfLoaded?.removeFromSuperview() }
            }
        }
    }

    // MARK: Following the finger

    /// A pan on a `.pageCurl` controller: the sheet turns by the finger's
    /// travel over the view's extent along the navigation axis; on lifting
    /// it goes on or back as the type's documentation says.
    func handleCurlPan(_ pan: PanGestureRecognizer) {
        guard !isTurning, !pages.isEmpty else { return }
        let vertical = navigationOrientation == .vertical
        let t = pan.translation(in: view)
        let v = pan.velocity(in: view)
        let along = vertical ? t.y : t.x
        let speed = vertical ? v.y : v.x
        let extent = max(1, vertical ? view.bounds.height : view.bounds.width)
        switch pan.state {
        case .began, .changed:
            guard along != 0 else { return }
            let direction: NavigationDirection = along < 0 ? .forward : .reverse
            if curlDrag?.direction != direction { startCurlDrag(direction) }
            curlDrag?.sheet.progress = min(1, abs(along) / extent)
        case .ended:
            guard let drag = curlDrag else { return }
            let passes = abs(along) > extent / 2 || (abs(speed) > 500 && (speed < 0) == (along < 0))
            settleCurl(completing: passes && drag.direction == (along < 0 ? .forward : .reverse))
        case .cancelled, .failed:
            settleCurl(completing: false)
        default:
            break
        }
    }

    /// The view controllers a drag in `direction` brings, from the data
    /// source, or nil where it runs out.
    private func pendingPages(_ direction: NavigationDirection) -> [ViewController]? {
        let forward = direction == .forward
        if spineLocation == .mid {
            guard pages.count == 2, let first = neighbour(direction, of: pages[forward ? 1 : 0]),
                let second = neighbour(direction, of: first)
            else { return nil }
            return forward ? [first, second] : [second, first]
        }
        guard let current = pages.first else { return nil }
        guard isDoubleSided else { return neighbour(direction, of: current).map { [$0] } }
        if forward {
            guard let back = neighbour(.forward, of: current), let front = neighbour(.forward, of: back) else { return nil }
            return [front, back]
        }
        guard let oldBack = neighbour(.reverse, of: current), let front = neighbour(.reverse, of: oldBack),
            let back = neighbour(.reverse, of: front)
        else { return nil }
        return [front, back]
    }

    /// Starts (or, when the finger turned round, restarts) a drag's sheet.
    private func startCurlDrag(_ direction: NavigationDirection) {
        if let old = curlDrag {
            endCurl(old.sheet, old: pages, new: old.new, completed: false)
            for vc in old.new where !pages.contains(where: { $0 === vc }) {
                vc.willMove(toParent: nil)
                vc.removeFromParent()
            }
            curlDrag = nil
        }
        guard let new = pendingPages(direction) else { return }
        delegate?.pageViewController(self, willTransitionTo: new)
        for vc in new where vc.parent !== self { addChild(vc) }
        curlDrag = CurlDrag(sheet: beginCurl(old: pages, new: new, direction: direction), new: new, direction: direction)
    }

    /// Ends a drag: the sheet goes on to the new pages or back, in half of
    /// ``turnDuration`` with the ease-out curve, then the delegate hears of it.
    private func settleCurl(completing: Bool) {
        guard let drag = curlDrag else { return }
        isTurning = true
        let old = pages
        drag.sheet.animate(to: completing ? 1 : 0, duration: Self.turnDuration / 2, curve: .curveEaseOut) {
            [weak self] finished in
            guard let self else { return }
            self.curlDrag = nil
            self.isTurning = false
            self.endCurl(drag.sheet, old: old, new: drag.new, completed: completing)
            let leaving = old.filter { o in !drag.new.contains { $0 === o } }
            let coming = drag.new.filter { n in !old.contains { $0 === n } }
            if completing {
                for vc in leaving {
                    vc.willMove(toParent: nil)
                    vc.removeFromParent()
                }
                for vc in coming { vc.didMove(toParent: self) }
                self.pages = drag.new
                for vc in drag.new { self.place(vc, in: self.view) }
            } else {
                for vc in coming {
                    vc.willMove(toParent: nil)
                    vc.removeFromParent()
                }
            }
            self.delegate?.pageViewController(
                self, didFinishAnimating: finished, previousViewControllers: old,
                transitionCompleted: completing)
        }
    }
}
