import Foundation

/// The accessibility settings transitions respect (`UIAccessibility`).
/// Beyond UIKit, where the reader's device decides, they can be set, to
/// render as on a device with them on; a change posts the matching
/// notification on `NotificationCenter.default`, as UIKit does.
/// `@preconcurrency`, as UIKit's Objective-C API is to Swift: code written
/// before Swift concurrency (a library in the Swift 5 language mode) calls
/// it from code the compiler cannot prove runs on the main actor.
@preconcurrency @MainActor
public enum Accessibility {
    /// Reduce Motion (`isReduceMotionEnabled`): the standard animators and
    /// built-in transitions replace large slides and zooms with dissolves.
    public static var isReduceMotionEnabled = false {
        didSet {
            if isReduceMotionEnabled != oldValue {
                NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
            }
        }
    }

    /// Reduce Transparency (`isReduceTransparencyEnabled`).
    public static var isReduceTransparencyEnabled = false {
        didSet {
            if isReduceTransparencyEnabled != oldValue {
                NotificationCenter.default.post(name: reduceTransparencyStatusDidChangeNotification, object: nil)
            }
        }
    }

    /// VoiceOver (`isVoiceOverRunning`): false unless set, to run code paths
    /// that add accessible controls only when VoiceOver is on.
    /// See https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
    public static var isVoiceOverRunning = false {
        didSet {
            if isVoiceOverRunning != oldValue {
                NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
            }
        }
    }

    /// Performs VoiceOver's dismiss action (the two-finger Z) with the focus
    /// on `element`: ``Responder/accessibilityPerformEscape()`` is called on
    /// it and on each next responder (superview, controller, window,
    /// application) until one returns true. Returns whether one did
    /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()).
    @discardableResult
    public static func performEscape(from element: Responder) -> Bool {
        var responder: Responder? = element
        while let r = responder {
            if r.accessibilityPerformEscape() { return true }
            responder = r.next
        }
        return false
    }

    /// Posted when Reduce Motion is turned on or off (`UIAccessibility.reduceMotionStatusDidChangeNotification`).
    public static let reduceMotionStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency is turned on or off.
    public static let reduceTransparencyStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
