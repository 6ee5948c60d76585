// The replay behind `scrollsim view` and `check --artifacts`' pages: the log and the fingers.
import ScrollSimKit
import ScrollSimLog
import ScrollSimTrace
import ScrollSimView

/// Replays a trace for its page: one log line per `didScroll` call, and its touches as the fingers.
///
/// Replays a trace for its page: one log line per `didScroll` call whatever the trace's log options (the page shows
/// every replayed value, never a run's ends joined), and its touches (gestures expanded) as the fingers, both taken as
/// the replay produces them.
enum ViewReplay {
    /// What a replay gives the page: its log, read, and its touch samples.
    struct Replayed {
        /// The log's header and lines.
        var log: ViewLogReader
        /// The touch samples in log time, in time order.
        var fingers: ViewFingerSamples
    }

    /// The page of the trace `bytes` with `golden` as the ghost, as one text.
    static func page(trace bytes: [UInt8], golden: [UInt8]?, title: String? = nil) throws(ReplayError) -> String {
        let replayed = try replay(TraceReader(bytes: bytes))
        let page = PageWriter()
        // Without a spool nothing can fail.
        try? ViewPage.write(
            log: replayed.log, golden: golden.map { ViewLogReader($0) }, fingers: replayed.fingers, title: title,
            to: page)
        return page.text
    }

    /// Replays the trace `reader` reads, as it reads it, into the page's log lines and touch samples.
    ///
    /// Replays the trace `reader` reads, as it reads it: the log lines go into a `ViewLogReader` and the touch samples
    /// into `ViewFingerSamples` as they are produced, both spilling into `spool` when one is given, so memory does not
    /// grow with the trace. O(events).
    static func replay(_ reader: TraceReader, spool: ColumnSpool? = nil) throws(ReplayError) -> Replayed {
        let log = ViewLogReader(spool: spool)
        let fingers = ViewFingerSamples(spool: spool)
        let tap = TouchTap(reader, touchRate: reader.header.screen.touchRate, into: fingers)
        _ = try Replay.replay(
            header: reader.header, events: tap, into: LogFormat.text.writer(didScroll: .every, flushingTo: log),
            configure: { _ in })
        log.finish()
        return Replayed(log: log, fingers: fingers)
    }

    /// The trace's touch samples in log time (seconds since its first event), in time order.
    ///
    /// The trace's touch samples in log time (seconds since its first event), gestures expanded at the trace's touch
    /// rate, in time order (`TouchEventMerger`'s, as the replay takes them).
    static func fingers(of trace: Trace) -> ViewFingerSamples {
        let fingers = ViewFingerSamples()
        var tap = TouchTap(TraceEventArray(trace.events), touchRate: trace.screen.touchRate, into: fingers)
        while (try? tap.next()) != nil {}
        return fingers
    }
}

/// Passes a trace's file-order events on unchanged while expanding them into touch samples for the page.
///
/// Passes a trace's file-order events on unchanged while expanding them, as the replay does (`TouchEventMerger`), into
/// touch samples in time order for the page's fingers, timed from the first event. Memory: the merger's running
/// gestures.
struct TouchTap<Base: TraceEventSource>: TraceEventSource {
    private var base: Base
    private var merger: TouchEventMerger
    private let fingers: ViewFingerSamples
    private var origin: Double?
    private var ended = false

    /// Taps `base`, expanding gestures at `touchRate` Hz, adding the samples to `fingers`.
    init(_ base: Base, touchRate: Double, into fingers: ViewFingerSamples) {
        self.base = base
        merger = TouchEventMerger(touchRate: touchRate)
        self.fingers = fingers
    }

    /// The next file event, or nil after the last (when the gestures' last samples are taken).
    mutating func next() throws(ReplayError) -> TraceEvent? {
        guard !ended else { return nil }
        guard let event = try base.next() else {
            ended = true
            merger.finish()
            drain()
            return nil
        }
        origin = origin ?? event.time
        merger.append(event)
        drain()
        return event
    }

    /// Takes every touch the merger has due.
    private mutating func drain() {
        while let event = merger.next() {
            if case let .touch(time, finger, phase, location) = event {
                fingers.add(TouchSample(time: time - (origin ?? 0), finger: finger, phase: phase, location: location))
            }
        }
    }
}
