import Foundation

/// The kind of device an interface is for (`UIUserInterfaceIdiom`,
/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom),
/// with UIKit's raw values. Flipbook's presets are `.phone` and `.pad`.
public enum UserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
