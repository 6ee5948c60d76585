extension FlowLayout {
    /// The offsets of the lines of one section of `itemCount` items, without laying out an item.
    ///
    /// The offsets along the scroll direction of the lines of one section of `itemCount` items (the
    /// leading edge `itemFrames` gives each line's items, plus each of `shifts` in turn), clamped to
    /// `lower…upper`, sorted and without repeats, without laying out an item: nil when
    /// `EvenOffsets` cannot promise the values `itemFrames` would give (no items, a pitch ≤ 0, or
    /// numbers that do not add exactly), then lay the items out instead. O(log lines).
    ///
    /// - Parameters:
    ///   - itemCount: The number of items of the section.
    ///   - viewSize: The view's size, in points.
    ///   - contentInset: The content inset, in points.
    ///   - shifts: Extra offsets each line's offset is also given at, in points.
    ///   - lower: The lowest allowed offset, in points.
    ///   - upper: The highest allowed offset, in points.
    /// - Returns: The lines' offsets, in points, or nil when they cannot be computed exactly.
    public func evenLineOffsets(
        itemCount: Int, viewSize: Size, contentInset: EdgeInsets, adding shifts: [Double] = [],
        lower: Double = -.infinity, upper: Double = .infinity
    ) -> EvenOffsets? {
        let along = scrollDirection
        let perLine = itemsPerLine(extent: lineExtent(viewSize: viewSize, contentInset: contentInset))
        let lines = (max(itemCount, 0) + perLine - 1) / perLine
        let header = headerReferenceSize[along], inset = sectionInset.leading(along)
        // As `itemFrames` computes a line's edge: `0 + header + inset + line · (length + spacing)`.
        var first = 0.0 + header + inset
        for shift in shifts { first += shift }
        return EvenOffsets(
            first: first, step: itemSize[along] + minimumLineSpacing, count: lines, lower: lower, upper: upper,
            terms: [header, inset, itemSize[along], minimumLineSpacing] + shifts)
    }
}

extension FlowLayoutSnapping {
    /// SwiftUI's `.viewAligned` to this layout's items along `axis`.
    ///
    /// SwiftUI's `.viewAligned` to this layout's items along `axis` (`ScrollTargetRule`'s rule on
    /// the items' leading edges), the items laid out in `containerSize` without content insets;
    /// the limit of `limitBehavior` as compact along the horizontal axis. O(log items) along the
    /// scroll direction (`FlowLayout.evenLineOffsets`), O(items) across it or where the lines'
    /// offsets do not add exactly; the same decision either way.
    ///
    /// - Parameters:
    ///   - axis: The scroll axis.
    ///   - limitBehavior: The scroll target's limit behaviour.
    ///   - start: The offset where the drag started, in points.
    ///   - proposed: The proposed resting offset, in points.
    ///   - velocity: The release velocity (any unit: only its sign is read).
    ///   - containerSize: The container's size, in points.
    ///   - contentLength: The content's length along the axis, in points.
    /// - Returns: The resting offset, in points.
    public func alignedOffset(
        along axis: Axis, limitBehavior: ScrollTargetLimit, start: Double, proposed: Double, velocity: Double,
        containerSize: Size, contentLength: Double
    ) -> Double {
        let container = containerSize[axis], compact = axis == .horizontal
        if axis == layout.scrollDirection,
            let lines = layout.evenLineOffsets(
                itemCount: itemCount, viewSize: containerSize, contentInset: .zero, lower: 0,
                upper: max(contentLength - container, 0))
        {
            // Exact offsets: every gap between lines is the pitch, items of one line share an edge.
            let limit = ScrollTargetRule.limit(limitBehavior, compact: compact, container: container) {
                lines.rawCount > 1 ? lines.step : nil
            }
            return ScrollTargetRule.alignedOffset(
                points: .even(lines), start: start, proposed: proposed, velocity: velocity, limit: limit)
        }
        return generalAlignedOffset(
            along: axis, limitBehavior: limitBehavior, start: start, proposed: proposed, velocity: velocity,
            containerSize: containerSize, contentLength: contentLength)
    }

    /// `alignedOffset` with every item laid out and its edge listed: the general path, which the even path must match.
    ///
    /// O(items).
    ///
    /// - Parameters:
    ///   - axis: The scroll axis.
    ///   - limitBehavior: The scroll target's limit behaviour.
    ///   - start: The offset where the drag started, in points.
    ///   - proposed: The proposed resting offset, in points.
    ///   - velocity: The release velocity (any unit: only its sign is read).
    ///   - containerSize: The container's size, in points.
    ///   - contentLength: The content's length along the axis, in points.
    /// - Returns: The resting offset, in points.
    public func generalAlignedOffset(
        along axis: Axis, limitBehavior: ScrollTargetLimit, start: Double, proposed: Double, velocity: Double,
        containerSize: Size, contentLength: Double
    ) -> Double {
        let container = containerSize[axis]
        let frames = layout.itemFrames(itemCounts: [itemCount], viewSize: containerSize, contentInset: .zero)[0]
        let edges = frames.map { $0.origin[axis] }
        let limit = ScrollTargetRule.limit(
            limitBehavior, compact: axis == .horizontal, edges: edges, container: container)
        return ScrollTargetRule.alignedOffset(
            edges: edges, start: start, proposed: proposed, velocity: velocity, container: container,
            contentLength: contentLength, limit: limit)
    }
}
