import ScrollSimJSON
import ScrollSimKit
import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport

// Validating the `events` array.
//
// Times never go backwards, every finger's touches run began → moved/stationary… → ended/cancelled, a finger is never
// touched while a gesture holds it, calls name known views.
extension Trace {
    static let maximumFinger = Gesture.maximumFinger
    /// A `finger`: an integer 0…``maximumFinger``.
    package static let fingerBounds = NumberBounds.closed(0, Double(maximumFinger))

    package static func decodeEvents(_ readers: [ValueReader], state: EventDecodingState, at arrayReader: ValueReader)
        throws(TraceDecodingError) -> [TraceEvent]
    {
        guard !readers.isEmpty else { throw arrayReader.error("expected at least one event") }
        var events: [TraceEvent] = []
        events.reserveCapacity(readers.count)
        var state = state
        for (index, element) in readers.enumerated() {
            events.append(try decodeEvent(element, index: index, state: &state))
        }
        return events
    }

    /// Decodes and checks the event `element`, the `index`th of the array, against what came before it (`state`).
    ///
    /// O(1) besides a gesture's path points.
    package static func decodeEvent(_ element: ValueReader, index: Int, state: inout EventDecodingState)
        throws(TraceDecodingError) -> TraceEvent
    {
        var reader = try element.object()
        let timeReader = try reader.required("t")
        let time = try timeReader.number(coordinateBounds)
        do { try state.advanceTime(to: time, written: reader.literal(of: "t")) } catch {
            throw error.error(at: reader.path)
        }
        // Three lookups and no array: this runs once per event.
        let isTouch = reader.object["phase"] != nil, isCall = reader.object["call"] != nil
        let isGesture = reader.object["gesture"] != nil
        let kinds = (isTouch ? 1 : 0) + (isCall ? 1 : 0) + (isGesture ? 1 : 0)
        guard kinds == 1 else {
            throw element.error(
                kinds == 0
                    ? #"expected a "phase" (touch), "call" or "gesture" key"#
                    : "an event has one of \"phase\", \"call\" and \"gesture\", not \(kinds)")
        }
        let event: TraceEvent
        if isTouch {
            event = try decodeTouch(&reader, time: time, index: index, state: &state)
        } else if isCall {
            event = try decodeCall(
                &reader, time: time, knownViews: state.knownViews, knownSet: state.knownSet,
                plainViews: state.plainViews, refreshViews: state.refreshViews, itemCounts: state.itemCounts,
                scrollPositionViews: state.scrollPositionViews, device: state.device)
            state.noteRate(in: event, index: index)
        } else {
            event = try decodeGesture(&reader, time: time, index: index, state: &state)
        }
        try reader.finish()
        return event
    }

    static func decodeTouch(_ reader: inout ObjectReader, time: Double, index: Int, state: inout EventDecodingState)
        throws(TraceDecodingError) -> TraceEvent
    {
        let phaseReader = try reader.required("phase")
        let phase = try phaseReader.enumeration(TouchPhase.self)
        let finger = try reader.optionalInteger("finger", fingerBounds) ?? 0
        let location = try decodeCoordinates(&reader)
        do {
            try state.admitTouch(finger: finger, phase: phase, time: time, location: location, index: index)
        } catch { throw error.error(at: reader.path) }
        return .touch(time: time, finger: finger, phase: phase, location: location)
    }

