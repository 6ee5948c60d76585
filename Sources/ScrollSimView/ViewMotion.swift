// What each line of a log says about its view's motion: phase, velocity and zoom scale, as columns.
import ScrollSimKit
import ScrollSimLog

/// The page's motion columns, one value per line, computed in Swift from the observations the plot reads.
///
/// The page's motion columns, one value per line (in `ViewColumns`' line order), computed in Swift from the same
/// observations the plot reads (`PlotObservation`), so the page never re-derives them in its script:
///
/// - the phase from the view's previous line to this one (`PhaseTracker`, the plot's bands);
/// - the velocity over that same stretch (pt/s): the model's own where the line before it
///   reports one (`PlotObservation.modelVelocity`: `willEndDragging`, a dynamics scroll's
///   `decelerationBegan`), exactly 0 when the offset did not change or when the stretch is
///   longer than `holdTime` (a finger held still, a view at rest: nothing moved on most of it),
///   and otherwise the change of the offset over the time;
/// - the zoom scale a line reports (`PlotObservation.zoomScale`: `willBeginZooming`, `didZoom`,
///   a presentation frame).
///
/// The page shows, at a time, the values of the view's first line after it: the stretch the
/// time lies in.
struct ViewMotion {
    /// The longest stretch between two lines of a view over which a velocity is derived from their offsets (s).
    ///
    /// Three frames at 60 Hz. A longer one with no line is a hold or a rest.
    static let holdTime = 0.05

    private var tracker = PhaseTracker()
    /// Per view (by index): its previous line's time and offset, and the velocity the model
    /// reported at that time, if any.
    private var last: [(time: Double, offset: Point, model: Point?)?] = []
    private var phase: VarintColumn
    private var velocityX: VarintColumn, velocityY: VarintColumn
    private var modelLines: VarintColumn
    private var zoomLines: VarintColumn, zoomScales: VarintColumn
    private var hasModel = false, hasZoom = false

    /// Empty columns, spilling into `spool` when one is given.
    init(spool: ColumnSpool? = nil) {
        phase = VarintColumn(order: 0, spool: spool)
        velocityX = VarintColumn(order: 1, spool: spool)
        velocityY = VarintColumn(order: 1, spool: spool)
        modelLines = VarintColumn(order: 1, spool: spool)
        zoomLines = VarintColumn(order: 1, spool: spool)
        zoomScales = VarintColumn(order: 1, spool: spool)
    }

    /// How many previous lines are kept: one per view, never more with more lines.
    ///
    /// As the phase tracker keeps one state per view.
    ///
    /// O(1).
    var retainedItems: Int { last.count }

    /// Declares view `id` (header order): `scrolls` when the header gives it a range.
    mutating func declare(_ id: String, scrolls: Bool) { tracker.declare(id, scrolls: scrolls) }

    /// Takes line `index` of view number `view`, read as `observation` (its offset is the one
    /// the page shows).
    mutating func add(_ observation: PlotObservation, line index: Int, view: Int) {
        let offset = observation.offset
        let phase = tracker.observe(observation)
        self.phase.add(Int(phase?.phase.rawValue ?? 0))
        while last.count <= view { last.append(nil) }
        var velocity = Point(x: 0, y: 0)
        let time = observation.time
        if let previous = last[view], time > previous.time {
            if let model = previous.model {
                velocity = model
                modelLines.add(index)
                hasModel = true
            } else if time - previous.time <= Self.holdTime {
                velocity = Point(
                    x: Self.rate(offset.x - previous.offset.x, time - previous.time),
                    y: Self.rate(offset.y - previous.offset.y, time - previous.time))
            }
        }
        velocityX.add(ViewColumns.units(velocity.x, scale: 10))
        velocityY.add(ViewColumns.units(velocity.y, scale: 10))
        var model = observation.modelVelocity
        if model == nil, let previous = last[view], previous.time == time { model = previous.model }
        last[view] = (time, offset, model)
        if let scale = observation.zoomScale {
            zoomLines.add(index)
            zoomScales.add(ViewColumns.units(scale, scale: 1000))
            hasZoom = true
        }
    }

    /// `distance` over `duration`, exactly 0 when nothing moved.
    static func rate(_ distance: Double, _ duration: Double) -> Double { distance == 0 ? 0 : distance / duration }

    /// Writes the columns as JSON members.
    ///
    /// `p` (each line's `PhaseSet` bits, 0 for none), `vx`/`vy` (0.1 pt/s), `vm` (the lines whose velocity is the
    /// model's; only when some are), `zl`/`zs` (the lines reporting a zoom scale, and the scales in thousandths; only
    /// when some do). O(lines).
    func write(to page: PageWriter) {
        ViewColumns.member("p", phase, to: page)
        ViewColumns.member("vx", velocityX, to: page)
        ViewColumns.member("vy", velocityY, to: page)
        if hasModel { ViewColumns.member("vm", modelLines, to: page) }
        if hasZoom {
            ViewColumns.member("zl", zoomLines, to: page)
            ViewColumns.member("zs", zoomScales, to: page)
        }
    }
}
