import Foundation

/// A named screen to lay out on: size, scale, safe-area insets, status bar
/// and size classes of one real device in one orientation. Beyond UIKit
/// (where the hardware decides); `Window(device:)` sets a window up as it.
///
/// Sizes are points, the insets are points from each screen edge, and
/// `scale` is pixels per point. The values are Apple's published metrics
/// (docs/research/uikit-behaviour.md, section 17, gives the sources and
/// marks the inferred ones).
///
/// Invariants: `size` is positive; `safeAreaInsets` fit inside `size`;
/// ``statusBarHeight`` is at most `safeAreaInsets.top`. Presets are looked
/// up by name with ``named(_:)``; the names (``name`` and ``aliases``) are
/// stable: scene documents and variants refer to them.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// Which way up the device is held: ``DeviceOrientation`` (`UIDeviceOrientation`).
    public typealias Orientation = DeviceOrientation

    /// The kind of device (`UIUserInterfaceIdiom`'s `.phone` and `.pad`).
    public enum Idiom: String, Hashable, Sendable {
        /// An iPhone or an iPad.
        case phone, pad
    }

    /// The preset's name, as ``named(_:)`` finds it: "iPhone 14", or
    /// "iPad landscape" for a landscape preset.
    public var name: String
    /// The device's kind.
    public var idiom: Idiom
    /// The screen in points, in this orientation.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// How the device is held (`UIDevice.orientation`): `.portrait` for the
    /// portrait presets, `.landscapeLeft` (home button or sensor housing on
    /// the right) for the landscape ones, until ``Window/rotate(to:duration:)`` turns it.
    public var orientation: Orientation
    /// The screen's unsafe edges in this orientation, points: status bar or
    /// sensor housing at the top, home indicator at the bottom, the housing's
    /// side in landscape.
    public var safeAreaInsets: EdgeInsets
    /// The status bar's height, points: on phones with a status bar it is the
    /// top safe-area inset; 0 where the status bar is hidden (phones in landscape).
    public var statusBarHeight: CGFloat
    /// The size classes UIKit gives a full-screen app on this device in this orientation.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass

    /// A device of your own; prefer the presets.
    public init(
        name: String, idiom: Idiom, size: CGSize, scale: CGFloat, orientation: Orientation = .portrait,
        safeAreaInsets: EdgeInsets, statusBarHeight: CGFloat,
        horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass
    ) {
        self.name = name
        self.idiom = idiom
        self.size = size
        self.scale = scale
        self.orientation = orientation
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The traits of a full-screen app on this device.
    public var traitCollection: TraitCollection {
        TraitCollection(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            displayScale: scale)
    }

    /// The screen's bounds in points, origin at zero.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The status bar's rectangle in points (the top of the screen, full
    /// width); empty where there is none.
    public var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: statusBarHeight > 0 ? size.width : 0, height: statusBarHeight) }

    public var description: String { name }

    // MARK: Presets

    /// iPhone SE (2nd and 3rd generation), the home-button phone: 375 x 667
    /// points at 2x, a 20-point status bar, no bottom inset.
    public static let iPhoneSE = Device(
        name: "iPhone SE", idiom: .phone, size: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20,
        horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// iPhone SE in landscape: 667 x 375, the status bar hidden, no insets.
    public static let iPhoneSELandscape = Device(
        name: "iPhone SE landscape", idiom: .phone, size: CGSize(width: 667, height: 375), scale: 2,
        orientation: .landscapeLeft, safeAreaInsets: .zero, statusBarHeight: 0,
        horizontalSizeClass: .compact, verticalSizeClass: .compact)

    /// iPhone 14 (and 13, 12, 13 Pro, 12 Pro), the notched phone: 390 x 844
    /// points at 3x, top inset 47, bottom 34 (the home indicator).
    public static let iPhone14 = Device(
        name: "iPhone 14", idiom: .phone, size: CGSize(width: 390, height: 844), scale: 3,
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), statusBarHeight: 47,
        horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// iPhone 14 in landscape: 844 x 390, 47 on both sides, 21 at the bottom,
    /// the status bar hidden; compact in both directions.
    public static let iPhone14Landscape = Device(
        name: "iPhone 14 landscape", idiom: .phone, size: CGSize(width: 844, height: 390), scale: 3,
        orientation: .landscapeLeft, safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        statusBarHeight: 0, horizontalSizeClass: .compact, verticalSizeClass: .compact)

    /// iPhone 14 Pro Max, the large phone with the Dynamic Island: 430 x 932
    /// points at 3x, top inset 59, bottom 34.
    public static let iPhone14ProMax = Device(
        name: "iPhone 14 Pro Max", idiom: .phone, size: CGSize(width: 430, height: 932), scale: 3,
        safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 59,
        horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// iPhone 14 Pro Max in landscape: 932 x 430, 59 on both sides, 21 at the
    /// bottom; regular width, compact height (as the Plus and Max phones).
    public static let iPhone14ProMaxLandscape = Device(
        name: "iPhone 14 Pro Max landscape", idiom: .phone, size: CGSize(width: 932, height: 430), scale: 3,
        orientation: .landscapeLeft, safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        statusBarHeight: 0, horizontalSizeClass: .regular, verticalSizeClass: .compact)

    /// iPad (10th generation): 820 x 1180 points at 2x, a 24-point status
    /// bar, 20 at the bottom (the home indicator); regular in both directions.
    public static let iPad = Device(
        name: "iPad", idiom: .pad, size: CGSize(width: 820, height: 1180), scale: 2,
        safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24,
        horizontalSizeClass: .regular, verticalSizeClass: .regular)

    /// iPad (10th generation) in landscape: 1180 x 820, the same top and bottom insets.
    public static let iPadLandscape = Device(
        name: "iPad landscape", idiom: .pad, size: CGSize(width: 1180, height: 820), scale: 2,
        orientation: .landscapeLeft, safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        statusBarHeight: 24, horizontalSizeClass: .regular, verticalSizeClass: .regular)

    /// Every preset, portrait before landscape, phones before the iPad.
    public static let presets: [Device] = [
        .iPhoneSE, .iPhoneSELandscape, .iPhone14, .iPhone14Landscape,
        .iPhone14ProMax, .iPhone14ProMaxLandscape, .iPad, .iPadLandscape,
    ]

    /// Other names each preset answers to (the phones that share its metrics).
    public var aliases: [String] {
        let suffix = orientation.isLandscape ? " landscape" : ""
        switch name.replacingOccurrences(of: " landscape", with: "") {
        case "iPhone SE": return ["iPhone SE 2", "iPhone SE 3", "iPhone 8"].map { $0 + suffix }
        case "iPhone 14": return ["iPhone 13", "iPhone 12", "iPhone 13 Pro", "iPhone 12 Pro"].map { $0 + suffix }
        case "iPhone 14 Pro Max": return ["iPhone 15 Plus", "iPhone 15 Pro Max"].map { $0 + suffix }
        case "iPad": return ["iPad 10", "iPad (10th generation)"].map { $0 + suffix }
        default: return []
        }
    }

    /// The preset called `name` (its ``name`` or one of its ``aliases``),
    /// compared without regard to case, spaces, hyphens or underscores
    /// ("iphone-14", "iPhone14" and "iPhone 14" are one); a trailing
    /// "portrait" is the same as none. Nil when no preset has that name.
    public static func named(_ name: String) -> Device? {
        var key = normalized(name)
        if key.hasSuffix("portrait") { key.removeLast("portrait".count) }
        return presets.first { d in normalized(d.name) == key || d.aliases.contains { normalized($0) == key } }
    }

    /// Every name ``named(_:)`` accepts, presets' names first.
    public static var knownNames: [String] { presets.map(\.name) + presets.flatMap(\.aliases) }

    private static func normalized(_ s: String) -> String {
        String(s.lowercased().filter { !" -_()".contains($0) })
    }

    /// The same preset held the other way (the landscape preset of a
    /// portrait one, and back); nil for a device that is not a preset.
    public var rotated: Device? {
        let base = name.replacingOccurrences(of: " landscape", with: "")
        let other = orientation.isLandscape ? base : base + " landscape"
        return Device.presets.first { $0.name == other }
    }
}