    /// A `gesture` event: the plug-in registered under its `gesture` name reads its members.
    static func decodeGesture(
        _ reader: inout ObjectReader, time: Double, index: Int, state: inout EventDecodingState
    ) throws(TraceDecodingError) -> TraceEvent {
        let name = try reader.oneOf("gesture", state.plugins.gestures.map(\.type.rawValue))
        guard let descriptor = state.plugins.gesture(GestureType(name)) else {
            preconditionFailure("oneOf returned an unregistered gesture type")
        }
        let finger = try reader.optionalInteger("finger", fingerBounds) ?? 0
        let motion = try descriptor.decode(&reader)
        if case .pinch = motion, reader.object["finger"] != nil {
            throw try reader.required("finger").error(#"a pinch names its two fingers in "fingers", not "finger""#)
        }
        return try admitGesture(
            Gesture(motion, finger: finger), name: name, time: time, index: index, state: &state, at: reader.path)
    }

    /// Checks the decoded gesture `name` against `state`, records it and returns the event.
    ///
    /// Checks the decoded gesture `name`, `events[index]` at `path`, against `state` (its fingers are free, its end
    /// within the limit), records it (warnings included) and returns the event; shared by the general path and the
    /// streaming reader's (the replay's plain-gesture reader, which builds the path only for a message). O(fingers).
    package static func admitGesture(
        _ gesture: Gesture, name: String, time: Double, index: Int, state: inout EventDecodingState,
        at path: @autoclosure () -> JSONPath
    ) throws(TraceDecodingError) -> TraceEvent {
        for finger in gesture.fingers {
            do { try state.checkGestureReleased(finger, at: time, by: index) } catch {
                throw error.error(at: path())
            }
            if let began = state.downSince[finger] {
                throw TraceDecodingError(
                    path: path(), message: "finger \(finger) is already down (it began at events[\(began)])")
            }
        }
        let end = gesture.endTime(startingAt: time, touchRate: state.touchRate)
        guard end <= coordinateLimit else {
            throw TraceDecodingError(
                path: path(),
                message:
                    // `end` is computed, not written: its shortest form.
                    "the gesture ends at \(FixedPoint.shortest(end)) s, after the \(compact(coordinateLimit)) s limit")
        }
        state.noteGesture(name, lasting: end - time, index: index)
        for finger in gesture.fingers {
            state.gestures[finger] = EventDecodingState.HeldFinger(end: end, index: index, kind: gesture.kind)
        }
        return .gesture(time: time, gesture)
    }

    /// A `call` event; `knownSet` holds `knownViews` for constant-time lookups.
    static func decodeCall(
        _ reader: inout ObjectReader, time: Double, knownViews: [String], knownSet: Set<String>, plainViews: [String],
        refreshViews: Set<String> = [], itemCounts: [String: Int] = [:], scrollPositionViews: Set<String> = [],
        device: Device? = nil
    ) throws(TraceDecodingError) -> TraceEvent {
        let name = try reader.oneOf("call", TraceKeys.Call.names)
        if name == "set" {
            return try decodeSetCall(
                &reader, time: time, scrollViews: knownViews, plainViews: plainViews, device: device)
        }
        var view: String?
        if let viewReader = reader.optional("view") {
            let id = try viewReader.string()
            guard knownSet.contains(id) else {
                throw viewReader.error("unknown view \(JSONText.quoted(id)) (expected \(listed(knownViews)))")
            }
            view = id
        }
        switch name {
        case "setContentOffset":
            let offset = try decodeCoordinates(&reader)
            let animated = try reader.bool("animated")
            return .call(time: time, view: view, .setContentOffset(offset, animated: animated))
        case "endRefreshing":
            let target = view ?? knownViews[0]
            guard refreshViews.contains(target) else {
                throw try reader.required("call").error(
                    "\"endRefreshing\" needs a scroll view with a \"refreshControl\" "
                        + "(\(JSONText.quoted(target)) has none)"
                )
            }
            return .call(time: time, view: view, .endRefreshing)
        case "setZoomScale":
            let scale = try reader.number("scale", zoomScaleBounds)
            return .call(time: time, view: view, .setZoomScale(scale, animated: try reader.bool("animated")))
        case "zoomTo":
            // `decodeRect` refuses a width or height ≤ 0, naming it (`rect.width`): an empty rectangle.
            let rect = try decodeRect(reader.required("rect").object())
            return .call(time: time, view: view, .zoomTo(rect, animated: try reader.bool("animated")))
        case "scrollToItem":
            let target = view ?? knownViews[0]
            let itemReader = try reader.required("item")
            guard let count = itemCounts[target] else {
                throw itemReader.error(
                    "\"scrollToItem\" needs a scroll view with a \"flowLayout\" (\(JSONText.quoted(target)) has none)")
            }
            let item = try itemReader.integer(.closed(0, Double(max(count - 1, 0))))
            guard count > 0 else { throw itemReader.error("the flowLayout of \(JSONText.quoted(target)) has no items") }
            let position = try reader.required("position").enumeration(ItemScrollPosition.self)
            return .call(
                time: time, view: view, .scrollToItem(item, position: position, animated: try reader.bool("animated")))
        case "scrollTo", "setScrollPosition":
            let target = view ?? knownViews[0]
            return try decodeIdentifiedCall(
                name, &reader, time: time, view: view, target: target, itemCount: itemCounts[target],
                hasScrollPosition: scrollPositionViews.contains(target))
        case "scrollRectToVisible":
            let rect = try decodeRect(reader.required("rect").object())
            return .call(time: time, view: view, .scrollRectToVisible(rect, animated: try reader.bool("animated")))
        default:
            return .call(time: time, view: view, .scrollToTop)
        }
    }
}

/// What the event decoder remembers between events.
package struct EventDecodingState {
    /// A finger held by a gesture until `end` (s), the gesture being `events[index]`.
    struct HeldFinger {
        var end: Double
        var index: Int
        var kind: GestureKind
    }

    /// The scroll views a call may name.
    package let knownViews: [String]
    /// `knownViews`, for constant-time lookups.
    let knownSet: Set<String>
    /// The plain views of a scene, which a `set` call may name.
    package let plainViews: [String]
    /// The scroll views with a `refreshControl`, which an `endRefreshing` call may name.
    var refreshViews: Set<String> = []
    /// The item counts of the scroll views with a `flowLayout`, which a `scrollToItem` call may name.
    var itemCounts: [String: Int] = [:]
    /// The scroll views with a `scrollPosition`, which a `setScrollPosition` call may name.
    var scrollPositionViews: Set<String> = []
    /// The screen's device, which a `set` of `screen.orientation` needs.
    var device: Device?
    /// The screen's touch rate (Hz), which a default-length fling's end depends on.
    let touchRate: Double
    /// The registry whose gesture plug-ins decode `gesture` events.
    let plugins: PluginRegistry
    /// The previous event's `t`.
    var previousTime = -Double.infinity
    /// How the previous event wrote its `t`, quoted by messages.
    ///
    /// Inline: recording it allocates nothing, also on the fast path for plain touch events.
    var previousTimeLiteral = NumberLiteral.none
    // Per finger, indexed by the finger (0…`Trace.maximumFinger`, checked before any lookup):
    // arrays rather than dictionaries, as every touch event looks them up.
    /// Finger → index of its hand-written `began`, while it is down.
    var downSince = [Int?](repeating: nil, count: Trace.maximumFinger + 1)
    /// Finger → the gesture holding it (until its end, which may be past the current event).
    var gestures = [HeldFinger?](repeating: nil, count: Trace.maximumFinger + 1)
    /// Finger → its latest hand-written sample, while it is down (for ``warnings``).
    var lastSample = [(time: Double, location: Point, index: Int)?](repeating: nil, count: Trace.maximumFinger + 1)
    /// Valid but implausible things seen so far, one line each (`events[5]: …`), in event order.
    package var warnings: [String] = []
    /// The scroll views that keep a deceleration rate as given, and the one a call without a view names.
    ///
    /// They serve the rate warnings.
    var ratesAsGiven: Set<String> = []
    var firstScrollView: String?

    /// The state before the first event of the trace `header` describes.
    ///
    /// That is its views and its touch rate, with the gesture types of `plugins`.
    package init(header: Trace, plugins: PluginRegistry) {
        self.init(
            knownViews: header.scene?.scrollViews.map(\.id) ?? [header.scrollView.id],
            plainViews: header.scene?.views.filter { $0.scrollViewSpec == nil }.map(\.id) ?? [],
            touchRate: header.screen.touchRate, plugins: plugins)
        refreshViews = Set(Trace.refreshControlViews(scrollView: header.scrollView, scene: header.scene))
        device = header.screen.device
        warnings = Trace.headerRateWarnings(scrollView: header.scrollView, scene: header.scene)
        let specs = header.scene?.scrollViews.map { ($0.id, $0) } ?? [(header.scrollView.id, header.scrollView)]
        ratesAsGiven = Set(specs.filter { $0.1.options.decelerationRateStorage == .asGiven }.map(\.0))
        firstScrollView = specs.first?.0
        for view in header.scene?.scrollViews ?? [header.scrollView] {
            if let layout = view.flowLayout { itemCounts[view.id] = layout.itemCount }
            if view.scrollPosition != nil { scrollPositionViews.insert(view.id) }
        }
    }

    init(knownViews: [String], plainViews: [String], touchRate: Double, plugins: PluginRegistry) {
        self.plugins = plugins
        self.knownViews = knownViews
        self.plainViews = plainViews
        knownSet = Set(knownViews)
        self.touchRate = touchRate
    }
}
