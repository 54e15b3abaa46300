import Foundation

/// Which way up the app's interface is (`UIInterfaceOrientation`,
/// https://developer.apple.com/documentation/uikit/uiinterfaceorientation).
/// The raw values are UIKit's: the landscape cases swap with the device's
/// (``DeviceOrientation/landscapeLeft`` is `.landscapeRight`, 3).
public enum InterfaceOrientation: Int, Hashable, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Portrait, the home button or indicator at the bottom.
    case portrait = 1
    /// Portrait, upside down.
    case portraitUpsideDown = 2
    /// Landscape, the home button on the left (raw value 4, as `DeviceOrientation.landscapeRight`).
    case landscapeLeft = 4
    /// Landscape, the home button on the right (raw value 3, as `DeviceOrientation.landscapeLeft`).
    case landscapeRight = 3

    /// The interface orientation that goes with a device orientation; the
    /// flat and unknown ones give `.unknown`.
    public init(_ device: DeviceOrientation) {
        switch device {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .unknown, .faceUp, .faceDown: self = .unknown
        }
    }

    /// `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
