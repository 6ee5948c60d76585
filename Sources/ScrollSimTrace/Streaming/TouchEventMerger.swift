import ScrollSimKit

/// Merges the touches of running gestures with the other events, lazily.
///
/// Events go in in file order (``append(_:)``), touch and call events come out in time order (``next()``), and a
/// gesture's samples are generated one at a time as they are taken. Nothing is held but the running gestures (one
/// pending sample each) and the file events not yet taken, so memory does not grow with a gesture's length. The replay,
/// `scrollsim expand` and the Swift simulator all read gestures through it.
///
/// **The rule for equal times**: at one instant, the samples of gestures already running come
/// first (those of the gesture that appears earlier in the file first), then the file's own
/// event. So a gesture's lift at `t` precedes a `began` of the same finger at `t`, and moves of
/// several gestures at one instant are adjacent (the replay delivers them as one touch event).
///
/// The input must be valid (as `Trace.decode` checks it): times never decrease and no event uses
/// a finger a gesture still holds. Complexity: O(running gestures) per sample.
package struct TouchEventMerger: Sendable {
    private struct Running: Sendable {
        var order: Int
        var samples: GestureSamples
        var pending: TouchSample
    }

    /// Touch samples per second of the expansion (Hz).
    package let touchRate: Double
    private var running: [Running] = []
    /// Appended file events not yet taken, each with its index among the appended events.
    ///
    /// Appended file events not yet taken (gestures included, started when they are reached), each with its index among
    /// the appended events. A consumer that appends only when ``next()`` returns `nil` keeps at most one here.
    private var waiting: [(event: TraceEvent, fileIndex: Int)] = []
    private var waitingIndex = 0
    private var appended = 0
    /// Whether ``finish()`` said that no event follows.
    private var finished = false
    /// The index, among the appended events, of the file event the last event taken came from.
    ///
    /// For a gesture's samples it is the gesture's index; nil before the first. Messages name the event by it.
    package private(set) var lastSource: Int?

    /// A merger sampling gestures at `touchRate` Hz (> 0).
    package init(touchRate: Double) {
        precondition(touchRate > 0, "touchRate must be positive")
        self.touchRate = touchRate
    }

    /// Takes the next event of the file.
    ///
    /// Its time must not be before the previous one's. O(1).
    package mutating func append(_ event: TraceEvent) {
        precondition(!finished, "finish() said no event follows")
        waiting.append((event, appended))
        appended += 1
    }

    /// Takes `event` straight through when nothing can come before it.
    ///
    /// No gesture is running (so no sample is due before it) and no file event waits. Counts it as appended, as
    /// `append` would, and returns true; false (nothing done) for a gesture or when the merger is busy. Most traces are
    /// plain touches, which then skip the queue. O(1).
    package mutating func passThrough(_ event: TraceEvent) -> Bool {
        guard running.isEmpty, waitingIndex == waiting.count else { return false }
        if case .gesture = event { return false }
        lastSource = appended
        appended += 1
        return true
    }

    /// Says no event follows: the running gestures' remaining samples become due.
    package mutating func finish() {
        finished = true
    }

    /// The next event in time order, or `nil` when none is due yet (append more, or finish).
    ///
    /// Never returns a `.gesture`.
    package mutating func next() -> TraceEvent? {
        nextWithSource()?.event
    }

    /// ``next()`` with the index, among the appended events, of the file event it is.
    ///
    /// The index is `nil` for a sample of a gesture (`scrollsim expand` prints file events as written). O(running
    /// gestures).
    package mutating func nextWithSource() -> (event: TraceEvent, fileIndex: Int?)? {
        // Nothing due without a waiting event, unless finished with gestures still running (the
        // plain-touch path asks on every event and leaves here).
        guard waitingIndex < waiting.count || (finished && !running.isEmpty) else { return nil }
        return nextDue()
    }

    private mutating func nextDue() -> (event: TraceEvent, fileIndex: Int?)? {
        while true {
            // A sample is due when it is not after the next file event (all remaining ones after
            // `finish()`); without a waiting event and before `finish()`, a later append may
            // still precede it.
            let hasHead = waitingIndex < waiting.count
            guard hasHead || finished else { return nil }
            if let index = earliestRunning(notAfter: hasHead ? waiting[waitingIndex].event.time : .infinity) {
                lastSource = running[index].order
                return (takeSample(of: index), nil)
            }
            guard hasHead else { return nil }
            let (event, fileIndex) = waiting[waitingIndex]
            waitingIndex += 1
            if waitingIndex == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingIndex = 0
            }
            guard case .gesture(let time, let gesture) = event else {
                lastSource = fileIndex
                return (event, fileIndex)
            }
            var samples = gesture.samples(startingAt: time, touchRate: touchRate)
            if let first = samples.next() {
                running.append(Running(order: fileIndex, samples: samples, pending: first))
            }
        }
    }

    /// The running gesture whose pending sample comes first in (time, file order), if that sample
    /// is at or before `limit`.
    private func earliestRunning(notAfter limit: Double) -> Int? {
        var best: Int?
        for index in running.indices where running[index].pending.time <= limit {
            if let current = best {
                let a = running[index], b = running[current]
                if (a.pending.time, a.order) < (b.pending.time, b.order) { best = index }
            } else {
                best = index
            }
        }
        return best
    }

    /// The pending sample of running gesture `index` as a touch event; generates its next one.
    private mutating func takeSample(of index: Int) -> TraceEvent {
        let sample = running[index].pending
        if let following = running[index].samples.next() {
            running[index].pending = following
        } else {
            running.remove(at: index)
        }
        return .touch(time: sample.time, finger: sample.finger, phase: sample.phase, location: sample.location)
    }
}

