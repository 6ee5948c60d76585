// Everything a plot needs from a log, collected one event at a time in bounded memory.
import ScrollSimKit
import ScrollSimLog

/// One axis of one position series and the velocity derived from its samples.
struct AxisSeries {
    /// The positions (points), min/max per bucket.
    var values = TimeBuckets<Extremes>()
    /// The velocity (pt/s) between consecutive distinct sample times, min/max per bucket.
    var velocity = TimeBuckets<Extremes>()
    /// The smallest and largest value seen.
    var lowest = Double.infinity, highest = -Double.infinity
    private var previous: PlotSample?, current: PlotSample?

    /// True when the axis ever moved.
    var moves: Bool { lowest < highest }

    /// Adds the sample `value` at `time` (never earlier than the previous one). Only a `moving`
    /// sample (one that reports motion: a `didScroll`, an animation frame, a position event) feeds
    /// the velocity, so the repeated offset of a callback does not read as a stop.
    /// `afterGap`: the values between the previous sample and this one are not known, so no line
    /// joins them and no velocity is derived across them.
    mutating func add(_ value: Double, at time: Double, moving: Bool = true, afterGap: Bool = false) {
        let sample = PlotSample(time: time, value: value)
        values.update(at: time) { cell in
            if cell == nil {
                cell = Extremes(sample)
                cell!.startsSegment = afterGap
            } else {
                cell!.add(sample)
            }
        }
        if afterGap { (previous, current) = (nil, nil) }
        lowest = min(lowest, value)
        highest = max(highest, value)
        guard moving else { return }
        if let current, time > current.time { previous = current }
        current = sample
        if let previous {
            let speed = PlotSample(time: time, value: (value - previous.value) / (time - previous.time))
            velocity.update(at: time) { cell in
                if cell == nil { cell = Extremes(speed) } else { cell!.add(speed) }
            }
        }
    }
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
    /// The previous event's time, flags and position, for the phase of the time since.
    var last: (time: Double, flags: ScrollFlags, position: Point)?

    /// The series the plot shows: the position when the view reported one, else the offset.
    var shown: [AxisSeries] { position.contains(where: { $0.values.cells.isEmpty == false }) ? position : offset }
}

/// Collects observations into per-view tracks. Memory is bounded by the number of views, whatever
/// the number of events (see `TimeBuckets`).
struct PlotCollector {
    /// Tracks in the order the header (or first event) introduced the views.
    private(set) var tracks: [ViewTrack] = []
    /// Touch markers on the time axis.
    private(set) var touches = TimeBuckets<Marks>()
    /// The latest time seen (s).
    private(set) var endTime: Double = 0
    private var fingersDown = 0

    /// Declares a view (in header order) with its scrollable range, if it scrolls.
    mutating func declare(_ id: String, range: OffsetRange?) {
        if !tracks.contains(where: { $0.id == id }) { tracks.append(ViewTrack(id: id, range: range)) }
    }

    /// Extends the time axis to `time` (a view's rest time).
    mutating func extend(to time: Double) { endTime = max(endTime, time) }

    /// Takes the next observation.
    /// `afterGap`: the view's values since its previous observation are not known (see
    /// `AxisSeries.add(_:at:moving:afterGap:)`).
    mutating func add(_ observation: PlotObservation, afterGap: Bool = false) {
        endTime = max(endTime, observation.time)
        if PlotObservation.touchEvents.contains(observation.event) {
            fingersDown = max(0, fingersDown + (observation.event == "touchBegan" ? 1 : -1))
            let mark = PlotMark(time: observation.time, name: observation.event)
            touches.update(at: observation.time) { cell in
                if cell == nil { cell = Marks(marks: [mark]) } else { cell!.add(mark) }
            }
            return
        }
        declare(observation.view, range: nil)
        let index = tracks.firstIndex { $0.id == observation.view }!
        tracks[index].observe(observation, fingerDown: fingersDown > 0, afterGap: afterGap)
    }
}

extension ViewTrack {
    /// Adds one event of this view.
    mutating func observe(_ observation: PlotObservation, fingerDown: Bool, afterGap: Bool = false) {
        let time = observation.time
        let moving = PlotObservation.sampleEvents.contains(observation.event)
        offset[0].add(observation.offset.x, at: time, moving: moving, afterGap: afterGap)
        offset[1].add(observation.offset.y, at: time, moving: moving, afterGap: afterGap)
        if let scale = observation.zoomScale { zoom.add(scale, at: time) }
        if range == nil, let position = observation.position {
            self.position[0].add(position.x, at: time)
            self.position[1].add(position.y, at: time)
        }
        let reported = range == nil ? observation.position : nil
        let now = reported ?? (position[0].values.cells.isEmpty ? observation.offset : nil)
        if let last, let now {
            let phase = PhaseSet.of(flags: last.flags, moved: now != last.position, fingerDown: fingerDown)
            if !phase.isEmpty && time > last.time {
                phases.update(from: last.time, through: time) { cell in cell = (cell ?? []).union(phase) }
            }
        }
        if let now {
            last = (time, observation.flags, now)
        } else if let previous = last {
            last = (time, observation.flags, previous.position)
        }
        if !PlotObservation.sampleEvents.contains(observation.event) {
            let mark = PlotMark(time: time, name: observation.event, target: observation.target)
            ticks.update(at: time) { cell in
                if cell == nil { cell = Marks(marks: [mark]) } else { cell!.add(mark) }
            }
        }
    }
}
