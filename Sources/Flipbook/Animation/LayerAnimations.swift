/// The running animations of one layer, at most one per property.
///
/// A layer rarely animates more than a handful of properties at once, so the
/// first four are held inline, in installation order, and any more in an
/// array: no allocation for the list of a layer animating up to four
/// properties, scanned linearly (at most one entry per
/// ``AnimatableProperty``). A frame evaluates many thousands of layers, and
/// the list lives inside the layer, in the cache lines a frame reads anyway.
@MainActor
struct LayerAnimations {
    private var a0: BlockAnimation?, a1: BlockAnimation?, a2: BlockAnimation?, a3: BlockAnimation?
    private var more: [BlockAnimation] = []
    /// The number of installed animations.
    private(set) var count = 0

    init() {}

    /// True when no animation is installed.
    var isEmpty: Bool { count == 0 }

    private func at(_ i: Int) -> BlockAnimation {
        switch i {
        case 0: return a0!
        case 1: return a1!
        case 2: return a2!
        case 3: return a3!
        default: return more[i - 4]
        }
    }

    private mutating func set(_ i: Int, _ a: BlockAnimation?) {
        switch i {
        case 0: a0 = a
        case 1: a1 = a
        case 2: a2 = a
        case 3: a3 = a
        default: if let a { more[i - 4] = a }
        }
    }

    private func index(of property: AnimatableProperty) -> Int? {
        for i in 0..<count where at(i).property == property { return i }
        return nil
    }

    /// The animation of `property`, if any; assigning nil removes it (the
    /// later ones move up, keeping their order), and assigning an animation
    /// replaces the previous one of that property in place or appends it.
    subscript(property: AnimatableProperty) -> BlockAnimation? {
        get { index(of: property).map(at) }
        set {
            if let i = index(of: property) {
                if let newValue {
                    set(i, newValue)
                    return
                }
                for j in i..<(count - 1) { set(j, at(j + 1)) }
                if count > 4 { more.removeLast() } else { set(count - 1, nil) }
                count -= 1
            } else if let newValue {
                if count < 4 { set(count, newValue) } else { more.append(newValue) }
                count += 1
            }
        }
    }

    /// Calls `body` with each installed animation, in installation order,
    /// without retaining them: how a frame evaluates a layer's animations.
    /// A retain writes to an animation's first cache line, which then has
    /// to be written back to memory, and a frame of 25 000 animated views
    /// visits 100 000 animations. `mutating` only so that the list is used
    /// in place in its layer rather than copied (a copy retains every
    /// animation); it changes nothing. The list keeps the animations alive
    /// while `body` runs, so `body` must not touch it: it is under
    /// exclusive access meanwhile (evaluating an animation never does).
    mutating func forEachUnretained(_ body: (BlockAnimation) -> Void) {
        guard count > 0 else { return }
        Unretained.use(Unmanaged.passUnretained(a0!), body)
        guard count > 1 else { return }
        Unretained.use(Unmanaged.passUnretained(a1!), body)
        guard count > 2 else { return }
        Unretained.use(Unmanaged.passUnretained(a2!), body)
        guard count > 3 else { return }
        Unretained.use(Unmanaged.passUnretained(a3!), body)
        for a in more { body(a) }
    }

    /// Calls `body` with each installed animation, in installation order.
    func forEach(_ body: (BlockAnimation) throws -> Void) rethrows {
        guard count > 0 else { return }
        try body(a0!)
        guard count > 1 else { return }
        try body(a1!)
        guard count > 2 else { return }
        try body(a2!)
        guard count > 3 else { return }
        try body(a3!)
        for a in more { try body(a) }
    }
}
