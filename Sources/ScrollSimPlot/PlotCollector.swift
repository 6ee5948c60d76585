// Everything a plot needs from a log, collected one event at a time in bounded memory.
import ScrollSimKit
import ScrollSimLog

/// One axis of one position series and the velocity derived from its samples.
///
/// The velocity is drawn as steps: over each interval between two consecutive moving samples, the
/// average velocity of that interval (distance over time), flat, with a vertical jump to the next
/// interval's, so nothing is interpolated between samples (no ramp across a hold, where the log
/// has no samples). An interval in which the view had another event (a touch, a callback, a
/// behaviour's decision: the lift, a refresh beginning, a programmatic change) is left out, a gap:
/// what moved the view there is not a steady motion the two samples can average. Where the model
/// reports a velocity itself (`willEndDragging`'s), the plot marks it (`ViewTrack.releases`).
/// Choice (unverified against a device): the alternative, a line through the per-sample
/// velocities, invented ramps at holds, dips at lifts and spikes at refresh begins.
struct AxisSeries {
    /// The positions (points), min/max per bucket.
    var values = TimeBuckets<Extremes>()
    /// The velocity (pt/s): each interval's average at its start and at its end, min/max per bucket.
    var velocity = TimeBuckets<Extremes>()
    /// The smallest and largest value seen.
    var lowest = Double.infinity, highest = -Double.infinity
    /// The last moving sample since the last interruption.
    private var current: PlotSample?
    /// The last sample of `values`.
    private var lastValue: PlotSample?

    /// The last value added, if any.
    var last: Double? { lastValue?.value }

    /// True when the axis ever moved.
    var moves: Bool { lowest < highest }

    /// Adds the sample `value` at `time` (never earlier than the previous one).
    ///
    /// Only a `moving` sample (one that reports motion: a `didScroll`, an animation frame, a position event) feeds the
    /// velocity, so the repeated offset of a callback does not read as a stop. `afterGap`: the values between the
    /// previous sample and this one are not known, so no line joins them and no velocity is derived across them.
    ///
    /// The positions are drawn as the log gives them: a view keeps its value until its next sample
    /// (no event means no change), so a change is drawn as a vertical jump at the sample's time
    /// after a flat stretch, never as a slope between two samples; at the rate of frames the
    /// steps are below a pixel.
    mutating func add(_ value: Double, at time: Double, moving: Bool = true, afterGap: Bool = false) {
        var samples = [PlotSample(time: time, value: value)]
        if !afterGap, let held = lastValue, held.value != value, time > held.time {
            samples.insert(PlotSample(time: time, value: held.value), at: 0)
        }
        for (index, sample) in samples.enumerated() {
            values.update(at: time) { cell in
                if cell == nil {
                    cell = Extremes(sample)
                    cell!.startsSegment = afterGap && index == 0
                } else {
                    cell!.add(sample)
                }
            }
        }
        lastValue = samples.last
        if afterGap { interrupt() }
        lowest = min(lowest, value)
        highest = max(highest, value)
        guard moving else { return }
        if let current, time > current.time {
            let speed = (value - current.value) / (time - current.time)
            let breaksLine = velocity.cells.isEmpty || lastVelocityTime != current.time
            for (instant, starts) in [(current.time, breaksLine), (time, false)] {
                let point = PlotSample(time: instant, value: speed)
                velocity.update(at: instant) { cell in
                    if cell == nil {
                        cell = Extremes(point)
                        cell!.startsSegment = starts
                    } else {
                        cell!.add(point)
                    }
                }
            }
            lastVelocityTime = time
        }
        current = PlotSample(time: time, value: value)
    }

    /// The end of the last velocity step drawn: a step starting elsewhere starts a new piece.
    private var lastVelocityTime = -Double.infinity

    /// Ends the current interval: the next moving sample starts a new one, with no velocity
    /// across the interruption.
    mutating func interrupt() { current = nil }
}

/// What the plot keeps about one view.
struct ViewTrack {
    /// The view's id.
    var id: String
    /// Its scrollable range (scroll views only).
    var range: OffsetRange?
    /// The content offset (bounds origin) on x and y, from every event of the view.
    var offset = [AxisSeries(), AxisSeries()]
    /// The on-screen position on x and y, from the events that carry one (plain views).
    var position = [AxisSeries(), AxisSeries()]
    /// The zoom scale, from the zoom events that report it (views that zoom).
    var zoom = AxisSeries()
    /// The phases over time.
    var phases = TimeBuckets<PhaseSet>()
    /// Callback and behaviour-event ticks.
    var ticks = TimeBuckets<Marks>()
    /// `willEndDragging`'s release velocity on x and y (pt/s): the model's own value, drawn as a
    /// dot on the velocity panels.
    var releases = [TimeBuckets<Extremes>(), TimeBuckets<Extremes>()]
    /// Where the header says the view starts (`contentOffset`), for a view no line moves.
    var start: Point?
    /// A zooming view's setup from its header: its zoom limits and its range at any scale.
    var zoomGeometry: ZoomGeometry?
    /// A zooming view's largest offset on x and y at each zoom scale it reports, from time 0 to the end.
    ///
    /// The range follows the zoomed content size.
    var zoomedMaximum = [AxisSeries(), AxisSeries()]

    /// The series the plot shows: the position when the view reported one, else the offset.
    var shown: [AxisSeries] { position.contains(where: { $0.values.cells.isEmpty == false }) ? position : offset }
}

