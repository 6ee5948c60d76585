// What an SVG plot shows, in data units, after min/max downsampling to pixel columns.
import ScrollSimLog

/// Why a plot cannot be drawn.
package enum PlotError: Error, CustomStringConvertible, Sendable, Equatable {
    /// `--view ID` names no view of the trace.
    case unknownView(String, known: [String])

    /// One line naming the view and the ones that exist.
    package var description: String {
        switch self {
        case let .unknownView(id, known):
            return "--view: unknown view \"\(id)\" (expected one of \(known.joined(separator: ", ")))"
        }
    }
}

/// A line drawn in a panel.
struct PlotLine {
    /// How a series is drawn: solid, dashed grey, or as a changing limit.
    ///
    /// Solid (the replay, or the actual log), dashed grey (the golden in an overlay), or a limit that changes over time
    /// (a zooming view's range), drawn like a level.
    enum Style { case primary, reference, limit }
    /// Its points, in time order: at most two per pixel column (the column's min and max).
    var points: [PlotSample]
    /// Indices into `points` where a new piece starts (no line from the point before).
    ///
    /// A piece starts after a stretch whose values are not known.
    var breaks: [Int] = []
    /// How it is drawn.
    var style: PlotLine.Style
    /// A limit's label, drawn at its last value.
    var label: String? = nil
}

/// A phase band: `[start, end)` seconds.
struct PlotBand: Equatable {
    /// The phase.
    var phase: PhaseSet
    /// Start and end (s).
    var start: Double, end: Double
}

/// One panel: a quantity of one view on one axis over the shared time axis.
struct PlotPanel {
    /// `scrollView · y offset`.
    var title: String
    /// The unit shown after the title (`pt`, `pt/s`).
    var unit: String
    /// Lines drawn, the reference first.
    var lines: [PlotLine]
    /// Phase bands behind the lines.
    var bands: [PlotBand]
    /// Callback ticks (offset panels).
    var ticks: [PlotMark]
    /// The axis whose component of a `willEndDragging` target is drawn (offset panels).
    var targetAxis: Int?
    /// Horizontal lines with their labels: the scrollable range, or 0 for velocities.
    var levels: [(value: Double, label: String)]
    /// Relative height (offset panels are taller).
    var height: Double
    /// Values the model reported itself, drawn as dots: `willEndDragging`'s release velocity.
    var dots: [PlotSample] = []
    /// Values the value axis always includes (a zoom panel's limits).
    var extent: [Double] = []
}

/// Everything the SVG renderer draws.
struct PlotModel {
    /// The title (the trace's name).
    var title: String
    /// The end of the time axis (s); the axis starts at 0.
    var timeEnd: Double
    /// The panels, top to bottom.
    var panels: [PlotPanel]
    /// Touch markers.
    var touches: [PlotMark]
    /// Text lines under the plot (an overlay's failure summary).
    var notes: [String] = []
    /// True when the plot overlays a reference (legend entries for both lines).
    var hasReference: Bool

    /// Pixel columns of the plot area: the downsampling grid.
    static let columns = 852

    /// Builds the panels of `views` (all moving views when empty) from `primary`, overlaying `reference` when given.
    ///
    /// Throws when a requested view does not exist.
    init(
        title: String, primary: PlotCollector, reference: PlotCollector? = nil, views: [String] = []
    ) throws(PlotError) {
        let collectors = [reference, primary].compactMap { $0 }
        var ids: [String] = []
        for collector in collectors {
            for track in collector.tracks where !ids.contains(track.id) { ids.append(track.id) }
        }
        for id in views where !ids.contains(id) { throw .unknownView(id, known: ids) }
        let grid = Self.grid(collectors)
        self.title = title
        timeEnd = grid.end
        hasReference = reference != nil
        var chosen = views
        if chosen.isEmpty {
            chosen = ids.filter { id in
                collectors.contains {
                    $0.track(id)?.shown.contains(where: \.moves) == true || $0.track(id)?.zoom.moves == true
                }
            }
            if chosen.isEmpty, let first = ids.first { chosen = [first] }
        }
        panels = []
        for id in chosen {
            var axes = [0, 1].filter { axis in collectors.contains { $0.track(id)?.shown[axis].moves == true } }
            if axes.isEmpty { axes = [1] }
            for axis in axes { panels += Self.panels(id, axis: axis, primary: primary, reference: reference, grid) }
            if collectors.contains(where: { $0.track(id)?.zoom.moves == true }) {
                panels.append(Self.zoomPanel(id, primary: primary, reference: reference, grid))
            }
        }
        touches = Self.marks(primary.touches, grid)
    }

