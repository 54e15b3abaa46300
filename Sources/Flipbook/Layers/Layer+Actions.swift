import Foundation

/// Implicit animations: what a standalone layer runs when a property changes.
extension Layer {
    /// Runs the implicit animation of a changed key on a standalone layer
    /// that has been in a window's tree since an earlier tick, unless the
    /// transaction disables actions or an animation block is suppressed.
    func runImplicitAction(forKey key: String, from old: AnimatableValue) {
        guard AnimationRecorder.suppressed == 0, !Transaction.disableActions(), modelLayer == nil,
            let window = hostWindow, isSettled(in: window), let action = action(forKey: key)
        else { return }
        if let basic = action as? BasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            // From what was on screen to the new model value, on a copy: the
            // action may be the caller's object (from `actions`, the delegate,
            // the class), to be run again on the next change.
            let copy = basic.copy() as! BasicAnimation
            copy.fromValue = presentationFromValue(forKey: key, model: old)
            copy.run(forKey: key, object: self, arguments: nil)
            return
        }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// The presentation value of `key` before the change: the model value
    /// `old` with the running animations of the key applied.
    fileprivate func presentationFromValue(forKey key: String, model old: AnimatableValue) -> AnimatableValue {
        guard !addedAnimations.isEmpty else { return old }
        let copy = makeCopy()
        copy.properties = properties
        copy.applyAnimatableValue(old, forKey: key)
        applyAddedAnimations(read: { copy.animatableValue(forKey: $0) }, write: { copy.applyAnimatableValue($0, forKey: $1) })
        return copy.animatableValue(forKey: key) ?? old
    }

    /// True when this layer and its ancestors joined the window's tree
    /// before the current tick.
    fileprivate func isSettled(in window: Window) -> Bool {
        var layer: Layer? = self
        while let l = layer {
            if l.attachedTick >= window.tickCount { return false }
            layer = l.superlayer ?? l.maskedLayer
        }
        return true
    }
}