/// The events of a trace with every gesture expanded, in time order.
///
/// ``TouchEventMerger`` over a source of file-order events (a decoded trace's array, or a streaming ``TraceReader``),
/// pulled one at a time: decode → merge → simulation.
package struct ExpandedEvents<Base: TraceEventSource>: TraceEventSource {
    private var base: Base
    private var merger: TouchEventMerger
    private var baseDone = false
    private var peeked: TraceEvent?
    /// The ``lastSource`` of `peeked`.
    ///
    /// Kept apart: a tuple in this generic type went through the runtime's generic tuple witnesses on every event.
    private var peekedSource: Int?
    /// The file index of the event the last event ``next()`` returned came from, or nil before the first.
    ///
    /// For a gesture's touches, it is the gesture's index.
    package private(set) var lastSource: Int?

    /// Expands the events of `base` (file order) at `touchRate` Hz.
    package init(_ base: Base, touchRate: Double) {
        self.base = base
        merger = TouchEventMerger(touchRate: touchRate)
    }

    /// Expands `first` and then the events of `base`.
    ///
    /// For a caller that needed the first event before deciding anything else, such as the log's time origin.
    package init(first: TraceEvent?, then base: Base, touchRate: Double) {
        self.init(base, touchRate: touchRate)
        if let first {
            merger.append(first)
        } else {
            baseDone = true
            merger.finish()
        }
    }

    /// The next event, or `nil` at the end.
    package mutating func next() throws(ReplayError) -> TraceEvent? {
        if let event = peeked.take() {
            lastSource = peekedSource
            return event
        }
        while true {
            if let event = merger.next() {
                lastSource = merger.lastSource
                return event
            }
            guard !baseDone else { return nil }
            if let event = try base.next() {
                if merger.passThrough(event) {
                    lastSource = merger.lastSource
                    return event
                }
                merger.append(event)
            } else {
                baseDone = true
                merger.finish()
            }
        }
    }

    /// The event ``next()`` will return, without consuming it.
    package mutating func peek() throws(ReplayError) -> TraceEvent? {
        try fillPeeked()
        return peeked
    }

    /// The time, finger and location of the next event when it is a touch that moved, without consuming it.
    ///
    /// The time, finger and location of the event ``next()`` will return when it is a touch that moved, without
    /// consuming it; nil for any other event and at the end. Reads the fields in place (``peek()`` copies the whole
    /// event, twice per move of a drag).
    package mutating func peekMove() throws(ReplayError) -> (time: Double, finger: Int, location: Point)? {
        try fillPeeked()
        guard case let .touch(time, finger, .moved, location)? = peeked else { return nil }
        return (time, finger, location)
    }

    /// Reads the next event into `peeked` unless it holds one (nothing at the end).
    private mutating func fillPeeked() throws(ReplayError) {
        if peeked != nil { return }
        let source = lastSource
        guard let event = try next() else { return }
        peeked = event
        peekedSource = lastSource
        lastSource = source
    }
}

extension Trace {
    /// The events with every gesture replaced by its touches at `screen.touchRate`, in time order.
    package var expandedEvents: ExpandedEvents<TraceEventArray> {
        ExpandedEvents(TraceEventArray(events), touchRate: screen.touchRate)
    }
}
