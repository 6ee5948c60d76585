import ScrollSimJSON

/// What a device recording showed, as `scrollsim compare` reads it.
///
/// The recorded scroll view's frames and its delegate calls. The replay never builds one (it validates `recorded` and
/// ignores it); ``Trace/recordedSession(in:)`` reads it from a trace's `recorded` member.
package struct RecordedSession: Equatable, Sendable {
    /// One display frame of the recorded scroll view.
    package struct Frame: Equatable, Sendable {
        /// The frame's time on the trace clock (s).
        package var time: Double
        /// `contentOffset`.
        package var offset: Point
        /// `zoomScale` (1 when the recording has none).
        package var zoomScale: Double
        /// `adjustedContentInset` at this frame, when recorded.
        package var adjustedContentInset: EdgeInsets?
        /// `isZoomBouncing` at this frame, when recorded.
        package var isZoomBouncing: Bool?

        /// A frame at `time` showing `offset` at `zoomScale`, with the optional captures.
        package init(
            time: Double, offset: Point, zoomScale: Double = 1, adjustedContentInset: EdgeInsets? = nil,
            isZoomBouncing: Bool? = nil
        ) {
            self.time = time
            self.offset = offset
            self.zoomScale = zoomScale
            self.adjustedContentInset = adjustedContentInset
            self.isZoomBouncing = isZoomBouncing
        }
    }

    /// A SwiftUI host's reported phase change (`recorded.scrollPhases`).
    package struct PhaseChange: Equatable, Sendable {
        /// When it was reported (s, trace clock).
        package var time: Double
        /// The phases before and after.
        package var old: ScrollPhase, new: ScrollPhase
        /// The scroll geometry's `contentOffset` at the change, when recorded.
        package var offset: Point?

        /// A change at `time` from `old` to `new`.
        package init(time: Double, old: ScrollPhase, new: ScrollPhase, offset: Point? = nil) {
            self.time = time
            self.old = old
            self.new = new
            self.offset = offset
        }
    }

    /// A SwiftUI host's `updateTarget` call (`recorded.targetUpdates`).
    package struct TargetUpdate: Equatable, Sendable {
        /// When it was called (s, trace clock).
        package var time: Double
        /// The target's origin as the behaviour left it.
        package var target: Point
        /// `context.velocity` as the device gave it (its unit is what the recording can tell).
        package var velocity: Point

        /// A call at `time` that decided `target` at `velocity`.
        package init(time: Double, target: Point, velocity: Point) {
            self.time = time
            self.target = target
            self.velocity = velocity
        }
    }

    /// One delegate call of the recorded scroll view.
    package struct Call: Equatable, Sendable {
        /// When it was called (s, trace clock).
        package var time: Double
        /// Its log name (`willEndDragging`).
        package var name: String
        /// `willEndDragging`'s velocity (pt/ms) and target, when recorded.
        package var velocity: Point?, target: Point?

        /// A call `name` at `time`, with `willEndDragging`'s arguments when known.
        package init(time: Double, name: String, velocity: Point? = nil, target: Point? = nil) {
            self.time = time
            self.name = name
            self.velocity = velocity
            self.target = target
        }
    }

    /// The frames, in time order (at least one).
    package var frames: [Frame]
    /// The delegate calls, in time order (may be empty: a recording may hold frames only).
    package var calls: [Call]
    /// Where the view came to rest (the last frame's offset unless the recording says otherwise).
    package var restOffset: Point
    /// The host's phase changes, in time order (empty when not recorded).
    package var phaseChanges: [PhaseChange] = []
    /// The host's `updateTarget` calls, in time order (empty when not recorded).
    package var targetUpdates: [TargetUpdate] = []
    /// When it came to rest: the last delegate call's time, else the last frame that moved.
    package var restTime: Double

    /// A session of `frames` and `calls`, resting at `restOffset` (default: the last frame's).
    package init(frames: [Frame], calls: [Call], restOffset: Point? = nil) {
        self.frames = frames
        self.calls = calls
        self.restOffset = restOffset ?? frames.last?.offset ?? Point(x: 0, y: 0)
        var lastMove = frames.first?.time ?? 0
        for (previous, frame) in zip(frames, frames.dropFirst())
        where previous.offset != frame.offset || previous.zoomScale != frame.zoomScale {
            lastMove = frame.time
        }
        self.restTime = calls.last?.time ?? lastMove
    }
}

extension Trace {
    /// The `recorded` member of the trace `bytes` (nil when it has none).
    ///
    /// Call it on a trace ``Replay/decode(_:plugins:)`` accepted: the member is then valid, and only a syntax error of
    /// the bytes themselves can be thrown.
    package static func recordedSession(in bytes: [UInt8]) throws(ReplayError) -> RecordedSession? {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch { throw .syntax(error) }
        do {
            var reader = try ObjectReader(root)
            guard let recorded = reader.optional(recordedKey) else { return nil }
            var object = try recorded.object()
            typealias Keys = TraceKeys.Recorded
            var frames: [RecordedSession.Frame] = []
            for element in try object.array(recordedFramesKey) {
                var frame = try element.object()
                // What the screen showed: the presentation values when recorded, else the model values.
                var shown = try decodePoint(frame.object(Keys.offset))
                if let presented = try frame.optionalObject(Keys.presentationOffset) {
                    shown = try decodePoint(presented)
                }
                var scale = try frame.number(Keys.zoomScale)
                if let presented = try frame.optionalNumber(Keys.presentationZoomScale) { scale = presented }
                frames.append(
                    RecordedSession.Frame(
                        time: try frame.number(Keys.frameTime), offset: shown, zoomScale: scale,
                        adjustedContentInset: try frame.optionalObject(Keys.adjustedContentInset).map(decodeInsets),
                        isZoomBouncing: try frame.optionalBool(Keys.zoomBouncing)))
            }
            var calls: [RecordedSession.Call] = []
            for element in try object.optionalArray(Keys.delegateCalls) ?? [] {
                var call = try element.object()
                calls.append(
                    RecordedSession.Call(
                        time: try call.number(Keys.callTime), name: try call.oneOf(Keys.call),
                        velocity: try call.optionalObject(Keys.callVelocity).map(decodePoint),
                        target: try call.optionalObject(Keys.callTarget).map(decodePoint)))
            }
            var session = RecordedSession(frames: frames, calls: calls)
            for element in try object.optionalArray(Keys.scrollPhases) ?? [] {
                var change = try element.object()
                session.phaseChanges.append(
                    RecordedSession.PhaseChange(
                        time: try change.number(Keys.phaseTime),
                        old: try change.enumeration(Keys.oldPhase, as: ScrollPhase.self),
                        new: try change.enumeration(Keys.newPhase, as: ScrollPhase.self),
                        offset: try change.optionalObject(Keys.phaseOffset).map(decodePoint)))
            }
            for element in try object.optionalArray(Keys.targetUpdates) ?? [] {
                var update = try element.object()
                session.targetUpdates.append(
                    RecordedSession.TargetUpdate(
                        time: try update.number(Keys.updateTime), target: try decodePoint(update.object(Keys.target)),
                        velocity: try decodePoint(update.object(Keys.velocity))))
            }
            return session
        } catch {
            throw .invalidTrace(error)
        }
    }
}
