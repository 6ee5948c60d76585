import ScrollSimLog

/// The key tables of trace format 1: one caseless enum per object, one ``TraceKey`` per member.
///
/// The decoders read names and bounds from here, and ``TraceSchema`` prints the same tables; plug-ins carry their own
/// tables in their descriptors (`keys`). Descriptions follow `traces/format.md`.
public enum TraceKeys {
    /// The shared `{"x", "y"}` object in window (or content) points.
    static let point = TraceSharedShape("point", "A point {x, y}.") { .object(TraceObjectShape(Point.all)) }
    /// A velocity `{"x", "y"}`: the point's keys in points per second.
    static let velocity = TraceSharedShape("velocity", "A velocity {x, y}.") {
        .object(
            TraceObjectShape(
                Point.all.map { TraceKey($0.name, .number($0.bounds, unit: "pt/s"), required: true, $0.summary) }))
    }
    /// The shared `{"width", "height"}` object, each ≥ 0.
    static let size = TraceSharedShape("size", "A size {width, height}, each at least 0.") {
        .object(TraceObjectShape(Size.all))
    }
    /// The shared `{"x", "y", "width", "height"}` object, width and height > 0.
    static let rect = TraceSharedShape("rect", "A rectangle {x, y, width, height}; width and height above 0.") {
        .object(TraceObjectShape(Point.all + Rect.all))
    }
    /// The shared `{"top", "left", "bottom", "right"}` object, any of them (missing edges are 0).
    static let insets = TraceSharedShape("insets", "Edge insets {top, left, bottom, right}; missing edges are 0.") {
        .object(TraceObjectShape(Insets.all))
    }
    /// A view or recognizer name.
    static let name = TraceSharedShape("name", "A name: 1 to 64 characters, no spaces or control characters.") {
        .name
    }
    /// A deceleration rate: `"normal"`, `"fast"` or a number in (0, 1).
    static let decelerationRate = TraceSharedShape(
        "decelerationRate", #""normal" (0.998 per ms), "fast" (0.99 per ms) or a factor per ms between 0 and 1."#
    ) { .anyOf([.choice(Trace.decelerationRateNames), .number(Trace.decelerationRateBounds, unit: nil)]) }

    /// `{"x", "y"}`.
    package enum Point {
        package static let x = TraceKey("x", .number(Trace.coordinateBounds, unit: "pt"), required: true, "Horizontal.")
        package static let y = TraceKey("y", .number(Trace.coordinateBounds, unit: "pt"), required: true, "Vertical.")
        static let all = [x, y]
    }

    /// `{"width", "height"}` of a size (≥ 0).
    enum Size {
        static let width = TraceKey(
            "width", .number(Trace.nonNegativeUpToLimit, unit: "pt"), required: true, "Width.")
        static let height = TraceKey(
            "height", .number(Trace.nonNegativeUpToLimit, unit: "pt"), required: true, "Height.")
        static let all = [width, height]
    }

    /// `{"width", "height"}` of a rectangle or item (> 0).
    enum Rect {
        static let width = TraceKey("width", .number(Trace.positiveUpToLimit, unit: "pt"), required: true, "Width.")
        static let height = TraceKey(
            "height", .number(Trace.positiveUpToLimit, unit: "pt"), required: true, "Height.")
        static let all = [width, height]
    }

    /// `{"top", "left", "bottom", "right"}`.
    enum Insets {
        static let top = TraceKey("top", .number(Trace.coordinateBounds, unit: "pt"), "Top inset (default 0).")
        static let left = TraceKey("left", .number(Trace.coordinateBounds, unit: "pt"), "Left inset (default 0).")
        static let bottom = TraceKey(
            "bottom", .number(Trace.coordinateBounds, unit: "pt"), "Bottom inset (default 0).")
        static let right = TraceKey(
            "right", .number(Trace.coordinateBounds, unit: "pt"), "Right inset (default 0).")
        static let all = [top, left, bottom, right]
    }
}

extension TraceKeys {
    /// The key naming a behaviour's or coordinator's plug-in type.
    static let pluginType = "type"
}
