/// The limits a scene document must stay within; the loader refuses anything
/// beyond them with a ``SceneError``, before building or drawing anything.
///
/// - The file is at most 4 MiB.
/// - The canvas is at most 8192 points a side and 16 384 pixels a side after
///   scaling; `scale` is in (0, 8] and `fps` in (0, 240].
/// - A run has at most 10 000 frames (estimated from the duration, the fps
///   and the interaction script).
/// - At most 10 000 views in all screens together, nested at most 64 deep.
/// - An image at most 2^24 pixels (4096 x 4096), all images together at most
///   2^26 pixels, known from the PNG headers before any is decoded.
/// - At most 100 000 YAML nodes after alias expansion, so a "billion laughs"
///   document fails at once instead of exhausting memory.
/// - Image paths stay inside the scene's folder (no `..`, no absolute paths,
///   no symbolic links out) unless ``SceneLoader/Options/allowOutsidePaths``
///   is set; output names are plain file names.
///
/// Nothing in a document executes anything: animators and presentation
/// controllers are names that the runtime looks up.
public enum SceneLimits {
    /// Bytes.
    public static let maximumFileSize = 4 * 1024 * 1024
    /// Points per side.
    public static let maximumCanvasPoints: Double = 8192
    /// Pixels per side after scaling.
    public static let maximumCanvasPixels: Double = 16_384
    /// Pixels per point; the scale must be in [minimumScale, maximumScale].
    public static let maximumScale: Double = 8
    /// The smallest canvas scale, pixels per point: below it a canvas has no whole pixel to draw.
    public static let minimumScale: Double = 0.01
    /// The lowest frame rate, frames per second (a frame a second).
    public static let minimumFPS: Double = 1
    /// Frames per second; the fps must be in [minimumFPS, maximumFPS].
    public static let maximumFPS: Double = 240
    /// Frames in one run.
    public static let maximumFrameCount = 10_000
    /// Views in the whole document.
    public static let maximumViewCount = 10_000
    /// The most rows of a `list` view or items of a `grid` view.
    public static let maximumGeneratedCells = 10_000
    /// Levels of view nesting below a screen's root (the root is level 1).
    public static let maximumDepth = 64
    /// YAML nodes visited, counting every alias expansion.
    public static let maximumNodeCount = 100_000
    /// Pixels of one image a scene shows (4096 x 4096), read from the PNG's header before it is decoded.
    public static let maximumImagePixels = 1 << 24
    /// Pixels of all the images a scene shows together (each image view counts): 256 MB of pixels.
    public static let maximumTotalImagePixels = 1 << 26
}
