import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookScene

/// Scene documents with a device, tab items, list and grid views and a
/// zoom from a cell: what they parse to, what they draw, and the one clear
/// error each kind of bad input gives.
@Suite("Scenes: devices, tab bars, lists and grids")
@MainActor
struct SceneDeviceAndBarsTests {
    static let screens = """
        screens:
          A: {children: [{id: list, type: list, frame: [0, 100, 390, 744], rows: 30, rowText: "Item {n}", detailText: "{n} kB", scroll: 88}]}
          B: {children: [{id: grid, type: grid, frame: [0, 0, 390, 844], items: 40, itemSize: [100, 100], spacing: 10, colors: [red, blue]}]}
        """

    func scene(_ head: String, transition: String) -> String {
        "\(head)\n\(Self.screens)\ntransition: \(transition)\n"
    }

    @Test func aDeviceSetsTheCanvasAndTheKeysParse() throws {
        let d = try parse(
            scene(
                "device: iPhone 14",
                transition: "{kind: tab, from: A, to: B, tabs: [{title: One, badge: '3'}, {title: Two, badgeColor: green}, {}]}"))
        #expect(d.device == .iPhone14)
        #expect(d.canvas == SceneDocument.Canvas(width: 390, height: 844, scale: 3))
        #expect(d.transition.tabs?.count == 3 && d.transition.tabs?[0].badge == "3" && d.transition.tabs?[1].badgeColor == .green)
        #expect(d.transition.tabs?[2].title == nil)
        guard case let .list(list) = d.screens[0].root.children[0].content else {
            Issue.record("not a list")
            return
        }
        #expect(
            list.rows == 30 && list.text == "Item {n}" && list.detail == "{n} kB" && list.scroll == 88 && list.style == .plain)
        guard case let .grid(grid) = d.screens[1].root.children[0].content else {
            Issue.record("not a grid")
            return
        }
        #expect(grid.items == 40 && grid.itemSize == CGSize(width: 100, height: 100) && grid.colors == [.red, .blue])
        let scaled = try parse(
            scene(
                "device: ipad\ncanvas: {scale: 1, fps: 30}",
                transition: "{kind: push, from: A, to: B, zoom: {source: list, item: 4}}"))
        #expect(scaled.canvas == SceneDocument.Canvas(width: 820, height: 1180, scale: 1, fps: 30))
        #expect(scaled.transition.zoom == SceneZoom(source: "list", item: 4))
    }

    @Test(arguments: [
        (
            "device: iPhone 41", "{kind: tab, from: A, to: B}",
            "unknown device 'iPhone 41' at scene.yaml:1:9; did you mean 'iPhone 14'?"
        ),
        (
            "device: iPhone 14\ncanvas: {width: 100, scale: 1}", "{kind: tab, from: A, to: B}",
            "'width' cannot be given with a device at scene.yaml:2:10; 'iPhone 14' is 390 x 844 points; remove it or the device"
        ),
        (
            "device: iPhone 14", "{kind: push, from: A, to: B, tabs: [{title: X}, {title: Y}]}",
            "'tabs' applies only to tab transitions at scene.yaml:5:42"
        ),
        (
            "device: iPhone 14", "{kind: tab, from: A, to: B, tabs: [{title: X}]}",
            "'tabs' needs at least 2 items, found 1 at scene.yaml:5:47; the first is the 'from' tab, the second the 'to' tab"
        ),
        (
            "device: iPhone 14", "{kind: tab, from: A, to: B, tabs: [{title: X, badgeColour: red}, {title: Y}]}",
            "unknown key 'badgeColour' at scene.yaml:5:59; did you mean 'badgeColor'?"
        ),
        (
            "device: iPhone 14", "{kind: push, from: A, to: B, zoom: {source: lsit}}",
            "unknown view 'lsit' in the from screen at scene.yaml:5:57; did you mean 'list'?"
        ),
        (
            "device: iPhone 14", "{kind: push, from: A, to: B, zoom: {source: list, item: 30}}",
            "'item' 30 is past the last of 30 at scene.yaml:5:69"
        ),
        (
            "device: iPhone 14", "{kind: pop, from: A, to: B, zoom: {source: list}}",
            "'zoom' applies only to push transitions at scene.yaml:5:41"
        ),
    ])
    func badInputGivesOneClearError(head: String, transition: String, message: String) {
        #expect(errorText(scene(head, transition: transition)) == message)
    }

    /// Tab items name a symbol Flipbook draws; an unknown one is refused with the nearest name.
    @Test func tabItemsTakeASystemImage() throws {
        let d = try parse(
            scene(
                "device: iPhone 14",
                transition: "{kind: tab, from: A, to: B, tabs: [{title: One, systemImage: house.fill}, {title: Two}]}"))
        #expect(d.transition.tabs?[0].systemImage == "house.fill" && d.transition.tabs?[1].systemImage == nil)
        let wrong = errorText(
            scene(
                "device: iPhone 14",
                transition: "{kind: tab, from: A, to: B, tabs: [{title: One, systemImage: house.fil}, {title: Two}]}"))
        #expect(wrong?.hasPrefix("unknown systemImage 'house.fil'") == true, "\(wrong ?? "no error")")
        #expect(wrong?.contains("did you mean 'house.fill'?") == true, "\(wrong ?? "no error")")
    }

    @Test func listAndGridKeysBelongToTheirTypes() {
        let text = minimalScene(inbox: "{children: [{type: grid, items: 3, rowText: x}]}")
        #expect(errorText(text)?.hasPrefix("key 'rowText' does not apply to a view of type 'grid'") == true)
        let rows = minimalScene(inbox: "{children: [{type: list}]}")
        #expect(errorText(rows)?.hasPrefix("missing key 'rows' in a list view") == true, "\(errorText(rows) ?? "")")
    }

    @Test func aTabSceneDrawsTheBarWithItsBadgeAndTheListScrolls() throws {
        let text = scene(
            "device: iPhone SE\ncanvas: {scale: 1, fps: 30}",
            transition: "{kind: tab, from: A, to: B, tabs: [{title: One, badge: '3'}, {title: Two}]}")
        let r = try SceneRunner(document: try parse(text), fileName: "scene.yaml").run()
        let renderer = CairoRenderer()
        let first = try renderer.render(r.film.frames[0].tree)
        // iPhone SE: 375 x 667, the bar 49 tall at y 618; its separator is the row above.
        #expect(first.rgba(100, 617) == [179, 179, 179, 255] && first.rgba(100, 640) == [248, 248, 248, 255])
        // Item 1 of 2 (x 187.5 ... 375) is selected from frame 0 (the tap selects it): its title is blue somewhere.
        let blue = (188..<375).contains { x in
            (650..<662).contains { y in
                let p = first.rgba(x, y)
                return p[2] > 200 && p[0] < 100
            }
        }
        #expect(blue, "the selected item's title in the tint")
        // Item 0's badge: its image box is centred at 93.75, so the badge starts at 98.75, 3 below the bar's top.
        #expect(first.rgba(104, 625) == [255, 59, 48, 255])
        // The list scrolled by 88 (two rows): its first visible row is 'Item 3', separators every 44 points from y 100.
        #expect(first.rgba(30, 143) != [255, 255, 255, 255], "a separator at the bottom of the first visible row")
        let last = try renderer.render(r.film.frames[r.frameCount - 1].tree)
        #expect(last.rgba(50, 50) == [255, 0, 0, 255], "grid item 0 is red")
    }

    @Test func withoutTabsThereIsNoBar() throws {
        let r = try SceneRunner(
            document: try parse(scene("device: iPhone SE\ncanvas: {scale: 1}", transition: "{kind: tab, from: A, to: B}")),
            fileName: "scene.yaml"
        ).run()
        let last = try CairoRenderer().render(r.film.frames[r.frameCount - 1].tree)
        #expect(last.rgba(100, 640) != [248, 248, 248, 255])
    }
}
