import Flipbook
import FlipbookCairo
import Foundation
import PortedTransitionsSwift5
import PortedTransitionsSwift6
import Testing

/// The collection-view cell zoom (push and pop), the pop caught by a pan
/// while it runs, and the card scrubbed on a paused-on-completion property
/// animator, of Examples/PortedTransitions, in both language modes.
@MainActor @Suite struct PortedCellZoomTests {
    typealias Scenario = PortedTransitionTests.Scenario
    static let zooms: [(String, @MainActor () -> Scenario)] = [
        ("Swift 5", { Scenario(PortedTransitionsSwift5.PortedDemo.cellZoom()) }),
        ("Swift 6", { Scenario(PortedTransitionsSwift6.PortedDemo.cellZoom()) }),
    ]
    static let cards: [(String, @MainActor () -> Scenario)] = [
        ("Swift 5", { Scenario(PortedTransitionsSwift5.PortedDemo.scrubbedCard()) }),
        ("Swift 6", { Scenario(PortedTransitionsSwift6.PortedDemo.scrubbedCard()) }),
    ]

    @Test func theSelectedCellZoomsIntoThePhotoAndComesBackOnThePop() throws {
        for (mode, make) in Self.zooms {
            let s = make()
            let push = s.record("tap-first", frames: 40)
            let zooming = push.indices.filter { push[$0]["snapshot.width"]! > 0 }
            #expect(
                push[zooming.first!]["snapshot.minX"] == 20 && push[zooming.first!]["snapshot.minY"] == 20
                    && push[zooming.first!]["snapshot.width"] == 160, "\(mode): the cell's snapshot starts on the cell")
            for k in zooming {
                #expect(push[k]["cell.hidden"] == 1 && push[k]["selected"] == 1, "\(mode) frame \(k): the cell is hidden")
            }
            for (a, b) in zip(zooming, zooming.dropFirst()) {
                #expect(push[b]["snapshot.width"]! >= push[a]["snapshot.width"]!, "\(mode) frame \(b): it grows")
            }
            let end = push.last!
            #expect(
                end["running"] == 0 && end["stack"] == 2 && end["completions"] == 1 && end["completion.0.push"] == 1, "\(mode)")
            #expect(
                end["cell.hidden"] == 0 && end["snapshot.width"] == -1 && end["gallery.inWindow"] == 0,
                "\(mode): cell shown again, snapshot gone, the gallery out of the window")

            let pop = s.record("pop", frames: 40)
            for k in 0..<30 {
                let p = Double(k) / 30
                let f = pop[k]
                #expect(abs(f["snapshot.width"]! - (375 - 215 * p)) < 1e-6, "\(mode) frame \(k): linear back to the cell")
                #expect(f["cell.hidden"] == 1 && f["photo.imageHidden"] == 1, "\(mode) frame \(k)")
            }
            let last = pop.last!
            #expect(last["running"] == 0 && last["stack"] == 1 && last["photo.inWindow"] == 0, "\(mode): popped")
            #expect(last["completions"] == 2 && last["completion.1.pop"] == 1, "\(mode): push then pop completions, in order")
            #expect(last["cell.hidden"] == 0 && last["photo.imageHidden"] == 0 && last["snapshot.width"] == -1, "\(mode)")
        }
    }

    @Test func midPushTheCellsColourFillsTheSnapshot() throws {
        for (mode, make) in Self.zooms {
            let s = make()
            _ = s.record("tap-first", frames: 11)
            let image = try CairoRenderer().render(s.window.renderTree())
            let inside = image[150, 200]
            #expect(inside.r > 200 && inside.g < 80 && inside.b < 80, "\(mode): the red cell's snapshot: \(inside)")
            let cellPlace = image[30, 30]
            #expect(!(cellPlace.r > 200 && cellPlace.g < 80), "\(mode): the hidden cell is not drawn: \(cellPlace)")
        }
    }

    @Test func theCardScrubsRunsOnAndPausesAtEachEndWithoutCompleting() {
        for (mode, make) in Self.cards {
            let s = make()
            let up = s.record("drag-up", frames: 60)
            let scrubbing = up.indices.filter { up[$0]["active"] == 1 && up[$0]["running"] == 0 && up[$0]["fraction"]! < 1 }
            #expect(!scrubbing.isEmpty, "\(mode): scrubbed while the finger moved")
            for k in scrubbing {
                let fraction = up[k]["fraction"]!
                #expect(
                    abs(up[k]["card.height"]! - (140 + 427 * fraction)) < 1e-6,
                    "\(mode) frame \(k): a paused animator scrubs linearly")
            }
            #expect(up.contains { $0["running"] == 1 && $0["reversed"] == 0 }, "\(mode): continued on release")
            let top = up.last!
            #expect(top["fraction"] == 1 && top["card.minY"] == 100 && top["card.height"] == 567, "\(mode): expanded")
            #expect(
                top["active"] == 1 && top["running"] == 0 && top["completions"] == 0,
                "\(mode): pausesOnCompletion: still active, paused, no completion")
            let down = s.record("drag-down", frames: 60)
            #expect(down.contains { $0["running"] == 1 && $0["reversed"] == 1 }, "\(mode): released reversed")
            let bottom = down.last!
            #expect(bottom["fraction"] == 0 && bottom["card.minY"] == 507 && bottom["card.height"] == 140, "\(mode): collapsed")
            #expect(
                bottom["active"] == 1 && bottom["running"] == 0 && bottom["completions"] == 0,
                "\(mode): the same animator, still no completion")
        }
    }
}
