// UIKit's device, orientation and scene names.
import Flipbook

/// `UIDevice` (`UIDevice.current` is the key window's device preset).
public typealias UIDevice = Flipbook.Device
/// `UIDeviceOrientation`.
public typealias UIDeviceOrientation = Flipbook.DeviceOrientation
/// `UIInterfaceOrientation`.
public typealias UIInterfaceOrientation = Flipbook.InterfaceOrientation
/// `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = Flipbook.UserInterfaceIdiom
/// `UIWindowScene`.
public typealias UIWindowScene = Flipbook.WindowScene
/// `UIStatusBarManager`.
public typealias UIStatusBarManager = Flipbook.StatusBarManager
