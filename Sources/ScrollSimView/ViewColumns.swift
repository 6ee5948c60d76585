// A text log's event lines as the page's compact exact columns.
import ScrollSimKit
import ScrollSimLog

/// The event lines of one text log, in log order, as the page embeds them.
///
/// Each number exactly as the log prints it, in the log's own integer units (times in 0.1 ms, the text log's four
/// decimals; offsets in 0.001 pt, its three), so the page reads back the very values the log shows.
///
/// Each numeric column is a string of base-64 varints (`VarintColumn`); times and each view's
/// offsets are stored as differences of differences, which during a steady scroll are mostly one
/// character. Callbacks' detail texts are kept beside their line numbers. Lines are added one at
/// a time (`add(_:)`), so a replay's log can be read while it is written.
struct ViewColumns {
    /// Event names in order of first appearance; the `event` column holds indices into it.
    private(set) var eventNames: [String] = []
    /// Views in order of first appearance; the `view` column holds indices into it.
    private(set) var viewNames: [String] = []
    /// How many lines were added.
    private(set) var count = 0
    /// The lines' times, kinds (view, event and flags: an index into `kinds`), and run lengths.
    private var time: VarintColumn, kind: VarintColumn, runs: VarintColumn
    /// The distinct `[view, event, flags]` triples, in order of first appearance.
    private var kinds: [[Int]] = []
    private var kindIndex: [[Int]: Int] = [:]
    /// The previous line's event name index.
    private var lastEvent: Int?
    /// The previous line's kind: most lines repeat it.
    private var lastKind: Int?
    private var x: [VarintColumn] = [], y: [VarintColumn] = []
    /// The lines that report a plain view's on-screen position, and the positions (0.001 pt).
    ///
    /// The lines that report a plain view's on-screen position (`presentation`, or a sheet's `y`, read as the plot
    /// reads them: `PlotObservation`), and the positions (0.001 pt).
    private var positionLines: VarintColumn, positionX: VarintColumn, positionY: VarintColumn
    private var hasPositions = false
    /// True once any line stood for a `didScroll` run (a golden written with `"didScroll": "runs"`).
    private var hasRuns = false
    /// The distinct detail texts, in order of first appearance, and which one each line with a detail has.
    ///
    /// `detailLines` says which lines.
    private var details: [String] = []
    private var detailIndex: [String: Int] = [:]
    private var detailLines: VarintColumn, detailTexts: VarintColumn
    /// Where the columns spill (nil: all in memory).
    private let spool: ColumnSpool?

    /// Offsets beyond ±10¹² pt are clamped in the columns.
    ///
    /// The log can print any double; the page stores whole thousandths in JavaScript's exact integer range, ±2⁵³.
    static let largestOffset = 1e12

    /// Each line's phase, velocity and zoom scale.
    private var motion: ViewMotion

    /// Creates empty columns whose views are first `views` (the header's order).
    ///
    /// `scrollViews` are those the header gives a range. The columns spill into `spool` when one is given.
    init(views: [String] = [], scrollViews: [String] = [], spool: ColumnSpool? = nil) {
        self.spool = spool
        time = VarintColumn(order: 2, spool: spool)
        kind = VarintColumn(order: 0, spool: spool)
        runs = VarintColumn(order: 0, spool: spool)
        positionLines = VarintColumn(order: 1, spool: spool)
        positionX = VarintColumn(order: 1, spool: spool)
        positionY = VarintColumn(order: 1, spool: spool)
        detailLines = VarintColumn(order: 1, spool: spool)
        detailTexts = VarintColumn(order: 0, spool: spool)
        motion = ViewMotion(spool: spool)
        for name in views {
            _ = index(ofView: name)
            motion.declare(name, scrolls: scrollViews.contains(name))
        }
    }

    /// Adds one line.
    ///
    /// A `didScroll` run (a golden written in runs mode) is added as two lines, its first and its last call, and the
    /// run's count is kept so the page never draws a straight line between them.
    mutating func add(_ line: TextLog.Line) {
        let viewIndex = index(ofView: line.view)
        let observations = PlotObservation.observations(of: line)
        for (offset, observation) in observations.enumerated() {
            motion.add(observation, line: count + offset, view: viewIndex)
        }
        if line.count > 1 {
            append(time: line.time, view: viewIndex, event: line.event, offset: line.firstOffset, line.flags, run: 0)
            append(
                time: line.endTime, view: viewIndex, event: line.event, offset: line.offset, line.flags, run: line.count
            )
            hasRuns = true
            return
        }
        // A zoom animation's frame: draw what the screen shows (its presentation offset).
        let offset = line.event == PlotObservation.presentationFrameEvent ? observations[0].offset : line.offset
        append(time: line.time, view: viewIndex, event: line.event, offset: offset, line.flags, run: 0)
        if !line.detail.isEmpty, let position = observations.last?.position {
            positionLines.add(count - 1)
            positionX.add(Self.units(position.x, scale: 1000))
            positionY.add(Self.units(position.y, scale: 1000))
            hasPositions = true
        }
        if !line.detail.isEmpty {
            detailLines.add(count - 1)
            if let known = detailIndex[line.detail] {
                detailTexts.add(known)
            } else {
                detailIndex[line.detail] = details.count
                detailTexts.add(details.count)
                details.append(line.detail)
            }
        }
    }

