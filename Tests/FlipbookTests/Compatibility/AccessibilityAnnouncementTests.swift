import Foundation
import Testing

@testable import Flipbook

/// `UIAccessibility.post(notification:argument:)`
/// (https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:))
/// with an announcement, which Drops (Tests/Corpus/Drops) posts when a drop
/// shows, and `isDarkerSystemColorsEnabled`
/// (https://developer.apple.com/documentation/uikit/uiaccessibility/isdarkersystemcolorsenabled).
@MainActor
@Suite(.serialized) struct AccessibilityAnnouncementTests {
    final class Received: @unchecked Sendable { var infos: [[AnyHashable: Any]] = [] }

    func observe(_ name: NSNotification.Name, into received: Received) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
            received.infos.append(note.userInfo ?? [:])
        }
    }

    @Test func anAnnouncementFinishesAtOnceWhileVoiceOverRuns() {
        let received = Received()
        let token = observe(Accessibility.announcementDidFinishNotification, into: received)
        defer {
            NotificationCenter.default.removeObserver(token)
            Accessibility.isVoiceOverRunning = false
        }

        Accessibility.post(notification: .announcement, argument: "Hello world!")
        #expect(received.infos.isEmpty, "no assistive app: nothing is read")

        Accessibility.isVoiceOverRunning = true
        Accessibility.post(notification: .announcement, argument: "Hello world!")
        #expect(received.infos.count == 1)
        #expect(received.infos.first?[Accessibility.announcementStringValueUserInfoKey] as? String == "Hello world!")
        #expect(received.infos.first?[Accessibility.announcementWasSuccessfulUserInfoKey] as? Bool == true)

        Accessibility.post(notification: .screenChanged, argument: "Hello")
        Accessibility.post(notification: .announcement, argument: nil)
        #expect(received.infos.count == 1, "only announcements with a string are read")
    }

    @Test func notificationsHaveUIKitsNumbers() {
        #expect(Accessibility.Notification.screenChanged.rawValue == 1000)
        #expect(Accessibility.Notification.layoutChanged.rawValue == 1001)
        #expect(Accessibility.Notification.announcement.rawValue == 1008)
        #expect(Accessibility.Notification.pageScrolled.rawValue == 1009)
    }

    @Test func darkerSystemColorsPostsItsNotificationWhenItChanges() {
        let received = Received()
        let token = observe(Accessibility.darkerSystemColorsStatusDidChangeNotification, into: received)
        defer {
            NotificationCenter.default.removeObserver(token)
            Accessibility.isDarkerSystemColorsEnabled = false
        }
        #expect(Accessibility.isDarkerSystemColorsEnabled == false)
        Accessibility.isDarkerSystemColorsEnabled = true
        Accessibility.isDarkerSystemColorsEnabled = true
        #expect(received.infos.count == 1)
        Accessibility.isDarkerSystemColorsEnabled = false
        #expect(received.infos.count == 2)
    }
}
