import Flipbook
import Foundation

/// A table of generated rows (`type: list`): what `SceneBuilder` turns into
/// a ``TableView`` with its own data source.
public struct SceneList: Equatable, Sendable {
    /// The table's style (`UITableView.Style`).
    public enum Style: String, CaseIterable, Equatable, Sendable {
        /** Plain rows, grouped sections, or inset grouped sections with rounded corners. */
        case plain, grouped, insetGrouped
    }
    /// The table's style; plain by default.
    public var style: Style = .plain
    /// The number of rows (one section), >= 0.
    public var rows: Int
    /// Points; nil is the default 44.
    public var rowHeight: Double?
    /// Each row's text; `{n}` becomes the row number from 1.
    public var text = "Row {n}"
    /// Each row's detail text (a `.value1` cell); `{n}` as in ``text``.
    public var detail: String?
    /// Draw the disclosure chevron; default true.
    public var disclosure = true
    /// The content offset's y, points.
    public var scroll: Double = 0

    /// A list of `rows` rows with the default text and style.
    public init(rows: Int) { self.rows = rows }

    /// `template` with `{n}` replaced by `row + 1`.
    public static func text(_ template: String, row: Int) -> String {
        template.replacingOccurrences(of: "{n}", with: String(row + 1))
    }
}

/// A grid of generated coloured cells (`type: grid`): a ``CollectionView``
/// with a flow layout and its own data source.
public struct SceneGrid: Equatable, Sendable {
    /// The number of items (one section), >= 0.
    public var items: Int
    /// Points; default 100 x 100.
    public var itemSize = CGSize(width: 100, height: 100)
    /// The least space between items and lines, points; default 10.
    public var spacing: Double = 10
    /// The space around the section on every side, points; default 0.
    public var inset: Double = 0
    /// The cells' colours, used in turn; default a blue, an orange and a green.
    public var colors: [Color] = [
        Color(red: 0.2, green: 0.4, blue: 0.85), Color(red: 0.95, green: 0.6, blue: 0.2),
        Color(red: 0.3, green: 0.7, blue: 0.45),
    ]
    /// The cells' corner radius, points.
    public var cornerRadius: Double = 0
    /// The content offset's y, points.
    public var scroll: Double = 0

    /// A grid of `items` cells with the default size, spacing and colours.
    public init(items: Int) { self.items = items }
}

/// One tab's item in a tab transition's bar (`transition.tabs`).
public struct SceneTabItem: Equatable, Sendable {
    /// The tab's title; nil shows none.
    public var title: String?
    /// The name of the symbol drawn above the title (`UIImage(systemName:)`,
    /// one of ``SymbolCatalogue/names``); nil shows none.
    public var systemImage: String?
    /// The badge text; nil shows none.
    public var badge: String?
    /// The badge's colour; nil is system red.
    public var badgeColor: Color?

    /// A tab item with `title` and no badge.
    public init(title: String?) { self.title = title }
}

/// The zoom of a push (`transition.zoom`): `preferredTransition = .zoom`
/// from a view of the from screen, or from one cell of a list or grid there.
public struct SceneZoom: Equatable, Sendable {
    /// The id of the source view in the from screen.
    public var source: String
    /// With a list or grid source: the row or item (from 0) whose cell the zoom starts from.
    public var item: Int?

    /// A zoom from the view `source`, or from its row or item `item`.
    public init(source: String, item: Int? = nil) {
        self.source = source
        self.item = item
    }
}
