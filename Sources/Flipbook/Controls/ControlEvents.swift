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
    /// A touch-down event in the control (UIKit's `touchDown`).
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A repeated touch-down (a tap count above 1) in the control.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// A finger dragged within the control's bounds.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// A finger dragged outside the control's bounds (UIKit tracks a margin around them).
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A finger dragged from outside the control into its bounds.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A finger dragged from within the control's bounds to outside them.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A touch lifted inside the control: the usual "tapped" event.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A touch lifted outside the control's bounds.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The system cancelled the touch in the control.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed (a switch, slider or segmented control). Flipbook's controls send it when their value changes.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action (a button's tap, `UIAction`s given at initialisation).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// The control's menu action was triggered; Flipbook has no menus and never sends it.
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    /// Editing began in a text control; Flipbook has no text editing and never sends it.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The text of a text control changed while editing; never sent by Flipbook.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// Editing ended in a text control; never sent by Flipbook.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Editing ended with the return key; never sent by Flipbook.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// All the touch events (bits 0 to 11).
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    /// All the editing events (bits 16 to 19).
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// The bits an application may use for its own events (24 to 27).
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    /// The bits reserved for the system (28 to 31).
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)
}
