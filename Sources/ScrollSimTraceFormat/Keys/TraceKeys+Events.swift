import ScrollSimKit
import ScrollSimLog

extension TraceKeys {
    /// The members every event has or several share.
    ///
    /// The per-event decoder keeps its own string literals on the hot path (one event per touch sample);
    /// `TraceSchemaTests` checks that it accepts exactly these keys.
    enum Event {
        static let time = TraceKey(
            "t", .number(Trace.coordinateBounds, unit: "s"), required: true,
            "The event's time; events with the same t run in array order, t never decreases.")
        static let finger = TraceKey(
            "finger", .integer(Trace.fingerBounds), "The finger, 0 to \(Trace.maximumFinger) (default 0).")
        static let phase = TraceKey(
            "phase", .choice(of: TouchPhase.self), required: true, "The touch phase (a touch event).")
        static let x = TraceKey(
            "x", .number(Trace.coordinateBounds, unit: "pt"), required: true, "Window x (UITouch.location(in: nil)).")
        static let y = TraceKey("y", .number(Trace.coordinateBounds, unit: "pt"), required: true, "Window y.")
        static let touch = [time, phase, x, y, finger]
    }

    /// `call` events: `{"t", "call", "view"?, …}`.
    enum Call {
        static let names = [
            "setContentOffset", "scrollToTop", "set", "endRefreshing", "setZoomScale", "zoomTo", "scrollToItem",
            "scrollRectToVisible", "scrollTo", "setScrollPosition",
        ]
        static let call = TraceKey("call", .choice(names), required: true, "The call.")
        static let view = TraceKey(
            "view", .shared(name), "The scroll view called, by id (default the first scroll view).")
        static let offsetX = TraceKey("x", .number(Trace.coordinateBounds, unit: "pt"), required: true, "Offset x.")
        static let offsetY = TraceKey("y", .number(Trace.coordinateBounds, unit: "pt"), required: true, "Offset y.")
        static let animated = TraceKey("animated", .boolean, required: true, "Whether the change animates.")
        static let scale = TraceKey(
            "scale", .number(Trace.zoomScaleBounds, unit: nil), required: true,
            "The zoom scale (clamped into the limits).")
        static let rect = TraceKey(
            "rect", .shared(TraceKeys.rect), required: true, "The rectangle to fit, in the zoom view's coordinates.")
        static let item = TraceKey(
            "item", .integer(.closed(0, Double(Trace.maximumFlowLayoutItemCount))), required: true,
            "The item of the view's flowLayout, from 0.")
        static let position = TraceKey(
            "position", .choice(of: ItemScrollPosition.self), required: true, "Where the item ends up.")
        static let id = TraceKey(
            "id", .integer(.closed(0, Double(Trace.maximumFlowLayoutItemCount))), required: true,
            "The identified view: an item of the view's flowLayout, from 0.")
        static let anchor = TraceKey(
            "anchor", .choice(of: ScrollAnchor.Name.self), "The anchor (default none: the least scroll).")
        static let optionalAnimated = TraceKey(
            "animated", .boolean, "Whether the scroll animates, as inside withAnimation (default false).")
        static let visibleRect = TraceKey(
            "rect", .shared(TraceKeys.rect), required: true, "The rectangle to show, in content coordinates.")
        /// The `set` of the screen's orientation (not a view's property).
        static let screenOrientation = "screen.orientation"
        /// Every property a `set` names: the views' (`PropertyChange.Name`), then the screen's orientation.
        static let propertyNames = PropertyChange.Name.allCases.map(\.rawValue) + [screenOrientation]
        static let property = TraceKey("property", .choice(propertyNames), required: true, "The property set.")
        static let value = TraceKey("value", .unconstrained, required: true, "The new value, shaped as the property.")

        /// Each call's own keys besides `t`, `call` and `view`, with its description.
        static let variants: [(name: String, keys: [TraceKey], summary: String)] = [
            ("setContentOffset", [offsetX, offsetY, animated], "setContentOffset(_:animated:)."),
            ("scrollToTop", [], "A status-bar tap."),
            ("endRefreshing", [], "refreshControl.endRefreshing()."),
            ("setZoomScale", [scale, animated], "setZoomScale(_:animated:)."),
            ("zoomTo", [rect, animated], "zoom(to:animated:)."),
            ("scrollToItem", [item, position, animated], "UICollectionView.scrollToItem(at:at:animated:)."),
            ("scrollRectToVisible", [visibleRect, animated], "scrollRectToVisible(_:animated:)."),
            ("scrollTo", [id, anchor, optionalAnimated], "SwiftUI's ScrollViewProxy.scrollTo(_:anchor:)."),
            ("setScrollPosition", [id, optionalAnimated], "Writing the view's scrollPosition(id:anchor:) binding."),
        ]

        /// The shape of a `set` call's `value` for `property`.
        static func valueShape(_ property: PropertyChange.Name) -> TraceValueShape {
            switch property {
            case .contentInset, .safeAreaInsets: .shared(insets)
            case .contentInsetAdjustmentBehavior: .choice(of: ContentInsetAdjustmentBehavior.self)
            case .contentSize: .shared(size)
            case .frame, .zoomViewFrame: .shared(TraceKeys.rect)
            case .contentOffset: .shared(point)
            case .isPagingEnabled, .isScrollEnabled, .bounces, .bouncesZoom: .boolean
            case .decelerationRate: .shared(TraceKeys.decelerationRate)
            case .zoomScale, .minimumZoomScale, .maximumZoomScale: .number(Trace.zoomScaleBounds, unit: nil)
            }
        }
    }

    /// `gesture` events: `{"t", "gesture", "finger"?, …}` and the plug-in's keys.
    package enum Gesture {
        static func gesture(_ names: [String]) -> TraceKey {
            TraceKey("gesture", .choice(names), required: true, "The gesture plug-in.")
        }
        static let from = TraceKey("from", .shared(point), required: true, "Where the finger touches down.")
        package static let hold = TraceKey(
            "hold", .number(Trace.nonNegativeUpToLimit, unit: "s"), "Time still before the lift (default 0).")
        package static let holdBefore = TraceKey(
            "holdBefore", .number(Trace.nonNegativeUpToLimit, unit: "s"),
            "Time still after the touch-down, before moving (default 0).")
        package static let duration = TraceKey(
            "duration", .number(Trace.positiveUpToLimit, unit: "s"), required: true, "How long the motion takes.")
        package static let optionalDuration = TraceKey(
            "duration", .number(Trace.positiveUpToLimit, unit: "s"), "How long the motion takes.")
    }
}
