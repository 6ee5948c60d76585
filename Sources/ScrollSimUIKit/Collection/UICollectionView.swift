/// `UICollectionView` [Apple-UICollectionView]: a `UIScrollView` whose content size comes from
/// its layout and whose layout has a say over where a drag stops.
///
/// Its content size is the layout's `collectionViewContentSize`, taken again (after the layout's
/// `prepare()`) whenever the layout is invalidated, the data is reloaded, or the view's size
/// changes. At a drag's lift the model asks the layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` first and hands its
/// answer to the delegate's `scrollViewWillEndDragging` (README, modelling choices). Cells are not
/// modelled: the data source gives item counts only. Its log id is `collectionView` until
/// `accessibilityIdentifier` names it.
@MainActor
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows; the content scrolls up and down.
        case vertical
        /// Lines are columns; the content scrolls left and right.
        case horizontal
    }

    /// `UICollectionView.ElementCategory`; only cells exist here.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A header or footer (never produced here).
        case supplementaryView
        /// A decoration view (never produced here).
        case decorationView
    }

    /// The layout; setting it lays the view out with the new one.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            attach(collectionViewLayout)
        }
    }

    /// Where item counts come from (held weakly, as in UIKit). Nil: no items.
    public weak var dataSource: UICollectionViewDataSource? {
        didSet { layoutDidChange() }
    }

    /// A collection view with `frame` laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(scrollModel: ScrollView(id: "collectionView", frame: frame.model, contentSize: .zero))
        attach(layout)
    }

    /// Never decoded from an archive here: always nil.
    public required init?(coder: NSCoder) { return nil }

    private func attach(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        // Weak: the model can outlive this view (a view released during a drag still lifts through
        // the model); then the layout has no say and the proposed target stands.
        scrollModel.layoutTargetContentOffset = { [weak self] proposed, velocity in
            guard let self else { return proposed }
            return self.collectionViewLayout.targetContentOffset(
                forProposedContentOffset: CGPoint(proposed), withScrollingVelocity: CGPoint(velocity)
            ).model
        }
        layoutDidChange()
    }

    /// The number of sections the data source reports (1 without `numberOfSections(in:)`).
    public var numberOfSections: Int { dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0 }

    /// The number of items of `section` the data source reports.
    public func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return max(dataSource.collectionView(self, numberOfItemsInSection: section), 0)
    }

    /// Every section's item count.
    var itemCounts: [Int] { (0..<numberOfSections).map { numberOfItems(inSection: $0) } }

    /// Asks the data source for the counts again and lays the view out.
    public func reloadData() { layoutDidChange() }

    /// The attributes of the item at `indexPath`, from the layout.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Prepares the layout and takes its content size.
    func layoutDidChange() {
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// A new size always lays the view out again; a move asks the layout
    /// (`shouldInvalidateLayout(forBoundsChange:)`).
    override func frameDidChange(from oldFrame: CGRect) {
        if frame.size != oldFrame.size || collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layoutDidChange()
        }
    }
}

/// `UICollectionViewDataSource`, reduced to what the model uses: item counts [Apple-UICollectionViewDataSource]. Cells
/// are not modelled, so a copied data source drops `collectionView(_:cellForItemAt:)` (README, "Porting notes").
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// `UICollectionViewDelegate`: a collection view's delegate is its scroll view delegate [Apple-UICollectionView];
/// assign it to `delegate`. Selection and display callbacks are not modelled.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