    /// The downsampling grid: `count` columns of `width` seconds.
    ///
    /// The width is a whole multiple of every bucket width in play (all powers of two), so each bucket lies in exactly
    /// one column.
    struct Grid {
        var width: Double
        var count: Int
        var end: Double { width * Double(count) }

        /// The column of bucket `index` of buckets `width` seconds wide.
        func column(ofBucket index: Int, bucketWidth: Double) -> Int {
            min(count - 1, Int(Double(index) * bucketWidth / width))
        }
    }

    static func grid(_ collectors: [PlotCollector]) -> Grid {
        var widest = 0.0, end = 0.0
        for collector in collectors {
            end = max(end, collector.endTime)
            widest = max(widest, collector.touches.width)
            for track in collector.tracks {
                widest = max(widest, track.phases.width, track.ticks.width)
                for series in track.offset + track.position + [track.zoom] + track.zoomedMaximum {
                    widest = max(widest, series.values.width, series.velocity.width)
                }
            }
        }
        if end <= 0 { end = 1 }
        var multiple = 1.0
        while widest * multiple * Double(columns) < end { multiple += 1 }
        let width = widest * multiple
        var count = 1
        while width * Double(count) < end { count += 1 }
        return Grid(width: width, count: count)
    }

    /// The offset and velocity panels of one view's axis.
    static func panels(_ id: String, axis: Int, primary: PlotCollector, reference: PlotCollector?, _ grid: Grid)
        -> [PlotPanel]
    {
        let name = axis == 0 ? "x" : "y"
        let track = primary.track(id), referenceTrack = reference?.track(id)
        func lines(_ pick: (AxisSeries) -> TimeBuckets<Extremes>) -> [PlotLine] {
            var lines: [PlotLine] = []
            if let series = referenceTrack?.shown[axis] {
                lines.append(line(pick(series), grid, style: .reference))
            }
            if let series = track?.shown[axis] {
                lines.append(line(pick(series), grid, style: .primary))
            }
            return lines
        }
        let bands = track.map { bandsOf($0.phases, grid) } ?? []
        var levels: [(Double, String)] = []
        if let range = track?.range ?? referenceTrack?.range {
            let low = axis == 0 ? range.minimum.x : range.minimum.y,
                high = axis == 0 ? range.maximum.x : range.maximum.y
            // One label where the range is a single offset, so the two never overlap.
            levels =
                low == high
                ? [(low, "min = max \(compact(low))")] : [(low, "min \(compact(low))"), (high, "max \(compact(high))")]
        }
        var offsetLines = lines(\.values)
        // A zooming view's range follows the zoomed content: its maximum is a line, not a level.
        if let zooming = track ?? referenceTrack, zooming.zoomGeometry != nil, zooming.zoom.moves {
            let maximum = zooming.zoomedMaximum[axis]
            var limit = line(maximum.values, grid, style: .limit)
            levels = levels.prefix(1).map { level in
                guard level.0 != maximum.last else { return (level.0, "min = max \(compact(level.0)) (zoomed)") }
                limit.label = maximum.last.map { "max \(compact($0)) (zoomed)" }
                return (level.0, "min \(compact(level.0))")
            }
            offsetLines.append(limit)
        }
        let kind = track?.range == nil && referenceTrack?.range == nil ? "position" : "offset"
        let offsetPanel = PlotPanel(
            title: "\(id) · \(name) \(kind)", unit: "pt", lines: offsetLines, bands: bands,
            ticks: track.map { marks($0.ticks, grid) } ?? [], targetAxis: axis, levels: levels, height: 170)
        let velocityPanel = PlotPanel(
            title: "\(id) · \(name) velocity", unit: "pt/s", lines: lines(\.velocity), bands: bands, ticks: [],
            targetAxis: nil, levels: [(0, "0")], height: 90,
            dots: track.map { perColumn($0.releases[axis], grid).flatMap(\.points) } ?? [])
        return [offsetPanel, velocityPanel]
    }

