import Foundation

/// Where a transition stands in one frame of a film.
///
/// The phase names the motion a reviewer sees, not the API call that caused
/// it; the raw values are what traces, captions and manifests print.
public enum TransitionPhase: String, CaseIterable, Hashable, Sendable {
    /// No transition has started yet: the frame shows the settled "before" layout.
    case idle
    /// A non-interactive transition plays by itself at normal speed.
    case running
    /// An interactive transition follows the user's percent (scrubbed or
    /// paused); between updates the picture stays where the last update put it.
    case interactive
    /// After release: the timeline runs on to 100 % along the completion curve.
    case finishing
    /// After release: the timeline runs back to 0 % along the completion curve.
    case cancelling
    /// The transition has completed (finished or cancelled) and the layout is settled.
    case done
}
