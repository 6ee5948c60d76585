import Testing
import ScrollSimTrace

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
}
