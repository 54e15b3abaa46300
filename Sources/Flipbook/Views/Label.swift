import Foundation

/// Horizontal text alignment (`NSTextAlignment`); `.natural` is the
/// leading side: left, or right in a right-to-left view.
public enum TextAlignment: Hashable, Sendable {
    /** Lines against the left edge, centred, against the right edge, on the leading side, or stretched to both edges (all but the last line of a paragraph). */
    case left, center, right, natural, justified
}

/// How text that does not fit is broken or cut (`NSLineBreakMode`).
public enum LineBreakMode: Hashable, Sendable {
    /// Wrap at word boundaries or at characters; clip the text at the edge; or truncate it with an ellipsis at the head, the tail or in the middle.
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A view that shows text (`UILabel`).
///
/// Lines are measured with the window's ``WindowEnvironment/textMeasurer``
/// (the renderer's fonts whenever FlipbookCairo is linked), so where the
/// text lands is where it is drawn. The block of
/// lines is centred vertically in the bounds, as UILabel does.
@preconcurrency @MainActor
open class Label: View {
    /// The text shown; nil or empty draws nothing and has a zero intrinsic size.
    public var text: String? {
        didSet {
            if text != oldValue {
                setNeedsDisplay()
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The system font (Inter) 17 pt by default (UILabel's size, Flipbook's font).
    public var font: Font = .systemFont(ofSize: 17) {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// ``Color/label`` by default, as UIKit (black in light appearance,
    /// white in dark); a dynamic colour resolves with the label's traits when drawn.
    public var textColor: Color = .label { didSet { setNeedsDisplay() } }
    /// When true, a font made by ``Font/preferredFont(forTextStyle:)`` is
    /// made again for the label's text size whenever its traits change
    /// (`adjustsFontForContentSizeCategory`); false by default.
    public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adjustFont(to: traitCollection) } }
    }

    /// Re-makes a Dynamic Type font for `traits`' text size (see
    /// ``adjustsFontForContentSizeCategory``).
    func adjustFont(to traits: TraitCollection) {
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return }
        // Only the size follows the text size; family, weight and slant stay (a bold body stays bold).
        var adjusted = font
        adjusted.pointSize = Font.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize
        if adjusted != font { font = adjusted }
    }
    /// How lines are placed across the bounds; `.natural` (left, in left-to-right text) by default.
    public var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The most lines to show; 0 means no limit. The default is 1.
    public var numberOfLines = 1 {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// How a line too long for the bounds is wrapped or truncated; `.byTruncatingTail` by default.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// Whether a one-line label draws its text in a smaller font when it is
    /// wider than the bounds (`adjustsFontSizeToFitWidth`, false by default),
    /// down to ``minimumScaleFactor`` of the font's size
    /// (https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth).
    /// The size is scaled in proportion to the overflow (see ``fittedFont(width:measurer:)``);
    /// ``font`` and the intrinsic size stay those of the unscaled font.
    public var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest multiple of the font's size ``adjustsFontSizeToFitWidth``
    /// may draw at (`minimumScaleFactor`); 0, the default, means the label
    /// "doesn't scale the text down"
    /// (https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor).
    public var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }

    /// The font the label draws in at `width` points: ``font``, or, when
    /// ``adjustsFontSizeToFitWidth`` is on, ``minimumScaleFactor`` is above 0
    /// and ``numberOfLines`` is 1, the font scaled by `width` over the widest
    /// line's width (text width grows in proportion to the size), no smaller
    /// than ``minimumScaleFactor`` (at most 1) of its size. A text that still
    /// does not fit is then truncated by ``lineBreakMode``.
    func fittedFont(width: CGFloat, measurer: any TextMeasuring) -> Font {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, width > 0,
            let text, !text.isEmpty
        else { return font }
        let widest = text.split(separator: "\n").map { measurer.width(of: String($0), font: font) }.max() ?? 0
        guard widest > width else { return font }
        var fitted = font
        fitted.pointSize = max(font.pointSize * min(minimumScaleFactor, 1), font.pointSize * width / widest)
        return fitted
    }

