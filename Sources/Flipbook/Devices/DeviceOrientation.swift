import Foundation

/// How the device is held (`UIDeviceOrientation`,
/// https://developer.apple.com/documentation/uikit/uideviceorientation).
///
/// `.landscapeLeft` is the device turned so that its home button (or the
/// side without the housing) is on the right; the interface then shows as
/// ``InterfaceOrientation/landscapeRight`` (Apple: "the device's landscape
/// left orientation is the interface's landscape right").
public enum DeviceOrientation: Int, Hashable, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, the home button or indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the home button or indicator on the right.
    case landscapeLeft = 3
    /// On its side, the home button or indicator on the left.
    case landscapeRight = 4
    /// Flat, the screen up.
    case faceUp = 5
    /// Flat, the screen down.
    case faceDown = 6

    /// `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// `.faceUp` or `.faceDown`.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Portrait or landscape: an orientation an interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
