import Foundation

/// A behaviour of a ``DynamicAnimator`` (`UIDynamicBehavior`,
/// https://developer.apple.com/documentation/uikit/uidynamicbehavior): the
/// base of gravity, collision, attachment, snap, push and item behaviours,
/// and a composite of child behaviours of its own.
///
/// ``action`` runs once per frame of the window while the animator runs,
/// after the frame's physics substeps (UIKit: "on every animation step").
@preconcurrency @MainActor
open class DynamicBehavior: NSObject {
    /// The behaviours this one is made of (``addChildBehavior(_:)``).
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Called on every frame the animator steps; nil by default.
    open var action: (() -> Void)?
    /// The animator this behaviour (or its parent) was added to.
    open internal(set) weak var dynamicAnimator: DynamicAnimator?

    public override init() { super.init() }

    /// Adds `behavior` as a child; a behaviour already a child is not added twice.
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        if let animator = dynamicAnimator { behavior.setAnimator(animator) }
        changed()
    }

    /// Removes a child behaviour.
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.removeAll { $0 === behavior }
        behavior.setAnimator(nil)
        changed()
    }

    /// Called when the behaviour joins an animator (`dynamicAnimator`) or
    /// leaves one (nil); subclasses call super.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// The items this behaviour acts on; subclasses with items override it.
    var ownItems: [any DynamicItem] { [] }

    /// This behaviour and its descendants, parents first.
    var flattened: [DynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }

    func setAnimator(_ animator: DynamicAnimator?) {
        if dynamicAnimator !== animator { willMove(to: animator) }
        dynamicAnimator = animator
        for child in childBehaviors { child.setAnimator(animator) }
    }

    /// Tells the animator that something about this behaviour changed, so
    /// that a paused animator resumes.
    func changed() { dynamicAnimator?.behaviorDidChange() }
}

/// Items kept by identity, in the order added.
struct DynamicItemList {
    private(set) var items: [any DynamicItem] = []

    init(_ items: [any DynamicItem]) { for item in items { insert(item) } }

    mutating func insert(_ item: any DynamicItem) {
        guard !contains(item) else { return }
        items.append(item)
    }

    mutating func remove(_ item: any DynamicItem) { items.removeAll { $0 === item } }

    func contains(_ item: any DynamicItem) -> Bool { items.contains { $0 === item } }
}
