import ScrollSimKit

/// An uninterrupted run of one view's `didScroll` calls, or of its `didZoom` calls.
///
/// An uninterrupted run of one view's `didScroll` calls, or of its `didZoom` calls, as the text
/// log prints it under `"log": {"didScroll": "runs"}`:
///
/// ```
///   0.1333…2.4667   scrollView  didScroll ×143                 0.000    5672.333  -Dd    y 5130.667 → 5672.333
///   0.0250…0.1833   scrollView  didZoom ×20                   40.000      80.000  T--    scale 1.020 → 1.400
/// ```
///
/// A run grows while the view's calls of its kind follow each other with the same flags; the
/// other kind's calls and other views' calls do not interrupt it (a pinch sends a `didScroll` and
/// a `didZoom` per frame, and two views scrolling together each keep their run). Any other event
/// ends every open run, and so does the end of the log; a change of flags ends the view's run of
/// that kind and starts another. The x and y columns show the offset after the last call; the
/// detail shows, for a `didScroll` run, the first and last offset of each axis that moved, for a
/// `didZoom` run the first and last scale (before, a pinch's `didZoom` lines folded as its
/// `didScroll` lines are).
struct DidScrollRun {
    /// The view's id.
    var view: String
    /// For a run of `didZoom` calls, the scale the first and the last call reported; nil for a
    /// run of `didScroll` calls.
    var scales: (first: Double, last: Double)?
    /// The first and the last call's time (s since the first event).
    var firstTime: Double, lastTime: Double
    /// The offsets after the first and after the last call (points).
    var firstOffset: Point, lastOffset: Point
    /// The view's flags during the run.
    var flags: ScrollFlags
    /// How many calls it stands for.
    var count: Int

    /// A run of the one call `entry` (a `didScroll` or a `didZoom`).
    init(_ entry: LogEntry) {
        view = entry.view
        if case .didZoom(let scale) = entry.event { scales = (scale, scale) }
        firstTime = entry.time
        lastTime = entry.time
        firstOffset = entry.offset
        lastOffset = entry.offset
        flags = entry.flags
        count = 1
    }

    /// Whether `entry` is a call of the kind this run collects (a `didZoom` for a zoom run).
    func collects(_ entry: LogEntry) -> Bool {
        if case .didZoom = entry.event { return scales != nil }
        return scales == nil
    }

    /// Adds the next call of the same view and kind.
    mutating func extend(with entry: LogEntry) {
        lastTime = entry.time
        lastOffset = entry.offset
        if case .didZoom(let scale) = entry.event { scales?.last = scale }
        count += 1
    }

    /// The entry a single call was (printed as an ordinary line).
    var lastEntry: LogEntry {
        LogEntry(
            time: lastTime, view: view, event: scales.map { .didZoom(scale: $0.last) } ?? .didScroll,
            offset: lastOffset, flags: flags)
    }

    /// Whether `event` joins a run: a `didScroll` or a `didZoom`.
    static func isRunEvent(_ event: LogEvent) -> Bool {
        switch event {
        case .didScroll, .didZoom: return true
        default: return false
        }
    }

    /// The open runs of a log, in the order they were opened: what `TextLogWriter` holds between lines.
    ///
    /// At most one per view and kind.
    struct Collector {
        private(set) var open: [DidScrollRun] = []

        /// Takes `entry` (a `didScroll` or `didZoom`) and returns the run it closed, if its flags
        /// ended one.
        mutating func add(_ entry: LogEntry) -> DidScrollRun? {
            guard let index = open.firstIndex(where: { $0.view == entry.view && $0.collects(entry) }) else {
                open.append(DidScrollRun(entry))
                return nil
            }
            if open[index].flags == entry.flags {
                open[index].extend(with: entry)
                return nil
            }
            let closed = open.remove(at: index)
            open.append(DidScrollRun(entry))
            return closed
        }

        /// Closes every open run and returns them in opening order.
        mutating func closeAll() -> [DidScrollRun] {
            defer { open.removeAll(keepingCapacity: true) }
            return open
        }
    }
}