/// Collects observations into per-view tracks.
///
/// Memory is bounded by the number of views, whatever the number of events (see `TimeBuckets`).
struct PlotCollector {
    /// Tracks in the order the header (or first event) introduced the views.
    private(set) var tracks: [ViewTrack] = []
    /// Touch markers on the time axis.
    private(set) var touches = TimeBuckets<Marks>()
    /// The latest time seen (s).
    private(set) var endTime: Double = 0
    /// The phases between events, shared with `scrollsim view` (`PhaseTracker`).
    private var phaseTracker = PhaseTracker()

    /// Declares a view (in header order) with its scrollable range, start and zoom setup from its header.
    ///
    /// Declares a view (in header order) with its scrollable range, if it scrolls, where its header says it starts, and
    /// a zooming view's setup.
    mutating func declare(_ id: String, range: OffsetRange?, start: Point? = nil, zoom: ZoomGeometry? = nil) {
        if !tracks.contains(where: { $0.id == id }) {
            var track = ViewTrack(id: id, range: range)
            track.start = start
            track.zoomGeometry = zoom
            if let zoom { track.addZoomedMaximum(zoom.scale, at: 0) }
            tracks.append(track)
            phaseTracker.declare(id, scrolls: range != nil)
        }
    }

    /// Gives each declared view that no line placed a flat line, and extends a zooming view's range line to the end.
    ///
    /// Gives each declared view that no line placed a flat line at its start from 0 to the end, so its axis is where it
    /// sits, and a zooming view's range line its last value up to the end. Called once, when every line was taken.
    mutating func placeStillViews() {
        for index in tracks.indices {
            for axis in 0..<2 {
                let series = tracks[index].zoomedMaximum[axis]
                if let last = series.last { tracks[index].zoomedMaximum[axis].add(last, at: endTime, moving: false) }
            }
        }
        for index in tracks.indices where tracks[index].offset[0].values.cells.isEmpty {
            guard let start = tracks[index].start else { continue }
            for time in [0, endTime] {
                tracks[index].offset[0].add(start.x, at: time, moving: false)
                tracks[index].offset[1].add(start.y, at: time, moving: false)
            }
        }
    }

    /// `(0, 5000)` (a header's `contentOffset`) as a point.
    static func point(_ text: String) -> Point? {
        let numbers = text.split(whereSeparator: { "(), ".contains($0) }).compactMap { Double($0) }
        return numbers.count == 2 ? Point(x: numbers[0], y: numbers[1]) : nil
    }

    /// Extends the time axis to `time` (a view's rest time).
    mutating func extend(to time: Double) { endTime = max(endTime, time) }

    /// Takes the next observation.
    ///
    /// `afterGap`: the view's values since its previous observation are not known (see
    /// `AxisSeries.add(_:at:moving:afterGap:)`).
    mutating func add(_ observation: PlotObservation, afterGap: Bool = false) {
        endTime = max(endTime, observation.time)
        let phase = phaseTracker.observe(observation)
        if PlotObservation.touchEvents.contains(observation.event) {
            let mark = PlotMark(time: observation.time, name: observation.event)
            touches.update(at: observation.time) { cell in
                if cell == nil { cell = Marks(marks: [mark]) } else { cell!.add(mark) }
            }
        }
        declare(observation.view, range: nil)
        let index = tracks.firstIndex { $0.id == observation.view }!
        tracks[index].observe(observation, phase: phase, afterGap: afterGap)
    }
}

extension ViewTrack {
    /// Adds the range's maximum at zoom `scale` to the range line, for a zooming view.
    mutating func addZoomedMaximum(_ scale: Double, at time: Double) {
        guard let range = zoomGeometry?.range(atScale: scale) else { return }
        zoomedMaximum[0].add(range.maximum.x, at: time, moving: false)
        zoomedMaximum[1].add(range.maximum.y, at: time, moving: false)
    }

    /// Adds one event of this view.
    ///
    /// A touch (drawn on the time axis, not as a tick) and every other non-sample event end the velocity's interval
    /// (see `AxisSeries`); `phase` is the view's phase since its previous event (`PhaseTracker`), drawn as a band over
    /// that time.
    mutating func observe(
        _ observation: PlotObservation, phase: (phase: PhaseSet, since: Double)?, afterGap: Bool = false
    ) {
        let time = observation.time
        let moving = PlotObservation.sampleEvents.contains(observation.event)
        offset[0].add(observation.offset.x, at: time, moving: moving, afterGap: afterGap)
        offset[1].add(observation.offset.y, at: time, moving: moving, afterGap: afterGap)
        if !moving {
            for axis in 0..<2 {
                offset[axis].interrupt()
                position[axis].interrupt()
            }
        }
        if let velocity = observation.releaseVelocity {
            for (axis, value) in [velocity.x, velocity.y].enumerated() {
                let sample = PlotSample(time: time, value: value * 1000)
                releases[axis].update(at: time) { cell in
                    if cell == nil { cell = Extremes(sample) } else { cell!.add(sample) }
                }
            }
        }
        if let scale = observation.zoomScale {
            zoom.add(scale, at: time)
            addZoomedMaximum(scale, at: time)
        }
        if range == nil, let position = observation.position {
            self.position[0].add(position.x, at: time, moving: moving)
            self.position[1].add(position.y, at: time, moving: moving)
        }
        if let phase, !phase.phase.isEmpty {
            phases.update(from: phase.since, through: time) { cell in cell = (cell ?? []).union(phase.phase) }
        }
        if !moving && !PlotObservation.touchEvents.contains(observation.event) {
            let mark = PlotMark(time: time, name: observation.event, target: observation.target)
            ticks.update(at: time) { cell in
                if cell == nil { cell = Marks(marks: [mark]) } else { cell!.add(mark) }
            }
        }
    }
}