    private mutating func append(
        time seconds: Double, view viewIndex: Int, event name: String, offset: Point,
        _ lineFlags: ScrollFlags, run: Int
    ) {
        time.add(Self.units(seconds, scale: 10_000))
        let flagBits = (lineFlags.tracking ? 4 : 0) + (lineFlags.dragging ? 2 : 0) + (lineFlags.decelerating ? 1 : 0)
        let triple = [viewIndex, index(ofEvent: name), flagBits]
        if let last = lastKind, kinds[last] == triple {
            kind.add(last)
        } else if let known = kindIndex[triple] {
            lastKind = known
            kind.add(known)
        } else {
            kindIndex[triple] = kinds.count
            lastKind = kinds.count
            kind.add(kinds.count)
            kinds.append(triple)
        }
        runs.add(run)
        x[viewIndex].add(Self.units(offset.x, scale: 1000))
        y[viewIndex].add(Self.units(offset.y, scale: 1000))
        count += 1
    }

    /// `value` in whole `1/scale` units, as the log printed it (`scale` 1000 for three decimals).
    ///
    /// A log line that says `nan` is drawn at 0 and an infinity at the largest offset, so a broken log still renders
    /// instead of trapping on the integer conversion.
    static func units(_ value: Double, scale: Double) -> Int {
        let clamped = value.isNaN ? 0 : min(max(value, -largestOffset), largestOffset)
        return Int((clamped * scale).rounded())
    }

    private mutating func index(ofView name: String) -> Int {
        if let index = viewNames.firstIndex(of: name) { return index }
        viewNames.append(name)
        x.append(VarintColumn(order: 2, spool: spool))
        y.append(VarintColumn(order: 2, spool: spool))
        return viewNames.count - 1
    }

    private mutating func index(ofEvent name: String) -> Int {
        if let last = lastEvent, eventNames[last] == name { return last }
        if let index = eventNames.firstIndex(of: name) {
            lastEvent = index
            return index
        }
        lastEvent = eventNames.count
        eventNames.append(name)
        return eventNames.count - 1
    }

    /// How many items the columns keep that are not spilled.
    ///
    /// The distinct kinds, event names, views and detail texts and the motion's per-view state. It grows with what is
    /// distinct in the log, never with its length. O(1).
    var retainedItems: Int { kinds.count + eventNames.count + viewNames.count + details.count + motion.retainedItems }

    /// The columns as one JSON object (``write(to:)``), as text.
    var json: String {
        let page = PageWriter()
        write(to: page)
        return page.text
    }

    /// Writes the columns as one JSON object.
    ///
    /// `n` lines; `t`; `k` (each line's index into `kinds`, the `[view, event, flags]` triples, flags T 4 + D 2 + d 1);
    /// `r` (a run's count on its last line, else 0; only when there are runs); `x`/`y` (one column per view, in `views`
    /// order); `pl`, `px`, `py` (the lines reporting a plain view's position, and the positions; only when some do);
    /// `events`; `views`; `dl`, `di` and `ds` (the lines with a detail, the index of each one's text, and the distinct
    /// texts); and the motion columns (`ViewMotion.write(to:)`). Memory: one chunk of a column at a time. O(lines).
    func write(to page: PageWriter) {
        page.write("{\"n\":\(count),\"views\":" + ViewJSON.strings(viewNames))
        page.write(",\"events\":" + ViewJSON.strings(eventNames))
        page.write(",\"kinds\":[" + kinds.map { "[\($0[0]),\($0[1]),\($0[2])]" }.joined(separator: ",") + "]")
        Self.member("t", time, to: page)
        Self.member("k", kind, to: page)
        if hasRuns { Self.member("r", runs, to: page) }
        if hasPositions {
            Self.member("pl", positionLines, to: page)
            Self.member("px", positionX, to: page)
            Self.member("py", positionY, to: page)
        }
        for (name, columns) in [("x", x), ("y", y)] {
            page.write(",\"\(name)\":[")
            for (index, column) in columns.enumerated() {
                page.write(index == 0 ? "\"" : ",\"")
                column.write(to: page)
                page.write("\"")
            }
            page.write("]")
        }
        Self.member("dl", detailLines, to: page)
        Self.member("di", detailTexts, to: page)
        page.write(",\"ds\":" + ViewJSON.strings(details))
        motion.write(to: page)
        page.write("}")
    }

    /// Writes the JSON member `,"name":"…"` holding `column`'s text.
    ///
    /// O(column).
    static func member(_ name: String, _ column: VarintColumn, to page: PageWriter) {
        page.write(",\"\(name)\":\"")
        column.write(to: page)
        page.write("\"")
    }
}
