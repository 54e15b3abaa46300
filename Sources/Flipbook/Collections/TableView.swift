import Foundation

/// A scrolling list of rows in sections (`UITableView`), enough for the
/// list-to-detail transitions that start from a row.
///
/// Rows are stacked top to bottom, each ``rowHeight`` tall (44 points for
/// the default cell; the delegate's `heightForRowAt` overrides it). The
/// `.grouped` and `.insetGrouped` styles put ``sectionSpacing`` (35 points)
/// above each section, and `.insetGrouped` insets the rows
/// ``insetGroupedMargin`` (20 points) from each side and rounds each
/// section's corners (10 points). Only the rows whose frames meet the
/// visible bounds have cells, laid out at each layout pass; a cell scrolled
/// away is kept for reuse (`prepareForReuse()` runs before it is handed out
/// again). Each cell draws its separator along its bottom, inset
/// ``separatorInset`` (16 points from the left), except the last row of a
/// section in the grouped styles. A tap on a row selects it and tells the
/// delegate (`delegate` is the scroll view's, set to a ``TableViewDelegate``).
@preconcurrency @MainActor
open class TableView: ScrollView {
    /// The table's look (`UITableView.Style`).
    public enum Style: Hashable, Sendable {
        /// Plain rows; grouped sections with their own background; grouped sections inset from the edges with rounded corners.
        case plain, grouped, insetGrouped
    }

