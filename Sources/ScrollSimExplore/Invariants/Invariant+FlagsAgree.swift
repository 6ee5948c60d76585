import ScrollSimLog
import ScrollSimTrace

extension Invariant {
    /// `flags-agree`: the flags column agrees with the phase the delegate calls put the view in.
    ///
    /// - From `willBeginDragging` through `willEndDragging` the view is tracking and dragging (`TD`).
    /// - `isDecelerating` (`d`) is true exactly while a deceleration is under way: from
    ///   `willBeginDecelerating` until `didEndDecelerating`.
    ///
    /// Checked on the delegate calls' lines, the moments a delegate reads the flags (an input
    /// echo or a behaviour's line may be printed mid-way through UIKit's own bookkeeping).
    ///
    /// Source: Apple, UIScrollView `isTracking` (the user has touched the content and may not yet
    /// have started dragging), `isDragging` (the user has begun scrolling the content),
    /// `isDecelerating` (the content is moving after the user lifted their finger)
    /// ([Apple-UIScrollView]); `scrollViewWillBeginDecelerating(_:)` and
    /// `scrollViewDidEndDecelerating(_:)` bracket that motion ([Apple-UIScrollViewDelegate]).
    package static let flagsAgree = Invariant(
        name: "flags-agree",
        summary: "the flags match the phase: TD through a drag, d only while decelerating",
        source: "Apple, UIScrollView isTracking, isDragging, isDecelerating; UIScrollViewDelegate"
    ) { observation in
        // Per view: whether a drag and whether a deceleration is under way.
        var phases = [(dragging: Bool, decelerating: Bool)](
            repeating: (false, false), count: observation.scan.names.count)
        for line in observation.scan.lines {
            let isDidScroll = line.event == .didScroll
            var phase = phases[line.view.index]
            if !isDidScroll {
                switch line.event {
                case .willBeginDragging: phase.dragging = true
                case .willBeginDecelerating: phase.decelerating = true
                case .didEndDecelerating: phase.decelerating = false
                default: break
                }
            }
            let isDragging = phase.dragging, isDecelerating = phase.decelerating
            if !isDidScroll, line.event == .willEndDragging { phase.dragging = false }
            phases[line.view.index] = phase
            guard line.event.isDelegateCall else { continue }
            if isDragging, !(line.flags.tracking && line.flags.dragging) {
                return
                    "\(observation.place(of: line)): not tracking and dragging during a drag (flags \(line.flagsText))"
            }
            let expected = isDecelerating
            if line.flags.decelerating != expected {
                let phase = expected ? "during a deceleration" : "outside any deceleration"
                return "\(observation.place(of: line)): isDecelerating \(line.flags.decelerating) \(phase) "
                    + "(flags \(line.flagsText))"
            }
        }
        return nil
    }
}

extension TextLogScan.Line {
    /// The flags column as printed (`TD-`).
    var flagsText: String {
        (flags.tracking ? "T" : "-") + (flags.dragging ? "D" : "-") + (flags.decelerating ? "d" : "-")
    }
}
