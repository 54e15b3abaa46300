import Foundation

/// The content of a list cell as a value (`UIListContentConfiguration`):
/// text, secondary text and an image, with their fonts and colours. Get one
/// from ``TableViewCell/defaultContentConfiguration()``, change it, and set
/// it as the cell's ``TableViewCell/contentConfiguration``: the cell shows it
/// in its labels and image view.
public struct ListContentConfiguration: Hashable, Sendable {
    /// Where the secondary text goes.
    public enum Layout: Hashable, Sendable {
        /// Under the text (`.cell()` and `.subtitleCell()`).
        case stacked
        /// On the right, in line with the text (`.valueCell()`).
        case trailing
    }

    /// A font and colour for one text (`UIListContentConfiguration.TextProperties`, reduced).
    public struct TextProperties: Hashable, Sendable {
        /// The text's font.
        public var font: Font
        /// The text's colour.
        public var color: Color
        /// Text properties of a font and a colour.
        public init(font: Font, color: Color) {
            self.font = font
            self.color = color
        }
    }

    /// The main text.
    public var text: String?
    /// The second text; where it goes depends on ``layout``.
    public var secondaryText: String?
    /// The image at the leading edge.
    public var image: Image?
    /// The main text's font and colour: 17 pt, black.
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .black)
    /// The second text's font and colour: 15 pt (12 in a subtitle cell), grey.
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: Color(white: 0.54))
    /// Where the second text goes.
    public var layout = Layout.stacked

    /// A plain cell's content: no texts, no image, stacked layout.
    public init() {}

    /// A plain cell's content (`.cell()`): secondary text under the text.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration() }

    /// A subtitle cell's content (`.subtitleCell()`): 12-point secondary text under the text.
    public static func subtitleCell() -> ListContentConfiguration {
        var c = ListContentConfiguration()
        c.secondaryTextProperties.font = .systemFont(ofSize: 12)
        return c
    }

    /// A value cell's content (`.valueCell()`): 17-point grey secondary text on the right.
    public static func valueCell() -> ListContentConfiguration {
        var c = ListContentConfiguration()
        c.secondaryTextProperties.font = .systemFont(ofSize: 17)
        c.layout = .trailing
        return c
    }
}
