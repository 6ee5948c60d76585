/// `UICollectionViewLayout`: the base class a layout subclasses [Apple-UICollectionViewLayout].
///
/// The lifecycle is UIKit's: `invalidateLayout()` only marks the layout; the collection view's
/// next layout pass calls `prepare()` once, then reads `collectionViewContentSize` and sets its
/// content size from it ([Apple-UICollectionViewLayout]: `invalidateLayout()` "returns right away",
/// may be called many times "without triggering multiple layout updates", and "the actual layout
/// update occurs during the next view layout update cycle"; `prepare()` is called "first" during
/// each layout update).
/// A pass runs at the next display refresh, before the simulator's next input, on
/// `layoutIfNeeded()`, and — so code that reads them right after a change gets what a
/// `layoutIfNeeded()` would give — before the collection view's `contentSize` or attributes
/// are read (a choice: UIKit leaves them stale until the pass; unverified which code relies on
/// either). Setting layout properties inside `prepare()` is allowed: the invalidation it causes is
/// part of the pass under way and never re-enters `prepare()`. When the bounds change (a scroll or
/// a resize) the collection view asks `shouldInvalidateLayout(forBoundsChange:)` and, on true,
/// invalidates with `invalidationContext(forBoundsChange:)`; a change of size always invalidates.
/// At a drag's lift it asks `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// before the delegate's `scrollViewWillEndDragging` (the model's `layoutTargetContentOffset`).
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout not yet attached to a collection view.
    public init() {}

    /// Never decoded from an archive here: always nil (declared so copied subclasses that
    /// implement it compile).
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    /// Called after the layout is loaded from a nib; never called here (nibs are not loaded),
    /// declared so overrides compile.
    open func awakeFromNib() {}

    /// Called once per layout pass, before the collection view reads the content size and the attributes.
    ///
    /// Subclasses compute their geometry here (and may set their own properties).
    open func prepare() {}

    /// The size of the content.
    ///
    /// The base layout has none.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every item whose frame meets `rect` (content coordinates), in index order.
    ///
    /// - Parameter rect: The rectangle, in content coordinates (points).
    /// - Returns: The items' attributes, or nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    ///
    /// - Parameter indexPath: The index path of the item.
    /// - Returns: The item's attributes, or nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a drag's motion should stop.
    ///
    /// `proposedContentOffset` is the scroll view's projection (points); `velocity` is the release velocity in points
    /// per **millisecond**, content direction, the value `scrollViewWillEndDragging` receives (Apple's page says points
    /// per second; scrollsim passes what [Repo-PSTCollectionView] passes: ScrollSimKit.docc/TheModelAndItsSources.md,
    /// modelling choices). The default returns the proposal.
    ///
    /// - Parameters:
    ///   - proposedContentOffset: The offset the scroll view projects the motion to, in points.
    ///   - velocity: The release velocity, in points per millisecond.
    /// - Returns: The offset to stop at, in points.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to keep after a layout change; the default returns the proposal.
    ///
    /// Not called by the simulation: layout changes are not animated here.
    ///
    /// - Parameter proposedContentOffset: The proposed content offset, in points.
    /// - Returns: The offset to keep, in points.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
    ///
    /// Whether a change of the collection view's bounds (its offset while scrolling, or its size) to
    /// `newBounds` needs a new layout. The default is false (Apple's default); a change of the
    /// view's size invalidates the layout here whatever this says.
    ///
    /// - Parameter newBounds: The collection view's new bounds, in points.
    /// - Returns: Whether the layout must be invalidated.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The class of the attributes this layout makes (default `UICollectionViewLayoutAttributes`).
    ///
    /// A `UICollectionViewLayoutAttributes` subclass; default the base class. `UICollectionViewFlowLayout` makes its
    /// attributes of this class, so a subclass that returns its own attributes class gets instances of it from `super`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the contexts this layout's invalidations use (a
    /// `UICollectionViewLayoutInvalidationContext` subclass).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The context `invalidateLayout(with:)` receives after `shouldInvalidateLayout(forBoundsChange:)` returned true.
    ///
    /// A new context of `invalidationContextClass`.
    ///
    /// - Parameter newBounds: The collection view's new bounds, in points.
    /// - Returns: The invalidation context.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.newInvalidationContext()
    }

    /// Marks the whole layout as changed: `invalidateLayout(with:)` with a context that invalidates everything.
    ///
    /// `prepare()` runs at the next layout pass.
    open func invalidateLayout() {
        let context = Self.newInvalidationContext()
        context.invalidatesEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout as changed as `context` says; subclasses that override it call `super`.
    ///
    /// The collection view lays out again at its next layout pass (after re-reading the item counts when the context
    /// says so), then applies the context's content-offset adjustment.
    ///
    /// - Parameter context: What changed.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutWasInvalidated(by: context)
    }

    /// A fresh context of `invalidationContextClass` (the base class when that is not a context class).
    static func newInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }
}
