import Foundation

extension ViewController {
    /// Registers a segue this controller can perform (what a storyboard
    /// connection declares): `destination` makes a new destination each time.
    /// Registering an identifier again replaces it.
    public func registerSegue(
        identifier: String, kind: SegueKind = .present,
        destination: @escaping @MainActor () -> ViewController
    ) {
        segueRegistry[identifier] = SegueRegistration(kind: kind, destination: destination)
    }

    /// Declares an unwind action (an `@IBAction func name(_ segue:)` in
    /// UIKit): this controller becomes a destination for unwind segues named
    /// `action`, and `body` runs with the segue before the controllers above
    /// are dismissed or popped.
    public func registerUnwindAction(_ action: String, _ body: @escaping (StoryboardSegue) -> Void) {
        unwindActions[action] = body
    }

    /// Runs the segue registered as `identifier`, in the guide's order:
    /// `shouldPerformSegue(withIdentifier:sender:)` (false stops here), the
    /// destination is made, the segue is made, `prepare(for:sender:)`, then
    /// the segue's `perform()`.
    ///
    /// UIKit calls `shouldPerformSegue` only for segues a storyboard control
    /// starts; here `performSegue` stands in for that control, so it asks.
    /// An unknown identifier is reported (``TransitionDiagnostic/unknownSegue(identifier:source:known:)``).
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let registration = segueRegistry[identifier] else {
            return reportTransition(
                .diagnostic(
                    .unknownSegue(
                        identifier: identifier, source: reportName(self),
                        known: segueRegistry.keys.sorted())),
                in: viewIfLoaded?.window ?? rootAncestor.viewIfLoaded?.window)
        }
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        let destination = registration.destination()
        let segue: StoryboardSegue
        switch registration.kind {
        case .show:
            segue = StoryboardSegue(identifier: identifier, source: self, destination: destination)
            segue.action = { $0.source.show($0.destination, sender: sender) }
        case .present:
            segue = StoryboardSegue(identifier: identifier, source: self, destination: destination)
        case let .custom(type):
            segue = type.init(identifier: identifier, source: self, destination: destination)
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Runs an unwind segue for `action` from this controller, in UIKit's
    /// order: the destination is found (the first controller, walking up
    /// from this one, whose ``canPerformUnwindSegueAction(_:from:sender:)``
    /// is true: the controllers below this one in each navigation stack, the
    /// parents, then the presenting controller and the same from there), then
    /// `shouldPerformSegue(withIdentifier: action, ...)` on this controller,
    /// `prepare(for:sender:)`, the destination's unwind action, and the
    /// segue's `perform()`: what was presented above the destination is
    /// dismissed (animated) and the navigation stack holding it is popped
    /// back to it, both through the transition machinery.
    public func performUnwindSegue(_ action: String, sender: Any?) {
        guard let destination = unwindDestination(for: action, sender: sender) else {
            return reportTransition(
                .diagnostic(.noUnwindDestination(action: action, source: reportName(self))),
                in: viewIfLoaded?.window ?? rootAncestor.viewIfLoaded?.window)
        }
        guard shouldPerformSegue(withIdentifier: action, sender: sender) else { return }
        let segue = StoryboardSegue(identifier: action, source: self, destination: destination)
        segue.action = { segue in ViewController.unwind(to: segue.destination) }
        prepare(for: segue, sender: sender)
        destination.unwindActions[action]?(segue)
        segue.perform()
    }

    /// The candidates of an unwind search, nearest first.
    private func unwindDestination(for action: String, sender: Any?) -> ViewController? {
        var visited: [ViewController] = []
        var current: ViewController? = self
        while let vc = current {
            var node: ViewController? = vc
            while let n = node {
                if let nav = n.parent as? NavigationController, let index = nav.stack.firstIndex(where: { $0 === n }) {
                    visited += nav.stack[..<index].reversed()
                }
                if n !== self { visited.append(n) }
                node = n.parent
            }
            current = vc.rootAncestor.presentingStorage
        }
        return visited.first { $0.canPerformUnwindSegueAction(action, from: self, sender: sender) }
    }

    /// Dismisses what is presented above `destination` and pops its navigation stack back to it.
    static func unwind(to destination: ViewController) {
        let popBack = {
            var node: ViewController? = destination
            while let n = node {
                if let nav = n.parent as? NavigationController, nav.topViewController !== n {
                    nav.popToViewController(n, animated: true)
                    return
                }
                node = n.parent
            }
        }
        if destination.presentedViewController != nil {
            destination.dismiss(animated: true, completion: popBack)
        } else {
            popBack()
        }
    }
}