    /// The zoom-scale panel of a view whose scale changed.
    ///
    /// The scale the zoom events report (`willBeginZooming`, `didZoom`), with the phase bands, a level at scale 1, and
    /// the header's `minimumZoomScale` and `maximumZoomScale` as levels always in view.
    static func zoomPanel(_ id: String, primary: PlotCollector, reference: PlotCollector?, _ grid: Grid) -> PlotPanel {
        var lines: [PlotLine] = []
        if let series = reference?.track(id)?.zoom {
            lines.append(line(series.values, grid, style: .reference))
        }
        if let series = primary.track(id)?.zoom {
            lines.append(line(series.values, grid, style: .primary))
        }
        var levels: [(value: Double, label: String)] = [(1, "1")]
        var extent: [Double] = []
        if let zoom = primary.track(id)?.zoomGeometry ?? reference?.track(id)?.zoomGeometry {
            let limits = [
                (zoom.minimum, "min \(compact(zoom.minimum))"), (zoom.maximum, "max \(compact(zoom.maximum))"),
            ]
            levels = limits + levels.filter { level in !limits.contains { $0.0 == level.value } }
            extent = [zoom.minimum, zoom.maximum]
        }
        return PlotPanel(
            title: "\(id) · zoom scale", unit: "×", lines: lines,
            bands: primary.track(id).map { bandsOf($0.phases, grid) } ?? [], ticks: [], targetAxis: nil,
            levels: levels, height: 90, extent: extent)
    }

    /// Min/max downsampling: per column, the smallest and the largest sample of every bucket in it.
    static func downsample(_ buckets: TimeBuckets<Extremes>, _ grid: Grid) -> [PlotSample] {
        perColumn(buckets, grid).flatMap(\.points)
    }

    /// The downsampled line of `buckets`, broken where a bucket starts a segment.
    static func line(_ buckets: TimeBuckets<Extremes>, _ grid: Grid, style: PlotLine.Style) -> PlotLine {
        var line = PlotLine(points: [], style: style)
        for cell in perColumn(buckets, grid) {
            if cell.startsSegment && !line.points.isEmpty { line.breaks.append(line.points.count) }
            line.points += cell.points
        }
        return line
    }

    /// The cells of the used columns, in order: each the merge of the buckets in its column.
    static func perColumn<Cell: BucketCell>(_ buckets: TimeBuckets<Cell>, _ grid: Grid) -> [Cell] {
        var result: [Cell] = []
        var column = -1
        for (index, cell) in buckets.cells.enumerated() {
            guard let cell else { continue }
            let next = grid.column(ofBucket: index, bucketWidth: buckets.width)
            if next == column {
                result[result.count - 1] = Cell.merged(result[result.count - 1], cell)
            } else {
                result.append(cell)
                column = next
            }
        }
        return result
    }

    /// The phases per column, as bands of consecutive columns.
    static func bandsOf(_ buckets: TimeBuckets<PhaseSet>, _ grid: Grid) -> [PlotBand] {
        var columns = [PhaseSet](repeating: [], count: grid.count)
        for (index, cell) in buckets.cells.enumerated() {
            if let cell { columns[grid.column(ofBucket: index, bucketWidth: buckets.width)].formUnion(cell) }
        }
        var bands: [PlotBand] = []
        for (phase, _) in PhaseSet.named {
            var start: Int?
            for column in 0...grid.count {
                let present = column < grid.count && columns[column].contains(phase)
                if present, start == nil { start = column }
                if !present, let first = start {
                    bands.append(
                        PlotBand(phase: phase, start: Double(first) * grid.width, end: Double(column) * grid.width))
                    start = nil
                }
            }
        }
        return bands
    }

    /// The marks per column, the first of each name.
    static func marks(_ buckets: TimeBuckets<Marks>, _ grid: Grid) -> [PlotMark] {
        perColumn(buckets, grid).flatMap(\.marks)
    }
}

extension PlotCollector {
    /// The track of view `id`.
    func track(_ id: String) -> ViewTrack? { tracks.first { $0.id == id } }
}
