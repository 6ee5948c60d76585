import ScrollSimLog
import ScrollSimTrace

extension Invariant {
    /// `delegate-grammar`: each scroll view's delegate calls follow UIKit's order.
    ///
    /// - `willBeginDragging` only when no drag of that view is under way; `willEndDragging` only in
    ///   a drag; `didEndDragging` only right after a `willEndDragging` (no other delegate call of
    ///   the view between them).
    /// - `didEndDragging(willDecelerate: true)` is followed by `willBeginDecelerating` before any
    ///   other delegate call of the view; `willBeginDecelerating` comes only then.
    /// - `didEndDecelerating` only while a deceleration is under way (one `didEndDecelerating` may
    ///   end several: a fling caught and flung again, `core/catch-deceleration-new-fling`).
    /// - `didEndScrollingAnimation` only while a scrolling animation runs: one the log announces (a
    ///   line of the view with `animated true`, such as a `setContentOffset` echo or a behaviour's
    ///   `pageChosen`, or a refresh control's scroll back), or one it shows (a `didScroll` outside
    ///   any drag or deceleration at a later instant than the view's previous line: a frame of an
    ///   animation that a coordinator started without an echo); `didScrollToTop` only after a `scrollToTop` that chose the view;
    ///   `didEndZooming` only after a `willBeginZooming`.
    /// - When every view has come to rest, no drag, release or deceleration is left open.
    ///
    /// Source: Apple, UIScrollViewDelegate ([Apple-UIScrollViewDelegate]):
    /// `scrollViewDidEndDragging(_:willDecelerate:)` (the movement continues and decelerates when
    /// `decelerate` is true), `scrollViewWillBeginDecelerating(_:)` (at the touch-up of a moving
    /// drag), `scrollViewDidEndScrollingAnimation(_:)` (called by `setContentOffset(_:animated:)` and
    /// `scrollRectToVisible(_:animated:)` only when animation was requested),
    /// `scrollViewDidScrollToTop(_:)`; the caught-deceleration order is [Seed-Lifecycle]'s recorded
    /// logs (`interruptedDeceleration`).
    package static let delegateGrammar = Invariant(
        name: "delegate-grammar",
        summary: "delegate calls in UIKit's order (drag, release, deceleration, animation)",
        source: "Apple, UIScrollViewDelegate (scrollViewDidEndDragging(_:willDecelerate:), "
            + "scrollViewWillBeginDecelerating(_:), scrollViewDidEndScrollingAnimation(_:))"
    ) { observation in
        let scan = observation.scan
        var states = [DelegateGrammarState?](repeating: nil, count: scan.names.count)
        for line in scan.lines {
            if states[line.view.index] == nil { states[line.view.index] = DelegateGrammarState() }
            if let problem = states[line.view.index]!.read(line, in: scan) {
                return "\(observation.place(of: line)): \(problem)"
            }
        }
        let allAtRest = scan.finals.count == observation.header.views.count
        guard allAtRest else { return nil }
        for view in observation.header.views {
            if let open = states[view.index]?.openAtRest { return "\(scan.text(of: view)) came to rest with \(open)" }
        }
        return nil
    }
}

/// One view's position in the delegate grammar.
struct DelegateGrammarState {
    var dragging = false
    var awaitingDidEndDragging = false
    var awaitingWillBeginDecelerating = false
    var decelerating = false
    var animating = false
    var scrollingToTop = false
    var zooming = false
    var previousTime: Double?

    /// Reads one line of the view in `scan`; returns what is wrong with it, if anything.
    mutating func read(_ line: TextLogScan.Line, in scan: TextLogScan) -> String? {
        defer { previousTime = line.endTime }
        if line.detail >= 0, line.event != .setZoomScale, line.event != .zoomTo,
            scan.detail(of: line).hasSuffix("animated true")
        {
            animating = true
        }
        let isDidScroll = line.event == .didScroll
        if awaitingWillBeginDecelerating, !isDidScroll, line.event.isDelegateCall,
            line.event != .willBeginDecelerating
        {
            return "didEndDragging(willDecelerate: true) was not followed by willBeginDecelerating"
        }
        if awaitingDidEndDragging, isDidScroll || line.event.isDelegateCall, line.event != .didEndDragging {
            return "willEndDragging was not followed by didEndDragging"
        }
        // Most lines are `didScroll`s: one comparison, not the whole switch's.
        if isDidScroll {
            let animationFrame = !dragging && !awaitingDidEndDragging && !decelerating && !zooming
            if animationFrame, let previousTime, line.time > previousTime { animating = true }
            return nil
        }
        switch line.event {
        case .willBeginDragging:
            if dragging { return "willBeginDragging during a drag" }
            dragging = true
        case .willEndDragging:
            if !dragging { return "willEndDragging without willBeginDragging" }
            dragging = false
            awaitingDidEndDragging = true
        case .didEndDragging:
            if !awaitingDidEndDragging { return "didEndDragging without willEndDragging" }
            awaitingDidEndDragging = false
            awaitingWillBeginDecelerating = Self.contains(scan.detail(of: line), "willDecelerate true")
        case .willBeginDecelerating:
            if !awaitingWillBeginDecelerating {
                return "willBeginDecelerating without didEndDragging(willDecelerate: true)"
            }
            awaitingWillBeginDecelerating = false
            decelerating = true
        case .didEndDecelerating:
            if !decelerating { return "didEndDecelerating without willBeginDecelerating" }
            decelerating = false
        case .refreshEnded:
            if scan.detail(of: line).hasSuffix("scrollsBack true") { animating = true }
        case .didEndScrollingAnimation:
            if !animating { return "didEndScrollingAnimation without an animated scroll under way" }
            animating = false
        case .scrollToTop:
            if scan.detail(of: line) == "candidates 1" { scrollingToTop = true }
        case .didScrollToTop:
            if !scrollingToTop { return "didScrollToTop without a scrollToTop that chose this view" }
            scrollingToTop = false
        case .willBeginZooming:
            zooming = true
        case .didEndZooming:
            if !zooming { return "didEndZooming without willBeginZooming" }
            zooming = false
        default:
            break
        }
        return nil
    }

    /// Whether `text` contains `part` (ASCII), compared as bytes when `text` is ASCII too.
    ///
    /// Whether `text` contains `part` (ASCII): compared as bytes when `text` is ASCII too, else as characters
    /// (`String.contains`, which costs tens of thousands of instructions a call).
    static func contains(_ text: String, _ part: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.contains(part.description) }
        let haystack = Array(text.utf8)
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            needle.indices.allSatisfy { haystack[start + $0] == needle[$0] }
        }
    }

    /// What is still open when the view has come to rest, if anything.
    var openAtRest: String? {
        if dragging { return "a drag open (willBeginDragging without willEndDragging)" }
        if awaitingDidEndDragging { return "willEndDragging without didEndDragging" }
        if awaitingWillBeginDecelerating { return "didEndDragging(willDecelerate: true) without willBeginDecelerating" }
        if decelerating { return "willBeginDecelerating without didEndDecelerating" }
        return nil
    }
}
