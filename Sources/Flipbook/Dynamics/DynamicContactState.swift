import Foundation

/// The contacts of one frame and of the one before, in a fixed order (so
/// that delegates are told in the same order every run): what the animator
/// compares to tell a ``CollisionBehaviorDelegate`` that contacts began or ended.
struct DynamicContactState {
    struct Key: Hashable {
        let behavior: ObjectIdentifier
        let item: ObjectIdentifier
        /// The other item, or nil for a boundary.
        let other: ObjectIdentifier?
        /// -1 for the reference bounds, else the boundary's index when first touched.
        let boundary: Int
    }

    struct Contact {
        let key: Key
        let behavior: CollisionBehavior
        let item: any DynamicItem
        let other: (any DynamicItem)?
        let identifier: (any NSCopying)?
        let point: CGPoint
    }

    private(set) var previous: [Contact] = []
    private var previousKeys: Set<Key> = []
    private(set) var current: [Contact] = []
    private var currentKeys: Set<Key> = []

    /// Notes a contact of this frame (the first point counts).
    mutating func record(_ contact: Contact) {
        guard currentKeys.insert(contact.key).inserted else { return }
        current.append(contact)
    }

    /// Ends the frame: the contacts that began and those that ended.
    mutating func endFrame() -> (began: [Contact], ended: [Contact]) {
        let began = current.filter { !previousKeys.contains($0.key) }
        let ended = previous.filter { !currentKeys.contains($0.key) }
        previous = current
        previousKeys = currentKeys
        current = []
        currentKeys = []
        return (began, ended)
    }
}
