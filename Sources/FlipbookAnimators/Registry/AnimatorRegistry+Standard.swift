import Flipbook
import Foundation

extension AnimatorRegistry {
    /// Registers the standard animators. Durations are seconds; every
    /// animator also takes `duration` and `curve`.
    ///
    /// | name | what moves |
    /// | --- | --- |
    /// | push / pop | the top view slides across the whole extent, the lower one moves `parallax` of it, under a dimming and an edge shadow |
    /// | cover / uncover | the new view covers from an edge / the old view leaves, uncovering |
    /// | slide | both views move together |
    /// | fade / crossDissolve | the top view fades / both fade |
    /// | zoom | scale from or to `scale`, with a fade |
    /// | flip | a perspective flip about the vertical axis |
    /// | diagonal | the guide's figure 10-5: in from the lower-right corner |
    /// | sheet / card | slides in over a dimming presentation controller |
    /// | hero | matched views fly between screens, the rest cross-fades |
    /// | circularReveal | a shape-layer mask: a circle grows from a point (Core Animation) |
    /// | morph | a button's shape grows into the next screen, which fades in (Core Animation) |
    /// | cube | the screens are faces of a cube turning in perspective (Core Animation) |
    /// | loading | the from view fades to a replicator spinner, whose dots pulse round a circle; the to view fades in (Core Animation) |
    ///
    /// The last four are written with explicit layer animations and
    /// transactions, as UIKit code writes them; their `curve` is a media
    /// timing function (a cubic Bezier: no steps or springs).
    func registerStandardAnimators() {
        let c = CommonParameters.self
        let standard: [(String, String, [AnimatorParameter], Factory)] = [
            (
                "push", "The to view slides over the from view from an edge, with parallax, dimming and an edge shadow.",
                EdgeSlideAnimator.parameters(
                    edge: .trailing, parallax: 0.3, dimming: 0.25, shadow: 0.3, duration: 0.5, operation: false),
                { EdgeSlideAnimator($0, operation: .forward) }
            ),
            (
                "pop",
                "The from view slides out through an edge, uncovering the to view, which moves back from its parallax offset.",
                EdgeSlideAnimator.parameters(
                    edge: .trailing, parallax: 0.3, dimming: 0.25, shadow: 0.3, duration: 0.5, operation: false),
                { EdgeSlideAnimator($0, operation: .backward) }
            ),
            (
                "cover", "The to view slides in from an edge and covers the from view, which stays still.",
                EdgeSlideAnimator.parameters(
                    edge: .bottom, parallax: nil, dimming: 0, shadow: 0, duration: 0.5, operation: false),
                { EdgeSlideAnimator($0, operation: .forward, parallax: 0) }
            ),
            (
                "uncover", "The from view slides out through an edge, uncovering the to view, which stays still.",
                EdgeSlideAnimator.parameters(
                    edge: .bottom, parallax: nil, dimming: 0, shadow: 0, duration: 0.5, operation: false),
                { EdgeSlideAnimator($0, operation: .backward, parallax: 0) }
            ),
            (
                "slide", "Both views move together: the to view in from an edge, the from view out through the opposite one.",
                EdgeSlideAnimator.parameters(
                    edge: .trailing, parallax: nil, dimming: -1, shadow: -1, duration: 0.5, operation: true),
                { EdgeSlideAnimator($0, operation: .auto, parallax: 1) }
            ),
            (
                "fade", "The top view fades: in over the from view (forward), or out over the to view (backward).",
                [c.duration(0.35), c.curve, c.operation],
                {
                    FadeAnimator(
                        operation: $0.choice("operation", default: .auto), duration: $0.number("duration"),
                        curve: $0.curve("curve"))
                }
            ),
            (
                "crossDissolve", "The to view fades in while the from view fades out.",
                [c.duration(0.35), c.curve, c.operation],
                {
                    FadeAnimator(
                        operation: $0.choice("operation", default: .auto), fadesBothViews: true,
                        duration: $0.number("duration"), curve: $0.curve("curve"))
                }
            ),
            (
                "zoom", "The arriving view grows from `scale` while fading in; the leaving one shrinks to it while fading out.",
                [
                    c.duration(0.35), c.curve, c.operation,
                    AnimatorParameter(
                        "scale", .number(0.01...10), default: 0.8, "scale at the hidden end (0.8: 80 %; above 1 zooms from large)"
                    ),
                ],
                {
                    ZoomAnimator(
                        operation: $0.choice("operation", default: .auto), scale: $0.cgFloat("scale"),
                        duration: $0.number("duration"), curve: $0.curve("curve"))
                }
            ),
            (
                "flip", "A perspective flip about the vertical axis: the from view turns away, the to view turns in.",
                [
                    c.duration(0.75), c.curve, c.operation,
                    AnimatorParameter(
                        "direction", .choice(FlipAnimator.Direction.allCases.map(\.rawValue)), default: "right",
                        "the edge that comes toward the viewer first"),
                    AnimatorParameter(
                        "eyeDistance", .number(50...100_000), default: 1000, "viewer distance in points: m34 = -1 / eyeDistance"),
                ],
                {
                    FlipAnimator(
                        operation: $0.choice("operation", default: .auto), direction: $0.choice("direction", default: .right),
                        eyeDistance: $0.cgFloat("eyeDistance"), duration: $0.number("duration"), curve: $0.curve("curve"))
                }
            ),
            (
                "diagonal",
                "The guide's figure 10-5: the presented view comes in diagonally from the lower-right corner and leaves the same way.",
                [
                    c.duration(0.5), c.curve, c.operation,
                    AnimatorParameter(
                        "grows", .bool, default: false, "true: listing 10-2's literal frames, growing from an empty rectangle"),
                ],
                {
                    DiagonalAnimator(
                        operation: $0.choice("operation", default: .auto), grows: $0.bool("grows"),
                        duration: $0.number("duration"), curve: $0.curve("curve"))
                }
            ),
            (
                "sheet", "A bottom sheet over a dimming view (with its presentation controller).",
                Self.sheetParameters(edge: .bottom, cornerRadius: 16), { SheetAnimator(sheet: $0) }
            ),
            (
                "card",
                "The guide's half-width card on the trailing edge over a dimming view (with its presentation controller).",
                Self.sheetParameters(edge: .trailing, cornerRadius: 0), { SheetAnimator(sheet: $0) }
            ),
            (
                "hero",
                "Views with the same accessibilityIdentifier fly from the from screen to the to screen; the rest cross-fades.",
                [c.duration(0.5), c.curve, c.operation],
                {
                    HeroAnimator(
                        operation: $0.choice("operation", default: .auto), duration: $0.number("duration"),
                        curve: $0.curve("curve"))
                }
            ),
            (
                "circularReveal",
                "The to view is revealed through a growing circle (a shape-layer mask); backward, the from view shrinks into it.",
                [
                    c.duration(0.5), CoreAnimationSupport.curve, c.operation,
                    AnimatorParameter(
                        "center", .text, default: "",
                        "where the circle grows from, x,y in container points; empty: the centre of `element`, else of the container"
                    ),
                    AnimatorParameter(
                        "element", .text, default: "",
                        "id of an element of the presenting screen whose centre the circle grows from (when `center` is empty)"),
                ],
                {
                    CircularRevealAnimator(
                        operation: $0.choice("operation", default: .auto), center: try CoreAnimationSupport.point($0, "center"),
                        elementID: $0.string("element"), duration: $0.number("duration"),
                        timingFunction: try CoreAnimationSupport.timingFunction($0))
                }
            ),
            (
                "morph",
                "A button's shape grows into the next screen (a keyframed shape-layer path), then the screen fades in over it.",
                [
                    c.duration(0.7), CoreAnimationSupport.curve, c.operation,
                    AnimatorParameter(
                        "element", .text, default: "button", "id of the element of the presenting screen that morphs"),
                    AnimatorParameter(
                        "fadeShare", .number(0...0.9), default: 0.35, "share of the duration the fade (second phase) takes"),
                ],
                {
                    MorphAnimator(
                        operation: $0.choice("operation", default: .auto), elementID: $0.string("element"),
                        fadeShare: $0.number("fadeShare"), duration: $0.number("duration"),
                        timingFunction: try CoreAnimationSupport.timingFunction($0))
                }
            ),
            (
                "cube", "The two screens are faces of a cube that turns 90° about the vertical axis, in perspective.",
                [
                    c.duration(0.6), CoreAnimationSupport.curve, c.operation,
                    AnimatorParameter(
                        "eyeDistance", .number(50...100_000), default: 500, "viewer distance in points: m34 = -1 / eyeDistance"),
                    AnimatorParameter("backdrop", .color, default: "#000000", "colour of the container behind the cube"),
                ],
                {
                    CubeAnimator(
                        operation: $0.choice("operation", default: .auto), eyeDistance: $0.cgFloat("eyeDistance"),
                        backdrop: $0.color("backdrop"), duration: $0.number("duration"),
                        timingFunction: try CoreAnimationSupport.timingFunction($0))
                }
            ),
            (
                "loading",
                "The from view fades out to a loading spinner (a replicator layer's dots pulsing round a circle), then the to view fades in.",
                [
                    c.duration(1.2), CoreAnimationSupport.curve,
                    AnimatorParameter(
                        "dots", .number(1...100), default: 12, "how many dots (the replicator's instanceCount), a whole number"),
                    AnimatorParameter(
                        "period", .number(0.1...10), default: 1,
                        "seconds one pulse takes: the bright dot goes round the circle once per period"),
                    AnimatorParameter("color", .color, default: "#8E8E93", "colour of the dots"),
                    AnimatorParameter("backdrop", .color, default: "#FFFFFF", "colour of the container between the two screens"),
                    AnimatorParameter(
                        "fadeShare", .number(0...0.5), default: 0.25,
                        "share of the duration each fade (the from view out, the to view in) takes"),
                ],
                {
                    LoadingAnimator(
                        dots: try CoreAnimationSupport.wholeNumber($0, "dots"), period: $0.number("period"),
                        color: $0.color("color"), backdrop: $0.color("backdrop"), fadeShare: $0.number("fadeShare"),
                        duration: $0.number("duration"), timingFunction: try CoreAnimationSupport.timingFunction($0))
                }
            ),
        ]
        for (name, summary, parameters, factory) in standard {
            // The standard set is fixed and valid; a failure here is a programming error caught by the tests.
            try? register(name, summary: summary, parameters: parameters, factory: factory)
        }
    }

