import ScrollSimLog

/// `check --artifacts`: the golden's curves and the actual log's curves in one SVG.
///
/// Both are read back from their text logs (`TextLog`), with the failure summary as text under the plot. The golden is
/// dashed grey, the actual solid; phase bands and ticks are the actual log's.
package enum OverlayPlot {
    /// The SVG of `golden` (a text log) against `actual`, titled `title`, with `summary` below.
    ///
    /// `actual` should have one line per `didScroll` call (the check replays it so): a golden's `didScroll` run is
    /// drawn from the actual's calls it stands for when they agree with it (same count, same first and last offsets),
    /// and otherwise as its two ends with no line between them, never as a straight line the log does not give.
    package static func svg(golden: [UInt8], actual: [UInt8], title: String, summary: [String]) -> String {
        let actualLog = TextLog(actual)
        let goldenCollector = collect(TextLog(golden), replayed: actualLog)
        let actualCollector = collect(actualLog, replayed: nil)
        // Every view of either log is known to the model, so the default choice cannot fail.
        guard var model = try? PlotModel(title: title, primary: actualCollector, reference: goldenCollector) else {
            preconditionFailure("a plot of all moving views names no unknown view")
        }
        model.notes = summary
        return SVGPlot.render(model)
    }

    /// The plot's view of a text log: its header's views and ranges, every event line and the final rest times.
    ///
    /// A `didScroll` run line is drawn from `replayed`'s calls it stands for when they agree with it, else as its first
    /// and last call with a gap between.
    static func collect(_ log: TextLog, replayed: TextLog?) -> PlotCollector {
        var collector = PlotCollector()
        for view in log.views {
            let start = log.viewFields[view]?.first { $0.name == "contentOffset" }.flatMap {
                PlotCollector.point($0.value)
            }
            let zoom = ZoomGeometry(fields: log.viewFields[view] ?? [])
            collector.declare(view, range: log.ranges[view], start: start, zoom: zoom)
        }
        let calls = replayed.map(Self.calls) ?? [:]
        for line in log.lines {
            let observations = PlotObservation.observations(of: line)
            if line.count > 1, let run = Self.replayedRun(line, calls[line.view] ?? []) {
                for call in run {
                    for observation in PlotObservation.observations(of: call) { collector.add(observation) }
                }
                continue
            }
            for (index, observation) in observations.enumerated() {
                collector.add(observation, afterGap: line.count > 1 && index == 1)
            }
        }
        for final in log.finals { collector.extend(to: final.restTime) }
        collector.placeStillViews()
        return collector
    }

    /// Each view's single `didScroll` lines, in time order.
    static func calls(_ log: TextLog) -> [String: [TextLog.Line]] {
        var calls: [String: [TextLog.Line]] = [:]
        for line in log.lines where line.event == "didScroll" && line.count == 1 {
            calls[line.view, default: []].append(line)
        }
        return calls
    }

    /// The calls of `run` (a run line) among `calls`, or nil when they do not match it.
    ///
    /// The calls of `run` (a run line) among `calls` (its view's, in time order): those from its first to its last
    /// time, when there are as many as it counts and its ends agree; else nil.
    static func replayedRun(_ run: TextLog.Line, _ calls: [TextLog.Line]) -> ArraySlice<TextLog.Line>? {
        var low = 0, high = calls.count
        while low < high {
            let middle = (low + high) / 2
            if calls[middle].time < run.time { low = middle + 1 } else { high = middle }
        }
        let end = low + run.count
        guard end <= calls.count else { return nil }
        let slice = calls[low..<end]
        guard slice.first?.time == run.time, slice.last?.time == run.endTime, slice.first?.offset == run.firstOffset,
            slice.last?.offset == run.offset
        else { return nil }
        return slice
    }
}
