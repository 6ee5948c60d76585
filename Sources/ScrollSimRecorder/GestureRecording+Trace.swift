import ScrollSimJSON
import ScrollSimTrace

// Turning a recording into trace format 1 text.
extension GestureRecording {
    /// The recording as a trace (format 1).
    ///
    /// The recording as a trace (format 1): times re-based to the first touch (`t` 0) and rounded to
    /// the nanosecond; `screen` with the scale, the display's `refreshRate` and `firstFrame` when
    /// refreshes were recorded; the scroll view under the first touch as `scrollView`, or with its
    /// scroll-view ancestors as a `scene`; the touches in time order. The text is checked by the
    /// trace decoder before it is returned, so it always replays. O(n log n) in the samples.
    public func trace() throws(RecordingError) -> String {
        guard let start = samples.first?.timestamp else { throw .noTouches }
        guard !scrollViews.isEmpty else { throw .noScrollView }
        var members: [(key: String, value: JSONValue)] = [("scrollsim", .number(Double(Trace.formatVersion)))]
        if let name { members.append(("name", .string(name))) }
        members.append(("screen", screenJSON(start: start)))
        members.append(contentsOf: subjectJSON())
        if !frames.isEmpty { members.append(("recorded", recordedJSON(start: start))) }
        var writer = TraceTextWriter(members: members)
        // Touches of several fingers interleave; each finger's own samples are already in order.
        let ordered = samples.enumerated().sorted {
            ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset)
        }
        for (_, sample) in ordered {
            writer.appendTouch(
                time: GestureGrid.time(sample.timestamp - start), finger: sample.finger, phase: sample.phase,
                location: sample.location)
        }
        let text = writer.finish()
        do { _ = try Replay.decode(Array(text.utf8)) } catch { throw .invalidTrace(error.description) }
        return text
    }

    /// The display's refresh rate (Hz), or `nil` with fewer than two refreshes.
    ///
    /// The reciprocal of the median interval between the kept refreshes, rounded to a whole number (ProMotion displays
    /// vary their rate; the median is the rate they ran at most).
    var measuredRefreshRate: Double? {
        guard refreshes.count >= 2 else { return nil }
        let intervals = zip(refreshes.dropFirst(), refreshes).map { $0 - $1 }.sorted()
        let median = intervals[intervals.count / 2]
        return min(max((1 / median).rounded(), 1), 240)
    }

    private func screenJSON(start: Double) -> JSONValue {
        var screen: [(key: String, value: JSONValue)] = [("scale", .number(scale))]
        if let rate = measuredRefreshRate, let last = refreshes.last {
            // The latest refresh is the nearest to the lift, where the deceleration is sampled.
            screen.append(("refreshRate", .number(rate)))
            screen.append(("firstFrame", .number(GestureGrid.time(last - start))))
        }
        return .object(JSONObject(screen))
    }

    /// The trace's `recorded` member: the frames, the `start` insets and the recorded calls.
    ///
    /// `{"frames": [{"t", "offset", "contentSize", "zoomScale"}, …]}`, then the `start` insets, the delegate calls and
    /// a SwiftUI host's `scrollPhases` and `targetUpdates` when recorded; times re-based like the touches.
    private func recordedJSON(start: Double) -> JSONValue {
        let framesJSON = frames.map { frame -> JSONValue in
            .object(
                JSONObject(
                    [
                        ("t", .number(GestureGrid.time(frame.timestamp - start))),
                        (
                            "offset",
                            .object(
                                JSONObject([
                                    ("x", .number(frame.contentOffset.x)), ("y", .number(frame.contentOffset.y)),
                                ]))
                        ),
                        (
                            "contentSize",
                            .object(
                                JSONObject([
                                    ("width", .number(frame.contentSize.width)),
                                    ("height", .number(frame.contentSize.height)),
                                ]))
                        ),
                        ("zoomScale", .number(frame.zoomScale)),
                    ] + Self.sampledMembers(of: frame)))
        }
        let members =
            [("frames", .array(framesJSON))] + startMembers() + delegateCallMembers(start: start)
            + scrollEventMembers(start: start)
        return .object(JSONObject(members))
    }

    /// A frame's optional members, each only when sampled.
    ///
    /// `presentationOffset`, `presentationZoomScale`, `tracking`, `dragging`, `decelerating`, `zoomBouncing`,
    /// `pinchScale`, `adjustedContentInset`.
    static func sampledMembers(of frame: FrameSample) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        if let offset = frame.presentationOffset {
            members.append(
                ("presentationOffset", .object(JSONObject([("x", .number(offset.x)), ("y", .number(offset.y))]))))
        }
        if let scale = frame.presentationZoomScale { members.append(("presentationZoomScale", .number(scale))) }
        if let flags = frame.flags {
            members += [
                ("tracking", .bool(flags.tracking)), ("dragging", .bool(flags.dragging)),
                ("decelerating", .bool(flags.decelerating)),
            ]
        }
        if let bouncing = frame.isZoomBouncing { members.append(("zoomBouncing", .bool(bouncing))) }
        if let scale = frame.pinchScale { members.append(("pinchScale", .number(scale))) }
        if let inset = frame.adjustedContentInset { members.append(("adjustedContentInset", insets(inset))) }
        return members
    }

    /// `{"top", "left", "bottom", "right"}`.
    static func insets(_ inset: EdgeInsets) -> JSONValue {
        .object(
            JSONObject([
                ("top", .number(inset.top)), ("left", .number(inset.left)), ("bottom", .number(inset.bottom)),
                ("right", .number(inset.right)),
            ]))
    }

    /// `"scrollView": {…}` for one scroll view, or `"scene": {…}` for a scroll view inside others.
    private func subjectJSON() -> [(key: String, value: JSONValue)] {
        let ids = Self.uniqueIDs(scrollViews.map(\.identifier))
        if scrollViews.count == 1 {
            return [("scrollView", .object(JSONObject(Self.members(of: scrollViews[0], id: ids[0], frame: nil))))]
        }
        // Outermost first: parents come before their children. A child's frame is in its parent's
        // coordinates, whose origin is the parent's bounds origin (its content offset).
        var views: [JSONValue] = []
        let outermostFirst = Array(zip(scrollViews, ids).reversed())
        for (index, (snapshot, id)) in outermostFirst.enumerated() {
            var frame = snapshot.frameInWindow
            var members: [(key: String, value: JSONValue)] = [("id", .string(id)), ("kind", .string("scrollView"))]
            if index > 0 {
                let parent = outermostFirst[index - 1].0
                frame.origin = frame.origin - parent.frameInWindow.origin + parent.contentOffset
                members.append(("parent", .string(outermostFirst[index - 1].1)))
            }
            members += Self.members(of: snapshot, id: nil, frame: frame)
            views.append(.object(JSONObject(members)))
        }
        let window: JSONValue = .object(
            JSONObject([("width", .number(windowSize.width)), ("height", .number(windowSize.height))]))
        return [("scene", .object(JSONObject([("window", window), ("views", .array(views))])))]
    }

    /// A scroll view's members; `frame` overrides the window frame (a scene child's).
    static func members(of snapshot: ScrollViewSnapshot, id: String?, frame: Rect?)
        -> [(key: String, value: JSONValue)]
    {
        func point(_ p: Point) -> JSONValue { .object(JSONObject([("x", .number(p.x)), ("y", .number(p.y))])) }
        let rect = frame ?? snapshot.frameInWindow
        let inset = snapshot.adjustedContentInset
        var members: [(key: String, value: JSONValue)] = []
        if let id { members.append(("id", .string(id))) }
        members += [
            (
                "frame",
                .object(
                    JSONObject([
                        ("x", .number(rect.origin.x)), ("y", .number(rect.origin.y)),
                        ("width", .number(rect.size.width)), ("height", .number(rect.size.height)),
                    ]))
            ),
            (
                "contentSize",
                .object(
                    JSONObject([
                        ("width", .number(snapshot.contentSize.width)),
                        ("height", .number(snapshot.contentSize.height)),
                    ]))
            ),
            ("contentOffset", point(snapshot.contentOffset)),
            (
                "contentInset",
                .object(
                    JSONObject([
                        ("top", .number(inset.top)), ("left", .number(inset.left)), ("bottom", .number(inset.bottom)),
                        ("right", .number(inset.right)),
                    ]))
            ),
            ("isPagingEnabled", .bool(snapshot.isPagingEnabled)),
            ("bounces", .bool(snapshot.bounces)),
            ("alwaysBounceVertical", .bool(snapshot.alwaysBounceVertical)),
            ("alwaysBounceHorizontal", .bool(snapshot.alwaysBounceHorizontal)),
            ("decelerationRate", rate(snapshot.decelerationRate)),
            ("isDirectionalLockEnabled", .bool(snapshot.isDirectionalLockEnabled)),
            ("isScrollEnabled", .bool(snapshot.isScrollEnabled)),
        ]
        if snapshot.zooms, let zoomView = snapshot.zoomViewFrame {
            let frame: JSONValue = .object(
                JSONObject([
                    ("x", .number(zoomView.origin.x)), ("y", .number(zoomView.origin.y)),
                    ("width", .number(zoomView.size.width)), ("height", .number(zoomView.size.height)),
                ]))
            members += [
                ("zoomScale", .number(snapshot.zoomScale)),
                ("minimumZoomScale", .number(snapshot.minimumZoomScale)),
                ("maximumZoomScale", .number(snapshot.maximumZoomScale)),
                ("bouncesZoom", .bool(snapshot.bouncesZoom)),
                ("zoomView", .object(JSONObject([("frame", frame)]))),
            ]
        }
        return members
    }

    /// `"normal"` and `"fast"` by name (UIKit's 0.998 and 0.99), any other rate as its number.
    static func rate(_ value: Double) -> JSONValue {
        switch value {
        case DecelerationRate.normal.rawValue: return .string("normal")
        case DecelerationRate.fast.rawValue: return .string("fast")
        default: return .number(value)
        }
    }

    /// Trace ids from accessibility identifiers.
    ///
    /// Whitespace becomes `_`, at most 64 characters, `window` and empty names are not used; without one (or when
    /// taken) `scrollView`, `scrollView2`, … in order.
    static func uniqueIDs(_ identifiers: [String?]) -> [String] {
        var used: Set<String> = []
        var counter = 0
        return identifiers.map { identifier in
            if let identifier {
                let cleaned = String(String(identifier.map { $0.isWhitespace ? "_" : $0 }).prefix(64))
                if !cleaned.isEmpty, cleaned != "window", used.insert(cleaned).inserted { return cleaned }
            }
            while true {
                counter += 1
                let candidate = counter == 1 ? "scrollView" : "scrollView\(counter)"
                if used.insert(candidate).inserted { return candidate }
            }
        }
    }
}
