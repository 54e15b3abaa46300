extension ViewController {
    /// Calls `handler` with the controller and its previous traits after
    /// any of `traits` changes (`registerForTraitChanges(_:handler:)`, iOS
    /// 17), after `traitCollectionDidChange(_:)`. Write the handler's first
    /// parameter with the controller's type: `{ (self: Self, previous: TraitCollection) in ... }`.
    @discardableResult
    public func registerForTraitChanges<C: ViewController>(_ traits: [any TraitDefinition.Type],
                                                           handler: @escaping @MainActor (C, TraitCollection) -> Void)
        -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let controller = object as? C { handler(controller, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }

    /// Stops the calls of a registration (`unregisterForTraitChanges(_:)`).
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}
