import Foundation

/// The display a window is shown on (`UIScreen`).
///
/// Flipbook has no hardware: every ``Window`` has its own screen, as large as
/// the window (a window fills its screen, as an app's window does on a phone)
/// and with the window's scale. ``main`` is the screen of the key window, so
/// code that sizes views with `Screen.main.bounds` gets the size of the
/// window the transition runs in.
@preconcurrency @MainActor
public final class Screen: NSObject {
    /// The size used when no window exists: 375 x 667 points at 2 pixels per
    /// point, the reference device of Flipbook's workload (an iPhone 8 / SE).
    public static let defaultSize = CGSize(width: 375, height: 667)
    /// The scale used when no window exists.
    public static let defaultScale: CGFloat = 2

    private weak var window: Window?
    private let fallbackBounds: CGRect
    private let fallbackScale: CGFloat

    init(window: Window?) {
        self.window = window
        fallbackBounds = CGRect(origin: .zero, size: window?.bounds.size ?? Screen.defaultSize)
        fallbackScale = window?.scale ?? Screen.defaultScale
        super.init()
    }

    /// The screen of the key window (``Application/keyWindow``), or, with no
    /// window, a screen of ``defaultSize`` at ``defaultScale``
    /// (`UIScreen.main`).
    public static var main: Screen {
        Application.shared.keyWindow?.screen ?? withoutWindow
    }
    private static let withoutWindow = Screen(window: nil)

    /// The screen's rectangle in points, origin at zero: the window's size,
    /// following it when the window is resized (as `UIScreen.bounds` follows
    /// rotation).
    public var bounds: CGRect {
        guard let window else { return fallbackBounds }
        return CGRect(origin: .zero, size: window.bounds.size)
    }
    /// Pixels per point: the window's scale.
    public var scale: CGFloat { window?.scale ?? fallbackScale }
    /// The same as ``scale``: Flipbook draws at the native scale.
    public var nativeScale: CGFloat { scale }
    /// ``bounds`` in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The screen's coordinate space is its bounds: a window fills its screen.
    public var coordinateSpace: View? { window }
}
