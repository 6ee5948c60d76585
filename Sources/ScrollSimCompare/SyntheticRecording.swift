import ScrollSimLog
import ScrollSimTrace

/// A recording made by the model itself: what a device following the model with `constants` would have recorded.
///
/// `fit`'s tests plant a known wrong constant this way and check that the search recovers it.
package enum SyntheticRecording {
    /// The replay of `trace` with `constants` as a recording.
    ///
    /// The compared scroll view at every display refresh from the first event until one refresh after it rests (its
    /// latest line's offset and scale), and its delegate calls other than `didScroll`, with `willEndDragging`'s
    /// velocity and target.
    package static func session(of trace: Trace, constants: ModelConstants) throws(CompareError) -> RecordedSession {
        var trace = trace
        trace.modelConstants = constants
        let collector = EntryCollector()
        do { try Replay.replay(trace, into: collector) } catch { throw .replay(error) }
        guard let header = collector.header, let view = (header.views.first { $0.range != nil } ?? header.views.first)
        else { throw .noFrames }
        let own = collector.entries.filter {
            $0.view == view.id && ($0.event.isDelegateCall || $0.isPresentationFrame)
        }
        let rest = collector.finals.first { $0.view == view.id }?.restTime ?? 0
        let rate = trace.screen.refreshRate
        // Refreshes in log time (since the first event; `firstFrame` is on the trace's clock).
        let origin = (trace.screen.firstFrame ?? trace.startTime) - trace.startTime
        var frames: [RecordedSession.Frame] = []
        var next = 0
        var index = Int(((0 - origin) * rate).rounded(.up))
        var offset = trace.scrollView.contentOffset, scale = 1.0
        while true {
            let time = origin + Double(index) / rate
            if time > rest + 1 / rate { break }
            while next < own.count, own[next].time <= time + 1e-9 {
                let shown = own[next].shown
                offset = shown.offset
                scale = shown.zoomScale ?? scale
                next += 1
            }
            frames.append(RecordedSession.Frame(time: time, offset: offset, zoomScale: scale))
            index += 1
        }
        let calls = own.compactMap { entry -> RecordedSession.Call? in
            if entry.isPresentationFrame { return nil }
            switch entry.event {
            case .didScroll: return nil
            case let .willEndDragging(velocity, target, _):
                return RecordedSession.Call(
                    time: entry.time, name: entry.event.name, velocity: velocity, target: target)
            default: return RecordedSession.Call(time: entry.time, name: entry.event.name)
            }
        }
        return RecordedSession(frames: frames, calls: calls)
    }
}
