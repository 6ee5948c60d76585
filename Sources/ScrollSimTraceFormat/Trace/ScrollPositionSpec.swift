import ScrollSimKit

/// A trace's `scrollView.scrollPosition`.
///
/// SwiftUI's `scrollPosition(id:anchor:)` over the `flowLayout`'s items, identified by their index (`{"anchor":
/// "center"}`; `{}` for a nil anchor). The rules are the model's (`ScrollPositionTracker`): the position follows the
/// view as it scrolls and is logged as `scrollPositionChanged` (`id N`); a `setScrollPosition` call writes it.
public struct ScrollPositionSpec: Equatable, Sendable {
    /// The anchor (default nil, as SwiftUI's).
    public var anchor: ScrollAnchor?
    /// What a status-bar tap does to the position (default `keepsPosition`, FB15303035).
    public var statusBarTap = ScrollPositionTracker.StatusBarTap.keepsPosition
    /// How a write scrolls with a nil anchor (default `topLeading`, swiftlang/swift#73918).
    public var nilAnchorScroll = ScrollPositionTracker.NilAnchorScroll.topLeading

    /// A binding with every key at its default.
    public init() {}

    /// Attaches the binding to `scrollView` over `flowLayout`'s items.
    func install(on scrollView: ScrollView, flowLayout: FlowLayoutSnapping) {
        scrollView.attachScrollPosition(
            anchor: anchor, statusBarTap: statusBarTap, nilAnchorScroll: nilAnchorScroll,
            itemFrames: { [unowned scrollView] in flowLayout.itemFrames(in: scrollView) })
    }
}

extension Trace {
    /// A `scrollPosition` object (`anchor`, `statusBarTap`, `nilAnchor`, all optional).
    ///
    /// It needs a `flowLayout`: its items are the identified views.
    static func decodeScrollPosition(_ value: ValueReader, flowLayout: FlowLayoutSnapping?)
        throws(TraceDecodingError) -> ScrollPositionSpec
    {
        var reader = try value.object()
        guard flowLayout != nil else {
            throw value.error(#"needs a "flowLayout" (its items are the views the position identifies)"#)
        }
        var spec = ScrollPositionSpec()
        if let name = try reader.optionalEnumeration(TraceKeys.ScrollPosition.anchor, as: ScrollAnchor.Name.self) {
            spec.anchor = ScrollAnchor(name)
        }
        spec.statusBarTap =
            try reader.optionalEnumeration(
                TraceKeys.ScrollPosition.statusBarTap, as: ScrollPositionTracker.StatusBarTap.self) ?? spec.statusBarTap
        spec.nilAnchorScroll =
            try reader.optionalEnumeration(
                TraceKeys.ScrollPosition.nilAnchor, as: ScrollPositionTracker.NilAnchorScroll.self)
            ?? spec.nilAnchorScroll
        try reader.finish()
        return spec
    }
}
