import Foundation

/// A controller whose view is a table view it feeds (`UITableViewController`).
///
/// The table view is its data source and delegate; override the
/// `tableView(...)` methods (`override func tableView(_:numberOfRowsInSection:)`
/// and so on, as in UIKit). Defaults: one section, no rows, rows of the
/// table's `rowHeight`. The selected row is deselected when the controller
/// appears again (``clearsSelectionOnViewWillAppear``), as after a pop back
/// from a detail screen.
@preconcurrency @MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the table view is made with.
    public let style: TableView.Style
    /// Deselect the selected rows in `viewWillAppear(_:)`; true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// A controller with a table of `style` (`init(style:)`).
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A plain table's controller (`init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's archive initializer; a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The controller's view, as a table view (`tableView`).
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    open override func loadView() {
        let table = TableView(frame: Screen.main.bounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView else { return }
        for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
    }

    // MARK: Data source and delegate, for subclasses to override

    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { TableView.automaticDimension }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
