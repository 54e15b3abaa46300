import Foundation

/// How the device is held (`UIDeviceOrientation`,
/// https://developer.apple.com/documentation/uikit/uideviceorientation).
///
/// `.landscapeLeft` is the device turned so that its home button (or the
/// side without the housing) is on the right; the interface then shows as
/// ``InterfaceOrientation/landscapeRight`` (Apple: "the device's landscape
/// left orientation is the interface's landscape right").
public enum DeviceOrientation: Int, Hashable, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
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
