import FlipbookAnimators
import FlipbookScene
import Foundation

/// What a scene costs to check, as far as its document tells without running
/// it: frames times pixels a frame. Shards are balanced by it.
@MainActor
package enum SceneCost {
    /// The duration assumed for a transition whose document and animator leave
    /// it to UIKit (its standard transitions take about 0.35 s).
    package static let defaultDuration = 0.35

    /// The transition's duration in seconds: the document's, else the named
    /// animator's `duration` parameter (as the scene sets it, else its default
    /// in `registry`), else 0.5 s for keyframes (as the scene runner), else
    /// ``defaultDuration``.
    package static func duration(of document: SceneDocument, registry: AnimatorRegistry) -> Double {
        let transition = document.transition
        if let duration = transition.duration { return duration }
        switch transition.animation {
        case let .animator(component):
            if let value = component.parameters["duration"]?.number { return value }
            if let parameter = try? registry.description(of: component.name).parameter("duration"),
                case let .number(value) = parameter.defaultValue
            {
                return value
            }
            return defaultDuration
        case .keyframes: return 0.5
        case .builtIn: return defaultDuration
        }
    }

    /// The number of frames the run is expected to have: the transition's
    /// duration (or the interaction script's end plus the completion), times
    /// the frame rate, plus the first frame.
    package static func frames(of document: SceneDocument, registry: AnimatorRegistry) -> Int {
        let duration = duration(of: document, registry: registry)
        var end = duration
        switch document.interaction {
        case let .percent(script)?: end = max(end, (script.steps.last?.time ?? 0) + duration / script.completionSpeed)
        case let .touches(script)?: end = max(end, (script.latestEventTime ?? 0) + duration)
        case nil: break
        }
        let frames = (end * document.canvas.fps).rounded(.up) + 1
        return frames.isFinite ? Int(min(max(frames, 1), Double(SceneLimits.maximumFrameCount))) : 1
    }

    /// Pixels a frame at the document's scale (`--scale` already applied).
    package static func pixels(of document: SceneDocument) -> Int {
        let c = document.canvas
        return Int((c.width * c.scale).rounded(.up)) * Int((c.height * c.scale).rounded(.up))
    }

    /// ``frames(of:)`` times ``pixels(of:)``.
    package static func cost(of document: SceneDocument, registry: AnimatorRegistry) -> Int {
        frames(of: document, registry: registry) * pixels(of: document)
    }
}
