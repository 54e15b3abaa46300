import Flipbook
import Foundation
import Testing

@testable import FlipbookScene

/// The compact constraint form, `type: stack` and the `layout` transition:
/// what they build, and the one-line error each kind of bad input gives.
@MainActor @Suite("Scene layout")
struct SceneLayoutTests {
    /// Screen A declares `constraints` (one inline string, at line 4,
    /// column 19) among a box and a label.
    private func scene(_ constraint: String) -> String {
        """
        canvas: {width: 100, height: 200}
        screens:
          A:
            constraints: [\(constraint)]
            children: [{id: box}, {id: title, type: label, text: Hi}]
          B: {}
        transition: {kind: push, from: A, to: B}
        """
    }

    @Test func badConstraintsGiveOneLineEach() {
        let cases: [(String, String)] = [
            (
                "'box.top = super.top'",
                "constraint 'box.top = super.top': expected '==', '<=' or '>=' at scene.yaml:4:19; write 'view.attribute == other.attribute + constant'"
            ),
            (
                "'box.tpo == super.top'",
                "constraint 'box.tpo == super.top': unknown attribute 'tpo' at scene.yaml:4:19; did you mean 'top'?"
            ),
            (
                "'bx.top == super.top'",
                "constraint 'bx.top == super.top': no view 'bx' inside the view that declares it at scene.yaml:4:19; did you mean 'box'?"
            ),
            (
                "'box.top == super.leading'",
                "constraint 'box.top == super.leading': cannot relate top to leading at scene.yaml:4:19; relate x positions, y positions or sizes to their own kind"
            ),
            (
                "'box.top == 20'",
                "constraint 'box.top == 20': 'box.top' is a position, which needs another item at scene.yaml:4:19; write 'box.top == super.top + 20'"
            ),
            (
                "'box.width == 100 @2000'",
                "constraint 'box.width == 100 @2000': a priority is '@' and a number in [1, 1000] at the end at scene.yaml:4:19; write '@750'"
            ),
            (
                "'box.width == 0.5 * super.width + x'",
                "constraint 'box.width == 0.5 * super.width + x': 'x' is not a number at scene.yaml:4:19"
            ),
            (
                "'safe.leadingMargin == box.leading'",
                "constraint 'safe.leadingMargin == box.leading': the 'safe' guide has no leadingMargin at scene.yaml:4:19; guides have edges, centres and sizes"
            ),
            (
                "'box.leading == super.left'",
                "constraint 'box.leading == super.left': cannot mix leading/trailing with left/right at scene.yaml:4:19"
            ),
            (
                "'box == super.top'",
                "constraint 'box == super.top': 'box' is not 'view.attribute' at scene.yaml:4:19; write an id, 'super', 'safe' or 'margins', a dot and an attribute, e.g. 'title.top'"
            ),
            (
                "42",
                "constraint '42': expected '==', '<=' or '>=' at scene.yaml:4:19; write 'view.attribute == other.attribute + constant'"
            ),
        ]
        for (constraint, expected) in cases {
            #expect(errorText(scene(constraint)) == expected, "\(constraint)")
        }
    }

