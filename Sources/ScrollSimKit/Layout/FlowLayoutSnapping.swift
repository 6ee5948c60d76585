/// A `FlowLayout` of one section, with the way its target content offset snaps: the scroll-view key `flowLayout`.
///
/// The snapping is its `targetContentOffset(forProposedContentOffset: withScrollingVelocity:)`.
///
/// The snap positions are the lines along the scroll direction (one per line of items: with
/// several items across, they share one position):
/// - `center`: the line whose centre is nearest the view's centre at the proposed target, centred
///   (as CenterCellCollectionViewFlowLayout does, [Repo-DiscoverCenterCell]);
/// - `leading`: the line whose leading edge is nearest, put at the section inset from the view's
///   leading edge (**choice**, unverified: the "left-aligned" snappers differ on the inset);
/// - `byVelocity`: one line in the release velocity's direction from the line centred at the
///   drag's start, and that line again at zero velocity (the reported
///   snapper's rule; the same rule as `snapPoints`' `byVelocity`, see `SnapRule`).
///   [Repo-SampleAppStoreSnapping] steps instead from the line nearest the offset at the lift,
///   which returns nothing; which of the two is "common" is **unverified**.
/// - `byVelocityOrNearest`: as `byVelocity` while the release moves; at zero velocity the line
///   nearest the release offset, centred (`SnapRule.byVelocityOrNearest`).
///
/// Installed as the scroll view's `layoutTargetContentOffset`, it speaks before the delegate
/// (UIKit's order, see that property). Only the scroll direction's coordinate of the target moves.
public struct FlowLayoutSnapping: Equatable, Sendable {
    /// Where a drag's motion comes to rest.
    public enum Snap: String, CaseIterable, Equatable, Sendable {
        /// No snapping: the proposal passes unchanged.
        case none
        /// The nearest line centred.
        case center
        /// The nearest line's leading edge at the section inset.
        case leading
        /// One line by the velocity's sign from the line centred at the drag's start; that line at
        /// zero velocity.
        case byVelocity
        /// As `byVelocity`, but the line nearest the release offset at zero velocity.
        case byVelocityOrNearest
    }

    /// The geometry (its `scrollDirection` is the snapping axis).
    public var layout: FlowLayout
    /// The number of items (one section).
    public var itemCount: Int
    /// How it snaps.
    public var snap: Snap

    /// Creates the snapping layout.
    ///
    /// - Parameters:
    ///   - layout: The flow layout that places the items.
    ///   - itemCount: The number of items.
    ///   - snap: Where each line snaps, if anywhere.
    public init(layout: FlowLayout, itemCount: Int, snap: Snap) {
        self.layout = layout
        self.itemCount = itemCount
        self.snap = snap
    }

    /// The content size in a view of `viewSize` with `contentInset` (`FlowLayout.contentSize`).
    ///
    /// - Parameters:
    ///   - viewSize: The view's size, in points.
    ///   - contentInset: The content inset, in points.
    /// - Returns: The content size, in points.
    public func contentSize(viewSize: Size, contentInset: EdgeInsets) -> Size {
        layout.contentSize(itemCounts: [itemCount], viewSize: viewSize, contentInset: contentInset)
    }

    /// The offsets along the scroll direction at which each line sits where `snap` puts it.
    ///
    /// The offsets along the scroll direction at which each line sits where `snap` puts it (for
    /// the `byVelocity` snaps, centred), or nil for `none` or no items. O(log items) when the lines' offsets
    /// add exactly (`FlowLayout.evenLineOffsets`), else O(items); the same points either way.
    ///
    /// - Parameters:
    ///   - viewSize: The view's size, in points.
    ///   - contentInset: The content inset, in points.
    /// - Returns: The snap offsets, or nil when the layout does not snap.
    public func snapPoints(viewSize: Size, contentInset: EdgeInsets) -> SnapPoints? {
        guard snap != .none, itemCount > 0 else { return nil }
        let along = layout.scrollDirection
        let shifts =
            snap == .leading
            ? [-layout.sectionInset.leading(along)] : [layout.itemSize[along] / 2, -(viewSize[along] / 2)]
        if let lines = layout.evenLineOffsets(
            itemCount: itemCount, viewSize: viewSize, contentInset: contentInset, adding: shifts)
        {
            return .even(lines)
        }
        return generalSnapPoints(viewSize: viewSize, contentInset: contentInset)
    }

