// SwiftUI's rules for scrolling to an identified view with an anchor, and for which view is the scroll position.
//
// The one implementation `ScrollViewProxy.scrollTo(_:anchor:)`, the `scrollPosition(id:anchor:)` binding
// (``ScrollPositionTracker``) and the trace calls use.
//
// Both measure in the **visible region**: the bounds inside `adjustedContentInset`, the area
// SwiftUI lays its content out in (its scroll view insets the content by the safe area, Apple's
// `contentMargins(_:_:for:)` page; see `ScrollView+SafeArea`). **Choice**, unverified: the
// alternative, the whole bounds, would align a view's top under a navigation bar.
//
// Scrolling to a view (Apple, `ScrollViewProxy.scrollTo(_:anchor:)`,
// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)):
// - a non-nil anchor "defines the points in the identified view and the scroll view to align"
//   (`.top` puts the view's top at the region's top, `.bottom` its bottom at the region's bottom,
//   `.center` its centre at the region's centre, on both axes);
// - a nil anchor "scrolls the minimum amount to make the identified view wholly visible": no
//   scroll when it already is; otherwise its nearer edge at the region's edge, per axis (the
//   behaviour swiftlang/swift#73918 lists: "When element is in view, scrollviewreader does not
//   scroll", above → aligned to the top, below → aligned to the bottom). A view larger than the
//   region aligns its top or leading edge: **choice**, undocumented.
//
// The result is clamped to the scrollable range (SwiftUI does not scroll past the content).
extension ScrollView {
    /// The bounds inside `adjustedContentInset`, in content coordinates.
    ///
    /// Empty, not negative, when the insets exceed the bounds.
    public var visibleRegion: Rect {
        let inset = adjustedContentInset, size = boundsSize, offset = contentOffset
        return Rect(
            x: offset.x + inset.left, y: offset.y + inset.top,
            width: max(size.width - inset.left - inset.right, 0),
            height: max(size.height - inset.top - inset.bottom, 0))
    }

    /// The offset `scrollTo(id, anchor:)` scrolls to for a view whose frame is `frame`, clamped to the range.
    ///
    /// `frame` is in content coordinates; the rules are above.
    ///
    /// - Parameters:
    ///   - frame: The item's frame, in content coordinates (points).
    ///   - anchor: The anchor, or nil.
    /// - Returns: The content offset, in points.
    public func contentOffset(showing frame: Rect, anchor: ScrollAnchor?) -> Point {
        let region = visibleRegion, offset = contentOffset
        func axis(
            _ low: Double, _ length: Double, _ start: Double, _ regionLow: Double, _ regionLength: Double,
            _ unit: Double?
        ) -> Double {
            // The offset moves the region by the same amount: its low edge is `offset + lead`.
            let lead = regionLow - start
            if let unit { return low + unit * length - (lead + unit * regionLength) }
            if length > regionLength || low < regionLow { return low - lead }
            if low + length > regionLow + regionLength { return low + length - regionLength - lead }
            return start
        }
        let target = Point(
            x: axis(frame.origin.x, frame.size.width, offset.x, region.origin.x, region.size.width, anchor?.x),
            y: axis(frame.origin.y, frame.size.height, offset.y, region.origin.y, region.size.height, anchor?.y))
        return clampedOffset(target)
    }

    /// The index in `frames` of the view that is the scroll position (`scrollPosition(id:anchor:)`).
    ///
    /// `frames` are in content coordinates; nil when none overlaps the visible region.
    ///
    /// Apple's page (https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)):
    /// the binding holds "the identity of the leading-most / top-most view", and an anchor
    /// influences "which view the system chooses … providing a value of bottom will prefer to have
    /// the bottom-most view chosen"; `ScrollPosition`'s page says "the top-most view scrolled within
    /// the visible region". The rule here: among the views overlapping the visible region, the one
    /// containing the anchor's point of the region (nil: the top-leading corner, so the top-most /
    /// leading-most view); when none contains it (a gap between views, a partly filled row), the one
    /// nearest to it; ties go to the lower index (the earlier view). **Choice**: how SwiftUI ranks
    /// views that do not contain the point is undocumented (unverified).
    ///
    /// - Parameters:
    ///   - frames: The items' frames, in content coordinates (points).
    ///   - anchor: The anchor, or nil.
    /// - Returns: The item's index, or nil.
    public func scrollPositionItem(among frames: [Rect], anchor: ScrollAnchor?) -> Int? {
        let region = visibleRegion
        let unit = anchor ?? ScrollAnchor(.topLeading)
        let point = Point(
            x: region.origin.x + unit.x * region.size.width, y: region.origin.y + unit.y * region.size.height)
        let regionMaxX = region.origin.x + region.size.width, regionMaxY = region.origin.y + region.size.height
        var best: (index: Int, distance: Double)?
        for (index, frame) in frames.enumerated() {
            let minX = frame.origin.x, minY = frame.origin.y
            let maxX = minX + frame.size.width, maxY = minY + frame.size.height
            // Overlapping the region by a positive length on both axes (a view that only touches
            // its edge is not "within the visible region").
            guard minX < regionMaxX, maxX > region.origin.x, minY < regionMaxY, maxY > region.origin.y else {
                continue
            }
            let dx = max(minX - point.x, 0, point.x - maxX), dy = max(minY - point.y, 0, point.y - maxY)
            let distance = dx * dx + dy * dy
            if best == nil || distance < best!.distance { best = (index, distance) }
        }
        return best?.index
    }
}

extension ScrollView {
    /// `ScrollViewProxy.scrollTo(_:anchor:)` to the content's item `item` (`itemFrame`, a trace's `flowLayout`).
    ///
    /// Nothing for a missing item or an offset that does not change; animated as inside `withAnimation`, through
    /// `setContentOffset(_:animated:)`.
    ///
    /// - Parameters:
    ///   - item: The item's index.
    ///   - anchor: The anchor, or nil.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    public func scrollTo(item: Int, anchor: ScrollAnchor?, animated: Bool) {
        guard let frame = itemFrame?(item) else { return }
        let target = contentOffset(showing: frame, anchor: anchor)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }
}

extension ScrollAnchor {
    /// The log fields naming `anchor`.
    ///
    /// `anchor <name>` (nil: `anchor none`), or `anchorX`, `anchorY` for a point SwiftUI does not name.
    ///
    /// - Parameter anchor: The anchor, or nil.
    /// - Returns: The log fields.
    public static func logFields(_ anchor: ScrollAnchor?) -> [LogField] {
        guard let anchor else { return [LogField("anchor", .string("none"))] }
        if let name = anchor.name { return [LogField("anchor", .string(name.rawValue))] }
        return [LogField("anchorX", .number(anchor.x, .factor)), LogField("anchorY", .number(anchor.y, .factor))]
    }
}
