import ScrollSimJSON
import ScrollSimKit

// The top-level `recorded` member.
//
// What a device recording saw, per display frame (and, from a SwiftUI host, its `scrollPhases` and `targetUpdates`),
// to compare with the replay later: `{"frames": [{"t", "offset": {"x", "y"}, "contentSize": {"width", "height"},
// "zoomScale"}, …]}`. The replay validates it and ignores it: it changes neither the scene nor the log, and it is not
// kept in ``Trace`` (the streaming reader checks its frames one at a time, in constant memory).
extension Trace {
    /// The `recorded` object's members, and each frame's.
    package static let recordedKey = "recorded"
    /// The array of frames inside `recorded`.
    package static let recordedFramesKey = "frames"
    /// The log names a recorded delegate call may have (`recorded.delegateCalls[].call`).
    static let recordedCallNames = [
        "didScroll", "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
        "didEndDecelerating", "didEndScrollingAnimation", "didScrollToTop", "willBeginZooming", "didZoom",
        "didEndZooming",
    ]

    /// Checks the `recorded` object `reader`.
    ///
    /// `streamed` is the verdict on its frames when the streaming reader checked them as it read them (the object then
    /// holds an empty placeholder array); without it the frames in the object are checked here. O(frames).
    static func decodeRecorded(_ reader: ObjectReader, streamed: RecordedFramesCheck?) throws(TraceDecodingError) {
        var reader = reader
        let framesReader = try reader.required(recordedFramesKey)
        if let streamed {
            try streamed.finish(at: framesReader)
        } else {
            var check = RecordedFramesCheck()
            for element in try framesReader.array() { check.check(element) }
            try check.finish(at: framesReader)
        }
        try decodeRecordedScrollEvents(&reader)
        try reader.finish()
    }

    /// Reads the recorded delegate calls, scroll phases and target updates.
    ///
    /// `recorded.delegateCalls` (the recorded view's delegate calls), `recorded.scrollPhases` and
    /// `recorded.targetUpdates` (a SwiftUI host's reports, from `ScrollSimRecorder`): validated like the frames,
    /// ignored by the replay.
    static func decodeRecordedScrollEvents(_ reader: inout ObjectReader) throws(TraceDecodingError) {
        typealias Keys = TraceKeys.Recorded
        if var start = try reader.optionalObject(Keys.start) {
            for key in [Keys.startContentInset, Keys.startSafeAreaInsets] {
                if let insets = try start.optionalObject(key) { _ = try decodeInsets(insets) }
            }
            _ = try start.optionalEnumeration(Keys.startAdjustmentBehavior, as: ContentInsetAdjustmentBehavior.self)
            try start.finish()
        }
        if let list = reader.optional(Keys.scrollPhases) {
            try decodeRecordedList(list, time: Keys.phaseTime) { (change) throws(TraceDecodingError) in
                let old = try change.enumeration(Keys.oldPhase, as: ScrollPhase.self)
                let newReader = try change.required(Keys.newPhase)
                guard try newReader.enumeration(ScrollPhase.self) != old else {
                    throw newReader.error("expected a phase other than \(JSONText.quoted(old.rawValue)) (the old one)")
                }
                for key in [Keys.phaseOffset, Keys.phaseVelocity] {
                    if let point = try change.optionalObject(key) { _ = try decodePoint(point) }
                }
                if let size = try change.optionalObject(Keys.phaseContainerSize) { _ = try decodeSize(size) }
            }
        }
        if let list = reader.optional(Keys.delegateCalls) {
            try decodeRecordedList(list, time: Keys.callTime) { (call) throws(TraceDecodingError) in
                _ = try call.oneOf(Keys.call)
                for key in [Keys.callOffset, Keys.callVelocity, Keys.callTarget] {
                    if let point = try call.optionalObject(key) { _ = try decodePoint(point) }
                }
                _ = try call.optionalBool(Keys.willDecelerate)
                _ = try call.optionalNumber(Keys.callScale)
                _ = try call.optionalBool(Keys.callZoomBouncing)
            }
        }
        if let list = reader.optional(Keys.targetUpdates) {
            try decodeRecordedList(list, time: Keys.updateTime) { (update) throws(TraceDecodingError) in
                for key in [Keys.proposed, Keys.target, Keys.velocity] { _ = try decodePoint(update.object(key)) }
                if let original = try update.optionalObject(Keys.originalTarget) { _ = try decodePoint(original) }
                for key in [Keys.containerSize, Keys.updateContentSize] {
                    if let size = try update.optionalObject(key) { _ = try decodeSize(size) }
                }
            }
        }
    }

