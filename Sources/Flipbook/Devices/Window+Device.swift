import Foundation

/// Windows made for a device preset, and the status bar's region.
extension Window {
    /// A window as large as `device`'s screen, at its scale (or `scale`, to
    /// draw smaller or larger pictures of the same layout), with its
    /// safe-area insets as ``screenSafeAreaInsets`` and its size classes
    /// (``ViewController/traitCollection``) while it keeps that size.
    /// Beyond UIKit, where the window gets these from the hardware.
    public convenience init(device: Device, scale: CGFloat? = nil, clock: any FrameClock = ManualClock(fps: 60)) {
        self.init(size: device.size, scale: scale ?? device.scale, clock: clock)
        self.device = device
        screenSafeAreaInsets = device.safeAreaInsets
    }

    /// The status bar's rectangle in window points (what
    /// `UIStatusBarManager.statusBarFrame` gives): the top of the window,
    /// full width, as tall as the device's status bar; for a window made
    /// without a device, as tall as ``screenSafeAreaInsets``' top. A window
    /// with a device draws its status bar there (time, signal, Wi-Fi,
    /// battery: ``renderTree()``); it is the region content should leave to it.
    public var statusBarFrame: CGRect {
        let height =
            device.map { $0.size == bounds.size ? $0.statusBarHeight : screenSafeAreaInsets.top }
            ?? screenSafeAreaInsets.top
        return CGRect(x: 0, y: 0, width: height > 0 ? bounds.width : 0, height: height)
    }

    /// The traits of a full-screen app in this window: the device's size
    /// classes while the window has the device's size, else the size rule of
    /// ``TraitCollection/init(size:scale:)``.
    public var deviceTraitCollection: TraitCollection {
        if let device, device.size == bounds.size {
            return TraitCollection(
                horizontalSizeClass: device.horizontalSizeClass,
                verticalSizeClass: device.verticalSizeClass, displayScale: scale)
        }
        return TraitCollection(size: bounds.size, scale: scale)
    }
}
