/// What a run writes. Names are plain file names inside the output folder.
public struct SceneOutputs: Equatable, Sendable {
    /// Which frames become PNG files; nil writes none. Default: all.
    public var frames: FrameSelection? = .all
    /// Frame files are `<prefix>0000.png`, ...; default "frame-".
    public var framePrefix = "frame-"
    /// The contact sheet of sampled frames; nil writes none.
    public var filmstrip: Filmstrip?
    /// The animated PNG's name (`apng:`); nil writes none.
    public var animatedPNG: String?
    /// The animated GIF's name (docs/gif.md); `gif: true` names it "preview.gif".
    public var gif: String?
    /// The H.264 video's name (needs ffmpeg); `mp4: true` names it "preview.mp4".
    public var mp4: String?
    /// The VP9 video's name (needs ffmpeg); `webm: true` names it "preview.webm".
    public var webm: String?
    /// Default "manifest.json".
    public var manifest: String? = "manifest.json"
    /// The text trace's name (one line per frame: times, states, views); nil writes none.
    public var trace: String?

    /// The defaults: every frame, and the manifest.
    public init() {}

    /// A contact sheet of sampled frames.
    public struct Filmstrip: Equatable, Sendable {
        /// Default "filmstrip.png".
        public var name = "filmstrip.png"
        /// >= 1; default 4.
        public var columns = 4
        /// Frames sampled evenly, first and last included; >= 1; default 12.
        public var sampleCount = 12

        /// A 4-column filmstrip of 12 frames, "filmstrip.png".
        public init() {}
    }
}

/// A choice of frames.
public enum FrameSelection: Equatable, Sendable {
    /// Every frame.
    case all
    /// Frame indices from 0, as closed ranges in the order written ("0,10,20-30").
    case indices([ClosedRange<Int>])
    /// The frame nearest to each transition percent, in 0...1.
    case percents([Double])
}
