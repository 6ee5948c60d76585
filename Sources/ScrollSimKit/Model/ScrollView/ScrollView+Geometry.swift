// A scroll view's flags, read from its phase, and its geometry.
//
// The scrollable range, the axes a drag can move, clamping and pixel rounding.
extension ScrollView {
    // MARK: Flags

    /// A finger is on the content (possibly before a drag began).
    public var isTracking: Bool { flags.tracking }

    /// The user is dragging; UIKit keeps it true through the deceleration after the drag ([Seed-Lifecycle]).
    public var isDragging: Bool { flags.dragging }

    /// The content moves on its own after a release (deceleration, bounce or paging settle).
    public var isDecelerating: Bool { flags.decelerating }

    /// The three flags together, read from the phase in one pass.
    public var flags: ScrollFlags { Self.flags(in: phase) }

    // MARK: Geometry

    /// The bounds size (points).
    public var boundsSize: Size { frame.size }

    /// The smallest content offset at rest.
    ///
    /// The smallest content offset at rest: `−inset.left`, `−inset.top` of `adjustedContentInset`
    /// (the safe area included, see `ScrollView+SafeArea`). A refreshing `refreshControl` adds its
    /// height to the top inset (UIKit's adjusted inset).
    public var minimumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: 0 - inset.left, y: 0 - inset.top - (refreshControl?.appliedInset ?? 0))
    }

    /// The largest content offset at rest: `max(min, contentSize + trailing inset − bounds)` per axis.
    ///
    /// From [UIKitCore-RE] §6; content smaller than the view pins to the minimum.
    public var maximumContentOffset: Point { maximumContentOffset(above: minimumContentOffset) }

    /// `maximumContentOffset` given the already computed `minimum` (saves reading the insets twice on
    /// hot paths).
    func maximumContentOffset(above minimum: Point) -> Point {
        let size = contentSize, inset = adjustedContentInset, bounds = frame.size
        return Point(
            x: max(minimum.x, size.width + inset.right - bounds.width),
            y: max(minimum.y, size.height + inset.bottom - bounds.height))
    }

    /// Whether a drag can move the content along `axis`.
    ///
    /// The content overflows, or `bounces && alwaysBounce…` ([UIKitCore-RE] §6, [Repo-OpenUIKit]).
    ///
    /// - Parameter axis: The axis.
    /// - Returns: Whether a drag can move the content along the axis.
    public func canDrag(_ axis: Axis) -> Bool {
        axis == .horizontal ? draggableAxes.horizontal : draggableAxes.vertical
    }

    /// `canDrag` for both axes at once, reading the geometry once (the drag path asks it every move).
    var draggableAxes: (horizontal: Bool, vertical: Bool) {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset(above: minimum)
        let overflowsX = maximum.x > minimum.x, overflowsY = maximum.y > minimum.y
        if overflowsX && overflowsY { return (true, true) }
        let bounces = bounces
        return (overflowsX || (bounces && alwaysBounceHorizontal), overflowsY || (bounces && alwaysBounceVertical))
    }

    /// True when `offset` lies outside the scrollable range on some axis.
    ///
    /// - Parameter offset: The content offset, in points.
    /// - Returns: Whether the offset is out of range.
    public func isOutOfBounds(_ offset: Point) -> Bool {
        let minimum = minimumContentOffset, maximum = maximumContentOffset(above: minimum)
        return offset.x < minimum.x || offset.x > maximum.x || offset.y < minimum.y || offset.y > maximum.y
    }

    /// `offset` clamped into the scrollable range.
    ///
    /// - Parameter offset: The content offset, in points.
    /// - Returns: The clamped offset, in points.
    public func clampedOffset(_ offset: Point) -> Point {
        let minimum = minimumContentOffset, maximum = maximumContentOffset(above: minimum)
        return Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// `offset` rounded to the screen's pixel grid.
    ///
    /// - Parameter offset: The content offset, in points.
    /// - Returns: The rounded offset, in points.
    public func pixelRounded(_ offset: Point) -> Point {
        let scale = pixelScale
        return Point(x: PixelGrid.round(offset.x, scale: scale), y: PixelGrid.round(offset.y, scale: scale))
    }
}
