import Foundation

/// Symbol images: `UIImage(systemName:)`
/// (https://developer.apple.com/documentation/uikit/uiimage/init(systemname:))
/// for the names of ``SymbolCatalogue``, drawn as vector paths.
extension Image {
    /// The symbol image named `systemName` at 17 points, regular weight, as
    /// a template (drawn in the tint of the view showing it); nil when
    /// ``SymbolCatalogue`` has no drawing of that name, as UIKit answers
    /// for a name it does not know.
    public init?(systemName: String) {
        self.init(systemName: systemName, withConfiguration: nil)
    }

    /// The symbol image named `systemName` drawn as `configuration` says
    /// (`init(systemName:withConfiguration:)`); nil for an unknown name.
    public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let glyph = SymbolCatalogue.glyph(named: systemName) else { return nil }
        var symbol = SymbolImage(name: systemName, glyph: glyph)
        if let configuration { symbol.apply(configuration) }
        self.init(symbol: symbol)
    }

    /// An image drawing `symbol`, its bitmap rasterized at ``SymbolImage/bitmapScale``.
    init(symbol: SymbolImage) {
        self.init(bitmap: SymbolRasterCache.bitmap(of: symbol), scale: SymbolImage.bitmapScale)
        self.symbol = symbol
    }

    /// True for an image made by ``init(systemName:)`` (`isSymbolImage`).
    public var isSymbolImage: Bool { symbol != nil }

    /// The symbol's configuration (`symbolConfiguration`); nil for a bitmap image.
    public var symbolConfiguration: SymbolConfiguration? {
        symbol.map { SymbolConfiguration(pointSize: $0.pointSize, weight: $0.weight, scale: $0.scale) }
    }

    /// The same symbol drawn as `configuration` says, its set members on top
    /// of the image's (`withConfiguration(_:)`); a bitmap image unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard var symbol else { return self }
        symbol.apply(configuration)
        var result = Image(symbol: symbol)
        result.renderingMode = renderingMode
        return result
    }

    /// The same as ``withConfiguration(_:)`` (`applyingSymbolConfiguration(_:)`).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        symbol == nil ? nil : withConfiguration(configuration)
    }
}

extension SymbolImage {
    /// Takes `configuration`'s set members.
    mutating func apply(_ configuration: Image.SymbolConfiguration) {
        if let size = configuration.pointSize { pointSize = size }
        if configuration.weight != .unspecified { weight = configuration.weight }
        if configuration.scale != .unspecified { scale = configuration.scale }
    }
}

/// Symbol drawings rasterized once per process (symbol, colour, size), with
/// the renderer module's rasterizer; transparent without one.
enum SymbolRasterCache {
    private static let bitmaps = Locked<[SymbolImage: Bitmap]>([:])
    private static let limit = 512

    static func bitmap(of symbol: SymbolImage) -> Bitmap {
        if let known = bitmaps.withLock({ $0[symbol] }) { return known }
        let size = symbol.size
        let scale = SymbolImage.bitmapScale
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        var bitmap = Bitmap(width: max(0, width), height: max(0, height))
        if let rasterizer = RendererServicesLookup.linked?.rasterizer,
            let drawn = try? rasterizer.rasterize(
                DisplayList(commands: symbol.commands(in: CGRect(origin: .zero, size: size))),
                size: size, scale: scale, opaque: false)
        {
            bitmap = drawn
        }
        bitmaps.withLock {
            if $0.count >= limit { $0.removeAll() }
            $0[symbol] = bitmap
        }
        return bitmap
    }
}
