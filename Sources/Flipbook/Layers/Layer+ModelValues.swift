import Foundation

/// What a change of a model value sets off: animation blocks and
/// transitions hear of it, a standalone layer runs its implicit action, and
/// key-value observers are told.
extension Layer {
    /// Sets a model value without recording an animation and removes any
    /// animation of it (used to restore values, e.g. on a cancelled transition).
    func setWithoutAnimation(_ value: AnimatableValue, of property: AnimatableProperty) {
        animations[property] = nil
        properties.set(value, of: property)
        view?.layerDidChange(property)
        modelChangeObserved()
    }

    /// Writes a value no animation block records (Core Animation animates
    /// only some of these, and only with explicit or implicit animations).
    func setUnrecorded(_ key: String, _ body: (inout LayerProperties) -> Void) {
        let old = properties.value(forKey: key)
        let wasAbsent = key == "shadowPath" && properties.shadowPath == nil
        body(&properties)
        if let old { valueDidChange(forKey: key, from: old, wasAbsent: wasAbsent) }
    }

    /// Called after a value that no animation block records changed (keys
    /// of layer classes included): a transition remembers the old value,
    /// and a standalone layer runs its implicit action.
    /// `wasAbsent` says the old value was nil (a colour or path read as clear or empty).
    func valueDidChange(forKey key: String, from old: AnimatableValue, wasAbsent: Bool = false) {
        guard modelLayer == nil else { return }  // presentation copies do nothing
        guard let new = animatableValue(forKey: key), new != old else { return }
        modelChangeObserved()
        if let capture = AnimationRecorder.activeCapture {
            if wasAbsent { capture.noteAbsent(self, key: key) }
            capture.noteKeyedChange(self, key, from: old)
        }
        if view == nil { runImplicitAction(forKey: key, from: old) }
    }

    /// Called after a recorded property changed: an animation block turns it
    /// into an animation; a transition remembers the value it had.
    func modelValueChanged(_ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        AnimationRecorder.modelValueChanged(self, property, from: old, to: new)
    }
}
