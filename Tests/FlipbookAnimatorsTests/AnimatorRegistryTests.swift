import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookAnimators

@MainActor final class NullAnimator: ViewControllerAnimatedTransitioning, RegistrableAnimator {
    static let animatorName = "null"
    static let animatorSummary = "Completes at once."
    static let animatorParameters = [AnimatorParameter("tint", .color, default: "#FF000080", "a colour")]
    let tint: Color
    init(arguments: AnimatorArguments) throws { tint = arguments.color("tint") }
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

@MainActor @Suite struct AnimatorRegistryTests {
    let registry = AnimatorRegistry.standard()

    @Test func standardHasEveryBuiltIn() {
        #expect(
            registry.names == [
                "card", "circularReveal", "cover", "crossDissolve", "cube", "diagonal", "fade", "flip", "hero",
                "loading", "morph", "pop", "push", "sheet", "slide", "uncover", "zoom",
            ])
        for description in registry.descriptions {
            let names = description.parameters.map(\.name)
            #expect(names.prefix(2) == ["duration", "curve"], "\(description.name) documents duration and curve")
            #expect(!description.summary.isEmpty && description.parameters.allSatisfy { !$0.summary.isEmpty })
        }
    }

    @Test func everyStandardAnimatorIsMadeWithItsDefaults() throws {
        let coreAnimation: [String: Any.Type] = [
            "circularReveal": CircularRevealAnimator.self, "morph": MorphAnimator.self,
            "cube": CubeAnimator.self, "loading": LoadingAnimator.self,
        ]
        for name in registry.names {
            let animator = try registry.makeAnimator(named: name)
            if let type = coreAnimation[name] {
                #expect(Swift.type(of: animator) == type, "\(name) is written with Core Animation")
            } else {
                #expect(animator is StandardAnimator, "\(name)")
            }
        }
        let push = try #require(try registry.makeAnimator(named: "push") as? EdgeSlideAnimator)
        #expect(push.operation == .forward && push.edge == .trailing && push.curve == .easeInOut)
        let pop = try #require(try registry.makeAnimator(named: "pop") as? EdgeSlideAnimator)
        #expect(pop.operation == .backward && pop.parallax == 0.3)
        let cover = try #require(try registry.makeAnimator(named: "cover") as? EdgeSlideAnimator)
        #expect(cover.parallax == 0 && cover.dimming == 0 && cover.edge == .bottom)
        let flip = try #require(try registry.makeAnimator(named: "flip", parameters: ["curve": "easeIn"]) as? FlipAnimator)
        #expect(flip.curve == AnimationCurve.easeIn.timingCurve && flip.eyeDistance == 1000)
        let spring = try #require(
            try registry.makeAnimator(named: "zoom", parameters: ["curve": "spring(1 100 10 0)"]) as? ZoomAnimator)
        #expect(spring.curve.isSpring)
    }

    @Test func unknownAnimatorSuggestsTheClosest() {
        #expect(throws: AnimatorRegistryError.unknownAnimator(name: "puhs", suggestions: ["push"])) {
            try registry.makeAnimator(named: "puhs")
        }
        do {
            _ = try registry.makeAnimator(named: "fad")
            Issue.record("no error")
        } catch {
            #expect(String(describing: error) == "unknown animator 'fad'; did you mean 'fade'?")
        }
        #expect(throws: AnimatorRegistryError.unknownAnimator(name: "kaleidoscope", suggestions: [])) {
            try registry.makeAnimator(named: "kaleidoscope")
        }
    }

    @Test func unknownParameterSuggestsTheClosest() {
        #expect(throws: AnimatorRegistryError.unknownParameter(animator: "push", parameter: "paralax", suggestions: ["parallax"]))
        {
            try registry.makeAnimator(named: "push", parameters: ["paralax": 0.3])
        }
        let error = AnimatorRegistryError.unknownParameter(animator: "push", parameter: "paralax", suggestions: ["parallax"])
        #expect(error.description == "animator 'push' has no parameter 'paralax'; did you mean 'parallax'?")
    }

    @Test func valuesAreChecked() {
        #expect(throws: AnimatorRegistryError.outOfRange(animator: "push", parameter: "parallax", value: 1.5, range: 0...1)) {
            try registry.makeAnimator(named: "push", parameters: ["parallax": 1.5])
        }
        #expect(
            throws: AnimatorRegistryError.wrongType(animator: "push", parameter: "parallax", expected: "a number", value: "lots")
        ) {
            try registry.makeAnimator(named: "push", parameters: ["parallax": "lots"])
        }
        #expect(
            throws: AnimatorRegistryError.invalidChoice(
                animator: "push", parameter: "edge", value: "trailng",
                allowed: TransitionEdge.allCases.map(\.rawValue), suggestion: "trailing")
        ) {
            try registry.makeAnimator(named: "push", parameters: ["edge": "trailng"])
        }
        #expect(
            throws: AnimatorRegistryError.wrongType(animator: "diagonal", parameter: "grows", expected: "true or false", value: 1)
        ) {
            try registry.makeAnimator(named: "diagonal", parameters: ["grows": 1])
        }
        do {
            _ = try registry.makeAnimator(named: "fade", parameters: ["curve": "ease-inn"])
            Issue.record("no error")
        } catch {
            let text = String(describing: error)
            #expect(
                text.hasPrefix("parameter 'curve' of animator 'fade' is 'ease-inn', which is not valid:")
                    && text.contains("ease-in"))
        }
        #expect(throws: AnimatorRegistryError.self) {
            try registry.makeAnimator(named: "sheet", parameters: ["dimmingColor": "#12345"])
        }
        let message = AnimatorRegistryError.outOfRange(animator: "push", parameter: "parallax", value: 1.5, range: 0...1)
            .description
        #expect(message == "parameter 'parallax' of animator 'push' is 1.5; it must be a finite number in 0...1")
    }

    @Test func durationOutOfRangeIsAnError() {
        for bad in [-1.0, .infinity, .nan, 61] {
            do {
                _ = try registry.makeAnimator(named: "push", parameters: ["duration": .number(bad)])
                Issue.record("\(bad) was accepted")
            } catch let AnimatorRegistryError.outOfRange(animator, parameter, _, range) {
                #expect(animator == "push" && parameter == "duration" && range == 0...60)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func registeringOwnAnimatorsAndDuplicates() throws {
        let registry = AnimatorRegistry()
        try registry.register(NullAnimator.self)
        let made = try #require(try registry.makeAnimator(named: "null") as? NullAnimator)
        #expect(made.tint == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(throws: AnimatorRegistryError.duplicateName("null")) { try registry.register(NullAnimator.self) }
        #expect(throws: AnimatorRegistryError.duplicateName("push")) {
            try AnimatorRegistry.standard().register("push", summary: "mine", parameters: []) { try NullAnimator(arguments: $0) }
        }
        #expect(throws: AnimatorRegistryError.self) {
            try registry.register("bad", summary: "", parameters: [AnimatorParameter("x", .number(0...1), default: 2, "x")]) {
                try NullAnimator(arguments: $0)
            }
        }
        #expect(throws: AnimatorRegistryError.self) {
            try registry.register("", summary: "", parameters: []) { try NullAnimator(arguments: $0) }
        }
        #expect(!AnimatorRegistry.standard().names.contains("null"), "each standard() registry is separate")
    }

    @Test func listingShowsParametersWithKindsAndDefaults() throws {
        let listing = registry.listing()
        #expect(listing.contains("push  The to view slides over the from view"))
        #expect(listing.contains("  parallax: number in 0...1 = 0.3  fraction of the extent the lower view moves (0.3: 30 %)"))
        #expect(listing.contains("  edge: leading | trailing | left | right | top | bottom = 'trailing'"))
        #expect(listing.contains("  grows: true or false = false"))
        let push = try registry.description(of: "push")
        #expect(
            push.parameter("dimming")?.defaultValue == .number(0.25)
                && push.parameter("shadowOpacity")?.defaultValue == .number(0.3))
    }

    @Test func presentingThroughTheRegistryWithACustomAnimator() throws {
        let registry = AnimatorRegistry()
        try registry.register(NullAnimator.self)
        let stage = Stage(try registry.makeAnimator(named: "null"))
        stage.present()
        #expect(
            !stage.window.isTransitionRunning && stage.b.view.window == nil,
            "the null animator adds no view: a custom animator owns the hierarchy")
    }
}

/// UIKit's contract for `interruptibleAnimator(using:)`: one animator per transition.
@MainActor @Suite struct InterruptibleAnimatorTests {
    @Test func theSameAnimatorIsReturnedDuringATransition() throws {
        let push = EdgeSlideAnimator(duration: 1)
        let stage = Stage(push)
        stage.present()
        let context = try #require(stage.b.transitionCoordinator as? any ViewControllerContextTransitioning)
        let first = try #require(push.interruptibleAnimator(using: context))
        let second = try #require(push.interruptibleAnimator(using: context))
        #expect(first === second && first.isRunning && first.state == .active)
        #expect(FlipAnimator().interruptibleAnimator(using: context) == nil, "the flip runs keyframes")
        stage.advance(60)
        #expect(!stage.window.isTransitionRunning && first.state == .inactive)
    }
}
