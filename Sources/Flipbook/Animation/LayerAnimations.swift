/// The running animations of one layer, at most one per property.
///
/// A layer rarely animates more than a handful of properties at once, so they
/// are kept in a small array in installation order rather than a dictionary:
/// one allocation per animated layer, scanned linearly (at most 14 entries,
/// one per ``AnimatableProperty``), which keeps the per-view working set small
/// when a frame evaluates many thousands of layers.
@MainActor
struct LayerAnimations {
    private var entries: [BlockAnimation] = []

    init() {}

    /// True when no animation is installed.
    var isEmpty: Bool { entries.isEmpty }

    /// The number of installed animations.
    var count: Int { entries.count }

    /// The animation of `property`, if any; assigning nil removes it, and
    /// assigning an animation replaces the previous one of that property.
    subscript(property: AnimatableProperty) -> BlockAnimation? {
        get {
            for a in entries where a.property == property { return a }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.property == property }) {
                if let newValue { entries[index] = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(newValue)
            }
        }
    }

    /// Calls `body` with each installed animation, in installation order.
    func forEach(_ body: (BlockAnimation) throws -> Void) rethrows {
        for a in entries { try body(a) }
    }
}
