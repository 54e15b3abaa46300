import Foundation
import Testing
@testable import Flipbook

/// The engine's global bookkeeping does not keep views alive.
@MainActor
@Suite struct AutoLayoutLifetimeTests {
    /// A translating view whose frame changed is noted for the next layout
    /// pass in a list shared by every window; a window dropped before that
    /// pass lets the view go.
    @Test func aViewWaitingForTheNextLayoutPassIsNotKeptAlive() {
        weak var weakHolder: View?
        do {
            let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
            let holder = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let inner = View(frame: .zero)
            inner.translatesAutoresizingMaskIntoConstraints = false
            holder.addSubview(inner)
            window.addSubview(holder)
            LayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 10),
                inner.topAnchor.constraint(equalTo: holder.topAnchor, constant: 10),
                inner.widthAnchor.constraint(equalToConstant: 20),
                inner.heightAnchor.constraint(equalToConstant: 20),
            ])
            window.layoutIfNeeded()
            let before = LayoutEngine.changedFrames.count
            holder.frame = CGRect(x: 5, y: 5, width: 120, height: 120)
            #expect(LayoutEngine.changedFrames.count == before + 1, "the holder's new frame waits for the next pass")
            weakHolder = holder
        }
        #expect(weakHolder == nil, "the waiting list does not keep the view alive")
        LayoutEngine.readChangedFrames()
        #expect(LayoutEngine.changedFrames.isEmpty)
    }
}
