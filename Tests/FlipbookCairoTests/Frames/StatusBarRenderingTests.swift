import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

/// The status bar drawn over windows made for a device: time, signal,
/// Wi-Fi, battery in the status bar's frame, black or white by the style
/// (https://developer.apple.com/documentation/uikit/uistatusbarstyle);
/// none for windows without a device.
@MainActor
@Suite struct StatusBarRenderingTests {
    private final class Styled: ViewController {
        var style: StatusBarStyle = .default
        var hidden = false
        override var preferredStatusBarStyle: StatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
    }

    /// Pixels in `rect` (points at scale 1) whose brightness is below 60 (dark) or above 200 (light).
    private func count(_ bitmap: Bitmap, _ rect: CGRect, dark: Bool) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let c = bitmap.rgba(x, y)
                let v = (c[0] + c[1] + c[2]) / 3
                if dark ? v < 60 : v > 200 { n += 1 }
            }
        }
        return n
    }

    private func window(_ device: Device?, background: Color, controller: ViewController? = nil) -> Window {
        let window =
            device.map { Window(device: $0, scale: 1) }
            ?? Window(size: CGSize(width: 390, height: 844), scale: 1, clock: ManualClock(fps: 60))
        window.backgroundColor = background
        if let controller {
            controller.view.backgroundColor = background
            window.rootViewController = controller
        }
        window.layoutIfNeeded()
        return window
    }

    /// iPhone 14: the time in the left ear, the icons in the right, black on
    /// white, all inside the 47-point status bar; nothing below it, nothing
    /// in the notch's middle.
    @Test func aDeviceWindowDrawsTheStatusBar() throws {
        let bitmap = try CairoRenderer().render(window(.iPhone14, background: .white).renderTree())
        #expect(count(bitmap, CGRect(x: 20, y: 10, width: 100, height: 30), dark: true) > 60, "the time")
        #expect(count(bitmap, CGRect(x: 270, y: 10, width: 110, height: 30), dark: true) > 120, "the icons")
        #expect(count(bitmap, CGRect(x: 160, y: 0, width: 70, height: 47), dark: true) == 0, "the notch")
        #expect(count(bitmap, CGRect(x: 0, y: 47, width: 390, height: 60), dark: true) == 0, "below the bar")
    }

    /// No device, no status bar: the same size of window stays white.
    @Test func aWindowWithoutADeviceDrawsNone() throws {
        let bitmap = try CairoRenderer().render(window(nil, background: .white).renderTree())
        #expect(count(bitmap, CGRect(x: 0, y: 0, width: 390, height: 47), dark: true) == 0)
    }

    /// Light content is white; dark appearance makes the default style
    /// white; a controller preferring it hidden hides it.
    @Test func theStyleChoosesTheColour() throws {
        let light = Styled()
        light.style = .lightContent
        let onBlack = try CairoRenderer().render(window(.iPhone14, background: .black, controller: light).renderTree())
        #expect(count(onBlack, CGRect(x: 20, y: 10, width: 100, height: 30), dark: false) > 60)

        let dark = window(.iPhone14, background: .black, controller: Styled())
        dark.overrideUserInterfaceStyle = .dark
        dark.layoutIfNeeded()
        #expect(
            count(try CairoRenderer().render(dark.renderTree()), CGRect(x: 270, y: 10, width: 110, height: 30), dark: false) > 120
        )

        let hidden = Styled()
        hidden.hidden = true
        let none = try CairoRenderer().render(window(.iPhone14, background: .white, controller: hidden).renderTree())
        #expect(count(none, CGRect(x: 0, y: 0, width: 390, height: 47), dark: true) == 0)
    }

    /// iPhone SE: signal at the left, the time centred, the battery at the
    /// right, within its 20-point bar; a landscape phone has no status bar.
    @Test func classicAndLandscapeLayouts() throws {
        let se = try CairoRenderer().render(window(.iPhoneSE, background: .white).renderTree())
        #expect(count(se, CGRect(x: 0, y: 0, width: 50, height: 20), dark: true) > 30, "signal and Wi-Fi")
        #expect(count(se, CGRect(x: 167, y: 0, width: 41, height: 20), dark: true) > 15, "the time")
        #expect(count(se, CGRect(x: 335, y: 0, width: 40, height: 20), dark: true) > 60, "the battery")
        #expect(count(se, CGRect(x: 60, y: 0, width: 100, height: 20), dark: true) == 0, "between signal and time")
        #expect(count(se, CGRect(x: 0, y: 20, width: 375, height: 40), dark: true) == 0)
        let landscape = try CairoRenderer().render(window(.iPhone14Landscape, background: .white).renderTree())
        #expect(count(landscape, CGRect(x: 0, y: 0, width: 844, height: 40), dark: true) == 0)
    }
}
