/// Merges the touches of running gestures with the other events, incrementally: events go in in
/// file order (``append(_:)``), touch and call events come out in time order (``next()``), and
/// nothing is held but the running gestures and the events already due. The replay and
/// `scrollsim expand` both read a trace through it.
///
/// **The rule for equal times**: at one instant, the samples of gestures already running come
/// first (those of the gesture that appears earlier in the file first), then the file's own
/// event. So a gesture's lift at `t` precedes a `began` of the same finger at `t`, and moves of
/// several gestures at one instant are adjacent (the replay delivers them as one touch event).
///
/// The input must be valid (as `Trace.decode` checks it): times never decrease and no event uses
/// a finger a gesture still holds. Complexity: O(running gestures) per sample.
public struct TouchEventMerger: Sendable {
    private struct Running: Sendable {
        var order: Int
        var samples: GestureSamples
        var pending: TouchSample
    }

    /// Touch samples per second of the expansion (Hz).
    public let touchRate: Double
    private var running: [Running] = []
    /// Due events, each with the file index it came from (`nil`: a gesture's sample).
    private var ready: [(event: TraceEvent, fileIndex: Int?)] = []
    private var readIndex = 0
    private var appended = 0

    /// A merger sampling gestures at `touchRate` Hz (> 0).
    public init(touchRate: Double) {
        precondition(touchRate > 0, "touchRate must be positive")
        self.touchRate = touchRate
    }

    /// Takes the next event of the file. Its time must not be before the previous one's.
    public mutating func append(_ event: TraceEvent) {
        release(upTo: event.time)
        if case .gesture(let time, let gesture) = event {
            var samples = gesture.samples(startingAt: time, touchRate: touchRate)
            if let first = samples.next() { running.append(Running(order: appended, samples: samples, pending: first)) }
        } else {
            ready.append((event, appended))
        }
        appended += 1
    }

    /// Takes `event` straight through when nothing can come before it: no gesture is running (so
    /// no sample is due before it) and nothing waits in the ready queue. Counts it as appended, as
    /// `append` would, and returns true; false (nothing done) for a gesture or when the merger is busy.
    /// Most traces are plain touches, which then skip the queue. O(1).
    public mutating func passThrough(_ event: TraceEvent) -> Bool {
        guard running.isEmpty, readIndex == ready.count else { return false }
        if case .gesture = event { return false }
        appended += 1
        return true
    }

    /// Says no event follows: every running gesture's remaining samples become due.
    public mutating func finish() {
        release(upTo: .infinity)
    }

    /// The next event in time order, or `nil` when none is due yet (append more, or finish).
    /// Never returns a `.gesture`.
    public mutating func next() -> TraceEvent? {
        nextWithSource()?.event
    }

    /// ``next()`` with the index, among the appended events, of the file event it is, or `nil`
    /// for a sample of a gesture (`scrollsim expand` prints file events as written).
    public mutating func nextWithSource() -> (event: TraceEvent, fileIndex: Int?)? {
        guard readIndex < ready.count else { return nil }
        let due = ready[readIndex]
        readIndex += 1
        if readIndex == ready.count {
            ready.removeAll(keepingCapacity: true)
            readIndex = 0
        }
        return due
    }

    /// Moves every pending sample at or before `limit` to the ready queue, in (time, file order).
    private mutating func release(upTo limit: Double) {
        while true {
            var best: Int?
            for index in running.indices where running[index].pending.time <= limit {
                if let current = best {
                    let a = running[index], b = running[current]
                    if (a.pending.time, a.order) < (b.pending.time, b.order) { best = index }
                } else {
                    best = index
                }
            }
            guard let index = best else { return }
            let sample = running[index].pending
            let touch = TraceEvent.touch(
                time: sample.time, finger: sample.finger, phase: sample.phase, location: sample.location)
            ready.append((touch, nil))
            if let following = running[index].samples.next() {
                running[index].pending = following
            } else {
                running.remove(at: index)
            }
        }
    }
}

/// The events of a trace with every gesture expanded, in time order: ``TouchEventMerger`` over a
/// source of file-order events (a decoded trace's array, or a streaming ``TraceReader``), pulled
/// one at a time: decode → merge → simulation.
public struct ExpandedEvents<Base: TraceEventSource>: TraceEventSource {
    private var base: Base
    private var merger: TouchEventMerger
    private var baseDone = false
    private var peeked: TraceEvent?

    /// Expands the events of `base` (file order) at `touchRate` Hz.
    public init(_ base: Base, touchRate: Double) {
        self.base = base
        merger = TouchEventMerger(touchRate: touchRate)
    }

    /// Expands `first` and then the events of `base` (for a caller that needed the first event
    /// before deciding anything else, such as the log's time origin).
    public init(first: TraceEvent?, then base: Base, touchRate: Double) {
        self.init(base, touchRate: touchRate)
        if let first {
            merger.append(first)
        } else {
            baseDone = true
            merger.finish()
        }
    }

    /// The next event, or `nil` at the end.
    public mutating func next() throws(ReplayError) -> TraceEvent? {
        if let event = peeked {
            peeked = nil
            return event
        }
        while true {
            if let event = merger.next() { return event }
            guard !baseDone else { return nil }
            if let event = try base.next() {
                if merger.passThrough(event) { return event }
                merger.append(event)
            } else {
                baseDone = true
                merger.finish()
            }
        }
    }

    /// The event ``next()`` will return, without consuming it.
    public mutating func peek() throws(ReplayError) -> TraceEvent? {
        if peeked == nil { peeked = try next() }
        return peeked
    }
}

extension Trace {
    /// The events with every gesture replaced by its touches at `screen.touchRate`, in time order.
    public var expandedEvents: ExpandedEvents<TraceEventArray> {
        ExpandedEvents(TraceEventArray(events), touchRate: screen.touchRate)
    }
}
