import Foundation

/// What happened to a control (`UIControl.Event`), with UIKit's raw values.
///
/// UIKit nests this type in `UIControl` as `Event`; here it is top level,
/// named as it was before Swift 4.2 (`UIControlEvents`) without the prefix,
/// because a nested `Control.Event` would hide ``Event`` (`UIEvent`) inside
/// every control subclass, and their `touchesBegan(_:with:)` and
/// `beginTracking(_:with:)` overrides, written with `Event?`, would not
/// compile. `for: .touchUpInside` reads the same either way.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)
}
