import ScrollSimKit

// Decoding `scrollView.flowLayout`.
//
// A `UICollectionViewFlowLayout` of one section that sets the content size and may snap the drag's target
// (`FlowLayoutSnapping`).
extension Trace {
    /// The most items a `flowLayout` may hold: a bound on the frames computed at each lift.
    static let maximumFlowLayoutItemCount = 100_000

    /// A `flowLayout` object.
    ///
    /// Every key is optional and defaults to UIKit's value (`FlowLayout`), `itemCount` to 0 and `snap` to `none`;
    /// `itemSize` must be positive on both axes.
    static func decodeFlowLayout(_ reader: ObjectReader) throws(TraceDecodingError) -> FlowLayoutSnapping {
        var reader = reader
        var layout = FlowLayout()
        if var size = try reader.optionalObject(TraceKeys.FlowLayout.itemSize) {
            layout.itemSize = Size(
                width: try size.number(TraceKeys.Rect.width), height: try size.number(TraceKeys.Rect.height))
            try size.finish()
        }
        layout.minimumLineSpacing =
            try reader.optionalNumber(TraceKeys.FlowLayout.minimumLineSpacing) ?? layout.minimumLineSpacing
        layout.minimumInteritemSpacing =
            try reader.optionalNumber(TraceKeys.FlowLayout.minimumInteritemSpacing)
            ?? layout.minimumInteritemSpacing
        if let inset = try reader.optionalObject(TraceKeys.FlowLayout.sectionInset) {
            layout.sectionInset = try decodeInsets(inset)
        }
        layout.scrollDirection =
            try reader.optionalEnumeration(TraceKeys.FlowLayout.scrollDirection, as: Axis.self) ?? .vertical
        let itemCount = try reader.optionalInteger(TraceKeys.FlowLayout.itemCount) ?? 0
        let snap =
            try reader.optionalEnumeration(TraceKeys.FlowLayout.snap, as: FlowLayoutSnapping.Snap.self)
            ?? FlowLayoutSnapping.Snap.none
        try reader.finish()
        return FlowLayoutSnapping(layout: layout, itemCount: itemCount, snap: snap)
    }

    /// The content size `flowLayout` gives a view of `frame` with `contentInset`.
    ///
    /// An error at `reader`'s place when it exceeds the coordinate limit.
    static func flowLayoutContentSize(
        _ flowLayout: FlowLayoutSnapping, frame: Rect, contentInset: EdgeInsets, at reader: ObjectReader
    ) throws(TraceDecodingError) -> Size {
        let size = flowLayout.contentSize(viewSize: frame.size, contentInset: contentInset)
        guard size.width <= coordinateLimit, size.height <= coordinateLimit else {
            throw TraceDecodingError(
                path: reader.path, message: "the layout's content exceeds \(Int(coordinateLimit)) points")
        }
        return size
    }
}
