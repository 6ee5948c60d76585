/// Paging by cells narrower than the scroll view, decided in `scrollViewWillEndDragging`.
///
/// [Seed-CellPaging]'s final approach ("3. 理解实现原理"): paging by cells narrower than the scroll view,
/// decided in `scrollViewWillEndDragging` by rewriting `targetContentOffset`.
///
/// Along `axis`, with `W` the view's bounds size and `pagingWidth = itemWidth + itemSpacing`:
/// 1. The centre row is the cell under the view's midpoint at the lift:
///    `floor((contentOffset + W/2) / pagingWidth)` (0 if `pagingWidth ≤ 0`).
/// 2. A velocity of exactly 0 keeps that row. Any other velocity moves one row in its direction,
///    clamped as the seed clamps: below 0 → 0; above `contentSize / pagingWidth` →
///    `ceil(contentSize / pagingWidth) − 1`. (The velocity is UIKit's release velocity, already
///    zeroed below the 0.25 pt/ms fling floor, so a slow drag keeps the centre row.)
/// 3. `target = row · pagingWidth − (W/2 − itemWidth/2 − sectionInset)`: the chosen cell centred.
///
/// The other axis of the target is left alone. UIKit then glides onto the target (solving the
/// speed or the decay, also at zero velocity) and clamps it into the scrollable range
/// ([UIScrollView-Decompile]), so at the ends the cell is as centred as the range allows. The seed
/// computes in `float`; scrollsim uses `Double`. The target is reported exactly as the seed
/// computes it; UIKit pixel-rounds it before moving, so choose widths whose centred offsets lie on
/// the pixel grid for a target that equals the final offset.
///
/// Logged: `pageChosen` with the centre row, the chosen row, the velocity and the target.
public final class CellPagingBehavior: ScrollBehavior {
    /// The layout the seed reads from its collection view.
    ///
    /// [Seed-CellPaging] takes these from macros without values; the defaults (300, 10, 20, horizontal) are the example
    /// layout of the cell-paging report it models.
    public struct Configuration: Equatable, Sendable {
        /// Cell length along the axis (pt, > 0).
        public var itemWidth: Double
        /// Space between cells (pt, ≥ 0).
        public var itemSpacing: Double
        /// Space before the first cell (the section inset, pt, ≥ 0).
        public var sectionInset: Double
        /// The paging axis.
        public var axis: Axis

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - itemWidth: The cell's width, in points.
        ///   - itemSpacing: The spacing between cells, in points.
        ///   - sectionInset: The inset around each section, in points.
        ///   - axis: The axis the cells page along.
        public init(
            itemWidth: Double = 300, itemSpacing: Double = 10, sectionInset: Double = 20, axis: Axis = .horizontal
        ) {
            self.itemWidth = itemWidth
            self.itemSpacing = itemSpacing
            self.sectionInset = sectionInset
            self.axis = axis
        }

        /// `itemWidth + itemSpacing`: the distance between neighbouring cell centres (pt).
        public var pagingWidth: Double { itemWidth + itemSpacing }

        /// The offset along the axis (pt) that centres cell `row` in a view `viewLength` pt long.
        ///
        /// - Parameters:
        ///   - row: The cell's index.
        ///   - viewLength: The view's length along the axis, in points.
        /// - Returns: The centring offset, in points.
        public func centredOffset(row: Int, viewLength: Double) -> Double {
            centredOffset(row: Double(row), viewLength: viewLength)
        }

        /// The same for a whole row number held as a `Double` (a row beyond `Int`'s range).
        func centredOffset(row: Double, viewLength: Double) -> Double {
            row * pagingWidth - (viewLength / 2 - itemWidth / 2 - sectionInset)
        }
    }

    /// The parameters.
    public let configuration: Configuration
    /// The row chosen at the last lift (the seed's `_centerItemRow`).
    public private(set) var centerItemRow = 0

    /// Creates the behaviour.
    ///
    /// - Parameter configuration: The cell size, spacing and axis.
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The configuration as log fields.
    public var parameters: [LogField] {
        [
            LogField("itemWidth", .number(configuration.itemWidth, .points)),
            LogField("itemSpacing", .number(configuration.itemSpacing, .points)),
            LogField("sectionInset", .number(configuration.sectionInset, .points)),
            LogField("axis", .string(configuration.axis.rawValue)),
        ]
    }

    /// [Seed-CellPaging]'s `scrollViewWillEndDragging` (see the type's documentation).
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view whose drag ends.
    ///   - velocity: The release velocity, in points per millisecond.
    ///   - targetContentOffset: The offset where the content will stop, in points; rewritten to a cell's.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        let axis = configuration.axis
        let contentOffset = scrollView.contentOffset[axis]
        let scrollViewCenter = scrollView.boundsSize[axis] / 2
        let pagingWidth = configuration.pagingWidth

        let centerRow = pagingWidth <= 0 ? 0 : ((contentOffset + scrollViewCenter) / pagingWidth).rounded(.down)
        let allContentWidth = scrollView.contentSize[axis]
        var newItemRow = centerRow
        if velocity[axis] != 0 {
            newItemRow = velocity[axis] > 0 ? newItemRow + 1 : newItemRow - 1
            if newItemRow < 0 { newItemRow = 0 }
            if newItemRow > allContentWidth / pagingWidth {
                newItemRow = (allContentWidth / pagingWidth).rounded(.up) - 1
            }
        }
        centerItemRow = Self.rowIndex(newItemRow)

        targetContentOffset[axis] = configuration.centredOffset(
            row: newItemRow, viewLength: scrollView.boundsSize[axis])
        report(
            "pageChosen",
            [
                LogField("centerRow", .integer(Self.rowIndex(centerRow))), LogField("row", .integer(centerItemRow)),
                LogField("velocity", .number(velocity[axis], .ptPerMs)),
                LogField("target", .point(targetContentOffset)),
            ], for: scrollView)
    }

    /// A whole row number as an `Int`, clamped to ±2⁵³.
    ///
    /// A whole row number as an `Int`, clamped to ±2⁵³: with cells far narrower than a point the
    /// row under a large offset exceeds `Int`'s range (the target itself stays computed in `Double`).
    /// Total: NaN gives 0 and ±infinity the clamp, so no input can trap here.
    static func rowIndex(_ row: Double) -> Int {
        Int(saturating: min(max(row, -0x1p53), 0x1p53))
    }
}
