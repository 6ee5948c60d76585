import ScrollSimJSON
import ScrollSimKit

// Decoding the SwiftUI calls that name an identified view by its `id`.
//
// The calls are `scrollTo` (`ScrollViewProxy.scrollTo(_:anchor:)`) and `setScrollPosition` (a write of the view's
// `scrollPosition(id:anchor:)` binding); the `id` is an item of the view's `flowLayout`.
extension Trace {
    /// Decodes a `scrollTo` or `setScrollPosition` call on `target`.
    ///
    /// `{"call": "scrollTo", "id", "anchor"?, "animated"?}` or `{"call": "setScrollPosition", "id", "animated"?}` on
    /// `target` (the view named, or the first), which has `itemCount` items (nil: no `flowLayout`).
    static func decodeIdentifiedCall(
        _ name: String, _ reader: inout ObjectReader, time: Double, view: String?, target: String, itemCount: Int?,
        hasScrollPosition: Bool
    ) throws(TraceDecodingError) -> TraceEvent {
        let idReader = try reader.required(TraceKeys.Call.id.name)
        guard let count = itemCount else {
            throw idReader.error(
                "\(JSONText.quoted(name)) needs a scroll view with a \"flowLayout\" (\(JSONText.quoted(target)) has none)"
            )
        }
        guard count > 0 else { throw idReader.error("the flowLayout of \(JSONText.quoted(target)) has no items") }
        let id = try idReader.integer(.closed(0, Double(count - 1)))
        let animated = try reader.optionalBool(TraceKeys.Call.optionalAnimated) ?? false
        if name == "scrollTo" {
            let anchor = try reader.optionalEnumeration(TraceKeys.Call.anchor, as: ScrollAnchor.Name.self)
            return .call(
                time: time, view: view, .scrollTo(id, anchor: anchor.map(ScrollAnchor.init), animated: animated))
        }
        guard hasScrollPosition else {
            throw try reader.required("call").error(
                "\"setScrollPosition\" needs a scroll view with a \"scrollPosition\" (\(JSONText.quoted(target)) has none)"
            )
        }
        return .call(time: time, view: view, .setScrollPosition(id, animated: animated))
    }
}
