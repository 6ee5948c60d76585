// A flow layout whose sections have their own metrics and whose items have their own sizes.
//
// As `UICollectionViewDelegateFlowLayout` gives them (`collectionView(_:layout:sizeForItemAt:)`, `insetForSectionAt`,
// `minimumLineSpacingForSectionAt`, `minimumInteritemSpacingForSectionAt`, `referenceSizeForHeaderInSection`,
// `referenceSizeForFooterInSection`) [Apple-UICollectionViewDelegateFlowLayout].
//
// A section whose items all have one size is laid out by the fixed-size rules of ``FlowLayout``
// with the section's metrics — the same frames, to the bit, as a layout whose properties hold
// those values. A section of mixed sizes follows the same rules generalized (**choices** where
// Apple documents nothing more, unverified against a device):
// - a line takes items while they fit across with at least the section's inter-item spacing
//   (at least one item);
// - a line's length along the scroll direction is its longest item's, and each item is centred
//   along it (UIKit centres the cells of a row of mixed heights);
// - a line of one item centres it across; any other line but the section's last is justified
//   (first and last items touch the insets); the last line is spaced as if it went on with copies
//   of its last item while they fit (for equal sizes: the full lines' spacing from the leading edge,
//   the fixed-size rule), never closer than the inter-item spacing.
extension FlowLayout {
    /// One section's metrics and item sizes.
    public struct Section: Equatable, Sendable {
        /// The size of each item, in order.
        public var itemSizes: [Size]
        /// The margins around the section's items.
        public var sectionInset: EdgeInsets
        /// The least spacing between successive lines.
        public var minimumLineSpacing: Double
        /// The least spacing between the items of one line.
        public var minimumInteritemSpacing: Double
        /// The header's size (its length along the scroll direction is used).
        public var headerReferenceSize: Size
        /// The footer's size (its length along the scroll direction is used).
        public var footerReferenceSize: Size

        /// Creates a section.
        ///
        /// - Parameters:
        ///   - itemSizes: The size of each item, in points.
        ///   - sectionInset: The inset around each section, in points.
        ///   - minimumLineSpacing: The least spacing between lines, in points.
        ///   - minimumInteritemSpacing: The least spacing between items of a line, in points.
        ///   - headerReferenceSize: The header's size, in points.
        ///   - footerReferenceSize: The footer's size, in points.
        public init(
            itemSizes: [Size], sectionInset: EdgeInsets, minimumLineSpacing: Double, minimumInteritemSpacing: Double,
            headerReferenceSize: Size, footerReferenceSize: Size
        ) {
            self.itemSizes = itemSizes
            self.sectionInset = sectionInset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
        }
    }

    /// Every item's frame, per section, and the content size, for `sections` laid out in a view of `viewSize`.
    ///
    /// Every item's frame, per section, and the content size, for `sections` laid out along this
    /// layout's `scrollDirection` (its other properties are not used) in a view of `viewSize` with
    /// `contentInset`. O(items).
    ///
    /// - Parameters:
    ///   - sections: The sections to lay out.
    ///   - viewSize: The view's size, in points.
    ///   - contentInset: The content inset, in points.
    /// - Returns: The items' frames per section, in content coordinates (points), and the content size.
    public func itemFrames(sections: [Section], viewSize: Size, contentInset: EdgeInsets)
        -> (frames: [[Rect]], contentSize: Size)
    {
        let along = scrollDirection, cross = crossAxis
        var frames: [[Rect]] = []
        var sectionStart = 0.0
        for section in sections {
            var layout = self
            layout.itemSize = section.itemSizes.first ?? itemSize
            layout.sectionInset = section.sectionInset
            layout.minimumLineSpacing = section.minimumLineSpacing
            layout.minimumInteritemSpacing = section.minimumInteritemSpacing
            layout.headerReferenceSize = section.headerReferenceSize
            layout.footerReferenceSize = section.footerReferenceSize
            let extent = layout.lineExtent(viewSize: viewSize, contentInset: contentInset)
            let count = section.itemSizes.count
            if section.itemSizes.allSatisfy({ $0 == layout.itemSize }) {
                let perLine = layout.itemsPerLine(extent: extent)
                frames.append(
                    layout.frames(ofSectionWith: count, startingAt: sectionStart, extent: extent, perLine: perLine))
                sectionStart += layout.sectionLength(itemCount: count, perLine: perLine)
            } else {
                let (sectionFrames, length) = layout.mixedFrames(
                    section.itemSizes, startingAt: sectionStart, extent: extent)
                frames.append(sectionFrames)
                sectionStart += length
            }
        }
        let width = max(viewSize[cross] - contentInset.leading(cross) - contentInset.trailing(cross), 0)
        let size =
            along == .vertical ? Size(width: width, height: sectionStart) : Size(width: sectionStart, height: width)
        return (frames, size)
    }

    /// The frames of a section of items of mixed `sizes`, and the section's length along the scroll direction.
    ///
    /// The section's header starts at `sectionStart`; the rules are on the extension.
    func mixedFrames(_ sizes: [Size], startingAt sectionStart: Double, extent: Double) -> ([Rect], Double) {
        let along = scrollDirection, cross = crossAxis
        let spacing = minimumInteritemSpacing
        // Lines: items while they fit across.
        var lines: [Range<Int>] = []
        var lineStart = 0, used = 0.0
        for (index, size) in sizes.enumerated() {
            if index > lineStart, used + spacing + size[cross] > extent {
                lines.append(lineStart..<index)
                (lineStart, used) = (index, size[cross])
            } else {
                used += (index > lineStart ? spacing : 0) + size[cross]
            }
        }
        if lineStart < sizes.count { lines.append(lineStart..<sizes.count) }

        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        var position = sectionStart + headerReferenceSize[along] + sectionInset.leading(along)
        var body = 0.0
        for (number, line) in lines.enumerated() {
            let crossSizes = line.map { sizes[$0][cross] }
            let lineLength = line.map { sizes[$0][along] }.max() ?? 0
            var offsets: [Double] = []
            if crossSizes.count == 1 {
                offsets = [(extent - crossSizes[0]) / 2]
            } else {
                var total = crossSizes.reduce(0, +), slots = crossSizes.count
                if number == lines.count - 1, let last = crossSizes.last, last + spacing > 0 {
                    while total + last + Double(slots) * spacing <= extent {
                        total += last
                        slots += 1
                    }
                }
                let gap = max((extent - total) / Double(slots - 1), spacing)
                var x = 0.0
                for size in crossSizes {
                    offsets.append(x)
                    x += size + gap
                }
            }
            for (column, index) in line.enumerated() {
                var origin = Point.zero
                origin[along] = position + (lineLength - sizes[index][along]) / 2
                origin[cross] = sectionInset.leading(cross) + offsets[column]
                frames.append(Rect(origin: origin, size: sizes[index]))
            }
            let advance = lineLength + (number < lines.count - 1 ? minimumLineSpacing : 0)
            position += advance
            body += advance
        }
        let length =
            headerReferenceSize[along] + sectionInset.leading(along) + body + sectionInset.trailing(along)
            + footerReferenceSize[along]
        return (frames, length)
    }
}
