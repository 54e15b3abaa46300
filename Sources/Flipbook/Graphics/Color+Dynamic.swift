import Foundation

/// The closure of a dynamic colour, and the alpha `withAlphaComponent(_:)`
/// gave it. Colours compare providers by the closure's identity and the alpha,
/// so `Color.label.withAlphaComponent(0.5)` equals itself made again.
final class DynamicColorProvider: Hashable, Sendable {
    /// One closure, compared by identity.
    final class Source: Sendable {
        let pick: @Sendable (TraitCollection) -> Color
        init(_ pick: @escaping @Sendable (TraitCollection) -> Color) { self.pick = pick }
    }

    let source: Source
    /// Replaces the picked colour's alpha when set.
    let alpha: Double?

    init(_ source: Source, alpha: Double? = nil) {
        self.source = source
        self.alpha = alpha
    }

    /// The fixed colour for `traits` (an unspecified appearance counts as light).
    func resolve(_ traits: TraitCollection) -> Color {
        var t = traits
        if t.userInterfaceStyle == .unspecified { t.userInterfaceStyle = .light }
        let picked = source.pick(t).resolvedColor(with: t)
        return alpha.map { picked.withAlphaComponent($0) } ?? picked
    }

    static func == (a: DynamicColorProvider, b: DynamicColorProvider) -> Bool { a.source === b.source && a.alpha == b.alpha }
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(source))
        hasher.combine(alpha)
    }
}

extension Color {
    /// A colour that `provider` picks for each trait collection
    /// (`UIColor(dynamicProvider:)`); its components are what the provider
    /// gives for the light appearance. The provider may return dynamic
    /// colours; they are resolved in turn.
    public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
        self.init(provider: DynamicColorProvider(DynamicColorProvider.Source(provider)))
    }

    /// A dynamic colour of `provider`, its components the light appearance.
    init(provider box: DynamicColorProvider) {
        let light = box.resolve(TraitCollection(userInterfaceStyle: .light))
        red = light.red; green = light.green; blue = light.blue; alpha = light.alpha
        provider = box
    }

    /// A colour that is `light` in light appearance and `dark` in dark
    /// (beyond UIKit: the common case of ``init(dynamicProvider:)``).
    public init(light: Color, dark: Color) {
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// True for a colour that depends on the traits it is resolved with.
    public var isDynamic: Bool { provider != nil }

    /// The fixed colour for `traits` (`resolvedColor(with:)`); a fixed
    /// colour resolves to itself. An unspecified appearance counts as light.
    public func resolvedColor(with traits: TraitCollection) -> Color {
        guard let provider else { return self }
        return provider.resolve(traits)
    }

    /// The colour resolved with ``TraitCollection/current`` (as the main
    /// actor last set it): what a layer property stores.
    var resolvedForCurrentTraits: Color {
        guard provider != nil else { return self }
        return resolvedColor(with: TraitCollection.currentFromAnyThread)
    }
}
