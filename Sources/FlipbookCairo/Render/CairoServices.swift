import Flipbook
import Foundation

/// This module's services to the runtime: ``CairoTextMeasurer`` for layout
/// and ``CairoRasterizer`` for `ImageRenderer`.
///
/// The runtime finds this type by its mangled name
/// (`13FlipbookCairo13CairoServicesO`) whenever FlipbookCairo is linked into
/// the program, so every window measures text with the fonts that draw it
/// from the first label on, with no set-up call. Renaming or moving it breaks
/// that lookup: `ContentRenderingTests` and `ParallelFilmTests` check it.
public enum CairoServices: RendererServices {
    public static var textMeasurer: any TextMeasuring { CairoTextMeasurer() }
    public static var rasterizer: any DisplayListRasterizer { CairoRasterizer() }
}
