import ScrollSimLog
import ScrollSimTrace

extension ComparisonReport {
    /// The replay as a text log with one line per `didScroll` (what the page and the plot draw).
    package var replayedLog: [UInt8] {
        let writer = LogFormat.text.writer(didScroll: .every)
        writer.begin(header)
        for entry in entries { writer.record(entry) }
        writer.finish(finals)
        return writer.outputBytes
    }

    /// The recording as a text log under the replay's header.
    ///
    /// The recording as a text log under the replay's header, so the page draws it as its ghost and
    /// the plot as its reference: each recorded frame a `didScroll` line, each recorded delegate
    /// call its line (at the latest frame's offset), the recorded rest as the final line. Flags
    /// are not recorded (shown as `---`); `didEndDragging`'s `willDecelerate` is whether
    /// `willBeginDecelerating` follows.
    package var recordedLog: [UInt8] {
        let zooms = entries.contains { $0.view == view && $0.zoomScale != nil }
        var lines: [(time: Double, order: Int, entry: LogEntry)] = []
        for (index, frame) in recording.frames.enumerated() {
            let entry = LogEntry(
                time: frame.time, view: view, event: .didScroll, offset: frame.offset, flags: .idle,
                zoomScale: zooms ? frame.zoomScale : nil)
            lines.append((frame.time, 2 * index + 1, entry))
        }
        var frameIndex = 0
        for (index, call) in recording.calls.enumerated() {
            while frameIndex < recording.frames.count, recording.frames[frameIndex].time <= call.time {
                frameIndex += 1
            }
            let frame = frameIndex > 0 ? recording.frames[frameIndex - 1] : recording.frames[0]
            let next = index + 1 < recording.calls.count ? recording.calls[index + 1].name : nil
            guard let event = Self.event(call, frame: frame, next: next) else { continue }
            let entry = LogEntry(
                time: call.time, view: view, event: event, offset: frame.offset, flags: .idle,
                zoomScale: zooms ? frame.zoomScale : nil)
            lines.append((call.time, 2 * frameIndex, entry))
        }
        lines.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        let writer = LogFormat.text.writer(didScroll: .every)
        writer.begin(header)
        for line in lines { writer.record(line.entry) }
        writer.finish([FinalState(view: view, offset: recording.restOffset, restTime: recording.restTime)])
        return writer.outputBytes
    }

    /// The log event of a recorded call (nil for `didScroll`, which the frames show).
    static func event(_ call: RecordedSession.Call, frame: RecordedSession.Frame, next: String?) -> LogEvent? {
        switch call.name {
        case "willBeginDragging": return .willBeginDragging
        case "willEndDragging":
            return .willEndDragging(velocity: call.velocity ?? .zero, target: call.target ?? frame.offset)
        case "didEndDragging": return .didEndDragging(willDecelerate: next == "willBeginDecelerating")
        case "willBeginDecelerating": return .willBeginDecelerating
        case "didEndDecelerating": return .didEndDecelerating
        case "didEndScrollingAnimation": return .didEndScrollingAnimation
        case "didScrollToTop": return .didScrollToTop
        case "willBeginZooming": return .willBeginZooming(scale: frame.zoomScale)
        case "didZoom": return .didZoom(scale: frame.zoomScale)
        case "didEndZooming": return .didEndZooming(scale: frame.zoomScale)
        default: return nil
        }
    }

    /// The lines under the plot: the verdict and the per-phase worst samples.
    package var plotNotes: [String] {
        var notes = ["recorded (dashed) against replayed (solid), \(frames.count) recorded frames"]
        for summary in offsetErrors {
            notes.append(
                "\(summary.phase): max \(number(summary.maximum, 3)) pt at \(number(summary.worstTime, 4)) s, "
                    + "p95 \(number(summary.p95, 3)), median \(number(summary.median, 3))")
        }
        let verdict = failures.isEmpty ? "within" : "beyond"
        notes.append("verdict: \(verdict) \(number(tolerance, 3)) pt")
        return notes
    }
}
