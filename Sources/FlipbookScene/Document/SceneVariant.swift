import Flipbook
import Foundation

/// A scene's variant is Flipbook's ``Variant``.
public typealias SceneVariant = Variant

/// The variants a scene lists (`variants:`): every combination of the
/// values of each axis, devices outermost, then appearance, direction,
/// text size and Reduce Motion.
public struct SceneVariants: Equatable, Sendable {
    /// The devices listed (`device:`); empty keeps the scene's.
    public var devices: [Device] = []
    /// The appearances listed (`appearance: [light, dark]`); empty keeps light.
    public var appearances: [UserInterfaceStyle] = []
    /// The layout directions listed; empty keeps left to right.
    public var directions: [TraitEnvironmentLayoutDirection] = []
    /// The text sizes listed (`textSize:`); empty keeps large.
    public var textSizes: [ContentSizeCategory] = []
    /// The Reduce Motion settings listed; empty keeps it off.
    public var reduceMotion: [Bool] = []

    /// No variants: the scene renders once.
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
