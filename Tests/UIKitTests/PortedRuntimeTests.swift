import Flipbook
import Foundation
import Testing
import UIKit

/// What `flipbook port`'s rewrites call, compiled and run: code as the port
/// tool writes it (method references where UIKit code has `#selector`), and
/// the Objective-C runtime's associated objects that the UIKit product keeps.
@MainActor @Suite(.serialized) struct PortedRuntimeTests {
    /// A controller written for iOS, as ported: observes a notification,
    /// drives a display link and performs a method after a delay.
    final class Watcher: UIViewController {
        var notes: [String] = []
        var steps = 0
        var hints: [String] = []
        var link: CADisplayLink?

        func keyboardWillShow(_ note: Notification) { notes.append(note.name.rawValue) }
        func step(_ link: CADisplayLink) { steps += 1 }
        func showHint(_ text: String) { hints.append(text) }

        func start(center: NotificationCenter) {
            center.addObserver(self, selector: Self.keyboardWillShow(_:), name: Self.name, object: nil)
            link = CADisplayLink(target: self, selector: Self.step(_:))
            perform(Self.showHint, with: "swipe down", afterDelay: 0.5)
        }

        static let name = Notification.Name("PortedRuntimeTests.keyboardWillShow")
    }

    @Test func aNotificationSelectorFiresUntilTheObserverIsRemoved() {
        let center = NotificationCenter()
        let watcher = Watcher()
        center.addObserver(watcher, selector: Watcher.keyboardWillShow(_:), name: Watcher.name, object: nil)
        center.post(name: Watcher.name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(watcher.notes == [Watcher.name.rawValue], "delivered once, for its name only")
        center.removeObserver(watcher)
        center.post(name: Watcher.name, object: nil)
        #expect(watcher.notes.count == 1, "nothing after removeObserver(_:)")
    }

    @Test func aFreedObserverIsNotCalled() {
        let center = NotificationCenter()
        weak var gone: Watcher?
        do {
            let watcher = Watcher()
            gone = watcher
            center.addObserver(watcher, selector: Watcher.keyboardWillShow(_:), name: Watcher.name, object: nil)
        }
        #expect(gone == nil, "the center does not retain the observer")
        center.post(name: Watcher.name, object: nil)
    }

    @Test func aDisplayLinkAndADelayedPerformRunOnTheWindowClock() {
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        let watcher = Watcher()
        window.rootViewController = watcher
        window.makeKeyAndVisible()
        window.tick()
        watcher.start(center: NotificationCenter())
        watcher.link?.add(to: .main, forMode: .common)
        window.tick(frames: 10)
        #expect(watcher.steps == 10, "the link's selector ran on each of the 10 frames")
        #expect(watcher.hints.isEmpty, "0.5 s have not passed on the window clock")
        window.tick(frames: 30)
        #expect(watcher.hints == ["swipe down"], "performed once, with its argument, after 0.5 s of window time")
        watcher.link?.invalidate()
        window.tick(frames: 5)
        #expect(watcher.steps == 40)
    }

    /// The associated-object key of an extension, as iOS code declares it: the address of a
    /// static variable. (A `String` variable works too, but Swift warns that it exposes the
    /// string's storage rather than its contents; the corpus's CardPresentationController keeps
    /// that form, and CorpusTests runs it.)
    enum Keys { nonisolated(unsafe) static var manager: UInt8 = 0 }

    @Test func associatedObjectsAreKeptPerObjectAndKeyAndReleasedWithTheObject() {
        final class Payload {
            let id: Int
            init(_ id: Int) { self.id = id }
        }
        let a = UIView()
        let b = UIView()
        weak var released: Payload?
        do {
            let payload = Payload(1)
            released = payload
            objc_setAssociatedObject(a, &Keys.manager, payload, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect((objc_getAssociatedObject(a, &Keys.manager) as? Payload)?.id == 1, "retained by the association")
        #expect(objc_getAssociatedObject(b, &Keys.manager) == nil, "per object")
        objc_setAssociatedObject(a, &Keys.manager, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(a, &Keys.manager) == nil)
        #expect(released == nil, "setting nil releases the value")

        weak var assigned: Payload?
        do {
            let payload = Payload(2)
            assigned = payload
            objc_setAssociatedObject(b, &Keys.manager, payload, .OBJC_ASSOCIATION_ASSIGN)
            #expect((objc_getAssociatedObject(b, &Keys.manager) as? Payload)?.id == 2)
        }
        #expect(assigned == nil, "ASSIGN does not keep the value")
        #expect(objc_getAssociatedObject(b, &Keys.manager) == nil, "and reads nil once it is freed")
    }
}
