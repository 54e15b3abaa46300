import Foundation

extension Color {
    /// A colour that `provider` picks for each trait collection
    /// (`UIColor(dynamicProvider:)`); its components are what the provider
    /// gives for the light appearance. The provider may return dynamic
    /// colours; they are resolved in turn.
    public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
        self.init(provider: .closure(ColorProvider.Closure(provider)))
    }

    /// A dynamic colour of `provider`, its components the light appearance.
    init(provider: ColorProvider) {
        let light =
            provider.resolve(TraitCollection(userInterfaceStyle: .light))
            ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        self.provider = provider
    }

    /// A colour that is `light` in light appearance and `dark` in dark
    /// (beyond UIKit: the common case of ``init(dynamicProvider:)``).
    public init(light: Color, dark: Color) {
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// True for a colour that depends on the traits it is resolved with.
    public var isDynamic: Bool { provider.isDynamic }

    /// The fixed colour for `traits` (`resolvedColor(with:)`); a fixed
    /// colour resolves to itself. An unspecified appearance counts as light.
    public func resolvedColor(with traits: TraitCollection) -> Color {
        provider.resolve(traits) ?? self
    }

    /// The colour resolved with ``TraitCollection/current`` (as the main
    /// actor last set it): what a layer property stores.
    var resolvedForCurrentTraits: Color {
        guard provider.isDynamic else { return self }
        return resolvedColor(with: TraitCollection.currentFromAnyThread)
    }
}
