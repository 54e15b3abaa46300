import Foundation

extension Image {
    /// The weight of a symbol's strokes (`UIImage.SymbolWeight`), with the
    /// font weights' names; ``unspecified`` draws ``regular``.
    public enum SymbolWeight: Int, Hashable, Sendable {
        /// No weight of its own: the image's, or ``regular``.
        case unspecified
        /// The lightest strokes.
        case ultraLight
        /// Thinner than ``light``.
        case thin
        /// Lighter than ``regular``.
        case light
        /// The body text's weight.
        case regular
        /// Slightly heavier than ``regular``.
        case medium
        /// Between ``medium`` and ``bold``.
        case semibold
        /// Bold strokes.
        case bold
        /// Heavier than ``bold``.
        case heavy
        /// The heaviest strokes.
        case black

        /// The font weight of the same name (``regular`` for ``unspecified``).
        public var fontWeight: Font.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's size relative to its point size (`UIImage.SymbolScale`):
    /// small 0.8, medium 1, large 1.3 times; ``default`` and ``unspecified``
    /// are medium.
    public enum SymbolScale: Int, Hashable, Sendable {
        /// The default scale: medium.
        case `default` = -1
        /// No scale of its own: the image's, or medium.
        case unspecified = 0
        /// 0.8 times the point size.
        case small
        /// The point size.
        case medium
        /// 1.3 times the point size.
        case large

        /// The factor on the symbol's size.
        public var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// How a symbol image is drawn (`UIImage.SymbolConfiguration`,
    /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration):
    /// its point size, stroke weight and scale. Unset members (nil,
    /// ``SymbolWeight/unspecified``, ``SymbolScale/unspecified``) keep the
    /// image's own when applied.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size the symbol is drawn for, as a font's; nil keeps the
        /// image's (17 points, the body text size, for a new symbol image).
        public var pointSize: CGFloat?
        /// The stroke weight; ``SymbolWeight/unspecified`` keeps the image's.
        public var weight: SymbolWeight
        /// The size relative to the point size; ``SymbolScale/unspecified`` keeps the image's.
        public var scale: SymbolScale

        /// A configuration of a point size, weight and scale (`init(pointSize:weight:scale:)`).
        public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : nil
            self.weight = weight
            self.scale = scale
        }

        /// A configuration of a weight only (`init(weight:)`).
        public init(weight: SymbolWeight) {
            self.pointSize = nil
            self.weight = weight
            self.scale = .unspecified
        }

        /// A configuration of a scale only (`init(scale:)`).
        public init(scale: SymbolScale) {
            self.pointSize = nil
            self.weight = .unspecified
            self.scale = scale
        }

        /// A configuration matching `font`: its size and weight (`init(font:)`).
        public init(font: Font, scale: SymbolScale = .unspecified) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale)
        }

        /// This configuration with `other`'s set members on top (`applying(_:)`).
        public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
            var result = self
            if let size = other.pointSize { result.pointSize = size }
            if other.weight != .unspecified { result.weight = other.weight }
            if other.scale != .unspecified { result.scale = other.scale }
            return result
        }
    }
}

extension Image.SymbolWeight {
    /// The symbol weight of a font weight's name.
    init(_ weight: Font.Weight) {
        switch weight {
        case .ultraLight: self = .ultraLight
        case .thin: self = .thin
        case .light: self = .light
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        case .heavy: self = .heavy
        case .black: self = .black
        }
    }
}
