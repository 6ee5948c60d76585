/// The geometry of `UICollectionViewFlowLayout` with a fixed item size.
///
/// Items flow into lines across the scroll direction, lines follow one another along it, sections one after the other.
///
/// What Apple documents ([Apple-UICollectionViewFlowLayout]: the class, `minimumInteritemSpacing`,
/// `minimumLineSpacing`):
/// - a line holds as many items as fit across the view with at least `minimumInteritemSpacing`
///   between them, inside the section insets; "after the number of items is determined, the actual
///   spacing may possibly be adjusted upward": a full line is justified, its first and last items
///   touch the insets ([Blog-CSDNFlowLayout] shows it and works around it);
/// - lines are `minimumLineSpacing` apart; `sectionInset` surrounds each section's lines;
/// - the defaults: items 50 × 50, both spacings 10, no insets, vertical scrolling.
///
/// **Choices** where Apple is silent (ScrollSimKit.docc/TheModelAndItsSources.md, modelling choices): a line with a single item centres
/// it across the scroll direction (widely reported for a lone last cell); a partial last line keeps
/// the full lines' spacing from the leading edge; a section without items still takes its insets;
/// the content extends across the view's size minus the content insets. Headers and footers take
/// their reference size's length along the scroll direction before and after each section's insets
/// ([Apple-UICollectionViewFlowLayout], `headerReferenceSize`: "only the size that corresponds to
/// the appropriate scrolling direction is used"; zero, the default, adds none); they are space
/// only (supplementary views are not modelled). Per-item sizes and per-section metrics
/// (`UICollectionViewDelegateFlowLayout`): `itemFrames(sections:viewSize:contentInset:)`.
public struct FlowLayout: Equatable, Sendable {
    /// The size of every item (points).
    public var itemSize = Size(width: 50, height: 50)
    /// The least spacing between successive lines (points).
    public var minimumLineSpacing: Double = 10
    /// The least spacing between items of one line (points).
    public var minimumInteritemSpacing: Double = 10
    /// The margins around each section's items (points).
    public var sectionInset = EdgeInsets.zero
    /// The axis the content scrolls along: lines follow one another along it.
    public var scrollDirection = Axis.vertical
    /// The size of each section's header; only its length along the scroll direction is used.
    public var headerReferenceSize = Size.zero
    /// The size of each section's footer; only its length along the scroll direction is used.
    public var footerReferenceSize = Size.zero

