import Flipbook
import FlipbookAnimators
import Foundation

/// One run's objects: the window, the screens' controllers, the delegate,
/// the interaction, and the state source; and the steps that set up and
/// start the document's transition.
@MainActor
final class SceneStage {
    let runner: SceneRunner
    let window: Window
    let transition: SceneTransition
    let state = TransitionFilmState()
    let fromVC: ScreenViewController
    let toVC: ScreenViewController?
    private(set) var delegate: SceneTransitioningDelegate?
    /// The container of push, pop, tab and child transitions, and its delegate.
    var containerController: ViewController?
    var containerDelegate: SceneContainerDelegate?
    /// The coordinator a resize hands to `viewWillTransition(to:with:)`.
    var sizeCoordinator: (any ViewControllerTransitionCoordinator)?
    /// Child swaps have no coordinator: their duration, when one runs.
    var timedTransition: Double?
    /// A layout transition's animator, held until it ends (its completion ends the run).
    var layoutAnimator: ViewPropertyAnimator?
    private(set) var interaction: PercentDrivenInteractiveTransition?
    private var pendingSteps: [PercentScript.Step] = []
    /// The clock time of frame 0 (the tick the transition starts at).
    var origin: Double = 0

    var file: String { runner.fileName }

    init(runner: SceneRunner, builder: SceneBuilder, window: Window) throws {
        self.runner = runner
        self.window = window
        transition = runner.document.transition
        func controller(_ name: String) throws -> ScreenViewController {
            guard let view = try builder.buildScreen(named: name) else {
                throw SceneRunError(file: runner.fileName, problem: "the scene has no screen '\(name)'")
            }
            return ScreenViewController(name: name, screenView: view)
        }
        fromVC = try controller(transition.from)
        toVC = try transition.to.map { try controller($0) }
    }

    /// Seconds: the running transition's duration (known once it started);
    /// a child swap's own duration.
    var duration: Double { timedTransition ?? Double(state.coordinator?.transitionDuration ?? 0) }

    // MARK: Setting up

    /// Builds the animator, interaction and delegate, and puts the "before"
    /// state on screen (a dismissal presents its screen without animation).
    func prepare() throws {
        let sceneAnimator = try makeAnimator()
        let animator = runner.scrubsAlongCurves ? sceneAnimator.map { CurveScrubbingAnimator($0) } : sceneAnimator
        interaction = try makeInteraction()
        if interaction != nil, animator == nil {
            throw SceneRunError(
                file: file, problem: "an interactive transition needs an 'animator' or 'keyframes'",
                hint: "the built-in animation cannot be driven by an interaction, as in UIKit")
        }
        var factory = try transition.presentationController.map {
            try PresentationControllerCatalog.factory(for: $0, file: file)
        }
        if factory == nil, animator !== sceneAnimator, let provider = sceneAnimator as? PresentationControllerProviding {
            factory = { presented, presenting in provider.makePresentationController(presented: presented, presenting: presenting)
            }
        }
        delegate = SceneTransitioningDelegate(animator: animator, interaction: interaction, presentationController: factory)
        switch transition.kind {
        case .present, .dismiss:
            let presented = transition.kind == .present ? toVC! : fromVC
            let presenter = transition.kind == .present ? fromVC : toVC!
            presented.modalPresentationStyle = style(
                providesController: factory != nil || sceneAnimator is PresentationControllerProviding)
            presented.modalTransitionStyle = modalTransitionStyle
            presented.transitioningDelegate = delegate
            window.rootViewController = presenter
            if transition.kind == .dismiss {
                presenter.present(presented, animated: false)
                window.tick()
                guard presenter.presentedViewController === presented else {
                    throw SceneRunError(
                        file: file,
                        problem: "screen '\(transition.from)' could not be presented before the dismissal"
                            + (window.transitionReports.last.map { " (\($0))" } ?? ""))
                }
            }
        case .push, .pop, .tab, .child, .resize, .layout:
            try prepareContainer(animator: animator)
        }
        window.clearTransitionReports()
    }

