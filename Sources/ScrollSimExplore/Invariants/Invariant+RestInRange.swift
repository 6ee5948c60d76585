import ScrollSimLog
import ScrollSimTrace

extension Invariant {
    /// How far past its range a resting offset may print: half a point.
    ///
    /// That is more than the pixel grid moves a rounded offset (at most 1/(2·scale) ≤ 0.5 pt at scale 1) plus the log's
    /// 0.0005 pt print precision.
    package static let restTolerance = 0.5

    /// `rest-in-range`: a scroll view at rest lies within its scrollable range, or where code put it.
    ///
    /// `rest-in-range`: a scroll view at rest lies within its scrollable range, or where the log shows code put it
    /// since the last drag (a `setContentOffset` target, or on the way there when a touch stopped the animation; a
    /// `set contentOffset` value; a behaviour's or coordinator's point; after a `scrollToTop` that chose the view, the
    /// horizontal offset it had then: scrolling to the top keeps x). It is judged from where the run moved the view: a
    /// view the run never scrolled (no `didScroll` line) may rest at the offset its scene started it at, in range or
    /// not (before, 112 of 257 findings of one sweep were scenes' own initial offsets).
    ///
    /// The range is `−inset … contentSize + inset − size` per axis, read from the view's header
    /// (`frame`, `contentSize`, `contentInset`, checked against its `range` line) and followed
    /// through the `set` lines that change them. While it cannot be followed (a zoom changes the
    /// content size, a refresh control's inset is in place, a header range that does not match),
    /// the view is not checked.
    ///
    /// Source: Apple, UIScrollView `contentInset` and `contentSize` (the scrollable area) and
    /// `bounces` (the content bounces back past an edge) ([Apple-UIScrollView]); UIKit leaves an
    /// offset set by `setContentOffset(_:animated:)` where it was set ([Apple-setContentOffset]).
    package static let restInRange = Invariant(
        name: "rest-in-range",
        summary: "at rest in range, or where a call, behaviour or coordinator put it",
        source: "Apple, UIScrollView contentSize, contentInset, bounces; setContentOffset(_:animated:)"
    ) { observation in
        let scan = observation.scan
        let lines = scan.lines
        var geometries = observation.header.geometries
        geometries += Array(repeating: nil, count: scan.names.count - geometries.count)
        // The lines that may place each view since its last drag began; their areas are read only
        // for a view found outside its range (rare), not for every line.
        var placing = [[Int]](repeating: [], count: scan.names.count)
        var moved = [Bool](repeating: false, count: scan.names.count)
        for index in lines.indices {
            let line = lines[index]
            // A `didScroll` changes neither the geometry nor where code put a view (most lines).
            if line.event == .didScroll {
                moved[line.view.index] = true
                continue
            }
            if geometries[line.view.index] != nil {
                LogGeometry.follow(line.event, detail: scan.detail(of: line), &geometries[line.view.index]!)
            }
            if line.event == .willBeginDragging { placing[line.view.index] = [] }
            placing[line.view.index].append(index)
        }
        for final in scan.finals {
            guard let geometry = geometries[final.view.index], geometry.known else { continue }
            let range = geometry.range
            let offset = final.offset, tolerance = restTolerance
            let inside =
                offset.x >= range.minimum.x - tolerance && offset.x <= range.maximum.x + tolerance
                && offset.y >= range.minimum.y - tolerance && offset.y <= range.maximum.y + tolerance
            if inside { continue }
            let initial =
                final.view.index < observation.header.initialOffsets.count
                ? observation.header.initialOffsets[final.view.index] : nil
            if !moved[final.view.index], let start = initial,
                PlacedArea(x: start.x...start.x, y: start.y...start.y).contains(offset, tolerance: tolerance)
            {
                continue
            }
            let named = placing[final.view.index].contains { index in
                PlacedArea.areas(named: lines[index], in: scan).contains { $0.contains(offset, tolerance: tolerance) }
            }
            if named { continue }
            return
                "log line \(final.number) (final \(scan.text(of: final.view))): at rest at \(LogGeometry.text(offset)), "
                + "outside its range \(LogGeometry.text(range.minimum))…\(LogGeometry.text(range.maximum))"
        }
        return nil
    }
}

/// Where a line of the log says code put a view.
///
/// A point, the way from the offset to an animated `setContentOffset`'s target, or (after `scrollToTop`) a column at
/// the x it kept.
struct PlacedArea {
    var x: ClosedRange<Double>
    var y: ClosedRange<Double>

    func contains(_ point: Point, tolerance: Double) -> Bool {
        point.x >= x.lowerBound - tolerance && point.x <= x.upperBound + tolerance
            && point.y >= y.lowerBound - tolerance && point.y <= y.upperBound + tolerance
    }

    /// The areas `line` of `scan` names (none for a `didScroll`).
    static func areas(named line: TextLogScan.Line, in scan: TextLogScan) -> [PlacedArea] {
        guard line.event != .didScroll else { return [] }
        let detail = scan.detail(of: line)
        let points = LogGeometry.points(in: detail)
        var areas = points.map { PlacedArea(x: $0.x...$0.x, y: $0.y...$0.y) }
        if line.event == .setContentOffset, detail.hasSuffix("animated true"), let target = points.first {
            let from = line.offset
            areas.append(
                PlacedArea(
                    x: min(from.x, target.x)...max(from.x, target.x), y: min(from.y, target.y)...max(from.y, target.y)))
        }
        if line.event == .scrollToTop, detail == "candidates 1" {
            areas.append(
                PlacedArea(
                    x: line.offset.x...line.offset.x,
                    y: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude))
        }
        return areas
    }
}
