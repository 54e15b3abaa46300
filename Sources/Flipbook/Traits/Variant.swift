import Foundation

/// One variant of a screen or a transition: the device and settings it
/// runs under (a scene's `variants:`, ``FlipbookTesting``'s
/// `assertFilmstrip(named:variants:...)`). A nil member keeps the default
/// (the scene's device, light, left to right, large text, Reduce Motion off).
public struct Variant: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The device whose screen, safe area and status bar the variant uses; nil keeps the scene's.
    public var device: Device?
    /// Light or dark appearance; nil keeps light.
    public var appearance: UserInterfaceStyle?
    /// Left to right or right to left; nil keeps left to right.
    public var direction: TraitEnvironmentLayoutDirection?
    /// The reader's text size; nil keeps ``ContentSizeCategory/large``.
    public var textSize: ContentSizeCategory?
    /// Whether Reduce Motion is on; nil keeps it off.
    public var reduceMotion: Bool?

    /// A variant; each nil member keeps its default.
    public init(
        device: Device? = nil, appearance: UserInterfaceStyle? = nil, direction: TraitEnvironmentLayoutDirection? = nil,
        textSize: ContentSizeCategory? = nil, reduceMotion: Bool? = nil
    ) {
        self.device = device
        self.appearance = appearance
        self.direction = direction
        self.textSize = textSize
        self.reduceMotion = reduceMotion
    }

    /// The name of the variant, its folder and golden name (`<scene>@<name>`): the set members
    /// joined by `_`, such as `iPhone-SE_dark_rtl_AX3_reduced-motion`
    /// (device names with `-` for spaces; `light`/`dark`, `ltr`/`rtl`, the
    /// text size's short name, `reduced-motion`/`full-motion`); `default`
    /// when nothing is set.
    public var name: String {
        var parts: [String] = []
        if let device { parts.append(device.name.replacingOccurrences(of: " ", with: "-")) }
        if let appearance { parts.append(appearance == .dark ? "dark" : "light") }
        if let direction { parts.append(direction == .rightToLeft ? "rtl" : "ltr") }
        if let textSize { parts.append(textSize.description) }
        if let reduceMotion { parts.append(reduceMotion ? "reduced-motion" : "full-motion") }
        return parts.isEmpty ? "default" : parts.joined(separator: "_")
    }

    public var description: String { name }

    /// The trait overrides the variant puts on the window (unspecified where it sets nothing).
    public var traitOverrides: TraitCollection {
        var t = TraitCollection()
        if let appearance { t.userInterfaceStyle = appearance }
        if let direction { t.layoutDirection = direction }
        if let textSize { t.preferredContentSizeCategory = textSize }
        return t
    }
}

extension Variant {
    /// A window for this variant: the device's size, scale and safe area
    /// when it names one (else `size` at `scale`), with the variant's traits
    /// as the window's ``View/traitOverrides``.
    @MainActor public func makeWindow(size: CGSize, scale: CGFloat, clock: any FrameClock = ManualClock(fps: 60)) -> Window {
        let window =
            device.map { Window(device: $0, scale: scale, clock: clock) } ?? Window(size: size, scale: scale, clock: clock)
        window.traitOverrides = traitOverrides
        return window
    }

    /// Runs `body` with the variant's process-wide settings (Reduce Motion),
    /// then puts them back.
    @MainActor public func withSettings<T>(_ body: () throws -> T) rethrows -> T {
        guard let reduceMotion else { return try body() }
        let saved = Accessibility.isReduceMotionEnabled
        Accessibility.isReduceMotionEnabled = reduceMotion
        defer { Accessibility.isReduceMotionEnabled = saved }
        return try body()
    }
}