    /// Starts the transition (it runs at the next tick) and schedules the interaction.
    func begin() throws {
        origin = window.time + window.clock.frameInterval
        switch transition.kind {
        case .present: fromVC.present(toVC!, animated: true)
        case .dismiss: fromVC.dismiss(animated: true)
        case .push, .pop, .tab, .child, .resize, .layout: beginContainer()
        }
        if case let .touches(script)? = runner.document.interaction {
            do { try window.play(touchScript(script)) } catch {
                throw SceneRunError(file: file, problem: "the touch script cannot be played (\(error))")
            }
        }
        if case let .percent(script)? = runner.document.interaction { pendingSteps = script.steps }
        scheduleSteps(upTo: 0)
    }

    /// After the start tick: follows the coordinator, or explains why nothing started.
    func started() throws {
        if transition.kind == .pop, isTouchDriven {
            // The edge swipe starts the pop when the navigation controller's
            // recognizer begins, at a later frame: until then the frames are
            // idle (script times still count from frame 0).
            state.attachWhenStarted { [unowned self] in coordinator }
            return
        }
        if let timed = timedTransition {
            state.attachTimed(startTime: window.time, duration: timed, clock: window)
            return
        }
        if let coordinator {
            state.attach(coordinator)
            return
        }
        if let report = window.transitionReports.first {
            throw SceneRunError(file: file, problem: "the transition did not start: \(report)")
        }
        state.markEnded(cancelled: false)
    }

    /// The running transition's coordinator, from the controller that shows up.
    private var coordinator: (any ViewControllerTransitionCoordinator)? {
        switch transition.kind {
        case .present: toVC?.transitionCoordinator
        case .dismiss: fromVC.transitionCoordinator
        case .push, .pop, .tab: toVC?.transitionCoordinator
        case .resize: sizeCoordinator
        case .child, .layout: nil
        }
    }

    /// The clock time by which a touch-driven pop must have started: the
    /// touch script's last time plus 1 s.
    var swipeDeadline: Double {
        let last =
            runner.document.interaction.flatMap { i -> Double? in
                if case let .touches(t) = i { return t.latestEventTime } else { return nil }
            } ?? 0
        return origin + last + 1
    }

    /// Throws when a touch-driven pop has not started by ``swipeDeadline``.
    func checkAwaitedStart() throws {
        guard state.isAwaitingStart, window.time >= swipeDeadline - 1e-9 else { return }
        throw SceneRunError(
            file: file, problem: "the touch script did not start the pop",
            hint: "swipe from the left edge (x < 20 pt) to the right")
    }

    var isTouchDriven: Bool {
        if case .touches? = runner.document.interaction { return true }
        return false
    }

    // MARK: Interaction

    /// Queues the percent-script steps due at or before `filmTime` to run at
    /// the start of the next tick, up to the first `pause`:
    /// ``runPausesAfterTick(upTo:)`` runs that one after the tick.
    func scheduleSteps(upTo filmTime: Double) {
        guard let interaction else { return }
        while let step = pendingSteps.first, step.time <= filmTime + 1e-9 {
            if case .pause = step { return }
            pendingSteps.removeFirst()
            window.performOnNextTick { Self.perform(step, on: interaction) }
        }
    }

    /// Runs a `pause` due at or before `filmTime`, and the steps due by then
    /// that follow it, after the tick at `filmTime`: a running transition has
    /// then moved to where it is at that time, so `pause at 0.3` holds the
    /// percent reached at 0.3 s (at the start of the tick it would hold the
    /// previous frame's, one frame early).
    func runPausesAfterTick(upTo filmTime: Double) {
        guard let interaction, case .pause? = pendingSteps.first, pendingSteps[0].time <= filmTime + 1e-9 else { return }
        while let step = pendingSteps.first, step.time <= filmTime + 1e-9 {
            pendingSteps.removeFirst()
            Self.perform(step, on: interaction)
        }
    }

    private static func perform(_ step: PercentScript.Step, on interaction: PercentDrivenInteractiveTransition) {
        switch step {
        case let .update(p, _): interaction.update(CGFloat(p))
        case .pause: interaction.pause()
        case let .finish(_, v?): interaction.finish(velocity: CGFloat(v))
        case .finish: interaction.finish()
        case let .cancel(_, v?): interaction.cancel(velocity: CGFloat(v))
        case .cancel: interaction.cancel()
        }
    }

    /// The document's touch script on the window's clock: every time shifted by ``origin``.
    private func touchScript(_ script: TouchScript) -> TouchScript { script.shifted(by: origin) }