    /// What a scroll to a row aligns (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Hashable, Sendable {
        /// Scroll the least that makes the row visible.
        case none
        /// The row scrolled to the top, the middle or the bottom of the visible area.
        case top, middle, bottom
    }

    /// How separators are drawn (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Hashable, Sendable {
        /// No separators, or a thin line between rows.
        case none, singleLine
    }

    /// "Let the table decide" (`UITableView.automaticDimension`): -1. As
    /// ``rowHeight`` (its default), rows are ``defaultRowHeight`` tall:
    /// Flipbook does not size cells from their content.
    public static let automaticDimension: CGFloat = -1
    /// The height of a default cell's row, points (44).
    public static let defaultRowHeight: CGFloat = 44
    /// The space above each section in the grouped styles, points.
    public static let sectionSpacing: CGFloat = 35
    /// The side inset of an `.insetGrouped` table's rows, points.
    public static let insetGroupedMargin: CGFloat = 20
    /// The corner radius of an `.insetGrouped` section, points.
    public static let insetGroupedCornerRadius: CGFloat = 10
    /// UIKit's `separator` colour (60 60 67 at 29 %).
    public static let defaultSeparatorColor = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)

    /// The table's look, fixed at creation.
    public let style: Style
    /// Whether the table is in editing mode (`UITableView.isEditing`,
    /// https://developer.apple.com/documentation/uikit/uitableview/isediting); false by default.
    /// Setting it sets every visible cell's ``TableViewCell/isEditing`` (and cells made later
    /// get it too). Flipbook draws no delete or reorder controls.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Enters or leaves editing mode (`setEditing(_:animated:)`); `animated` is accepted and ignored.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        for cell in visibleCells { cell.setEditing(editing, animated: animated) }
    }
    /// Supplies the rows; held weakly.
    open weak var dataSource: (any TableViewDataSource)? { didSet { reloadData() } }
    /// The rows' height, points; ``automaticDimension`` (the default) is ``defaultRowHeight``.
    open var rowHeight: CGFloat = TableView.automaticDimension { didSet { invalidateRows() } }
    /// Kept for UIKit code (`estimatedRowHeight`); heights are always exact here.
    open var estimatedRowHeight: CGFloat = TableView.automaticDimension
    /// The separators' insets from the row's sides (`separatorInset`), points.
    open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// The separators' colour (`separatorColor`).
    open var separatorColor: Color? = TableView.defaultSeparatorColor { didSet { setNeedsLayout() } }
    /// Whether separators are drawn (`separatorStyle`).
    open var separatorStyle = SeparatorStyle.singleLine { didSet { setNeedsLayout() } }

    private var registered: [String: TableViewCell.Type] = [:]
    private var reusable: [String: [TableViewCell]] = [:]
    private var visible: [IndexPath: TableViewCell] = [:]
    private var selected: Set<IndexPath> = []
    private var geometry: [[CGRect]]?
    private var sectionRects: [CGRect] = []
    private var laidOutWidth: CGFloat = -1
    private let tap = TapGestureRecognizer()

    /// A table of `frame` in `style` (`init(frame:style:)`).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUp()
    }

    /// A plain table (`init(frame:)`).
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// UIKit's archive initializer: a plain table with an empty frame.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = style == .plain ? .white : Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
        alwaysBounceVertical = true
        tap.addTarget { [weak self] r in self?.handleTap(r) }
        addGestureRecognizer(tap)
    }

    // MARK: Cells

    /// Makes cells of `cellClass` for `identifier` (`register(_:forCellReuseIdentifier:)`).
    /// The class must be a ``TableViewCell``; anything else is refused with a diagnostic.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let type = cellClass as? TableViewCell.Type else {
            reportDiagnostic(
                "tableView.notACell",
                "register(_:forCellReuseIdentifier:) needs a TableViewCell subclass; '\(identifier)' is not registered")
            return
        }
        registered[identifier] = type
    }

    /// A cell for `indexPath`: one kept for reuse, else a new one of the
    /// registered class (`.default` style). An unregistered identifier gives
    /// a plain cell and a diagnostic.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        reportDiagnostic(
            "tableView.unregistered",
            "no cell class is registered for '\(identifier)'; a plain TableViewCell is used")
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell kept for reuse or made from the registered class; nil when
    /// there is neither (`dequeueReusableCell(withIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if var pool = reusable[identifier], let cell = pool.popLast() {
            reusable[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let type = registered[identifier] else { return nil }
        return type.init(style: .default, reuseIdentifier: identifier)
    }

    /// Forgets the cells and the row geometry, and asks the data source
    /// again at the next layout pass.
    open func reloadData() {
        for (_, cell) in visible { enqueue(cell) }
        visible = [:]
        invalidateRows()
    }

    private func invalidateRows() {
        geometry = nil
        setNeedsLayout()
    }

    // MARK: Geometry

    /// The number of sections the data source gives.
    open var numberOfSections: Int { rows.count }

    /// The number of rows in `section` (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int { rows.indices.contains(section) ? rows[section].count : 0 }

    /// The rows' frames by section, in content coordinates.
    private var rows: [[CGRect]] {
        if bounds.width != laidOutWidth { geometry = nil }
        if let geometry { return geometry }
        laidOutWidth = bounds.width
        var result: [[CGRect]] = []
        sectionRects = []
        guard let dataSource else {
            geometry = []
            return []
        }
        let delegate = self.delegate as? TableViewDelegate
        let sections = max(0, dataSource.numberOfSections(in: self))
        let inset = style == .insetGrouped ? TableView.insetGroupedMargin : 0
        let width = max(0, bounds.width - 2 * inset)
        var y: CGFloat = 0
        for section in 0..<sections {
            if style != .plain { y += TableView.sectionSpacing }
            let top = y
            let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            var frames: [CGRect] = []
            for row in 0..<count {
                var h =
                    delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
                    ?? TableView.automaticDimension
                if h < 0 || !h.isFinite { h = rowHeight >= 0 && rowHeight.isFinite ? rowHeight : TableView.defaultRowHeight }
                frames.append(CGRect(x: inset, y: y, width: width, height: h))
                y += h
            }
            sectionRects.append(CGRect(x: inset, y: top, width: width, height: y - top))
            result.append(frames)
        }
        if style != .plain, sections > 0 { y += TableView.sectionSpacing }
        contentSize = CGSize(width: bounds.width, height: y)
        geometry = result
        return result
    }

    /// The row's frame in the table's content coordinates (`rectForRow(at:)`); `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let r = rows
        guard r.indices.contains(indexPath.section), r[indexPath.section].indices.contains(indexPath.row) else { return .zero }
        return r[indexPath.section][indexPath.row]
    }

    /// The section's rows' frame, content coordinates (`rect(forSection:)`).
    open func rect(forSection section: Int) -> CGRect {
        _ = rows
        return sectionRects.indices.contains(section) ? sectionRects[section] : .zero
    }

    /// The row at `point` (content coordinates), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (s, frames) in rows.enumerated() {
            if let r = frames.firstIndex(where: { $0.contains(point) }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    /// The rows whose frames meet `rect` (content coordinates), in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        var result: [IndexPath] = []
        for (s, frames) in rows.enumerated() {
            for (r, f) in frames.enumerated() where TableView.overlaps(f, rect) { result.append(IndexPath(row: r, section: s)) }
        }
        return result
    }

    /// The cell of a visible row, nil when the row is not on screen (`cellForRow(at:)`).
    open func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    /// The cells on screen, in row order.
    open var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, in order (`indexPathsForVisibleRows`).
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// The row of a visible `cell`.
    open func indexPath(for cell: TableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// Scrolls so that the row sits at `position` (clamped to the content's
    /// ends, with the adjusted insets); `.none` scrolls the least that shows it.
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let frame = rectForRow(at: indexPath)
        guard frame != .zero else { return }
        let i = adjustedContentInset
        let h = bounds.height
        var y = contentOffset.y
        switch position {
        case .top: y = frame.minY - i.top
        case .middle: y = frame.midY - (h - i.top - i.bottom) / 2 - i.top
        case .bottom: y = frame.maxY - h + i.bottom
        case .none:
            if frame.minY < y + i.top {
                y = frame.minY - i.top
            } else if frame.maxY > y + h - i.bottom {
                y = frame.maxY - h + i.bottom
            }
        }
        y = min(max(y, -i.top), max(-i.top, contentSize.height + i.bottom - h))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Selection

    /// The first selected row (`indexPathForSelectedRow`).
    open var indexPathForSelectedRow: IndexPath? { selected.min() }
    /// The selected rows, in order (`indexPathsForSelectedRows`); nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// Selects the row (without telling the delegate, as UIKit), deselecting
    /// the others, and scrolls to it by `scrollPosition`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        for old in selected where old != indexPath { deselectRow(at: old, animated: animated) }
        guard let indexPath else { return }
        selected.insert(indexPath)
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row (without telling the delegate).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    private func handleTap(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .ended, let path = indexPathForRow(at: recognizer.location(in: self)) else { return }
        let delegate = self.delegate as? TableViewDelegate
        for old in selected where old != path {
            deselectRow(at: old, animated: false)
            delegate?.tableView(self, didDeselectRowAt: old)
        }
        selected.insert(path)
        visible[path]?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: path)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        let frames = rows
        super.layoutSubviews()
        var wanted: [IndexPath: CGRect] = [:]
        let shown = bounds
        for (s, sectionFrames) in frames.enumerated() {
            for (r, f) in sectionFrames.enumerated() where TableView.overlaps(f, shown) {
                wanted[IndexPath(row: r, section: s)] = f
            }
        }
        for (path, cell) in visible where wanted[path] == nil {
            visible[path] = nil
            enqueue(cell)
        }
        for path in wanted.keys.sorted() {
            let f = wanted[path]!
            let cell: TableViewCell
            if let existing = visible[path] {
                cell = existing
            } else {
                guard let dataSource else { continue }
                cell = dataSource.tableView(self, cellForRowAt: path)
                cell.setSelected(selected.contains(path), animated: false)
                if cell.isEditing != editing { cell.setEditing(editing, animated: false) }
                visible[path] = cell
                if cell.superview !== self { insertSubview(cell, at: 0) }
            }
            let last = path.row == frames[path.section].count - 1
            View.performWithoutAnimation {
                cell.frame = f
                cell.separatorInset = separatorInset
                cell.separator.backgroundColor = separatorColor
                cell.separator.isHidden = separatorStyle == .none || (style != .plain && last)
                if style == .insetGrouped {
                    let first = path.row == 0
                    var corners: CornerMask = []
                    if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
                    if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
                    cell.layer.cornerRadius = corners.isEmpty ? 0 : TableView.insetGroupedCornerRadius
                    if !corners.isEmpty { cell.layer.maskedCorners = corners }
                    cell.clipsToBounds = !corners.isEmpty
                }
            }
        }
    }

    open override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { setNeedsLayout() } }
    }

    /// True when the rectangles share some area (rows that only touch the bounds are not shown).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY
    }

    private func enqueue(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        reusable[cell.reuseIdentifier ?? "", default: []].append(cell)
    }
}
