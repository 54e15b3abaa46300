import Foundation

/// A layer that draws a string (`CATextLayer`).
///
/// The first line sits at the top of the bounds (its line box starts at
/// `bounds.minY`); lines follow at the font's line height. A line is the
/// text between line breaks, broken further to the bounds width when
/// ``isWrapped``; ``truncationMode`` cuts lines that do not fit with an
/// ellipsis; ``alignmentMode`` places each line across the bounds. The text
/// is drawn above the layer's contents image and `draw(in:)` drawing, below
/// its sublayers, and is clipped by nothing unless the layer masks to its
/// bounds. Lines are measured with the window's ``WindowEnvironment/textMeasurer``, as labels
/// are, so they land where they are measured.
///
/// ``foregroundColor`` and ``fontSize`` are animatable by Core Animation
/// key (`"foregroundColor"`, `"fontSize"`); the other text values are not.
@preconcurrency @MainActor
open class TextLayer: Layer {
    /// The text: a `String` (or `Substring`, `NSString`), or an
    /// `NSAttributedString`, of which only the characters are drawn: its
    /// attributes (fonts, colours) are ignored, and the layer's ``font``,
    /// ``fontSize`` and ``foregroundColor`` apply to the whole string.
    /// Any other value, like nil (the default), draws nothing.
    public var string: Any?

    /// The font family and style: a ``Font`` or a `String` (or `NSString`)
    /// naming one as `Font(name:size:)` reads it ("DejaVu Serif",
    /// "DejaVu Sans-Bold"). Its size is ignored: text is set at ``fontSize``,
    /// as Core Animation does. nil or any other value (the default is nil)
    /// draws in the system font, Inter, where Core Animation uses Helvetica.
    public var font: Any?

    /// The size the text is set at, in points; 36 by default. Animatable.
    /// A size that is not positive and finite draws nothing.
    public var fontSize: CGFloat = 36 { didSet { valueDidChange(forKey: "fontSize", from: .scalar(Double(oldValue))) } }

    /// The colour of the text; opaque white by default. nil draws no text. Animatable.
    public var foregroundColor: Color? = .white {
        didSet { valueDidChange(forKey: "foregroundColor", from: .color(oldValue ?? .clear), wasAbsent: oldValue == nil) }
    }

    /// When true, lines are broken between words (inside a word too wide on
    /// its own) to fit the bounds width. False by default: only line breaks
    /// in the string start new lines.
    public var isWrapped = false

    /// How lines that do not fit are cut; `.none` (the default) draws them
    /// whole, past the bounds. With another mode a line wider than the
    /// bounds is cut with an ellipsis at its start, middle or end, and the
    /// lines below the last whose box fits the bounds height are dropped,
    /// the last line shown ending in an ellipsis.
    public var truncationMode: TextLayerTruncationMode = .none

    /// How each line is placed across the bounds; `.natural` (left, the
    /// default). See ``TextLayerAlignmentMode/justified``.
    public var alignmentMode: TextLayerAlignmentMode = .natural

    /// Accepted for source compatibility and ignored: glyphs are drawn at
    /// the positions measured, unquantized. False by default.
    public var allowsFontSubpixelQuantization = false

    /// The last layout, kept while nothing it depends on changes.
    private var cache: (key: LayoutKey, commands: [DrawCommand])?

    private struct LayoutKey: Equatable {
        var text: String, font: Font, color: Color, wrapped: Bool
        var truncation: TextLayerTruncationMode, alignment: TextLayerAlignmentMode
        var bounds: CGRect, measurer: ObjectIdentifier
    }

    /// A text layer with no string, 36 pt white text, not wrapped, not truncated.
    public override init() { super.init() }

