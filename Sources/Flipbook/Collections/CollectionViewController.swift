import Foundation

/// A controller whose view is a collection view it feeds
/// (`UICollectionViewController`,
/// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller).
///
/// The collection view is made in ``loadView()`` with the layout given to
/// ``init(collectionViewLayout:)``, the controller as its data source and
/// delegate; override the `collectionView(...)` methods (`override func
/// collectionView(_:numberOfItemsInSection:)` and so on, as in UIKit).
/// Defaults: one section, no items. The selected items are deselected when
/// the controller appears again (``clearsSelectionOnViewWillAppear``).
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout the collection view is made with (`collectionViewLayout`);
    /// after the view loads, the collection view's own layout.
    public var collectionViewLayout: CollectionViewLayout {
        (viewIfLoaded as? CollectionView)?.collectionViewLayout ?? initialLayout
    }
    private let initialLayout: CollectionViewLayout
    /// Deselect the selected items in `viewWillAppear(_:)`; true by default.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether the collection view's cells can be moved with a long press
    /// (`installsStandardGestureForInteractiveMovement`); kept, false by default.
    open var installsStandardGestureForInteractiveMovement = false

    /// A controller whose collection view lays out with `layout` (`init(collectionViewLayout:)`).
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout (`init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's archive initializer; a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's view, as a collection view (`collectionView`).
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    open override func loadView() {
        let collection = CollectionView(frame: Screen.main.bounds, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? CollectionView else { return }
        for path in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: path, animated: animated) }
    }

    // MARK: Data source and delegate, for subclasses to override

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
