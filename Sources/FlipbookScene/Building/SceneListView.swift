import Flipbook
import Foundation

/// A `type: list` view: a table view that is its own data source, with
/// `.value1` cells showing the document's row and detail texts.
@MainActor
final class SceneListView: TableView, TableViewDataSource, TableViewDelegate {
    let spec: SceneList

    init(frame: CGRect, spec: SceneList) {
        self.spec = spec
        let style: TableView.Style =
            switch spec.style {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        super.init(frame: frame, style: style)
        if let h = spec.rowHeight { rowHeight = h }
        dataSource = self
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { spec.rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? TableViewCell(style: spec.detail == nil ? .default : .value1, reuseIdentifier: "row")
        cell.textLabel?.text = SceneList.text(spec.text, row: indexPath.row)
        cell.detailTextLabel?.text = spec.detail.map { SceneList.text($0, row: indexPath.row) }
        cell.accessoryType = spec.disclosure ? .disclosureIndicator : .none
        return cell
    }
}
