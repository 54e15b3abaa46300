import Foundation
import Testing

@testable import Flipbook

/// The accessibility switches post UIKit's notifications when they change.
@MainActor @Suite(.serialized) struct AccessibilitySettingsTests {
    /// Counts posts; notifications arrive synchronously on the posting (main) thread.
    final class Counter: @unchecked Sendable { var value = 0 }

    @Test func reduceMotionPostsOncePerChange() {
        let posts = Counter()
        let token = NotificationCenter.default.addObserver(
            forName: Accessibility.reduceMotionStatusDidChangeNotification,
            object: nil, queue: nil
        ) { _ in posts.value += 1 }
        defer {
            NotificationCenter.default.removeObserver(token)
            Accessibility.isReduceMotionEnabled = false
        }
        Accessibility.isReduceMotionEnabled = true
        Accessibility.isReduceMotionEnabled = true
        #expect(posts.value == 1)
        Accessibility.isReduceMotionEnabled = false
        #expect(posts.value == 2)
    }

    @Test func reduceTransparencyPostsItsOwnNotification() {
        let posts = Counter()
        let token = NotificationCenter.default.addObserver(
            forName: Accessibility.reduceTransparencyStatusDidChangeNotification,
            object: nil, queue: nil
        ) { _ in posts.value += 1 }
        defer {
            NotificationCenter.default.removeObserver(token)
            Accessibility.isReduceTransparencyEnabled = false
        }
        Accessibility.isReduceTransparencyEnabled = true
        #expect(posts.value == 1 && Accessibility.isReduceTransparencyEnabled)
    }
}
