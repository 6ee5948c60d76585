import ScrollSimTrace
import Testing

/// The incremental merge: file order in, time order out, running gestures first at equal times.
struct TouchEventMergerTests {
    static func touches(_ merger: inout TouchEventMerger) -> [TraceEvent] {
        var out: [TraceEvent] = []
        while let event = merger.next() { out.append(event) }
        return out
    }

    @Test func nothingIsReleasedBeforeALaterEventProvesItDue() {
        var merger = TouchEventMerger(touchRate: 100)
        merger.append(.gesture(time: 0, .drag(from: .zero, to: Point(x: 0, y: 30), duration: 0.03)))
        // The gesture's began is due only once an event at or after 0 arrives (or the end).
        #expect(merger.next() == nil)
        merger.append(.call(time: 0.015, view: nil, .scrollToTop))
        #expect(
            Self.touches(&merger) == [
                .touch(time: 0, finger: 0, phase: .began, location: .zero),
                .touch(time: 0.01, finger: 0, phase: .moved, location: Point(x: 0, y: 10)),
                .call(time: 0.015, view: nil, .scrollToTop),
            ])
        merger.finish()
        #expect(
            Self.touches(&merger) == [
                .touch(time: 0.02, finger: 0, phase: .moved, location: Point(x: 0, y: 20)),
                .touch(time: 0.03, finger: 0, phase: .ended, location: Point(x: 0, y: 30)),
            ])
    }

    @Test func atEqualTimesRunningGesturesComeFirstInFileOrder() {
        var merger = TouchEventMerger(touchRate: 100)
        merger.append(.gesture(time: 0, .drag(from: .zero, to: Point(x: 0, y: 20), duration: 0.02, finger: 1)))
        merger.append(.gesture(time: 0, .drag(from: Point(x: 50, y: 0), to: Point(x: 50, y: 20), duration: 0.02)))
        merger.append(.call(time: 0.01, view: nil, .scrollToTop))
        merger.append(.touch(time: 0.01, finger: 2, phase: .began, location: Point(x: 9, y: 9)))
        merger.finish()
        #expect(
            Self.touches(&merger) == [
                .touch(time: 0, finger: 1, phase: .began, location: .zero),
                .touch(time: 0, finger: 0, phase: .began, location: Point(x: 50, y: 0)),
                .touch(time: 0.01, finger: 1, phase: .moved, location: Point(x: 0, y: 10)),
                .touch(time: 0.01, finger: 0, phase: .moved, location: Point(x: 50, y: 10)),
                .call(time: 0.01, view: nil, .scrollToTop),
                .touch(time: 0.01, finger: 2, phase: .began, location: Point(x: 9, y: 9)),
                .touch(time: 0.02, finger: 1, phase: .ended, location: Point(x: 0, y: 20)),
                .touch(time: 0.02, finger: 0, phase: .ended, location: Point(x: 50, y: 20)),
            ])
    }

    @Test func handWrittenEventsPassThroughUnchanged() throws {
        let events: [TraceEvent] = [
            .touch(time: 0, finger: 0, phase: .began, location: Point(x: 1, y: 2)),
            .touch(time: 0.1, finger: 0, phase: .moved, location: Point(x: 1, y: 3)),
            .call(time: 0.1, view: "list", .setContentOffset(Point(x: 0, y: 7), animated: true)),
            .touch(time: 0.2, finger: 0, phase: .ended, location: Point(x: 1, y: 3)),
        ]
        var expanded = ExpandedEvents(TraceEventArray(events), touchRate: 120)
        var out: [TraceEvent] = []
        while let event = try expanded.next() { out.append(event) }
        #expect(out == events)
    }

    /// Plain events skip the queue only while no gesture runs and nothing waits; the expanded stream
    /// is the same as when every event goes through `append`.
    @Test func plainEventsPassThroughOnlyWhenNothingCanPrecedeThem() {
        var merger = TouchEventMerger(touchRate: 100)
        let began = TraceEvent.touch(time: 0, finger: 3, phase: .began, location: .zero)
        let tookBegan = merger.passThrough(began)
        #expect(tookBegan)
        let gesture = TraceEvent.gesture(time: 0.01, .drag(from: .zero, to: Point(x: 0, y: 20), duration: 0.02))
        let tookGesture = merger.passThrough(gesture)
        #expect(!tookGesture)
        merger.append(gesture)
        let tookCallWhileRunning = merger.passThrough(.call(time: 0.05, view: nil, .scrollToTop))
        #expect(!tookCallWhileRunning)

        let events: [TraceEvent] = [
            began, .touch(time: 0.005, finger: 3, phase: .moved, location: Point(x: 0, y: 5)), gesture,
            .call(time: 0.02, view: nil, .scrollToTop), .touch(time: 0.05, finger: 3, phase: .ended, location: .zero),
        ]
        var expanded = ExpandedEvents(TraceEventArray(events), touchRate: 100)
        var viaAppend = TouchEventMerger(touchRate: 100)
        for event in events { viaAppend.append(event) }
        viaAppend.finish()
        var streamed: [TraceEvent] = []
        while let event = try? expanded.next() { streamed.append(event) }
        #expect(streamed == Self.touches(&viaAppend))
        #expect(streamed.count == 7) // 2 touches, the drag's 3 samples, the call, the lift
    }

    /// Tests that `peekMove` shows the next event only when it is a move, without consuming it.
    ///
    /// `peekMove` shows the fields of the next event when it is a move, and only then, without consuming it (the replay
    /// joins moves of one instant by it); `next` still returns every event.
    @Test func peekMoveShowsAMoveWithoutTakingIt() throws {
        let events: [TraceEvent] = [
            .touch(time: 1, finger: 0, phase: .moved, location: Point(x: 1, y: 2)),
            .touch(time: 1, finger: 1, phase: .moved, location: Point(x: 3, y: 4)),
            .touch(time: 2, finger: 0, phase: .ended, location: .zero),
        ]
        var expanded = ExpandedEvents(TraceEventArray(events), touchRate: 100)
        let first = try expanded.peekMove()
        #expect(first?.time == 1 && first?.finger == 0 && first?.location == Point(x: 1, y: 2))
        #expect(try expanded.peekMove()?.finger == 0) // still there
        #expect(try expanded.next() == events[0])
        #expect(try expanded.peekMove()?.location == Point(x: 3, y: 4))
        #expect(try expanded.next() == events[1])
        #expect(try expanded.peekMove() == nil) // a lift is no move
        #expect(try expanded.peek() == events[2])
        #expect(try expanded.next() == events[2])
        #expect(try expanded.peekMove() == nil)
        #expect(try expanded.next() == nil)
    }
}

