import Foundation

/// The layer tree: sublayers, their order, and how a view's subviews map onto it.
extension Layer {
    /// The sublayers, back to front before `zPosition` ordering; nil when
    /// there are none (`CALayer.sublayers`). Setting it removes the old
    /// sublayers and adds the new ones in order.
    public var sublayers: [Layer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(children.count)) }
        }
    }

    /// Appends `layer` to the sublayers (on top of them), taking it from its
    /// old superlayer first.
    public func addSublayer(_ layer: Layer) { insert(layer, at: children.count) }

    /// Inserts `layer` at `index` of the sublayers (clamped to their count).
    public func insertSublayer(_ layer: Layer, at index: UInt32) { insert(layer, at: Int(index)) }

    /// Inserts `layer` just below `sibling`; at the bottom when `sibling` is
    /// not a sublayer (as Core Animation).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let sibling, sibling !== layer, let i = children.firstIndex(where: { $0 === sibling }) else {
            return insert(layer, at: 0)
        }
        insert(layer, before: sibling, fallback: i)
    }

    /// Inserts `layer` just above `sibling`; on top when `sibling` is not a sublayer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let sibling, sibling !== layer, children.contains(where: { $0 === sibling }) else {
            return insert(layer, at: children.count)
        }
        detachFromParent(layer)
        let i = children.firstIndex(where: { $0 === sibling })!
        attach(layer, at: i + 1)
    }

    /// Puts `new` where `old` is and removes `old`; does nothing when `old`
    /// is not a sublayer.
    public func replaceSublayer(_ old: Layer, with new: Layer) {
        guard old !== new, let i = children.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        detachFromParent(new)
        attach(new, at: min(i, children.count))
    }

    /// Removes the layer from its superlayer, or from the layer it masks.
    public func removeFromSuperlayer() {
        if let masked = maskedLayer, masked.mask === self {
            masked.mask = nil
            return
        }
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
    }

    /// True when `layer` is this layer or one of its ancestors, counting the
    /// layer a mask masks as the mask's parent (a layer inside a mask is
    /// inside the masked layer's tree).
    func isDescendant(of layer: Layer) -> Bool {
        var l: Layer? = self
        while let current = l {
            if current === layer { return true }
            l = current.superlayer ?? current.maskedLayer
        }
        return false
    }

    private func insert(_ layer: Layer, at index: Int) {
        detachFromParent(layer)
        attach(layer, at: max(0, min(index, children.count)))
    }

    private func insert(_ layer: Layer, before sibling: Layer, fallback: Int) {
        detachFromParent(layer)
        attach(layer, at: children.firstIndex(where: { $0 === sibling }) ?? min(fallback, children.count))
    }

    private func detachFromParent(_ layer: Layer) {
        precondition(layer !== self && !isDescendant(of: layer), "a layer cannot be added inside itself")
        if let masked = layer.maskedLayer, masked.mask === layer { masked.mask = nil }
        layer.removeFromSuperlayer()
    }

    private func attach(_ layer: Layer, at index: Int) {
        children.insert(layer, at: index)
        layer.superlayer = self
        layer.attachedTick = hostWindow?.tickCount ?? Int.min
    }

    // MARK: Views

    /// Puts a subview's layer where the subview now is: just below the layer
    /// of the next subview, or on top of all sublayers when it is the last
    /// (as UIKit's `insertSubview(_:at:)` and `addSubview(_:)` do).
    func placeSubviewLayer(_ layer: Layer, below next: View?) {
        if let next, next.layer.superlayer === self, next.layer !== layer {
            insertSublayer(layer, below: next.layer)
        } else {
            addSublayer(layer)
        }
    }
}
