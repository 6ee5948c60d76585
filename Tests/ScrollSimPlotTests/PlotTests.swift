import Foundation
import ScrollSimKit
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

@testable import ScrollSimCheck
@testable import ScrollSimLog
@testable import ScrollSimPlot
@_spi(ScrollSimInternal) @testable import ScrollSimSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `scrollsim plot`: the SVG, its series and the min/max downsampling.
struct PlotTests {
    /// The SVG of `json`.
    static func svg(_ json: String, views: [String] = []) throws -> String {
        let writer = PlotWriter(views: views)
        try Replay.replay(Replay.decode(Array(json.utf8)), into: writer)
        return try writer.svg()
    }

    /// The `points` attributes of every polyline, parsed as an XML document (so the SVG is well-formed).
    static func polylines(_ svg: String) throws -> [[(Double, Double)]] {
        let collector = PolylineCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "the SVG is well-formed XML: \(String(describing: parser.parserError))")
        #expect(collector.root == "svg")
        return collector.polylines
    }

    /// Tests that the plot draws the offset and velocity as steps from the log, without interpolation.
    ///
    /// The offset is drawn as the log gives it (flat until the next line, then a vertical jump), the velocity as steps
    /// left out across the lift, with the model's own release velocity as a dot; nothing is interpolated.
    @Test func aFlickIsDrawnAsStepsWithTheReleaseVelocity() throws {
        let json = SampleTraces.flick()
        let svg = try Self.svg(json)
        let lines = try Self.polylines(svg)
        let log = TextLog(Array(try SampleTraces.log(json).utf8)).lines.filter { $0.view == "scrollView" }
        let offset = try #require(lines.first)
        // Every horizontal or vertical: a step, never a slope between two samples.
        for line in lines {
            #expect(zip(line, line.dropFirst()).allSatisfy { $0.0 == $1.0 || $0.1 == $1.1 }, "\(line)")
            #expect(zip(line, line.dropFirst()).allSatisfy { $0.0 <= $1.0 }, "left to right")
        }
        // A level per distinct offset of the log (offsets closer than the SVG's 0.1 px share one).
        let levels = Set(offset.map(\.1)).count, distinct = Set(log.map(\.offset.y)).count
        #expect(levels <= distinct && levels * 10 >= distinct * 9, "\(levels) levels, \(distinct) offsets")
        // The velocity comes in pieces: the lift (touchEnded, willEndDragging, …) is left out.
        #expect(lines.count >= 3, "one offset line and the velocity before and after the lift")
        let release = try #require(log.first { $0.event == "willEndDragging" })
        let velocity = try #require(PlotObservation.observations(of: release).first?.releaseVelocity)
        #expect(
            svg.contains("<title>willEndDragging velocity \(FixedPoint.format(velocity.y * 1000, decimals: 1)) pt/s"))
    }

    /// A view that never moves is drawn where it is, not on a −1…1 axis.
    @Test func aStillViewsAxisIsWhereItSits() throws {
        let json = SampleTraces.flick(stepLength: 0)
        let svg = try Self.svg(json)
        #expect(svg.contains(">5000.0</text>") || svg.contains(">5000</text>"), "\(svg.prefix(3000))")
        #expect(!svg.contains(">min 0</text>"))
    }

    @Test func theSVGIsTheSameBytesEveryTime() throws {
        let json = SampleTraces.flick(extra: ", \"decelerationRate\": \"fast\"")
        let first = try Self.svg(json)
        for _ in 0..<3 { #expect(try Self.svg(json) == first) }
        #expect(
            first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!first.contains("<script") && !first.contains("href") && !first.contains("nan"))
        #expect(first.contains("<title>flick</title>"))
        #expect(first.contains(">willEndDragging</text>") && first.contains("stroke-dasharray=\"6 4\""))
    }

    @Test func anUnknownViewIsAnErrorNamingTheViews() throws {
        #expect(throws: PlotError.unknownView("list", known: ["scrollView"])) {
            try Self.svg(SampleTraces.flick(), views: ["list"])
        }
        #expect(
            PlotError.unknownView("list", known: ["scrollView"]).description
                == "--view: unknown view \"list\" (expected one of scrollView)")
    }

    @Test(arguments: [1, 7, 2048, 100_000])
    func downsamplingKeepsTheMinimumAndMaximumOfEveryColumn(samples: Int) {
        var series = AxisSeries()
        var generator = SplitMix(seed: UInt64(samples))
        var all: [PlotSample] = []
        var time = 0.0
        for _ in 0..<samples {
            time += Double(generator.next() % 1000) / 100_000
            let value = Double(Int64(bitPattern: generator.next() % 20_001) - 10_000) / 7
            series.add(value, at: time)
            // A change is drawn as the old value held until the new sample's time, then the jump.
            if let last = all.last, last.value != value, time > last.time {
                all.append(PlotSample(time: time, value: last.value))
            }
            all.append(PlotSample(time: time, value: value))
        }
        var collector = PlotCollector()
        collector.declare("v", range: nil)
        collector.add(
            PlotObservation(
                time: time, view: "v", event: "didScroll", offset: Point(x: 0, y: 0), position: nil, flags: .idle,
                target: nil))
        let grid = PlotModel.grid([collector])
        #expect(grid.count <= PlotModel.columns)
        let points = PlotModel.downsample(series.values, grid)
        let width = series.values.width
        func column(_ sample: PlotSample) -> Int { grid.column(ofBucket: Int(sample.time / width), bucketWidth: width) }
        let columnsUsed = Dictionary(grouping: all, by: column), kept = Dictionary(grouping: points, by: column)
        #expect(kept.keys.sorted() == columnsUsed.keys.sorted())
        for (column, samples) in columnsUsed {
            let drawn = kept[column] ?? []
            #expect(drawn.count <= 2)
            #expect(drawn.map(\.value).min() == samples.map(\.value).min())
            #expect(drawn.map(\.value).max() == samples.map(\.value).max())
        }
        #expect(series.values.cells.count <= series.values.capacity)
    }
}

