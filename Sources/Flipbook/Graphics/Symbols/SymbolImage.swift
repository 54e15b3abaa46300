import Foundation

/// What a symbol image (``Image/init(systemName:)``) draws: one of
/// Flipbook's own vector drawings of the common SF Symbol names
/// (``SymbolCatalogue``), at a point size, stroke weight and scale, in a
/// colour.
///
/// The drawings are Flipbook's, made for these names, not Apple's glyphs:
/// they have the shapes and proportions of the symbols at a glance. Sizes
/// are in points: a drawing is designed for 17 points (the body text size,
/// UIKit's default for symbol images) and scales with ``pointSize`` times
/// the scale's factor. Strokes are ``strokeWidth`` wide with round caps and
/// joins, and the image is padded by half a stroke on every side so that
/// strokes stay inside it.
public struct SymbolImage: Hashable, Sendable {
    /// The symbol's name, such as "chevron.left".
    public let name: String
    /// The point size the symbol is drawn for; positive and finite.
    public internal(set) var pointSize: CGFloat
    /// The stroke weight.
    public internal(set) var weight: Image.SymbolWeight
    /// The size factor (``Image/SymbolScale/factor``).
    public internal(set) var scale: Image.SymbolScale
    /// The colour the paths are drawn in; nil before a tint is given
    /// (a template image), drawn black when drawn as it is.
    public internal(set) var color: Color?
    let glyph: SymbolGlyph

    /// The point size a drawing is designed at.
    static let designSize: CGFloat = 17
    /// The stroke width, in points, of a regular-weight symbol at 17 points.
    static let regularStroke: CGFloat = 1.6
    /// Pixels per point of a symbol image's ``Image/bitmap``.
    public static let bitmapScale: CGFloat = 3

    init(name: String, glyph: SymbolGlyph) {
        self.name = name
        self.glyph = glyph
        pointSize = Self.designSize
        weight = .unspecified
        scale = .unspecified
    }

    /// Points per design unit: the point size over 17, times the scale's factor.
    var unit: CGFloat { pointSize / Self.designSize * scale.factor }

    /// The width of the symbol's strokes, in points: 1.6 at 17 points and
    /// regular weight, thinner or thicker with the weight, in proportion to
    /// the size.
    public var strokeWidth: CGFloat {
        let factor: CGFloat
        switch weight {
        case .ultraLight: factor = 0.4
        case .thin: factor = 0.55
        case .light: factor = 0.78
        case .unspecified, .regular: factor = 1
        case .medium: factor = 1.15
        case .semibold: factor = 1.3
        case .bold: factor = 1.5
        case .heavy: factor = 1.8
        case .black: factor = 2.05
        }
        return Self.regularStroke * factor * unit
    }

    /// The image's size in points: the drawing's box at ``unit`` plus a stroke's width.
    public var size: CGSize {
        CGSize(width: glyph.box.width * unit + strokeWidth, height: glyph.box.height * unit + strokeWidth)
    }

    /// The drawing commands that draw the symbol stretched over `rect`
    /// (its natural ``size`` fills `rect` exactly), in ``color`` or black.
    public func commands(in rect: CGRect) -> [DrawCommand] {
        let natural = size
        guard natural.width > 0, natural.height > 0, rect.width.isFinite, rect.height.isFinite,
            rect.width != 0, rect.height != 0
        else { return [] }
        let paint = Paint.color(color ?? .black)
        let w = strokeWidth
        let place = CGAffineTransform(a: unit, b: 0, c: 0, d: unit, tx: w / 2, ty: w / 2)
        var out: [DrawCommand] = [
            .save,
            .concatenate(
                CGAffineTransform(
                    a: rect.width / natural.width, b: 0, c: 0,
                    d: rect.height / natural.height,
                    tx: rect.minX, ty: rect.minY)),
        ]
        for part in glyph.parts {
            switch part {
            case let .stroke(path, factor):
                out.append(
                    .stroke(
                        path.applying(place), paint,
                        StrokeStyle(lineWidth: w * factor, lineCap: .round, lineJoin: .round)))
            case let .fill(path, rule):
                out.append(.fill(path.applying(place), paint, rule))
            case let .solid(path):
                let placed = path.applying(place)
                out.append(.fill(placed, paint, .nonZero))
                out.append(.stroke(placed, paint, StrokeStyle(lineWidth: w, lineCap: .round, lineJoin: .round)))
            }
        }
        out.append(.restore)
        return out
    }
}