    /// Creates a layout; every argument defaults to UIKit's value.
    ///
    /// - Parameters:
    ///   - itemSize: The item's size, in points.
    ///   - minimumLineSpacing: The least spacing between lines, in points.
    ///   - minimumInteritemSpacing: The least spacing between items of a line, in points.
    ///   - sectionInset: The inset around each section, in points.
    ///   - scrollDirection: The scroll direction.
    public init(
        itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero, scrollDirection: Axis = .vertical
    ) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.scrollDirection = scrollDirection
    }

    /// The axis across the scroll direction (the one a line extends along).
    public var crossAxis: Axis { scrollDirection == .horizontal ? .vertical : .horizontal }

    /// The room for items across a line in a view of `viewSize` with `contentInset` (points, ≥ 0).
    ///
    /// - Parameters:
    ///   - viewSize: The view's size, in points.
    ///   - contentInset: The content inset, in points.
    /// - Returns: The line's extent, in points.
    public func lineExtent(viewSize: Size, contentInset: EdgeInsets) -> Double {
        let cross = crossAxis
        let room =
            viewSize[cross] - contentInset.leading(cross) - contentInset.trailing(cross)
            - sectionInset.leading(cross) - sectionInset.trailing(cross)
        return max(room, 0)
    }

    /// How many items fit in one line of `extent` points: at least 1, even when one item is wider.
    ///
    /// - Parameter extent: The line's extent, in points.
    /// - Returns: The number of items per line.
    public func itemsPerLine(extent: Double) -> Int {
        let item = itemSize[crossAxis]
        let stride = item + minimumInteritemSpacing
        guard stride > 0 else { return 1 }
        let fit = ((extent + minimumInteritemSpacing) / stride).rounded(.down)
        return fit >= 1 ? Int(saturating: min(fit, 1e9)) : 1
    }

    /// The frame of every item, per section, in content coordinates (the content's top-left corner is the origin).
    ///
    /// `itemCounts[s]` is the number of items of section `s`. O(items).
    ///
    /// - Parameters:
    ///   - itemCounts: The number of items of each section.
    ///   - viewSize: The view's size, in points.
    ///   - contentInset: The content inset, in points.
    /// - Returns: The items' frames per section, in content coordinates (points).
    public func itemFrames(itemCounts: [Int], viewSize: Size, contentInset: EdgeInsets) -> [[Rect]] {
        let extent = lineExtent(viewSize: viewSize, contentInset: contentInset)
        let perLine = itemsPerLine(extent: extent)
        var sections: [[Rect]] = []
        var sectionStart = 0.0
        for count in itemCounts {
            sections.append(frames(ofSectionWith: count, startingAt: sectionStart, extent: extent, perLine: perLine))
            sectionStart += sectionLength(itemCount: count, perLine: perLine)
        }
        return sections
    }

    /// The frames of one section of `count` items whose header starts `sectionStart` points along the scroll direction.
    ///
    /// The frames of one section of `count` items whose header starts `sectionStart` points along
    /// the scroll direction, in lines of `extent` points holding `perLine` items. O(count).
    func frames(ofSectionWith count: Int, startingAt sectionStart: Double, extent: Double, perLine: Int) -> [Rect] {
        let along = scrollDirection, cross = crossAxis
        let item = itemSize[cross], length = itemSize[along]
        let spacing = perLine > 1 ? (extent - Double(perLine) * item) / Double(perLine - 1) : 0
        var frames: [Rect] = []
        frames.reserveCapacity(max(count, 0))
        SnapWork.count(max(count, 0))
        let lineStart = sectionStart + headerReferenceSize[along] + sectionInset.leading(along)
        for index in 0..<max(count, 0) {
            let line = index / perLine, column = index % perLine
            let inLine = min(perLine, count - line * perLine)
            let crossOffset =
                inLine == 1 ? (extent - item) / 2 : Double(column) * (item + max(spacing, minimumInteritemSpacing))
            var origin = Point.zero
            origin[along] = lineStart + Double(line) * (length + minimumLineSpacing)
            origin[cross] = sectionInset.leading(cross) + crossOffset
            frames.append(Rect(origin: origin, size: itemSize))
        }
        return frames
    }

    /// The size of the content for sections of `itemCounts` items in a view of `viewSize`.
    ///
    /// The size of the content: the sections' lengths along the scroll direction, the view's size
    /// minus the content insets across it. O(sections).
    ///
    /// - Parameters:
    ///   - itemCounts: The number of items of each section.
    ///   - viewSize: The view's size, in points.
    ///   - contentInset: The content inset, in points.
    /// - Returns: The content size, in points.
    public func contentSize(itemCounts: [Int], viewSize: Size, contentInset: EdgeInsets) -> Size {
        let along = scrollDirection, cross = crossAxis
        let perLine = itemsPerLine(extent: lineExtent(viewSize: viewSize, contentInset: contentInset))
        let length = itemCounts.reduce(0.0) { $0 + sectionLength(itemCount: $1, perLine: perLine) }
        let width = max(viewSize[cross] - contentInset.leading(cross) - contentInset.trailing(cross), 0)
        return along == .vertical ? Size(width: width, height: length) : Size(width: length, height: width)
    }

    /// One section's length along the scroll direction: its insets, its lines and the spacing between them.
    func sectionLength(itemCount: Int, perLine: Int) -> Double {
        let along = scrollDirection
        let lines = (max(itemCount, 0) + perLine - 1) / perLine
        let body = lines > 0 ? Double(lines) * itemSize[along] + Double(lines - 1) * minimumLineSpacing : 0
        return headerReferenceSize[along] + sectionInset.leading(along) + body + sectionInset.trailing(along)
            + footerReferenceSize[along]
    }
}