    private var cache: (key: LayoutKey, list: DisplayList)?

    private struct LayoutKey: Equatable {
        var text: String?, font: Font, color: Color, alignment: TextAlignment
        var lines: Int, mode: LineBreakMode, bounds: CGRect
        /// The measurer the lines were laid out with (the window's, or the standard one).
        var measurer: WindowEnvironment.MeasurerIdentity
    }

    /// A label of `frame`. As in UIKit, a label takes no touches
    /// (``View/isUserInteractionEnabled`` is false): they go to the view behind it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// UIKit's archive initializer; the coder is not read (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The size of the text laid out within `size` (width 0 or less: unlimited).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let measurer = textMeasurer
        let limit = size.width > 0 ? size.width : .greatestFiniteMagnitude
        let lines = layoutLines(width: limit, measurer: measurer)
        let m = measurer.metrics(of: font)
        let width = lines.map { measurer.width(of: $0, font: font) }.max() ?? 0
        let height = lines.isEmpty ? 0 : m.ascent + m.descent + CGFloat(lines.count - 1) * m.lineHeight
        return CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }

    /// The widest a line may be when the label computes its intrinsic size,
    /// points (`preferredMaxLayoutWidth`): 0 (the default) for no limit, so
    /// each paragraph is one line. Set it on a multi-line label
    /// (`numberOfLines` 0 or more than 1) laid out by constraints to make
    /// it wrap and grow in height.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The size of the text laid out within ``preferredMaxLayoutWidth``
    /// (one unlimited line per paragraph when it is 0), up to
    /// `numberOfLines`, measured by the window's text measurer, points,
    /// rounded up. With no text, UIKit's label is (0, 0).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: max(0, preferredMaxLayoutWidth.isFinite ? preferredMaxLayoutWidth : 0), height: 0))
    }

    /// The first and last baselines' offsets from the label's vertical
    /// centre, points (the text block is centred vertically); nil without text.
    func baselineOffsets() -> (first: CGFloat, last: CGFloat)? {
        let measurer = textMeasurer
        let lines = layoutLines(
            width: preferredMaxLayoutWidth > 0 && preferredMaxLayoutWidth.isFinite
                ? preferredMaxLayoutWidth : .greatestFiniteMagnitude, measurer: measurer)
        guard !lines.isEmpty else { return nil }
        let m = measurer.metrics(of: font)
        let block = m.ascent + m.descent + CGFloat(lines.count - 1) * m.lineHeight
        return (-block / 2 + m.ascent, block / 2 - m.descent)
    }

    override func content(for presentationBounds: CGRect) -> DisplayList {
        let color = textColor.isDynamic ? textColor.resolvedColor(with: traitCollection) : textColor
        // Natural alignment is the leading side.
        let alignment: TextAlignment =
            textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? .right : textAlignment
        let drawn = fittedFont(width: presentationBounds.width, measurer: textMeasurer)
        let key = LayoutKey(
            text: text, font: drawn, color: color, alignment: alignment,
            lines: numberOfLines, mode: lineBreakMode, bounds: presentationBounds,
            measurer: WindowEnvironment.measurerIdentity(in: window))
        if let cache, cache.key == key { return cache.list }
        let list = layout(in: presentationBounds, color: color, alignment: alignment, font: drawn)
        cache = (key, list)
        return list
    }

    /// The text runs for the given bounds.
    private func layout(in bounds: CGRect, color: Color, alignment: TextAlignment, font: Font) -> DisplayList {
        guard let text, !text.isEmpty else { return DisplayList() }
        let measurer = textMeasurer
        let lines = layoutLines(width: bounds.width, measurer: measurer, font: font)
        let m = measurer.metrics(of: font)
        let blockHeight = m.ascent + m.descent + CGFloat(max(0, lines.count - 1)) * m.lineHeight
        var baseline = bounds.minY + (bounds.height - blockHeight) / 2 + m.ascent
        var commands: [DrawCommand] = [.save, .clip(Path(rect: bounds), .nonZero)]
        for line in lines {
            let width = measurer.width(of: line, font: font)
            let x: CGFloat
            switch alignment {
            case .center: x = bounds.minX + (bounds.width - width) / 2
            case .right: x = bounds.maxX - width
            case .left, .natural, .justified: x = bounds.minX
            }
            commands.append(.text(TextRun(text: line, font: font, color: color, origin: CGPoint(x: x, y: baseline))))
            baseline += m.lineHeight
        }
        commands.append(.restore)
        return DisplayList(commands: commands)
    }

    /// Breaks the text into lines that fit `width`, honouring explicit line
    /// breaks, `numberOfLines` and `lineBreakMode`.
    ///
    /// A label of more than one line (`numberOfLines` 0 or above 1) wraps
    /// whatever its line break mode: by characters for `.byCharWrapping`,
    /// else by words; a truncating mode then truncates only the last line
    /// that fits ("For multiple lines of text, only text on the last line
    /// truncates", `NSLineBreakMode.byTruncatingTail`; and `numberOfLines`:
    /// "the label truncates any text that doesn't fit within the maximum
    /// number of lines",
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines).
    func layoutLines(width: CGFloat, measurer: any TextMeasuring) -> [String] {
        layoutLines(width: width, measurer: measurer, font: font)
    }

    /// ``layoutLines(width:measurer:)`` in `font` (the fitted font when drawing).
    private func layoutLines(width: CGFloat, measurer: any TextMeasuring, font: Font) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let wraps = numberOfLines != 1
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if !wraps {
                lines.append(paragraph)
                continue
            }
            lines.append(
                contentsOf: wrap(
                    paragraph, width: width, byWord: lineBreakMode != .byCharWrapping, measurer: measurer, font: font))
        }
        if numberOfLines > 0 && lines.count > numberOfLines {
            let dropped = lines[numberOfLines...].joined(separator: " ")
            lines = Array(lines.prefix(numberOfLines))
            lines[lines.count - 1] += " " + dropped
        }
        return lines.map { truncate($0, width: width, measurer: measurer, font: font) }
    }

    private func wrap(_ paragraph: String, width: CGFloat, byWord: Bool, measurer: any TextMeasuring, font: Font) -> [String] {
        let pieces: [String] =
            byWord
            ? paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            : paragraph.map { String($0) }
        let joiner = byWord ? " " : ""
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            let candidate = current.isEmpty ? piece : current + joiner + piece
            if current.isEmpty || measurer.width(of: candidate, font: font) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = piece
            }
        }
        lines.append(current)
        return lines
    }

    private func truncate(_ line: String, width: CGFloat, measurer: any TextMeasuring, font: Font) -> String {
        guard measurer.width(of: line, font: font) > width else { return line }
        let ellipsis = "\u{2026}"
        var chars = Array(line)
        switch lineBreakMode {
        case .byTruncatingTail, .byWordWrapping, .byCharWrapping:
            while !chars.isEmpty, measurer.width(of: String(chars) + ellipsis, font: font) > width { chars.removeLast() }
            return String(chars) + ellipsis
        case .byTruncatingHead:
            while !chars.isEmpty, measurer.width(of: ellipsis + String(chars), font: font) > width { chars.removeFirst() }
            return ellipsis + String(chars)
        case .byTruncatingMiddle:
            var head = chars.count / 2
            var tail = chars.count - head
            while head + tail > 0 {
                let s = String(chars.prefix(head)) + ellipsis + String(chars.suffix(tail))
                if measurer.width(of: s, font: font) <= width { return s }
                if head >= tail { head -= 1 } else { tail -= 1 }
            }
            return ellipsis
        case .byClipping:
            return line
        }
    }
}