/// Samples are generated as they are taken, so a gesture's length costs no memory.
///
/// A drag of the documented maximum duration at 480 Hz has 4.8·10⁹ samples; expanding all of them
/// up front (as the merger once did on `finish()`) fails to allocate.
struct LazyGestureExpansionTests {
    @Test func theFirstSamplesOfTheLongestDragComeWithoutExpandingTheRest() throws {
        let drag = Gesture.drag(
            from: Point(x: 100, y: 500), by: Point(x: 0, y: -100), duration: Gesture.magnitudeLimit, hold: 10_000)
        var expanded = ExpandedEvents(TraceEventArray([.gesture(time: 0, drag)]), touchRate: 480)
        var times: [Double] = []
        for _ in 0..<1000 {
            guard case .touch(let time, _, _, _)? = try expanded.next() else { break }
            times.append(time)
        }
        #expect(times.count == 1000)
        #expect(times.last == GestureGrid.time(999.0 / 480))
    }

    /// Every consumer appends only when nothing is due: then no more than the next file event waits.
    @Test func aFileEventAfterALongGestureComesAfterItsSamples() {
        var merger = TouchEventMerger(touchRate: 100)
        merger.append(.gesture(time: 0, .drag(from: .zero, to: Point(x: 0, y: 1000), duration: 10)))
        #expect(merger.next() == nil)
        merger.append(.call(time: 5, view: nil, .scrollToTop))
        var count = 0
        while case .touch? = merger.next() { count += 1 }
        // began, the moves at 0.01…4.99 s, the move at 5 s; then the call (taken by the `while`).
        #expect(count == 501)
        merger.finish()
        var rest = 0
        while merger.next() != nil { rest += 1 }
        #expect(rest == 500) // the moves at 5.01…9.99 s and the lift
    }
}

/// Tests that `scrollsim expand` hands on its output in chunks as it is generated, never held whole.
///
/// For `scrollsim expand`, the expanded text is handed on in pieces of about `TraceExpansion.chunkSize` bytes as the
/// samples are generated, never held whole.
struct StreamedExpansionTests {
    /// Records the size of every piece and keeps the text.
    final class Pieces: LogOutput {
        var sizes: [Int] = []
        var bytes: [UInt8] = []
        func write(_ bytes: UnsafeRawBufferPointer) {
            sizes.append(bytes.count)
            self.bytes.append(contentsOf: bytes)
        }
    }

    /// The longest line a touch prints is well under this (bytes): a piece ends at the first
    /// event line that takes it past `chunkSize`.
    static let longestTouchLine = 200

    @Test func aLongGestureIsWrittenInBoundedPieces() throws {
        let trace =
            Array(
                #"{"scrollsim": 1, "screen": {"touchRate": 480}, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "#
                    .utf8)
            + Array(
                #""height": 852}, "contentSize": {"width": 393, "height": 3000}}, "events": [{"t": 0, "gesture": "#
                    .utf8)
            + Array(
                #""drag", "from": {"x": 100, "y": 500}, "by": {"x": 0, "y": -100}, "duration": 0.1, "hold": 100}]}"#
                    .utf8)
        let pieces = Pieces()
        try TraceExpansion.expand(trace, into: pieces)
        #expect(pieces.sizes.count > 10)
        #expect(pieces.sizes.allSatisfy { $0 < TraceExpansion.chunkSize + Self.longestTouchLine })
        #expect(String(decoding: pieces.bytes, as: UTF8.self) == (try TraceExpansion.expand(trace)))
    }
}