    static func sheetParameters(edge: TransitionEdge, cornerRadius: Double) -> [AnimatorParameter] {
        let c = CommonParameters.self
        return [
            c.duration(0.5), c.curve, c.operation, c.edge(edge), c.layoutDirection,
            AnimatorParameter(
                "fraction", .number(0.05...1), default: 0.5, "share of the container's height (top/bottom) or width (sides)"),
            AnimatorParameter(
                "cornerRadius", .number(0...500), default: .number(cornerRadius),
                "corner radius of the presented view's inner corners, points"),
            AnimatorParameter("dimmingAlpha", .number(0...1), default: 0.4, "alpha of the dimming view when fully shown"),
            AnimatorParameter("dimmingColor", .color, default: .color(.black), "colour of the dimming view"),
        ]
    }
}

extension SheetAnimator {
    convenience init(sheet args: AnimatorArguments) {
        self.init(
            operation: args.choice("operation", default: .auto), edge: args.edge("edge"),
            layoutDirection: args.choice("layoutDirection", default: .leftToRight), fraction: args.cgFloat("fraction"),
            cornerRadius: args.cgFloat("cornerRadius"), dimmingAlpha: args.cgFloat("dimmingAlpha"),
            dimmingColor: args.color("dimmingColor"), duration: args.number("duration"), curve: args.curve("curve"))
    }
}
