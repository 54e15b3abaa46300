import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// The same screen in light and dark appearance: system colours and a
/// label's default text colour resolve by the window's traits in the pixels.
@MainActor
@Suite struct AppearanceRenderingTests {
    func render(style: UserInterfaceStyle) throws -> Bitmap {
        let window = Window(size: CGSize(width: 120, height: 60), scale: 1)
        window.overrideUserInterfaceStyle = style
        let screen = View(frame: window.bounds)
        screen.backgroundColor = .systemBackground
        let card = View(frame: CGRect(x: 60, y: 0, width: 60, height: 60))
        card.backgroundColor = .systemRed
        let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        label.text = "\u{2588}\u{2588}"
        label.font = Font(familyName: Font.systemFamilyName, pointSize: 30)
        screen.addSubview(label)
        screen.addSubview(card)
        window.addSubview(screen)
        return try CairoRenderer().render(window.renderTree())
    }

    @Test func lightAndDarkDrawTheirOwnSystemColours() throws {
        let light = try render(style: .light)
        let dark = try render(style: .dark)
        #expect(light.rgba(90, 30) == [255, 59, 48, 255], "system red, light")
        #expect(dark.rgba(90, 30) == [255, 69, 58, 255], "system red, dark")
        // The label's full blocks: black ink on white in light, white ink on black in dark.
        let lightInk = (0..<60).contains { light.rgba($0, 30) == [0, 0, 0, 255] }
        let darkInk = (0..<60).contains { dark.rgba($0, 30) == [255, 255, 255, 255] }
        #expect(lightInk && darkInk)
        #expect(light.rgba(1, 1) == [255, 255, 255, 255] && dark.rgba(1, 1) == [0, 0, 0, 255], "system background")
    }

    @Test func switchingAWindowToDarkRedrawsWhatWasDrawnLight() throws {
        let window = Window(size: CGSize(width: 40, height: 40), scale: 1)
        let view = View(frame: window.bounds)
        view.backgroundColor = .secondarySystemBackground
        window.addSubview(view)
        let before = try CairoRenderer().render(window.renderTree())
        window.overrideUserInterfaceStyle = .dark
        let after = try CairoRenderer().render(window.renderTree())
        #expect(before.rgba(20, 20) == [242, 242, 247, 255])
        #expect(after.rgba(20, 20) == [28, 28, 30, 255])
    }
}
