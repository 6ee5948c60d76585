import ScrollSimLog

/// `check --artifacts`: the golden's curves and the actual log's curves in one SVG, both read back
/// from their text logs (`TextLog`), with the failure summary as text under the plot. The golden is
/// dashed grey, the actual solid; phase bands and ticks are the actual log's.
package enum OverlayPlot {
    /// The SVG of `golden` (a text log) against `actual`, titled `title`, with `summary` below.
    package static func svg(golden: [UInt8], actual: [UInt8], title: String, summary: [String]) -> String {
        let goldenCollector = collect(TextLog(golden)), actualCollector = collect(TextLog(actual))
        // Every view of either log is known to the model, so the default choice cannot fail.
        guard var model = try? PlotModel(title: title, primary: actualCollector, reference: goldenCollector) else {
            preconditionFailure("a plot of all moving views names no unknown view")
        }
        model.notes = summary
        return SVGPlot.render(model)
    }

    /// The plot's view of a text log: its header's views and ranges, every event line (a
    /// `didScroll` run as its first and last call) and the final rest times.
    static func collect(_ log: TextLog) -> PlotCollector {
        var collector = PlotCollector()
        for view in log.views { collector.declare(view, range: log.ranges[view]) }
        for line in log.lines {
            for observation in PlotObservation.observations(of: line) { collector.add(observation) }
        }
        for final in log.finals { collector.extend(to: final.restTime) }
        return collector
    }
}
