import Foundation
import Testing

@testable import Flipbook

/// The device and the status bar as real code reads them: `UIDevice.current`
/// (https://developer.apple.com/documentation/uikit/uidevice),
/// `UIDeviceOrientation` / `UIInterfaceOrientation` raw values and their
/// landscape swap (https://developer.apple.com/documentation/uikit/uiinterfaceorientation),
/// `UIApplication.statusBarOrientation` / `statusBarFrame` and `UIWindowScene.interfaceOrientation`.
@MainActor
@Suite struct DeviceCurrentTests {
    final class Counter: @unchecked Sendable { var count = 0 }

    @Test func currentIsTheKeyWindowsPreset() {
        let phone = Window(device: .iPhone14)
        phone.makeKey()
        #expect(Device.current == .iPhone14)
        #expect(Device.current.model == "iPhone")
        #expect(Device.current.userInterfaceIdiom == .phone)
        #expect(Device.current.orientation == .portrait)
        #expect(Device.current.systemVersion == "17.0")
        #expect(Application.shared.statusBarOrientation == .portrait)
        #expect(Application.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        let pad = Window(device: .iPadLandscape)
        pad.makeKey()
        #expect(Device.current.model == "iPad")
        #expect(Device.current.userInterfaceIdiom == .pad)
        #expect(Device.current.orientation == .landscapeLeft)
        #expect(pad.windowScene?.interfaceOrientation == .landscapeRight)
        #expect(Application.shared.statusBarOrientation == .landscapeRight)
        #expect(pad.windowScene === pad.windowScene)
        #expect(pad.windowScene?.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 1180, height: 24))
    }

    @Test func orientationRawValuesAndTheLandscapeSwapAreUIKits() {
        #expect(DeviceOrientation.landscapeLeft.rawValue == 3 && InterfaceOrientation.landscapeLeft.rawValue == 4)
        #expect(InterfaceOrientation(.landscapeLeft) == .landscapeRight)
        #expect(InterfaceOrientation(.landscapeRight) == .landscapeLeft)
        #expect(InterfaceOrientation(.faceUp) == .unknown)
        #expect(DeviceOrientation.faceDown.isFlat && !DeviceOrientation.faceDown.isValidInterfaceOrientation)
        #expect(UserInterfaceIdiom.pad.rawValue == 1 && UserInterfaceIdiom.mac.rawValue == 5)
    }

    @Test func rotatingResizesToTheTwinAndPostsOnlyWhileGenerating() {
        let window = Window(device: .iPhone14)
        window.makeKey()
        let counter = Counter()
        let token = NotificationCenter.default.addObserver(
            forName: Device.orientationDidChangeNotification,
            object: nil, queue: nil
        ) { _ in counter.count += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        window.rotate(to: .landscapeLeft, duration: 0)
        window.tick()
        #expect(counter.count == 0, "not generating yet")
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        #expect(window.screenSafeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(Device.current.orientation == .landscapeLeft)
        #expect(Application.shared.statusBarOrientation == .landscapeRight)
        #expect(Application.shared.statusBarFrame == .zero)

        Device.current.beginGeneratingDeviceOrientationNotifications()
        #expect(Device.current.isGeneratingDeviceOrientationNotifications)
        window.rotate(to: .portrait, duration: 0)
        window.tick()
        #expect(counter.count == 1)
        #expect(window.bounds.size == CGSize(width: 390, height: 844))
        #expect(window.windowScene?.interfaceOrientation == .portrait)
        window.rotate(to: .faceUp, duration: 0)
        #expect(counter.count == 2)
        #expect(window.bounds.size == CGSize(width: 390, height: 844), "flat keeps the shape")
        Device.current.endGeneratingDeviceOrientationNotifications()
        #expect(!Device.current.isGeneratingDeviceOrientationNotifications)
        window.rotate(to: .portrait, duration: 0)
        #expect(counter.count == 2)
    }

    @Test func aWindowWithoutADeviceIsReportedWhenRotated() {
        let window = Window(size: CGSize(width: 300, height: 200), scale: 1)
        let reported = Diagnostics.collect { window.rotate(to: .landscapeLeft) }
        #expect(reported.contains { $0.code == "window.rotateWithoutDevice" })
        #expect(window.windowScene?.interfaceOrientation == .landscapeRight)
    }
}