    func makeInteraction() throws -> PercentDrivenInteractiveTransition? {
        switch runner.document.interaction {
        case nil:
            return nil
        case .touches?:
            // A pop is swiped by the navigation controller's own edge gesture.
            return transition.kind == .pop ? nil : ScenePanInteraction()
        case let .percent(script)?:
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionSpeed = CGFloat(script.completionSpeed)
            interaction.wantsInteractiveStart = script.wantsInteractiveStart
            do { interaction.timingCurve = try TimingCurve(css: script.completionCurve) } catch {
                throw SceneRunError(
                    file: file,
                    problem:
                        "the completion curve '\(script.completionCurve)' is not valid (\(TimingCurveError.reason(of: error)))")
            }
            return interaction
        }
    }

    // MARK: Animator

    private func makeAnimator() throws -> (any ViewControllerAnimatedTransitioning)? {
        switch transition.animation {
        case .builtIn:
            return nil
        case let .keyframes(tracks):
            return try KeyframeTransitionAnimator(
                tracks: tracks, duration: transition.duration ?? 0.5, curve: transition.curve,
                fps: runner.document.canvas.fps, file: file)
        case let .animator(component):
            var parameters: [String: AnimatorParameterValue] = [:]
            for key in component.parameters.keys.sorted() {
                guard let converted = SceneValueConversion.animatorValue(component.parameters[key]!) else {
                    throw SceneRunError(
                        file: file,
                        problem: "parameter '\(key)' of animator '\(component.name)' must be a number, "
                            + "boolean, string or colour", location: component.locations[key])
                }
                parameters[key] = converted
            }
            // The transition's duration and curve become parameters: errors about them point at the transition's keys.
            var fromTransition: Set<String> = []
            do {
                let description = try runner.registry.description(of: component.name)
                if let d = transition.duration, description.parameter("duration") != nil {
                    parameters["duration"] = .number(d)
                    fromTransition.insert("duration")
                }
                if let c = transition.curve, description.parameter("curve") != nil {
                    parameters["curve"] = .string(c)
                    fromTransition.insert("curve")
                }
                return try runner.registry.makeAnimator(named: component.name, parameters: parameters)
            } catch {
                // "...; did you mean 'x'?" goes after the location, as in the parser's errors.
                var problem = "\(error)"
                var hint = "run 'flipbook list' for the animators and their parameters"
                if let range = problem.range(of: "; did you mean ", options: .backwards) {
                    hint =
                        problem[problem.index(range.lowerBound, offsetBy: 2)...]
                        + " Run 'flipbook list' for the animators and their parameters"
                    problem = String(problem[..<range.lowerBound])
                }
                throw SceneRunError(
                    file: file, problem: problem, hint: hint,
                    location: location(of: error, in: component, fromTransition: fromTransition))
            }
        }
    }

    /// Where the document wrote what the registry refused: the parameter's
    /// value (or its name, when the animator has no such parameter), the
    /// transition's `duration` or `curve` when the value came from there,
    /// else the animator's name.
    private func location(of error: any Error, in component: NamedComponent, fromTransition: Set<String>) -> SceneLocation? {
        let named = component.locations[SceneLocations.nameKey]
        guard let error = error as? AnimatorRegistryError else { return named }
        let parameter: String
        switch error {
        case let .unknownParameter(_, p, _):
            return component.locations[SceneLocations.keyOf(p)] ?? named
        case let .wrongType(_, p, _, _), let .outOfRange(_, p, _, _), let .invalidChoice(_, p, _, _, _),
            let .invalidValue(_, p, _, _):
            parameter = p
        case .unknownAnimator, .duplicateName, .invalidRegistration:
            return named
        }
        if fromTransition.contains(parameter) { return transition.locations[parameter] ?? named }
        return component.locations[parameter] ?? named
    }

    private func style(providesController: Bool) -> ModalPresentationStyle {
        switch transition.style {
        case nil: providesController ? .custom : .automatic
        case .fullScreen?: .fullScreen
        case .overFullScreen?: .overFullScreen
        case .currentContext?: .currentContext
        case .overCurrentContext?: .overCurrentContext
        case .pageSheet?: .pageSheet
        case .formSheet?: .formSheet
        case .custom?: .custom
        case .automatic?: .automatic
        }
    }

    private var modalTransitionStyle: ModalTransitionStyle { transition.modalTransitionStyle ?? .coverVertical }
}
