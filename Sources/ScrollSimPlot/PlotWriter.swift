import ScrollSimKit
import ScrollSimLog

/// `scrollsim plot`: a log writer that draws the replay instead of printing it.
///
/// It reads the same `LogEntry` values the text writer prints, one at a time, into bounded per-view buckets
/// (`PlotCollector`), and renders an SVG at the end: one offset panel and one velocity panel per moving view and axis
/// on a shared time axis, with phase bands, the scrollable range, callback ticks, `willEndDragging` targets and touch
/// markers.
package final class PlotWriter: LogWriter {
    private var collector = PlotCollector()
    private var title = "scrollsim"
    private let views: [String]

    /// Creates a writer plotting `views` (ids), or every view that moves when empty.
    ///
    /// `title` replaces the trace's name as the title.
    package init(views: [String] = [], title: String? = nil) {
        self.views = views
        if let title { self.title = title }
        titleGiven = title != nil
    }

    private let titleGiven: Bool

    /// Declares the views in header order, with their scrollable ranges.
    package func begin(_ header: LogHeader) {
        if !titleGiven, let name = header.name { title = name }
        for view in header.views {
            let offset = view.fields.first { $0.name == "contentOffset" }.flatMap { field -> Point? in
                guard case let .string(text) = field.value else { return nil }
                return PlotCollector.point(text)
            }
            let fields = view.fields.compactMap { field -> (name: String, value: String)? in
                guard case let .string(text) = field.value else { return nil }
                return (field.name, text)
            }
            collector.declare(view.id, range: view.range, start: offset, zoom: ZoomGeometry(fields: fields))
        }
    }

    /// Takes one entry.
    package func record(_ entry: LogEntry) { collector.add(PlotObservation(entry)) }

    /// Extends the time axis to every view's rest time.
    package func finish(_ finals: [FinalState]) {
        for final in finals { collector.extend(to: final.restTime) }
    }

    /// The SVG document.
    ///
    /// Throws when a requested view does not exist.
    package func svg() throws(PlotError) -> String {
        var collector = collector
        collector.placeStillViews()
        return SVGPlot.render(try PlotModel(title: title, primary: collector, views: views))
    }

    /// The SVG, or an empty string when `svg()` throws.
    package var output: String { (try? svg()) ?? "" }
}
