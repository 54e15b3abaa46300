import Foundation
import Testing

@testable import Flipbook

/// Scenes as UIKit libraries find them: `UIApplication.connectedScenes`
/// (https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes),
/// `UIScene.activationState`
/// (https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property),
/// `UIWindowScene.coordinateSpace` and a window moved between scenes with
/// `UIWindow.windowScene` (https://developer.apple.com/documentation/uikit/uiwindow/windowscene),
/// as Drops (Tests/Corpus/Drops) reads them to place its window.
@MainActor
@Suite struct WindowSceneActivationTests {
    @Test func connectedScenesAreTheScenesOfTheWindowsAlive() throws {
        let window = Window(size: CGSize(width: 320, height: 480))
        let other = Window(size: CGSize(width: 100, height: 100))
        let scene = try #require(window.windowScene)
        let otherScene = try #require(other.windowScene)
        #expect(Application.shared.connectedScenes.isSuperset(of: [scene, otherScene]))
        other.windowScene = nil
        #expect(Application.shared.connectedScenes.contains(scene))
        #expect(!Application.shared.connectedScenes.contains(otherScene), "a scene without windows is not connected")
    }

    @Test func aSceneIsForegroundActiveWhileOneOfItsWindowsIsShown() throws {
        let window = Window(size: CGSize(width: 320, height: 480))
        let scene = try #require(window.windowScene)
        #expect(scene.activationState == .foregroundActive)
        window.isHidden = true
        #expect(scene.activationState == .background)
        let second = Window(windowScene: scene)
        #expect(scene.activationState == .foregroundActive)
        second.isHidden = true
        #expect(scene.activationState == .background)
        #expect(WindowScene.ActivationState.unattached.rawValue == -1)
        #expect(WindowScene.ActivationState.foregroundActive.rawValue == 0)
        #expect(WindowScene.ActivationState.background.rawValue == 2)
    }

    @Test func theCoordinateSpaceIsTheScreensBounds() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.makeKey()
        let scene = try #require(window.windowScene)
        #expect(scene.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.coordinateSpace.bounds == Screen.main.bounds)
    }

    @Test func settingTheSceneMovesTheWindowAndNilTakesItOut() throws {
        let first = Window(size: CGSize(width: 200, height: 200))
        let second = Window(size: CGSize(width: 200, height: 200))
        let target = try #require(first.windowScene)
        let former = try #require(second.windowScene)
        second.windowScene = target
        #expect(second.windowScene === target)
        #expect(target.windows.contains { $0 === second })
        #expect(!former.windows.contains { $0 === second })
        second.windowScene = nil
        #expect(second.windowScene == nil)
        #expect(!target.windows.contains { $0 === second })
        #expect(target.windows.contains { $0 === first })
    }
}
