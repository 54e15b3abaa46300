import Foundation

/// What a renderer module supplies to the runtime so that layout and images
/// agree with its drawing: the text measurer labels lay out with and the
/// rasterizer `ImageRenderer` draws with.
///
/// The runtime (this module links no C library) finds the renderer module's
/// conforming type by its name when that module is linked into the process:
/// FlipbookCairo's `CairoServices`. There is no set-up call, so whether, when
/// or in which test a renderer was created never changes how text measures;
/// see ``WindowEnvironment/standardTextMeasurer``.
public protocol RendererServices {
    /// The measurer matching the renderer's fonts.
    static var textMeasurer: any TextMeasuring { get }
    /// The rasterizer that draws recordings as the renderer draws frames.
    static var rasterizer: any DisplayListRasterizer { get }
}

/// Finds the renderer module's ``RendererServices`` once per process.
///
/// The lookup is by mangled type name through the Swift runtime's metadata
/// records (`_typeByName`), which cover every image loaded in the process
/// when it runs; it runs once, the first time a window or label needs it,
/// and the answer never changes (a module `dlopen`ed later is not seen).
enum RendererServicesLookup {
    /// The mangled name of `FlipbookCairo.CairoServices` (an enum).
    static let cairoServicesMangledName = "13FlipbookCairo13CairoServicesO"

    /// FlipbookCairo's services when that module is in the process, else nil.
    nonisolated(unsafe) static let linked: (any RendererServices.Type)? =
        _typeByName(cairoServicesMangledName) as? any RendererServices.Type
}
