import Testing

@testable import ScrollSimTrace
@testable import ScrollSimTraceFormat

extension GestureType {
    /// A test-only gesture: XCUITest's `swipeUp()` as a fling.
    static let swipeUp = GestureType("swipeUp")
}

extension GestureDescriptor {
    /// `{"gesture": "swipeUp", "at", "speed"?}`: a 2 000 pt/s (default) upward fling.
    static let swipeUp = GestureDescriptor(type: .swipeUp) { reader throws(TraceDecodingError) in
        let at = try reader.gesturePoint("at")
        let speed = try reader.optionalNumber("speed", .greaterThan(0)) ?? 2000
        return .fling(from: at, velocity: Point(x: 0, y: -speed), duration: nil, holdBefore: 0)
    }
}

/// A gesture plug-in registered from outside the decoder.
struct GesturePluginTests {
    static let trace = Array(
        """
        {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
         "contentSize": {"width": 393, "height": 40000}, "contentOffset": {"x": 0, "y": 5000}},
         "events": [{"t": 0, "gesture": "swipeUp", "at": {"x": 196, "y": 700}, "speed": 1500}]}
        """.utf8)

    @Test func aRegisteredGestureDecodesAndReplays() throws {
        let trace = try Replay.decode(Self.trace, plugins: PluginRegistry.builtIn.adding(.swipeUp))
        #expect(
            trace.events == [.gesture(time: 0, .fling(from: Point(x: 196, y: 700), velocity: Point(x: 0, y: -1500)))])
        let writer = TextLogWriter()
        try Replay.replay(trace, into: writer)
        #expect(writer.output.contains("velocity (0.0000, 1.5000)"))
    }

    @Test func theBuiltInRegistryDoesNotKnowIt() {
        let error = #expect(throws: ReplayError.self) { try Replay.decode(Self.trace) }
        #expect(
            error?.description == #"events[0].gesture: expected one of drag, fling, tap, path, pinch, got "swipeUp""#)
    }
}
