import Foundation

/// A view's trait overrides and the dynamic colours it resolves.
final class TraitStorage {
    /// Overridden traits; an unspecified trait is not overridden.
    var overrides = TraitCollection()
    /// The dynamic colour given to `backgroundColor`, kept to resolve it again.
    var dynamicBackground: Color?
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// `registerForTraitChanges` handlers, in the order they were registered.
    var registrations: [TraitChangeRegistration] = []
}

extension View {
    var traitStorageForWriting: TraitStorage {
        if let storage = traitStorage { return storage }
        let storage = TraitStorage()
        traitStorage = storage
        return storage
    }

    // MARK: Traits

    /// The view's traits (`UITraitCollection`): the window's (its size
    /// classes and scale, light, left to right and large text unless the
    /// window's overrides say otherwise), then each override on the way
    /// down: a controller's ``ViewController/traitOverrides`` at its root
    /// view, a view's ``traitOverrides``. A view outside any window starts
    /// from ``TraitCollection/systemDefaults``. Computed on each read, in
    /// the depth of the view.
    public var traitCollection: TraitCollection {
        traits(under: superview?.traitCollection)
    }

    /// This view's traits when its superview's are `parent` (nil: none).
    func traits(under parent: TraitCollection?) -> TraitCollection {
        var t: TraitCollection
        if let parent {
            t = parent
        } else if let window = self as? Window {
            t = TraitCollection.systemDefaults
            t.apply(window.deviceTraitCollection)
        } else {
            t = TraitCollection.systemDefaults
        }
        if let vc = owningViewController { t.apply(vc.traitOverrides) }
        if let own = traitStorage?.overrides { t.apply(own) }
        if let attribute = traitStorage?.semanticContentAttribute, attribute != .unspecified {
            t.layoutDirection = View.userInterfaceLayoutDirection(for: attribute) == .rightToLeft ? .rightToLeft : .leftToRight
        }
        return t
    }

    /// Traits this view and its subviews take instead of their
    /// environment's (`traitOverrides`, iOS 17): set a trait to override it,
    /// `.unspecified` (or 0 for the scale) to stop overriding. Set on a
    /// window they stand for the device's settings: `window.traitOverrides.userInterfaceStyle = .dark`
    /// renders in dark mode. A change calls `traitCollectionDidChange(_:)`
    /// on each view and controller below whose traits changed, with
    /// ``TraitCollection/current`` set to its new traits, after resolving
    /// their dynamic colours again.
    public var traitOverrides: TraitCollection {
        get { traitStorage?.overrides ?? TraitCollection() }
        set {
            let old = traitCollection
            traitStorageForWriting.overrides = newValue
            traitsDidChange(from: old)
        }
    }

    /// Forces light or dark appearance on this view and its subviews
    /// (`overrideUserInterfaceStyle`); `.unspecified` follows the
    /// environment. The same as ``traitOverrides``' `userInterfaceStyle`.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// How the view's content flips for right-to-left layout
    /// (`semanticContentAttribute`); a forced direction applies to the view
    /// and its subviews' ``traitCollection``.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { traitStorage?.semanticContentAttribute ?? .unspecified }
        set {
            let old = traitCollection
            traitStorageForWriting.semanticContentAttribute = newValue
            traitsDidChange(from: old)
        }
    }

    /// The direction this view lays out in
    /// (`effectiveUserInterfaceLayoutDirection`): its traits' layout direction.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction content with `attribute` lays out in under a
    /// left-to-right environment (`userInterfaceLayoutDirection(for:)`).
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: Registrations

    /// Calls `handler` with the view and its previous traits after any of
    /// `traits` changes (`registerForTraitChanges(_:handler:)`, iOS 17),
    /// with ``TraitCollection/current`` set to the new traits, after
    /// `traitCollectionDidChange(_:)`. Write the handler's first parameter
    /// with the view's type: `{ (self: Self, previous: TraitCollection) in ... }`.
    @discardableResult
    public func registerForTraitChanges<V: View>(
        _ traits: [any TraitDefinition.Type],
        handler: @escaping @MainActor (V, TraitCollection) -> Void
    )
        -> TraitChangeRegistration
    {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let view = object as? V { handler(view, previous) }
        }
        traitStorageForWriting.registrations.append(registration)
        return registration
    }

    /// Stops the calls of a registration (`unregisterForTraitChanges(_:)`).
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitStorage?.registrations.removeAll { $0 === registration }
    }

    // MARK: Changes

    /// Tells this view's subtree that its traits were `old` (before a
    /// change of an override here).
    func traitsDidChange(from old: TraitCollection) {
        let new = traitCollection
        propagateTraitChange(old: old, new: new)
        TraitCollection.refreshMirror()
    }

    private func propagateTraitChange(old: TraitCollection, new: TraitCollection) {
        guard old != new else { return }
        resolveDynamicColors(with: new)
        // Drawn content may use dynamic colours (`.cgColor` in `draw(_:in:)`): draw again.
        if old.hasDifferentColorAppearance(comparedTo: new) { setNeedsDisplay() }
        new.performAsCurrent {
            if let vc = owningViewController {
                vc.traitCollectionDidChange(old)
                for r in vc.traitRegistrations where r.matches(old, new) { r.call(vc, old) }
            }
            traitCollectionDidChange(old)
            for r in traitStorage?.registrations ?? [] where r.matches(old, new) { r.call(self, old) }
        }
        for s in subviews {
            s.propagateTraitChange(old: s.traits(under: old), new: s.traits(under: new))
        }
    }

    /// Resolves the dynamic colours the view was given with `traits`.
    func resolveDynamicColors(with traits: TraitCollection) {
        if let dynamic = traitStorage?.dynamicBackground {
            layer.backgroundColor = dynamic.resolvedColor(with: traits)
        }
        if let label = self as? Label {
            label.adjustFont(to: traits)
            label.setNeedsDisplay()
        }
    }

    /// After the view joined a window: its dynamic colours follow the new traits.
    func resolveDynamicColorsAfterMove() {
        if traitStorage?.dynamicBackground != nil || self is Label { resolveDynamicColors(with: traitCollection) }
    }
}
