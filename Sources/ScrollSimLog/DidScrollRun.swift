import ScrollSimKit

/// An uninterrupted run of one view's `didScroll` calls, as the text log prints it under
/// `"log": {"didScroll": "runs"}`:
///
/// ```
///   0.1333…2.4667   scrollView  didScroll ×143                 0.000    5672.333  -Dd    y 5130.667 → 5672.333
/// ```
///
/// A run grows while the view's `didScroll` calls follow each other with the same flags; `didScroll`
/// calls of other views do not interrupt it (two views scrolling together each keep their run).
/// Any other event ends every open run, and so does the end of the log; a change of flags ends the
/// view's run and starts another. The x and y columns show the offset after the last call, the
/// detail the first and last offset of each axis that moved.
struct DidScrollRun {
    /// The view's id.
    var view: String
    /// The first and the last call's time (s since the first event).
    var firstTime: Double, lastTime: Double
    /// The offsets after the first and after the last call (points).
    var firstOffset: Point, lastOffset: Point
    /// The view's flags during the run.
    var flags: ScrollFlags
    /// How many calls it stands for.
    var count: Int

    /// A run of the one call `entry`.
    init(_ entry: LogEntry) {
        view = entry.view
        firstTime = entry.time
        lastTime = entry.time
        firstOffset = entry.offset
        lastOffset = entry.offset
        flags = entry.flags
        count = 1
    }

    /// Adds the next call of the same view.
    mutating func extend(with entry: LogEntry) {
        lastTime = entry.time
        lastOffset = entry.offset
        count += 1
    }

    /// The entry a single call was (printed as an ordinary line).
    var lastEntry: LogEntry {
        LogEntry(time: lastTime, view: view, event: .didScroll, offset: lastOffset, flags: flags)
    }

    /// The open runs of a log, in the order they were opened: what `TextLogWriter` holds between
    /// lines. At most one per view.
    struct Collector {
        private(set) var open: [DidScrollRun] = []

        /// Takes `entry` (a `didScroll`) and returns the run it closed, if its flags ended one.
        mutating func add(_ entry: LogEntry) -> DidScrollRun? {
            guard let index = open.firstIndex(where: { $0.view == entry.view }) else {
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
