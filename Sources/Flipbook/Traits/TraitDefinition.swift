/// A trait that code can ask to hear about (`UITraitDefinition`): each
/// names the member of ``TraitCollection`` it stands for.
/// ``View/registerForTraitChanges(_:handler:)`` takes these types, as
/// UIKit's `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { ... }`.
public protocol TraitDefinition {
    /// Whether `a` and `b` differ in this trait.
    static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool
}

/// Light or dark appearance (`UITraitUserInterfaceStyle`).
public enum TraitUserInterfaceStyle: TraitDefinition {
    /// Whether `a` and `b` differ in this trait.
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
        a.userInterfaceStyle != b.userInterfaceStyle
    }
}

/// The layout direction (`UITraitLayoutDirection`).
public enum TraitLayoutDirection: TraitDefinition {
    /// Whether `a` and `b` differ in this trait.
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool { a.layoutDirection != b.layoutDirection }
}

/// The preferred text size (`UITraitPreferredContentSizeCategory`).
public enum TraitPreferredContentSizeCategory: TraitDefinition {
    /// Whether `a` and `b` differ in this trait.
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}

/// The horizontal size class (`UITraitHorizontalSizeClass`).
public enum TraitHorizontalSizeClass: TraitDefinition {
    /// Whether `a` and `b` differ in this trait.
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
        a.horizontalSizeClass != b.horizontalSizeClass
    }
}

/// The vertical size class (`UITraitVerticalSizeClass`).
public enum TraitVerticalSizeClass: TraitDefinition {
    /// Whether `a` and `b` differ in this trait.
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}

/// The display scale (`UITraitDisplayScale`).
public enum TraitDisplayScale: TraitDefinition {
    /// Whether `a` and `b` differ in this trait.
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool { a.displayScale != b.displayScale }
}

/// A registration made by `registerForTraitChanges` (`UITraitChangeRegistration`);
/// pass it to `unregisterForTraitChanges(_:)` to stop the calls.
public final class TraitChangeRegistration: Hashable {
    let traits: [any TraitDefinition.Type]
    let call: @MainActor (AnyObject, TraitCollection) -> Void

    init(traits: [any TraitDefinition.Type], call: @escaping @MainActor (AnyObject, TraitCollection) -> Void) {
        self.traits = traits
        self.call = call
    }

    /// True when one of the registered traits differs between the collections.
    func matches(_ old: TraitCollection, _ new: TraitCollection) -> Bool { traits.contains { $0.differs(old, new) } }

    public static func == (a: TraitChangeRegistration, b: TraitChangeRegistration) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
