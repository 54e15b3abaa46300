import Flipbook
import Foundation

/// A `type: grid` view: a collection view with a flow layout that is its
/// own data source; each cell is filled with the document's colours in turn.
@MainActor
final class SceneGridView: CollectionView, CollectionViewDataSource {
    let spec: SceneGrid

    init(frame: CGRect, spec: SceneGrid) {
        self.spec = spec
        let layout = CollectionViewFlowLayout()
        layout.itemSize = spec.itemSize
        layout.minimumLineSpacing = spec.spacing
        layout.minimumInteritemSpacing = spec.spacing
        layout.sectionInset = EdgeInsets(top: spec.inset, left: spec.inset, bottom: spec.inset, right: spec.inset)
        super.init(frame: frame, collectionViewLayout: layout)
        register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = self
    }

    required init?(coder: NSCoder) { nil }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { spec.items }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = spec.colors[indexPath.item % spec.colors.count]
        cell.contentView.layer.cornerRadius = spec.cornerRadius
        cell.layer.cornerRadius = spec.cornerRadius
        return cell
    }
}