    @Test func badStacksAndLayoutTransitionsGiveOneLineEach() {
        let stackChildFrame = minimalScene(inbox: "{type: stack, children: [{frame: [0, 0, 10, 10]}]}")
        #expect(
            errorText(stackChildFrame) == "a stack view's child is placed by the stack at scene.yaml:3:39; remove its 'frame'")
        let badDistribution = minimalScene(inbox: "{type: stack, distribution: fillEqualy}")
        #expect(errorText(badDistribution) == "unknown distribution 'fillEqualy' at scene.yaml:3:34; did you mean 'fillEqually'?")
        let stackKeyOnView = minimalScene(inbox: "{axis: vertical}")
        #expect(
            errorText(stackKeyOnView)
                == "key 'axis' does not apply to a view of type 'view' at scene.yaml:3:7; it belongs to 'type: stack'")
        let unknownHidden = minimalScene(
            inbox: "{children: [{id: row}]}", transition: "transition: {kind: layout, from: A, hide: [rwo]}")
        #expect(errorText(unknownHidden) == "unknown view 'rwo' in screen 'A' at scene.yaml:5:44; did you mean 'row'?")
        let nothingToDo = minimalScene(transition: "transition: {kind: layout, from: A}")
        #expect(
            errorText(nothingToDo) == "a layout transition needs views to 'hide' or 'show' at scene.yaml:5:13; write 'hide: [id]'"
        )
        let hideOnPush = minimalScene(
            inbox: "{children: [{id: row}]}", transition: "transition: {kind: push, from: A, to: B, hide: [row]}")
        #expect(errorText(hideOnPush) == "'hide' applies only to layout transitions at scene.yaml:5:42")
    }

    @Test func theCompactFormReadsEveryPart() throws {
        let doc = try parse(scene("'box.width == 0.5 * super.width - 4 @750'"))
        let c = try #require(doc.screens.first?.root.constraints.first)
        #expect(c.first == SceneConstraint.Anchor(item: "box", attribute: .width))
        #expect(c.second == SceneConstraint.Anchor(item: "super", attribute: .width))
        #expect(c.relation == .equal && c.multiplier == 0.5 && c.constant == -4 && c.priority == 750)
        let tight = try parse(scene("'box.top>=title.bottom+8'"))
        let t = try #require(tight.screens.first?.root.constraints.first)
        #expect(t.relation == .greaterThanOrEqual && t.constant == 8 && t.second?.item == "title" && t.priority == 1000)
        #expect(tight.screens.first?.root.children.allSatisfy(\.usesConstraints) == true, "both named and without a frame")
    }

    @Test func constraintsAndStacksBuildIntoLaidOutViews() throws {
        let text = """
            canvas: {width: 100, height: 200}
            screens:
              A:
                constraints: ["box.top == safe.top + 20", "box.leading == super.leadingMargin",
                              "box.width == 0.5 * super.width @750", "box.height == 30", "pinned.top == box.bottom"]
                children:
                  - {id: box}
                  - {id: pinned, frame: [1, 2, 3, 4]}
                  - {id: row, type: stack, frame: [0, 100, 100, 40], distribution: fillEqually, spacing: 10,
                     children: [{id: a}, {id: b}, {id: c, hidden: true}]}
              B: {}
            transition: {kind: push, from: A, to: B}
            """
        let doc = try parse(text)
        let window = Window(size: CGSize(width: 100, height: 200), scale: 1, clock: ManualClock(fps: 60))
        var built: View?
        let reported = try Diagnostics.collect {
            built = try SceneBuilder(document: doc, imageDecoder: nil).buildScreen(named: "A")
            if let built { window.addSubview(built) }
            window.layoutIfNeeded()
        }
        let root = try #require(built)
        let view = { (id: String) in root.view(withIdentifier: id)! }
        // Default margins are 8; half of 100 is 50.
        #expect(view("box").frame == CGRect(x: 8, y: 20, width: 50, height: 30))
        // A view with a frame keeps it: the constraint that also places it conflicts, as in UIKit.
        #expect(view("pinned").frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        // Reported when activated, and again when the screen's constraints move to the window's engine.
        #expect(!reported.isEmpty && reported.allSatisfy { $0.code == "layout.unsatisfiable" }, "\(reported.map(\.code))")
        let stack = try #require(view("row") as? StackView)
        #expect(stack.distribution == .fillEqually && stack.spacing == 10 && stack.arrangedSubviews.count == 3)
        // c is hidden: a and b share 100 − 10.
        #expect(view("a").frame == CGRect(x: 0, y: 0, width: 45, height: 40))
        #expect(view("b").frame == CGRect(x: 55, y: 0, width: 45, height: 40))
        #expect(view("c").frame.width == 0)
    }

    @Test func aLayoutTransitionReadsItsViews() throws {
        let doc = try parse(
            minimalScene(
                inbox: "{children: [{id: row}, {id: other}]}",
                transition: "transition: {kind: layout, from: A, duration: 0.5, hide: [row], show: [other]}"))
        #expect(doc.transition.kind == .layout && doc.transition.to == nil)
        #expect(doc.transition.hide == ["row"] && doc.transition.show == ["other"])
    }
}
