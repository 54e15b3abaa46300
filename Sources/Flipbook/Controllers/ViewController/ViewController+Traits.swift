/// A controller's trait overrides and trait-change registrations.
extension ViewController {
    /// Traits this controller, its view and the controllers and views below
    /// take instead of their environment's (`traitOverrides`, iOS 17); see
    /// ``View/traitOverrides``. They apply at the controller's root view.
    public var traitOverrides: TraitCollection {
        get { storedTraitOverrides }
        set {
            guard let view = viewIfLoaded else {
                storedTraitOverrides = newValue
                return
            }
            let old = view.traitCollection
            storedTraitOverrides = newValue
            view.traitsDidChange(from: old)
        }
    }

    /// Forces light or dark appearance on this controller and what it
    /// contains (`overrideUserInterfaceStyle`); `.unspecified` follows the
    /// environment. The same as ``traitOverrides``' `userInterfaceStyle`.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// Calls `handler` with the controller and its previous traits after
    /// any of `traits` changes (`registerForTraitChanges(_:handler:)`, iOS
    /// 17), after `traitCollectionDidChange(_:)`. Write the handler's first
    /// parameter with the controller's type: `{ (self: Self, previous: TraitCollection) in ... }`.
    @discardableResult
    public func registerForTraitChanges<C: ViewController>(
        _ traits: [any TraitDefinition.Type],
        handler: @escaping @MainActor (C, TraitCollection) -> Void
    )
        -> TraitChangeRegistration
    {
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