    /// `snapPoints` with every item laid out: the general path, which the even path must match.
    ///
    /// O(items).
    ///
    /// - Parameters:
    ///   - viewSize: The view's size, in points.
    ///   - contentInset: The content inset, in points.
    /// - Returns: The snap offsets, or nil when the layout does not snap.
    public func generalSnapPoints(viewSize: Size, contentInset: EdgeInsets) -> SnapPoints? {
        guard snap != .none, itemCount > 0 else { return nil }
        let along = layout.scrollDirection
        let frames = layout.itemFrames(itemCounts: [itemCount], viewSize: viewSize, contentInset: contentInset)[0]
        let offsets = frames.map { frame in
            snap == .leading
                ? frame.origin[along] - layout.sectionInset.leading(along)
                : frame.origin[along] + frame.size[along] / 2 - viewSize[along] / 2
        }
        return .sorted(offsets)
    }

    /// The layout's answer for `scrollView`: `proposed` moved along the scroll direction.
    ///
    /// Given the release `velocity` (only its sign is read).
    ///
    /// - Parameters:
    ///   - proposed: The proposed target offset, in points.
    ///   - velocity: The release velocity (only its sign is read).
    ///   - scrollView: The scroll view whose drag ends.
    /// - Returns: The target offset, in points.
    public func target(proposed: Point, velocity: Point, in scrollView: ScrollView) -> Point {
        guard let points = snapPoints(viewSize: scrollView.boundsSize, contentInset: scrollView.contentInset)
        else { return proposed }
        let along = layout.scrollDirection
        let start = (scrollView.contentOffsetAtDragStart ?? scrollView.contentOffset)[along]
        let decision =
            switch snap {
            case .byVelocity, .byVelocityOrNearest:
                points.decide(
                    rule: snap == .byVelocity ? .byVelocity : .byVelocityOrNearest, start: start,
                    proposed: proposed[along], velocity: velocity[along], maxSteps: 1)
            default:
                points.decide(rule: .nearest, start: start, proposed: proposed[along], velocity: 0, maxSteps: nil)
            }
        var target = proposed
        target[along] = decision.offset
        scrollView.simulation?.record(
            .behavior(
                name: "layoutTarget",
                fields: [
                    LogField("snap", .string(snap.rawValue)),
                    LogField("start", .number(points.offset(at: decision.startIndex), .points)),
                    LogField("velocity", .number(velocity[along], .ptPerMs)),
                    LogField("proposed", .point(proposed)), LogField("target", .point(target)),
                ]), for: scrollView)
        return target
    }

    /// The frames of every item (content coordinates), laid out in `scrollView`'s current bounds.
    ///
    /// Laid out with its `contentInset`, as the layout was when it set `contentSize`.
    ///
    /// - Parameter scrollView: The scroll view whose bounds and inset are used.
    /// - Returns: The items' frames, in content coordinates (points).
    public func itemFrames(in scrollView: ScrollView) -> [Rect] {
        layout.itemFrames(
            itemCounts: [itemCount], viewSize: scrollView.boundsSize, contentInset: scrollView.contentInset)[0]
    }

    /// Makes this layout `scrollView`'s `itemFrame` and, when it snaps, its `layoutTargetContentOffset`.
    ///
    /// Held by the closures; the view is captured weakly.
    ///
    /// - Parameter scrollView: The scroll view to lay out.
    public func install(on scrollView: ScrollView) {
        // The items' frames for `scrollToItem`: laid out in the current bounds with `contentInset`,
        // as the layout was when it set `contentSize`.
        scrollView.itemFrame = { [weak scrollView] item in
            guard let scrollView, item >= 0, item < self.itemCount else { return nil }
            return self.itemFrames(in: scrollView)[item]
        }
        guard snap != .none else { return }
        scrollView.layoutTargetContentOffset = { [weak scrollView] proposed, velocity in
            guard let scrollView else { return proposed }
            return self.target(proposed: proposed, velocity: velocity, in: scrollView)
        }
    }
}
