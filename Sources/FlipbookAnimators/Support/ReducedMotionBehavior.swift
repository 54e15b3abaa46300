import Flipbook
import Foundation

/// What a standard animator does when Reduce Motion is on
/// (``Flipbook/Accessibility/isReduceMotionEnabled`` when its transition
/// starts), following Apple's guidance to replace large motion (slides
/// across the screen, zooms, flips, 3-D turns, parallax) with dissolves.
public enum ReducedMotionBehavior: String, Sendable, CaseIterable {
    /// The animator runs as it always does (fades, and motion the system
    /// keeps under Reduce Motion, such as a sheet rising or a spinner).
    case unchanged
    /// The animator cross-dissolves the two views instead, over the same
    /// duration and curve, as UIKit's `.crossDissolve`.
    case crossDissolve
}

/// The cross-dissolve that an animator which is not a ``StandardAnimator``
/// runs instead of its motion under Reduce Motion: keep the returned
/// animator for the transition (it ends it) and forward `animationEnded`.
@MainActor
enum ReducedMotionStandIn {
    /// A cross-dissolve of `duration` seconds when Reduce Motion is on; nil otherwise.
    static func make(duration: TimeInterval, curve: TimingCurve = .easeInOut) -> FadeAnimator? {
        guard Accessibility.isReduceMotionEnabled else { return nil }
        return FadeAnimator(operation: .auto, fadesBothViews: true, duration: duration, curve: curve)
    }
}
