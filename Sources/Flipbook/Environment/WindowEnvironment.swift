import Foundation

/// The services one window's views and layers use from outside the view
/// tree, and the working state of its render passes: what Flutter's
/// `PipelineOwner` is to its tree.
///
/// Every ``Window`` has its own (``Window/environment``), so windows in
/// parallel tests share nothing mutable. A new environment holds the
/// standard measurer: FlipbookCairo's whenever that module is linked into
/// the process (found without any set-up call, see ``RendererServices``),
/// otherwise ``ApproximateTextMeasurer``. A label therefore measures the
/// same before and after any renderer exists, in any test and in any order.
/// Images are not tied to a window (neither is `UIGraphicsImageRenderer`):
/// each `ImageRenderer` has its own `rasterizer`, the standard one
/// (``standardRasterizer``) unless replaced.
///
/// Views outside any window measure with ``standardTextMeasurer``; what is
/// still process-wide, and why, is listed in docs/architecture.md.
@preconcurrency @MainActor
public final class WindowEnvironment {
    /// Measures the text of this window's labels, text layers and bars.
    /// Replace it (before laying out) to lay out with other metrics; the
    /// renderer still draws with its own fonts.
    public var textMeasurer: any TextMeasuring { didSet { measurerGeneration += 1 } }
    /// Counts replacements of ``textMeasurer``: layouts cached with an older
    /// measurer are made again.
    private(set) var measurerGeneration = 0
    /// Receives the diagnostics of this window's views, layers, controls and
    /// gesture recognizers; nil (the default) sends them to
    /// ``Diagnostics/handler``. A test that runs beside others sets it to
    /// collect its window's diagnostics alone.
    public var diagnosticHandler: ((Diagnostic) -> Void)?

    /// Seconds subtracted from the clock while the sublayers of a replicator
    /// instance are built (`instanceDelay`) during this window's render pass;
    /// 0 outside one.
    var renderTimeShift: Double = 0

    /// An environment with the standard services; every window makes its own.
    init() {
        textMeasurer = Self.standardTextMeasurer
    }

    /// Which measurer a view in `window` (nil: in no window) lays out with,
    /// as a value a text layout cache can key on.
    static func measurerIdentity(in window: Window?) -> MeasurerIdentity {
        guard let environment = window?.environment else { return MeasurerIdentity(environment: nil, generation: 0) }
        return MeasurerIdentity(environment: ObjectIdentifier(environment), generation: environment.measurerGeneration)
    }

    /// An environment and the replacement count of its measurer.
    struct MeasurerIdentity: Equatable {
        let environment: ObjectIdentifier?
        let generation: Int
    }

    /// The measurer of a new environment and of views outside any window:
    /// the renderer module's when it is linked (FlipbookCairo's
    /// `CairoTextMeasurer`), else ``ApproximateTextMeasurer``. Fixed for the
    /// life of the process.
    public nonisolated static var standardTextMeasurer: any TextMeasuring {
        RendererServicesLookup.linked?.textMeasurer ?? ApproximateTextMeasurer()
    }

    /// The rasterizer image renderers start with: the renderer module's when
    /// it is linked, else nil. Fixed for the life of the process.
    public nonisolated static var standardRasterizer: (any DisplayListRasterizer)? {
        RendererServicesLookup.linked?.rasterizer
    }

    /// The name of the renderer module whose services are standard in this
    /// process ("FlipbookCairo"), or nil when none is linked.
    public nonisolated static var rendererModule: String? {
        RendererServicesLookup.linked == nil ? nil : "FlipbookCairo"
    }
}
