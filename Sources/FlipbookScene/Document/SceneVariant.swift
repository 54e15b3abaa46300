import Flipbook
import Foundation

/// One variant of a scene: the device and settings it runs under. A nil
/// member keeps the scene's own (its `device:`, light, left to right,
/// large text, Reduce Motion off).
public struct SceneVariant: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var device: Device?
    public var appearance: UserInterfaceStyle?
    public var direction: TraitEnvironmentLayoutDirection?
    public var textSize: ContentSizeCategory?
    public var reduceMotion: Bool?

    public init(device: Device? = nil, appearance: UserInterfaceStyle? = nil, direction: TraitEnvironmentLayoutDirection? = nil,
                textSize: ContentSizeCategory? = nil, reduceMotion: Bool? = nil) {
        self.device = device; self.appearance = appearance; self.direction = direction
        self.textSize = textSize; self.reduceMotion = reduceMotion
    }

    /// The name of the variant, its folder and golden name: the set members
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

/// The variants a scene lists (`variants:`): every combination of the
/// values of each axis, devices outermost, then appearance, direction,
/// text size and Reduce Motion.
public struct SceneVariants: Equatable, Sendable {
    public var devices: [Device] = []
    public var appearances: [UserInterfaceStyle] = []
    public var directions: [TraitEnvironmentLayoutDirection] = []
    public var textSizes: [ContentSizeCategory] = []
    public var reduceMotion: [Bool] = []

    public init() {}

    /// The most variants a scene may list.
    public static let maximumCount = 64

    /// Every combination, in order.
    public var all: [SceneVariant] {
        func axis<T>(_ values: [T]) -> [T?] { values.isEmpty ? [nil] : values.map { $0 } }
        var out: [SceneVariant] = []
        for d in axis(devices) {
            for a in axis(appearances) {
                for dir in axis(directions) {
                    for t in axis(textSizes) {
                        for r in axis(reduceMotion) {
                            out.append(SceneVariant(device: d, appearance: a, direction: dir, textSize: t, reduceMotion: r))
                        }
                    }
                }
            }
        }
        return out
    }

    /// How many variants ``all`` holds.
    public var count: Int {
        [devices.count, appearances.count, directions.count, textSizes.count, reduceMotion.count]
            .reduce(1) { $0 * max($1, 1) }
    }
}
