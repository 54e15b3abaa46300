import Flipbook
import Foundation
import Testing

/// A window freed while its views animate ends those animations as UIKit
/// ends the animations of a layer tree that goes away: each `View.animate`
/// completion runs once with `finished == false`
/// (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)).
/// A window that keeps its manual clock behaves as one made the UIKit way.
@MainActor @Suite struct FreedWindowCompletionTests {
    @Test func completionsOfAnimationsCutShortRunUnfinished() {
        var told: [String] = []
        weak var weakWindow: Window?
        do {
            let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            View.animate(withDuration: 1, animations: { view.alpha = 0 }) { told.append("outer \($0)") }
            View.animate(withDuration: 0.1, animations: { view.center.y = 50 }) { told.append("short \($0)") }
            window.tick(frames: 30)
            #expect(told == ["short true"])
            weakWindow = window
        }
        #expect(weakWindow == nil)
        #expect(told == ["short true", "outer false"])
    }

    @Test func aTransactionWaitingForACutShortAnimationCompletes() {
        var told: [String] = []
        do {
            let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            Transaction.begin()
            Transaction.setCompletionBlock { told.append("transaction") }
            View.animate(withDuration: 1, animations: { view.alpha = 0 }) { told.append("block \($0)") }
            Transaction.commit()
            window.tick(frames: 5)
            #expect(told.isEmpty)
        }
        #expect(told == ["block false", "transaction"])
    }
}