/// Collects polylines' points while parsing.
private final class PolylineCollector: NSObject, XMLParserDelegate {
    var polylines: [[(Double, Double)]] = []
    var root: String?

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        if root == nil { root = element }
        guard element == "polyline", let points = attributes["points"] else { return }
        polylines.append(
            points.split(separator: " ").map { pair in
                let parts = pair.split(separator: ",")
                return (Double(parts[0])!, Double(parts[1])!)
            })
    }
}

/// `check --artifacts`'s overlay: the golden and the actual curves, read back from text logs.
struct OverlayPlotTests {
    @Test func theOverlayDrawsBothLogsAndTheSummary() throws {
        let golden = try SampleTraces.log(SampleTraces.flick())
        let actual = try SampleTraces.log(SampleTraces.flick(extra: ", \"decelerationRate\": \"fast\""))
        let summary = FailureSummary(golden: Array(golden.utf8), actual: Array(actual.utf8))
        let svg = OverlayPlot.svg(
            golden: Array(golden.utf8), actual: Array(actual.utf8), title: "t.json", summary: summary.lines)
        let lines = try PlotTests.polylines(svg)
        #expect(lines.count >= 4, "golden and actual, offset and velocity (the velocity in pieces)")
        // The golden read back from its text has the points of the plot of its replay.
        let replayed = try PlotTests.polylines(PlotTests.svg(SampleTraces.flick()))
        #expect(lines[0].count == replayed[0].count)
        #expect(svg.contains(XMLText.escaped(summary.lines[0], attribute: false)))
        #expect(
            svg
                == OverlayPlot.svg(
                    golden: Array(golden.utf8), actual: Array(actual.utf8), title: "t.json", summary: summary.lines))
    }

    /// A golden written in runs mode is drawn from the replayed calls its runs stand for (issue
    /// 23): the same points as the golden written with every call.
    @Test func runsAreDrawnFromTheReplayedCalls() throws {
        let runs = TextLog(
            Array(try SampleTraces.log(SampleTraces.flick(top: "\"log\": {\"didScroll\": \"runs\"}, ")).utf8))
        let everyLog = TextLog(Array(try SampleTraces.log(SampleTraces.flick()).utf8))
        let collector = OverlayPlot.collect(runs, replayed: everyLog)
        let every = OverlayPlot.collect(everyLog, replayed: nil)
        #expect(collector.track("scrollView")?.range == every.track("scrollView")?.range)
        #expect(
            collector.track("scrollView")?.offset[1].values.cells == every.track("scrollView")?.offset[1].values.cells)
        #expect(collector.endTime == every.endTime)
    }

    /// A run the replay does not reproduce keeps its two ends, with no line between them.
    @Test func aRunTheReplayDoesNotReproduceIsAGap() throws {
        let runs = TextLog(
            Array(try SampleTraces.log(SampleTraces.flick(top: "\"log\": {\"didScroll\": \"runs\"}, ")).utf8))
        let collector = OverlayPlot.collect(runs, replayed: nil)
        let cells = try #require(collector.track("scrollView")?.offset[1].values.cells.compactMap { $0 })
        #expect(cells.contains { $0.startsSegment })
        let svg = OverlayPlot.svg(
            golden: Array(try SampleTraces.log(SampleTraces.flick(top: "\"log\": {\"didScroll\": \"runs\"}, ")).utf8),
            actual: Array(try SampleTraces.log(SampleTraces.flick(top: "\"log\": {\"didScroll\": \"runs\"}, ")).utf8),
            title: "t.json", summary: [])
        // Both logs fold their runs: each offset line is in pieces, one per run end and between.
        #expect(try PlotTests.polylines(svg).count > 4)
    }
}