    /// UIKit's archive initializer; the coder is not read (see ``Layer/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy of `layer`'s values, its text values too when it is a text layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? TextLayer {
            string = other.string
            font = other.font
            fontSize = other.fontSize
            foregroundColor = other.foregroundColor
            isWrapped = other.isWrapped
            truncationMode = other.truncationMode
            alignmentMode = other.alignmentMode
            allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
        }
    }

    override func makeCopy() -> Layer { TextLayer(layer: self) }

    /// The presentation copy, typed as this class (`presentation()?.path` reads the drawn value).
    open override func presentation() -> TextLayer? { super.presentation() as? TextLayer }
    override class func makeInstance() -> Layer { TextLayer() }

    override func clearValue(forKey key: String) -> Bool {
        guard key == "foregroundColor" else { return super.clearValue(forKey: key) }
        foregroundColor = nil
        return true
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "foregroundColor": return .color(foregroundColor ?? .clear)
        case "fontSize": return .scalar(Double(fontSize))
        default: return super.animatableValue(forKey: key)
        }
    }

    @discardableResult
    override func applyAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("foregroundColor", .color(let c)): foregroundColor = c
        case ("fontSize", .scalar(let v)): fontSize = CGFloat(v)
        case ("foregroundColor", _), ("fontSize", _): return false
        default: return super.applyAnimatableValue(value, forKey: key)
        }
        return true
    }

    // MARK: Drawing

    /// The characters of ``string``, nil when it holds no text.
    var plainText: String? {
        switch string {
        case let s as String: return s
        case let s as Substring: return String(s)
        case let a as NSAttributedString: return a.string
        case let s as NSString: return s.description
        default: return nil
        }
    }

    /// The font the text is set in: ``font``'s family and style at ``fontSize``.
    var resolvedFont: Font {
        switch font {
        case let f as Font: return f.withSize(fontSize)
        case let name as String: return Font(name: name, size: fontSize)
        case let name as NSString: return Font(name: name.description, size: fontSize)
        default: return .systemFont(ofSize: fontSize)
        }
    }

    /// What a plain layer draws, then the text laid out in `bounds` (the
    /// bounds drawn: this layer's, or a presentation copy's).
    override func layerContent(in bounds: CGRect) -> DisplayList {
        var list = super.layerContent(in: bounds)
        list.commands += textCommands(in: bounds)
        return list
    }

    /// The text runs of the string laid out in `bounds`.
    func textCommands(in bounds: CGRect) -> [DrawCommand] {
        guard let text = plainText, !text.isEmpty, let color = foregroundColor,
            fontSize > 0, fontSize.isFinite
        else { return [] }
        let measurer = textMeasurer
        let key = LayoutKey(
            text: text, font: resolvedFont, color: color, wrapped: isWrapped,
            truncation: truncationMode, alignment: alignmentMode, bounds: bounds,
            measurer: ObjectIdentifier(type(of: measurer)))
        if let cache, cache.key == key { return cache.commands }
        let commands = layout(key, measurer: measurer)
        cache = (key, commands)
        return commands
    }

    private func layout(_ key: LayoutKey, measurer: any TextMeasuring) -> [DrawCommand] {
        let font = key.font
        let bounds = key.bounds
        let layout = TextLayerLayout(font: font, measurer: measurer)
        let lines = layout.lines(of: key.text, in: bounds.size, wrapped: key.wrapped, truncation: key.truncation)
        let m = measurer.metrics(of: font)
        var baseline = bounds.minY + m.ascent
        var commands: [DrawCommand] = []
        func run(_ text: String, at x: CGFloat) {
            commands.append(.text(TextRun(text: text, font: font, color: key.color, origin: CGPoint(x: x, y: baseline))))
        }
        for line in lines {
            defer { baseline += m.lineHeight }
            guard !line.text.isEmpty else { continue }
            let width = layout.width(line.text)
            switch key.alignment {
            case .center: run(line.text, at: bounds.minX + (bounds.width - width) / 2)
            case .right: run(line.text, at: bounds.maxX - width)
            case .justified where line.continues:
                let words = line.text.split(separator: " ").map(String.init)
                guard words.count > 1 else {
                    run(line.text, at: bounds.minX)
                    continue
                }
                let inked = words.reduce(0) { $0 + layout.width($1) }
                let gap = (bounds.width - inked) / CGFloat(words.count - 1)
                var x = bounds.minX
                for word in words {
                    run(word, at: x)
                    x += layout.width(word) + gap
                }
            default: run(line.text, at: bounds.minX)
            }
        }
        return commands
    }
}
