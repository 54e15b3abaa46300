import Foundation

extension Window {
    /// Resizes the window to `size` points over `duration` seconds of clock
    /// time, as a rotation does (see ``SizeTransition`` for the sequence).
    ///
    /// Every content container in the window (each controller, and the
    /// presentation controller of each presented one) gets
    /// `viewWillTransition(to:with:)` at once, with its size to come (and
    /// `willTransition(to:with:)` first when a size class changes, after
    /// which presentations adapt to the new traits, telling their adaptive
    /// delegate); their alongside animations run with the resize, whose
    /// animation changes the window's bounds (the model value is the new size
    /// at once, the drawn value moves from old to new), resizes subviews by
    /// their autoresizing masks and runs `layoutSubviews()` inside the same
    /// animation, so frames in between are drawn. Presented `.pageSheet` and
    /// `.formSheet` controllers cover the window in a compact width (unless
    /// their delegate says `.none`) and go back to their sheet frame in a
    /// regular one. The render tree's canvas
    /// is the new size from the start; the window's own node shows the bounds in between.
    ///
    /// With `duration == 0` everything happens at once. While another
    /// transition runs, the window is not resized and a diagnostic is
    /// reported. A size that is negative or not finite is reported and ignored.
    public func resize(to size: CGSize, duration: TimeInterval = 0.3) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            reportDiagnostic(
                "window.badSize", "resize(to: \(size)) is not a finite, non-negative size; the window was not resized.")
            return
        }
        if let running = controllerState.activeTransition {
            return reportTransition(.diagnostic(.resizeDuringTransition(running: running.summary)))
        }
        let transition = SizeTransition(
            window: self, to: size,
            duration: duration.isFinite && duration > 0 ? duration : 0)
        transition.register()
        transition.start()
    }

    /// Every controller whose view is in this window: the root, its
    /// descendants, and the presented chain with theirs; parents first.
    var allViewControllers: [ViewController] {
        var result: [ViewController] = []
        func visit(_ vc: ViewController) {
            guard !result.contains(where: { $0 === vc }) else { return }
            result.append(vc)
            for child in vc.children { visit(child) }
            if let presented = vc.presentedStorage { visit(presented) }
        }
        if let root = rootViewController { visit(root) }
        return result
    }
}
