import Foundation
import Testing

@testable import Flipbook

/// Traits flow from the window down through controllers and views, and
/// overrides change them for a subtree, as `UITraitCollection` does.
@MainActor @Suite struct TraitCollectionTests {
    final class RecordingView: View {
        var changes: [(previous: TraitCollection?, current: TraitCollection)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            changes.append((previousTraitCollection, TraitCollection.current))
        }
    }

    final class RecordingController: ViewController {
        var previous: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            previous.append(previousTraitCollection)
        }
    }

    @Test func aWindowIsLightLeftToRightAndLargeWithItsSizeClasses() {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 3)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let t = view.traitCollection
        #expect(t.userInterfaceStyle == .light)
        #expect(t.layoutDirection == .leftToRight)
        #expect(t.preferredContentSizeCategory == .large)
        #expect(t.horizontalSizeClass == .compact && t.verticalSizeClass == .regular)
        #expect(t.displayScale == 3)
    }

    @Test func combiningCollectionsKeepsTheLastSpecifiedValue() {
        let combined = TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceStyle: .dark),
            TraitCollection(preferredContentSizeCategory: .extraLarge),
            TraitCollection(userInterfaceStyle: .light),
        ])
        #expect(combined.userInterfaceStyle == .light)
        #expect(combined.preferredContentSizeCategory == .extraLarge)
        #expect(combined.layoutDirection == .unspecified)
        #expect(combined.containsTraits(in: TraitCollection(preferredContentSizeCategory: .extraLarge)))
        #expect(!combined.containsTraits(in: TraitCollection(userInterfaceStyle: .dark)))
        #expect(combined.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func aWindowOverrideReachesEveryViewAndCallsThemWithTheNewTraitsCurrent() {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        let outer = RecordingView(frame: window.bounds)
        let inner = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        outer.addSubview(inner)
        window.addSubview(outer)
        window.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(outer.changes.count == 1 && inner.changes.count == 1)
        #expect(inner.changes.first?.previous?.userInterfaceStyle == .light)
        #expect(inner.changes.first?.current.userInterfaceStyle == .dark, "TraitCollection.current is the view's new traits")
        window.overrideUserInterfaceStyle = .dark
        #expect(inner.changes.count == 1, "setting the same value again changes nothing")
    }

    @Test func aViewOverrideStopsAWindowChangeBelowIt() {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        let pinned = RecordingView(frame: window.bounds)
        pinned.overrideUserInterfaceStyle = .light
        let child = RecordingView(frame: .zero)
        pinned.addSubview(child)
        window.addSubview(pinned)
        window.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(child.changes.isEmpty && pinned.changes.isEmpty)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aControllerOverrideAppliesToItsViewTreeAndCallsItOnce() {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        let root = RecordingController()
        window.rootViewController = root
        let child = View(frame: .zero)
        root.view.addSubview(child)
        root.overrideUserInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        #expect(root.previous.count == 1 && root.previous.first??.userInterfaceStyle == .light)
    }

    @Test func aForcedRightToLeftAttributeTurnsTheSubtreeRightToLeft() {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        let view = View(frame: window.bounds)
        let child = View(frame: .zero)
        view.addSubview(child)
        window.addSubview(view)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        window.traitOverrides.layoutDirection = .rightToLeft
        view.semanticContentAttribute = .playback
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight, "playback stays left to right")
        #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    }

    @Test func performAsCurrentSetsAndRestoresTheCurrentTraits() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        var inside: UserInterfaceStyle?
        dark.performAsCurrent { inside = TraitCollection.current.userInterfaceStyle }
        #expect(inside == .dark)
        #expect(TraitCollection.explicitCurrent == nil)
    }
}

extension TraitCollectionTests {
    final class Card: View {
        var appearanceChanges: [UserInterfaceStyle] = []
        func listen() -> TraitChangeRegistration {
            registerForTraitChanges([TraitUserInterfaceStyle.self]) { (self: Card, previous: TraitCollection) in
                self.appearanceChanges.append(previous.userInterfaceStyle)
            }
        }
    }

    @Test func registeredHandlersHearOnlyTheirTraitsUntilUnregistered() {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        let card = Card(frame: .zero)
        window.addSubview(card)
        let registration = card.listen()
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(card.appearanceChanges.isEmpty, "a text size change is not an appearance change")
        window.overrideUserInterfaceStyle = .dark
        #expect(card.appearanceChanges == [.light])
        card.unregisterForTraitChanges(registration)
        window.overrideUserInterfaceStyle = .light
        #expect(card.appearanceChanges == [.light])
    }

    @Test func aControllerRegistersToo() {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
        let root = ViewController()
        window.rootViewController = root
        var seen: [ContentSizeCategory] = []
        root.registerForTraitChanges([TraitPreferredContentSizeCategory.self]) {
            (vc: ViewController, previous: TraitCollection) in
            seen.append(vc.traitCollection.preferredContentSizeCategory)
        }
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(seen == [.accessibilityLarge])
    }
}
