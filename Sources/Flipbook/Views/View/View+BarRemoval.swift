import Foundation

extension View {
    /// Takes this view out of its superview after stopping every animation
    /// of its layer tree, so that nothing still running refers to layers
    /// that go away with it (a bar drops an item's views while their
    /// transition animations end in the same tick).
    func removeFromSuperviewStoppingAnimations() {
        stopAnimationsInTree()
        removeFromSuperview()
    }

    private func stopAnimationsInTree() {
        layer.removeAllAnimations()
        for s in subviews { s.stopAnimationsInTree() }
    }
}
