/// `UICollectionView` [Apple-UICollectionView]: a `UIScrollView` whose content size comes from its layout.
///
/// Its layout also has a say over where a drag stops.
///
/// Its content size is the layout's `collectionViewContentSize`, taken at each layout pass after
/// the layout's `prepare()` (the lifecycle: ``UICollectionViewLayout``). At a drag's lift the
/// model asks the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// first and hands its answer to the delegate's `scrollViewWillEndDragging` (TheModelAndItsSources.md, modelling
/// choices). Cells are not modelled: the data source gives item counts only. Its log id is
/// `collectionView` until `accessibilityIdentifier` names it.
@preconcurrency @MainActor
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

    /// The layout; setting it invalidates the new one (the view lays out with it at the next pass).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            attach(collectionViewLayout)
        }
    }

    /// Where item counts come from (held weakly, as in UIKit).
    ///
    /// Nil: no items. Setting it makes the next layout pass ask for the counts again.
    public weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The layout-pass state (`UICollectionView+Layout.swift`).
    var lifecycle = LayoutLifecycle()

    /// A collection view with `frame` laid out by `layout`.
    ///
    /// The layout is only invalidated here: its `prepare()` runs at the first layout pass.
    ///
    /// - Parameters:
    ///   - frame: The frame, in the superview's coordinates (points).
    ///   - layout: The layout object that places the items.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        attach(layout)
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    /// A model scroll view whose log id is `collectionView`.
    override class func makeModel(frame: CGRect) -> View {
        ScrollView(id: "collectionView", frame: frame.model, contentSize: .zero)
    }

    private func attach(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        // Weak: the model can outlive this view (a view released during a drag still lifts through
        // the model); then the layout has no say and the proposed target stands.
        scrollModel.layoutTargetContentOffset = { [weak self] proposed, velocity in
            guard let self else { return proposed }
            self.prepareLayoutIfNeeded()
            return self.collectionViewLayout.targetContentOffset(
                forProposedContentOffset: CGPoint(proposed), withScrollingVelocity: CGPoint(velocity)
            ).model
        }
        lifecycle.countsAreStale = true
        layout.invalidateLayout()
    }

    /// The number of sections the data source reported at the last layout pass or `reloadData()`.
    ///
    /// 1 without `numberOfSections(in:)`; 0 without a data source.
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items of `section` the data source reported (0 for a section that does not exist).
    ///
    /// - Parameter section: The section's index.
    /// - Returns: The number of items.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Asks the data source for the counts again at the next layout pass and invalidates the layout.
    public func reloadData() {
        let context = type(of: collectionViewLayout).newInvalidationContext()
        context.invalidatesDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// The attributes of the item at `indexPath`, from the layout (after a pending layout pass).
    ///
    /// - Parameter indexPath: The index path of the item.
    /// - Returns: The item's attributes, or nil when there is no such item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The content size, from the layout: reading it first runs a pending layout pass (see ``UICollectionViewLayout``).
    ///
    /// Setting it keeps the value until the next layout pass.
    open override var contentSize: CGSize {
        get {
            prepareLayoutIfNeeded()
            return super.contentSize
        }
        set { super.contentSize = newValue }
    }

    /// Prepares the layout when it was invalidated (UIKit lays a collection view out here).
    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
    }

    /// A new size always invalidates the layout.
    ///
    /// With the bounds-change context when `shouldInvalidateLayout(forBoundsChange:)` agrees.
    override func frameDidChange(from oldFrame: CGRect) {
        if frame.size != oldFrame.size { boundsDidChange(sizeChanged: true) }
    }

    /// A scroll moved the bounds: the layout is asked whether that needs a new layout.
    override func contentOffsetDidChange() { boundsDidChange(sizeChanged: false) }
}

/// `UICollectionViewDataSource`, reduced to what the model uses: item counts [Apple-UICollectionViewDataSource].
///
/// Cells are not modelled, so a copied data source drops `collectionView(_:cellForItemAt:)`
/// (ScrollSimUIKit.docc/PortingNotes.md).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - section: The section's index.
    /// - Returns: The number of items.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The number of sections (default 1).
    ///
    /// - Parameter collectionView: The collection view asking.
    /// - Returns: The number of sections.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// One section.
    ///
    /// - Parameter collectionView: The collection view asking.
    /// - Returns: 1.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// `UICollectionViewDelegate`: a collection view's delegate is its scroll view delegate.
///
/// `UICollectionViewDelegate`: a collection view's delegate is its scroll view delegate [Apple-UICollectionView];
/// assign it to `delegate`. Selection and display callbacks are not modelled.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
