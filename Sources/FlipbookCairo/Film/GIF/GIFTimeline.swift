/// Which frames of a film a GIF shows and for how many centiseconds each,
/// given the frames' start times in seconds (docs/gif.md, "Timing").
///
/// A GIF's delays are whole centiseconds (1/100 s). Each frame's start is
/// rounded to the nearest centisecond on the film's own clock
/// (`round(100 * t)`, measured from the first frame), and a frame's delay
/// is the next shown frame's rounded start minus its own: the rounding
/// error is carried, never accumulated, so the delays always add up to the
/// film's duration (the last frame's start plus one frame interval) within
/// half a centisecond. At 30 fps the delays run 3, 3, 4, 3, 3, 4...
///
/// Browsers show a delay under 2 centiseconds as 10, so no delay is
/// shorter than 2: a frame that would start less than 2 cs after the
/// frame shown before it replaces that frame (its picture is shown from
/// the earlier start), except that the first frame is never replaced (the
/// frame after it is left out instead). Up to 50 fps every frame is shown;
/// at 60 fps two frames in three. The last frame always lasts at least 2 cs.
public struct GIFTimeline: Sendable {
    /// One shown frame: the film's frame index and its delay in centiseconds.
    public struct Entry: Hashable, Sendable {
        /// The film's frame index.
        public var frame: Int
        /// How long the frame shows, in centiseconds; at least ``GIFTimeline/minimumDelay``.
        public var delay: Int
    }

    /// The shown frames in order.
    public private(set) var entries: [Entry] = []
    /// The shortest delay any frame gets.
    public static let minimumDelay = 2

    private var pending: (frame: Int, start: Int)?
    private var origin: Double?
    private var firstFrame = true

    /// An empty timeline.
    public init() {}

    /// What adding frame `index` that starts at `time` seconds does.
    public enum Step: Equatable, Sendable {
        /// The frame before is complete and shown with this delay; the new one is pending.
        case emitted(Entry)
        /// The new frame replaces the pending one (same start).
        case replaced
        /// The new frame is left out.
        case dropped
        /// The first frame: pending.
        case started
    }

    /// Adds the frame `index` starting at `time` seconds (times ascending).
    @discardableResult
    public mutating func add(frame index: Int, time: Double) -> Step {
        let start = centiseconds(time)
        guard let current = pending else {
            pending = (index, start)
            return .started
        }
        if start - current.start < Self.minimumDelay {
            if firstFrame { return .dropped }
            pending = (index, current.start)
            return .replaced
        }
        let entry = Entry(frame: current.frame, delay: start - current.start)
        entries.append(entry)
        firstFrame = false
        pending = (index, start)
        return .emitted(entry)
    }

    /// Closes the timeline at `end` seconds (the last frame's start plus one
    /// frame interval); returns the last entry, or nil when there were no frames.
    public mutating func finish(end: Double) -> Entry? {
        guard let current = pending else { return nil }
        let entry = Entry(frame: current.frame, delay: max(Self.minimumDelay, centiseconds(end) - current.start))
        entries.append(entry)
        pending = nil
        return entry
    }

    private mutating func centiseconds(_ time: Double) -> Int {
        let t = time.isFinite ? time : 0
        if origin == nil { origin = t }
        let value = ((t - origin!) * 100).rounded()
        return value < 0 ? 0 : Int(min(value, Double(Int32.max)))
    }

    /// The timeline of frames at `fps` frames per second, `count` of them,
    /// starting at 0: the delays a GIF of such a film has.
    public static func uniform(frameCount count: Int, fps: Double) -> GIFTimeline {
        var timeline = GIFTimeline()
        for i in 0..<max(0, count) { timeline.add(frame: i, time: Double(i) / fps) }
        _ = timeline.finish(end: Double(max(0, count)) / fps)
        return timeline
    }
}
