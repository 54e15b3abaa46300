import Foundation
import Testing

@testable import Flipbook

/// Dynamic colours resolve by appearance; views keep them and resolve them
/// again when their traits change, layers store them resolved.
@MainActor @Suite struct DynamicColorTests {
    private func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    @Test func systemColoursHaveApplesLightAndDarkValues() {
        let light = TraitCollection(userInterfaceStyle: .light)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        #expect(Color.systemRed.resolvedColor(with: light) == rgb(255, 59, 48))
        #expect(Color.systemRed.resolvedColor(with: dark) == rgb(255, 69, 58))
        #expect(Color.systemBlue.resolvedColor(with: dark) == rgb(10, 132, 255))
        #expect(Color.systemGray6.resolvedColor(with: dark) == rgb(28, 28, 30))
        #expect(Color.label.resolvedColor(with: dark) == rgb(255, 255, 255))
        #expect(Color.secondaryLabel.resolvedColor(with: light) == rgb(60, 60, 67, 0.6))
        #expect(Color.separator.resolvedColor(with: dark) == rgb(84, 84, 88, 0.6))
        #expect(Color.systemBackground.resolvedColor(with: TraitCollection()) == .white, "unspecified is light")
        #expect(Color.systemBackground.isDynamic && !Color.white.isDynamic)
    }

    @Test func aProviderAndItsAlphaVariantsResolveAndCompare() {
        let custom = Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? .yellow : .blue })
        #expect(custom.red == 0 && custom.blue == 1, "components are the light appearance")
        #expect(custom.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .yellow)
        let faded = custom.withAlphaComponent(0.5)
        #expect(faded == custom.withAlphaComponent(0.5))
        #expect(faded != custom)
        #expect(faded.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == Color.yellow.withAlphaComponent(0.5))
        let nested = Color(dynamicProvider: { _ in Color.label })
        #expect(nested.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    @Test func cgColorResolvesWithTheCurrentTraits() {
        var resolved: Color?
        TraitCollection(userInterfaceStyle: .dark).performAsCurrent { resolved = Color.label.cgColor }
        #expect(resolved == .white && resolved?.isDynamic == false)
    }

    @Test func aViewResolvesItsBackgroundAndFollowsAnAppearanceChange() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let view = View(frame: window.bounds)
        view.backgroundColor = .systemBackground
        window.addSubview(view)
        #expect(view.layer.backgroundColor == .white)
        #expect(view.backgroundColor == .systemBackground, "the view keeps the dynamic colour")
        window.overrideUserInterfaceStyle = .dark
        #expect(view.layer.backgroundColor == .black)
        view.backgroundColor = .red
        window.overrideUserInterfaceStyle = .light
        #expect(view.layer.backgroundColor == .red, "a fixed colour replaces the dynamic one")
    }

    @Test func aViewBuiltOutsideTheWindowResolvesForItWhenAdded() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.overrideUserInterfaceStyle = .dark
        let holder = View(frame: window.bounds)
        let card = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.backgroundColor = .secondarySystemBackground
        holder.addSubview(card)
        #expect(card.layer.backgroundColor == rgb(242, 242, 247), "light outside any window")
        window.addSubview(holder)
        #expect(card.layer.backgroundColor == rgb(28, 28, 30))
    }

    @Test func aLayerStoresTheColourResolvedWithTheCurrentTraits() {
        let layer = Layer()
        TraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            layer.borderColor = Color.separator
            layer.backgroundColor = Color.systemBackground
        }
        #expect(layer.backgroundColor == .black && layer.backgroundColor?.isDynamic == false)
        #expect(layer.borderColor == rgb(84, 84, 88, 0.6))
    }

    @Test func aLabelsDefaultColourIsLabel() {
        #expect(Label().textColor == .label)
    }
}