/// Tests that the axis ticks stay bounded for any range, even one too narrow for its values' magnitude.
///
/// The axis ticks are bounded whatever the range; a span too narrow for the values' magnitude (a view near offset 10
/// 000 000 that moved by a few ulps) used to count ticks with an index beyond 2⁵³ that never advanced.
struct PlotAxisBoundsTests {
    @Test(arguments: [
        (9_999_148.0, 9_999_148.0 + 4e-9), (1e7, 1e7.nextUp), (-1e7.nextUp, -1e7), (1e15, 1e15 + 0.25),
        (0.0, 1e-12), (-1e300, 1e300), (1e300, 1e300.nextUp), (0.0, Double.greatestFiniteMagnitude),
    ])
    func ticksAreBoundedAndInsideTheRange(low: Double, high: Double) {
        for count in [3, 5, 8] {
            let axis = PlotAxis(low: low, high: high, count: count)
            #expect(axis.ticks.count <= 2 * count + 2)
            #expect(axis.ticks.allSatisfy { $0 >= low && $0 <= high })
            #expect(axis.step > 0 && axis.step.isFinite)
        }
    }

    @Test func nonFiniteRangesHaveNoTicks() {
        #expect(PlotAxis(low: 0, high: .infinity, count: 5).ticks.isEmpty)
        #expect(PlotAxis(low: .nan, high: 1, count: 5).ticks.isEmpty)
    }

    /// Ranges wider than the resolutions keep their steps and ticks (the plot goldens hold them).
    @Test func ordinaryRangesAreUnchanged() {
        let axis = PlotAxis(low: -120, high: 5672.333, count: 5)
        #expect(axis.step == 2000)
        #expect(axis.ticks == [0, 2000, 4000])
        let time = PlotAxis(low: 0, high: 2.4833, count: 8)
        #expect(time.step == 0.5)
        #expect(time.decimals == 1)
    }
}

/// The velocity panel shows no ramp across a hold and no spike where a refresh begins,
/// and the model's own release velocity is kept as it was logged.
struct PlotVelocityTests {
    /// The scroll view's y velocity samples (pt/s) and release velocities of a corpus trace's golden.
    static func velocity(_ trace: String) throws -> (steps: [PlotSample], releases: [PlotSample]) {
        let log = try FileSystem.read(PackageRoot.path + "/traces/" + trace + ".log")
        let track = try #require(OverlayPlot.collect(TextLog(log), replayed: nil).track("scrollView"))
        return (
            track.offset[1].velocity.cells.compactMap { $0 }.flatMap(\.points),
            track.releases[1].cells.compactMap { $0 }.flatMap(\.points)
        )
    }

    @Test func aHoldIsNoRamp() throws {
        // Drag 300 pt in 0.25 s, hold still 0.15 s, lift: no velocity is drawn over the hold.
        let (steps, releases) = try Self.velocity("gestures/drag-hold-no-fling")
        #expect(!steps.isEmpty && steps.allSatisfy { $0.time <= 0.2501 }, "\(steps.map(\.time).max() ?? 0)")
        #expect(releases == [PlotSample(time: 0.4, value: 0)], "willEndDragging's velocity (0, 0)")
    }

    @Test func refreshingBeginsWithNoSpike() throws {
        // The finger pulls at about 170 pt/s; when refreshing begins the inset moves the offset by
        // about 40 pt in one frame, which is not a velocity (that interval is left out).
        let (steps, _) = try Self.velocity("core/pull-to-refresh")
        let dragging = steps.filter { $0.time < 1.2 }
        #expect(!dragging.isEmpty && dragging.allSatisfy { abs($0.value) < 500 }, "\(dragging.map(\.value).min() ?? 0)")
    }
}