    /// A non-empty array of objects whose `time` never decreases, each read by `body` and finished.
    private static func decodeRecordedList(
        _ list: ValueReader, time key: TraceKey, _ body: (inout ObjectReader) throws(TraceDecodingError) -> Void
    ) throws(TraceDecodingError) {
        let elements = try list.array()
        guard !elements.isEmpty else { throw list.error("expected at least one element") }
        var previous: Double?
        for element in elements {
            var object = try element.object()
            let timeReader = try object.required(key)
            let time = try timeReader.number(key.bounds)
            if let previous, time < previous {
                throw timeReader.error(
                    "expected a time ≥ \(shortNumber(previous)) (the previous element's t), got \(shortNumber(time))")
            }
            previous = time
            try body(&object)
            try object.finish()
        }
    }
}

/// Checks the frames of `recorded.frames` one at a time, keeping only the previous frame's time.
///
/// Each is an object with exactly `t` (a time), `offset` {x, y} (coordinates), `contentSize` {width, height} (sizes
/// ≥ 0) and `zoomScale` (> 0), every number finite and within the trace limits, `t` never decreasing; at least one frame.
/// The first problem is kept, not thrown, so the streaming reader can read on and report it where the tree decoder
/// would.
package struct RecordedFramesCheck: Sendable {
    /// Frames checked so far.
    package private(set) var count = 0
    /// The first problem found.
    package private(set) var error: TraceDecodingError?
    /// The previous frame's `t`.
    private var previousTime: Double?

    /// A check that has seen no frame.
    package init() {}

    /// Checks the next frame (a no-op after the first problem).
    package mutating func check(_ element: ValueReader) {
        count += 1
        guard error == nil else { return }
        do { try checkFrame(element) } catch { self.error = error }
    }

    /// Throws the first problem, or `expected at least one frame` for an empty array (`frames`
    /// is the array's reader).
    func finish(at frames: ValueReader) throws(TraceDecodingError) {
        if let error { throw error }
        guard count > 0 else { throw frames.error("expected at least one frame") }
    }

    private mutating func checkFrame(_ element: ValueReader) throws(TraceDecodingError) {
        var frame = try element.object()
        let timeReader = try frame.required(TraceKeys.Recorded.frameTime)
        let time = try timeReader.number(TraceKeys.Recorded.frameTime.bounds)
        if let previousTime, time < previousTime {
            throw timeReader.error(
                "expected a time ≥ \(shortNumber(previousTime)) (the previous frame's t), got \(shortNumber(time))")
        }
        _ = try Trace.decodePoint(frame.object(TraceKeys.Recorded.offset))
        _ = try Trace.decodeSize(frame.object(TraceKeys.Recorded.contentSize))
        _ = try frame.number(TraceKeys.Recorded.zoomScale)
        typealias Keys = TraceKeys.Recorded
        if let offset = try frame.optionalObject(Keys.presentationOffset) { _ = try Trace.decodePoint(offset) }
        _ = try frame.optionalNumber(Keys.presentationZoomScale)
        for key in [Keys.tracking, Keys.dragging, Keys.decelerating, Keys.zoomBouncing] {
            _ = try frame.optionalBool(key)
        }
        _ = try frame.optionalNumber(Keys.pinchScale)
        if let insets = try frame.optionalObject(Keys.adjustedContentInset) { _ = try Trace.decodeInsets(insets) }
        try frame.finish()
        previousTime = time
    }
}
