import Foundation

/// The kind of device an interface is for (`UIUserInterfaceIdiom`,
/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom),
/// with UIKit's raw values. Flipbook's presets are `.phone` and `.pad`.
public enum UserInterfaceIdiom: Int, Hashable, Sendable {
    /// No idiom.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// A CarPlay screen.
    case carPlay = 3
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
