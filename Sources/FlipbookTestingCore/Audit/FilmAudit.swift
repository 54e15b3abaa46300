import Flipbook
import FlipbookCairo
import Foundation

/// Sweeps a transition over its percent range and checks invariants that
/// hold for every well-behaved transition, whatever it animates:
///
/// - ``Invariant/contentVisible``: every frame shows something: some view
///   below the root (the window) draws a pixel on the canvas. Presence is
///   judged, not colour: a white screen on a white window is content, a
///   screen at alpha 0, hidden or moved off the canvas is not;
/// - ``Invariant/alphaInRange``: every node of every frame's render tree has
///   an alpha in 0...1;
/// - ``Invariant/endsSettled``: the frame at 100 % equals the settled layout;
/// - ``Invariant/scrubMatchesPlay``: the frame scrubbed to p equals the
///   frame played to `p * duration` seconds;
/// - ``Invariant/cancelRetraces``: each frame of a cancelled run at percent p
///   equals the forward frame scrubbed to p;
/// - ``Invariant/reducedMotion`` (only when asked for, see ``standardInvariants``):
///   between consecutive visited frames no view moves farther than
///   ``motionLimits``' distance or grows or shrinks by more than its factor,
///   what Reduce Motion asks of a transition (its large motion dissolves).
///
/// The audit does not know how the transition is driven: it takes closures
/// that make a fresh picture for "scrubbed to p", "played to t seconds",
/// "settled", and a recorded cancel film. An invariant whose closure is nil
/// is not checked. Pictures are compared under ``tolerance``.
///
/// ```swift
/// let audit = FilmAudit(name: "fade", duration: 0.5, steps: 10,
///                       scrubbed: { p in makeScene().scrubbed(to: p) },
///                       played: { t in makeScene().played(to: t) },
///                       settled: { makeScene().settled() })
/// assertAudit(audit)
/// ```
@preconcurrency @MainActor
public struct FilmAudit {
    /// The invariants an audit can check.
    public enum Invariant: String, Sendable, Hashable, CaseIterable {
        /// The invariants: something visible in every frame; every alpha in 0...1; the transition ends settled; a scrubbed frame equals the played one; a cancel retraces the way it came; Reduce Motion limits movement.
        case contentVisible, alphaInRange, endsSettled, scrubMatchesPlay, cancelRetraces, reducedMotion
    }

    /// Every invariant but ``Invariant/reducedMotion``: what holds for any
    /// well-behaved transition (motion is only wrong under Reduce Motion).
    public static let standardInvariants: Set<Invariant> = Set(Invariant.allCases).subtracting([.reducedMotion])

    /// How far a view may travel between two visited frames under
    /// ``Invariant/reducedMotion``.
    public struct MotionLimits: Sendable, Hashable {
        /// Points the centre of a view may move on the canvas; 8 by default.
        public var maximumDistance: CGFloat
        /// The factor a view may grow or shrink by (its area's square root); 1.05 by default.
        public var maximumScale: CGFloat

        /// Limits of `maximumDistance` points and a `maximumScale` factor.
        public init(maximumDistance: CGFloat = 8, maximumScale: CGFloat = 1.05) {
            self.maximumDistance = maximumDistance
            self.maximumScale = maximumScale
        }
    }

    /// The limits of ``Invariant/reducedMotion``.
    public var motionLimits = MotionLimits()

    /// A name for artifacts and messages.
    public var name: String
    /// Seconds from 0 % to 100 %.
    public var duration: Double
    /// The percents to visit, ascending, in 0...1.
    public var percents: [Double]
    /// A fresh picture of the transition scrubbed (paused) at a percent in 0...1.
    public var scrubbed: @MainActor (Double) throws -> RenderTree
    /// A fresh picture of the transition played for a number of seconds from its start.
    public var played: (@MainActor (Double) throws -> RenderTree)?
    /// The settled layout after the transition completes.
    public var settled: (@MainActor () throws -> RenderTree)?
    /// A recorded run that is cancelled part way (its frames carry percents).
    public var cancel: (@MainActor () throws -> Film)?
    /// How close two pictures must be to count as equal.
    public var tolerance: DiffTolerance
    /// The invariants to check (those whose closures exist).
    public var invariants: Set<Invariant>

    /// An audit visiting `steps + 1` percents: 0, 1/steps, ..., 1.
    public init(
        name: String, duration: Double, steps: Int = 10,
        scrubbed: @escaping @MainActor (Double) throws -> RenderTree,
        played: (@MainActor (Double) throws -> RenderTree)? = nil,
        settled: (@MainActor () throws -> RenderTree)? = nil,
        cancel: (@MainActor () throws -> Film)? = nil,
        tolerance: DiffTolerance = .pixelmatch(),
        invariants: Set<Invariant> = FilmAudit.standardInvariants
    ) {
        self.name = name
        self.duration = duration
        let n = max(1, steps)
        percents = (0...n).map { Double($0) / Double(n) }
        self.scrubbed = scrubbed
        self.played = played
        self.settled = settled
        self.cancel = cancel
        self.tolerance = tolerance
        self.invariants = invariants
    }

    /// Runs the audit; pictures of the first violation of each invariant go
    /// under `artifacts` (nothing is written when every invariant holds).
    public func run(artifacts: URL? = nil) -> FilmAuditResult {
        var runner = AuditRunner(audit: self, artifacts: artifacts)
        runner.run()
        return runner.result
    }
}

/// What an audit found.
public struct FilmAuditResult: Sendable {
    /// The audited transition's name.
    public var name: String
    /// Frames looked at (sweep, played, settled and cancel frames).
    public var framesChecked: Int
    /// The first violation of each broken invariant, earliest frame first.
    public var violations: [FilmAuditViolation]
    /// A closure threw: the audit could not finish.
    public var error: String?

    /// Whether every invariant held and the audit finished.
    public var passed: Bool { violations.isEmpty && error == nil }

    /// The earliest violation.
    public var firstViolation: FilmAuditViolation? { violations.first }

    /// The text to report; empty when passed.
    public var message: String {
        guard !passed else { return "" }
        var lines = ["Audit '\(name)' found \(violations.count) broken invariant\(violations.count == 1 ? "" : "s"):"]
        lines += violations.map { "- " + $0.description }
        if let error { lines.append("- the audit stopped: \(error)") }
        return lines.joined(separator: "\n")
    }
}

/// The first frame at which an invariant does not hold.
public struct FilmAuditViolation: Sendable, Hashable, CustomStringConvertible {
    /// The invariant that does not hold.
    public var invariant: FilmAudit.Invariant
    /// The frame's position in its sequence: the sweep step, or the cancel film's frame index.
    public var frameIndex: Int
    /// The transition's percent complete in 0...1 at that frame.
    public var percent: Double
    /// What is wrong, with numbers.
    public var message: String
    /// The offending picture, when written.
    public var frameFile: URL?
    /// The picture it should have matched, when there is one and it was written.
    public var referenceFile: URL?
    /// The diff picture, when written.
    public var diffFile: URL?

    public var description: String {
        var text = "\(invariant.rawValue) at frame \(frameIndex) (\(FilmTrace.fixed(percent * 100, 1)) %): \(message)"
        if let frameFile { text += "\n  frame: \(frameFile.path)" }
        if let referenceFile { text += "\n  reference: \(referenceFile.path)" }
        if let diffFile { text += "\n  diff: \(diffFile.path)" }
        return text
    }
}
