/// `UICollectionViewLayout`: the base class a layout subclasses [Apple-UICollectionViewLayout].
///
/// The collection view asks its layout for `collectionViewContentSize` (after `prepare()`) whenever
/// the layout, the item counts or the view's size change, and sets its content size from it; at a
/// drag's lift it asks `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// before the delegate's `scrollViewWillEndDragging` (the model's `layoutTargetContentOffset`).
@MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout not yet attached to a collection view.
    public init() {}

    /// Called before the collection view reads the layout; subclasses compute their geometry here.
    open func prepare() {}

    /// The size of the content. The base layout has none.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every item whose frame meets `rect` (content coordinates), in index order.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a drag's motion should stop. `proposedContentOffset` is the scroll view's projection
    /// (points); `velocity` is the release velocity in points per **millisecond**, content direction,
    /// the value `scrollViewWillEndDragging` receives (Apple's page says points per second; scrollsim
    /// passes what [Repo-PSTCollectionView] passes: README, modelling choices). The default
    /// returns the proposal.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to keep after a layout change; the default returns the proposal. (Not called by
    /// the simulation: layout changes are not animated here.)
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout. The
    /// default is false (Apple's default); a change of the view's size always lays out again here.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout as changed: the collection view prepares it again and takes its content
    /// size at once.
    open func invalidateLayout() { collectionView?.layoutDidChange() }
}
