import ScrollSimLog
import ScrollSimTrace

extension Invariant {
    /// How far past its range a resting offset may print: half a point, more than the pixel grid
    /// moves a rounded offset (at most 1/(2·scale) ≤ 0.5 pt at scale 1) plus the log's 0.0005 pt
    /// print precision.
    public static let restTolerance = 0.5

    /// `rest-in-range`: a scroll view at rest lies within its scrollable range, or where the log
    /// shows code put it since the last drag (a `setContentOffset` target, a `set contentOffset`
    /// value, a behaviour's or coordinator's point, or, after a `scrollToTop` that chose the view,
    /// the horizontal offset it had then: scrolling to the top keeps x).
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
    public static let restInRange = Invariant(
        name: "rest-in-range",
        summary: "at rest in range, or where a call, behaviour or coordinator put it",
        source: "Apple, UIScrollView contentSize, contentInset, bounces; setContentOffset(_:animated:)"
    ) { observation in
        var geometry = LogGeometry(text: observation.text)
        var placed: [String: [Point]] = [:]
        for line in observation.log.lines {
            geometry.read(line)
            if line.event == "willBeginDragging" { placed[line.view] = [] }
            if line.event != "didScroll" { placed[line.view, default: []] += LogGeometry.points(in: line.detail) }
            if line.event == "scrollToTop", line.detail == "candidates 1" {
                placed[line.view, default: []].append(Point(x: line.offset.x, y: .nan))
            }
        }
        for final in observation.log.finals {
            guard let range = geometry.range(of: final.view) else { continue }
            let offset = final.offset, tolerance = restTolerance
            let inside =
                offset.x >= range.minimum.x - tolerance && offset.x <= range.maximum.x + tolerance
                && offset.y >= range.minimum.y - tolerance && offset.y <= range.maximum.y + tolerance
            if inside { continue }
            let named = (placed[final.view] ?? []).contains {
                abs($0.x - offset.x) <= tolerance && ($0.y.isNaN || abs($0.y - offset.y) <= tolerance)
            }
            if named { continue }
            return "log line \(final.number) (final \(final.view)): at rest at \(LogGeometry.text(offset)), "
                + "outside its range \(LogGeometry.text(range.minimum))…\(LogGeometry.text(range.maximum))"
        }
        return nil
    }
}
