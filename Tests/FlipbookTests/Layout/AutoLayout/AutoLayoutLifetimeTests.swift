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
        var engine: LayoutEngine?
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
            engine = LayoutEngine.engineHolding(holder)
            let before = engine?.changedFrames.count ?? -1
            holder.frame = CGRect(x: 5, y: 5, width: 120, height: 120)
            #expect(engine?.changedFrames.count == before + 1, "the holder's new frame waits for the next pass")
            // Another window's layout does not read this tree's changes.
            let other = Window(size: CGSize(width: 50, height: 50), scale: 1)
            let translating = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            other.addSubview(translating)
            translating.widthAnchor.constraint(equalToConstant: 10).isActive = true
            other.layoutIfNeeded()
            #expect(engine?.changedFrames.count == before + 1, "another window's layout read this window's changes")
            weakHolder = holder
        }
        #expect(weakHolder == nil, "the waiting list does not keep the view alive")
        engine?.readChangedFrames()
        #expect(engine?.changedFrames.isEmpty == true)
    }
}
