import ScrollSimKit

/// `--format chrome-trace`: the replay as Chrome Trace Event JSON.
///
/// For Perfetto UI (ui.perfetto.dev) and `chrome://tracing`.
///
/// One process named after the trace (`"ph":"M"`, `process_name`), one thread per view (in header
/// order, `tid` 1, 2, …) and one per finger (`tid` 1000 + finger), each named by a `thread_name`
/// metadata event. On a view's thread: a counter (`"ph":"C"`, named `<view> offset`, one series
/// per axis in `args`; Perfetto shows one track per series) at every event whose offset changed
/// (for a plain view, `<view> position` from the events that report one); a complete slice
/// (`"ph":"X"`) per phase (`tracking`, `dragging`, `decelerating/bouncing`, `animating`, as the
/// plot's bands), one after the other, so slices never overlap on a thread (Perfetto does not
/// support overlapping slices in JSON traces); a thread-scoped instant (`"ph":"i"`, `"s":"t"`) per
/// delegate call and behaviour event, with the JSONL line's members in `args` (`zoomScale` included
/// for a view set up to zoom, which also gets a `<view> zoomScale` counter, series `scale`, at
/// every event whose scale changed). On a finger's
/// thread: a `touch` slice from touch-down to lift and instants for the touch events. `ts` and
/// `dur` are in microseconds (three decimals), from the trace's first event.
package final class ChromeTraceLogWriter: LogWriter {
    /// The document so far (closed by `finish`); with an output, only what has not been flushed.
    package var output: String { buffer.string }
    /// The log's bytes, copied out of the buffer without a UTF-8 check.
    package var outputBytes: [UInt8] { buffer.bytes }
    private var buffer: LogBuffer
    private var first = true
    private var threads: [String: Int] = [:]
    private var plainViews: Set<String> = []
    private var states: [String: ViewState] = [:]
    private var fingers: [Int: Double] = [:]
    /// The last zoom scale counted per view (views set up to zoom only).
    private var zoomScales: [String: Double] = [:]
    private var latest = 0.0

    /// What the writer remembers about a view between its events.
    private struct ViewState {
        var time: Double
        var flags: ScrollFlags
        var position: Point
        var phase: PhaseSet = []
        var phaseStart: Double
    }

    /// Creates an empty writer that keeps the document in memory or, with `output`, hands it over as written.
    ///
    /// With `output`, the document is handed over in chunks of whole events.
    package init(flushingTo output: LogOutput? = nil) {
        buffer = LogBuffer(output: output)
    }

    /// Opens the document and names the process and the views' threads.
    package func begin(_ header: LogHeader) {
        buffer.append("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n")
        metadata(tid: 0, "process_name", header.name ?? "scrollsim")
        for (index, view) in header.views.enumerated() {
            threads[view.id] = index + 1
            if view.range == nil { plainViews.insert(view.id) }
            metadata(tid: index + 1, "thread_name", view.id)
        }
    }

    /// Writes the events of one entry.
    package func record(_ entry: LogEntry) {
        latest = max(latest, entry.time)
        if PlotObservation.touchEvents.contains(entry.event.name) { return touch(entry) }
        let tid = thread(of: entry.view)
        let reported = plainViews.contains(entry.view) ? PlotObservation(entry).position : nil
        let position = reported ?? (plainViews.contains(entry.view) ? nil : entry.offset)
        if let position, states[entry.view]?.position != position || states[entry.view] == nil {
            event("C", tid: tid, time: entry.time, name: "\(entry.view) \(reported == nil ? "offset" : "position")")
            buffer.append(",\"args\":{\"x\":")
            buffer.append(position.x, decimals: LogFormatter.offsetDecimals)
            buffer.append(",\"y\":")
            buffer.append(position.y, decimals: LogFormatter.offsetDecimals)
            buffer.append("}}")
        }
        if let scale = entry.zoomScale, zoomScales[entry.view] != scale {
            zoomScales[entry.view] = scale
            event("C", tid: tid, time: entry.time, name: "\(entry.view) zoomScale")
            buffer.append(",\"args\":{\"scale\":")
            buffer.append(.number(scale, .factor), .json)
            buffer.append("}}")
        }
        advancePhase(of: entry.view, tid: tid, to: entry.time, flags: entry.flags, position: position)
        instant(entry, tid: tid)
        buffer.endLine()
    }

    /// Closes the open phase slices and touches, and the document.
    package func finish(_ finals: [FinalState]) {
        for final in finals {
            if let state = states[final.view] { closePhase(state, tid: thread(of: final.view)) }
        }
        for (finger, start) in fingers.sorted(by: { $0.key < $1.key }) {
            slice(tid: 1000 + finger, name: "touch", from: start, to: latest)
        }
        fingers = [:]
        buffer.append("\n]}\n")
        buffer.flush()
    }

    // MARK: - Phases and touches

    /// Moves a view's state to its next event; a change of phase closes the open slice.
    ///
    /// The time since its previous event had the phase `PhaseSet.of(…)`.
    private func advancePhase(of view: String, tid: Int, to time: Double, flags: ScrollFlags, position: Point?) {
        guard var state = states[view] else {
            if let position { states[view] = ViewState(time: time, flags: flags, position: position, phaseStart: time) }
            return
        }
        let now = position ?? state.position
        if time > state.time {
            let phase = PhaseSet.of(flags: state.flags, moved: now != state.position, fingerDown: !fingers.isEmpty)
            if phase != state.phase {
                closePhase(state, tid: tid)
                state.phase = phase
                state.phaseStart = state.time
            }
        }
        state.time = time
        state.flags = flags
        state.position = now
        states[view] = state
    }

    /// The open phase's slice, from its start to the view's latest event (none for no phase).
    private func closePhase(_ state: ViewState, tid: Int) {
        guard let name = PhaseSet.named.first(where: { $0.phase == state.phase })?.name, state.time > state.phaseStart
        else { return }
        slice(tid: tid, name: name, from: state.phaseStart, to: state.time)
    }

    /// A thread-scoped instant with the entry's JSONL members as `args`.
    private func instant(_ entry: LogEntry, tid: Int) {
        event("i", tid: tid, time: entry.time, name: entry.event.name)
        buffer.append(",\"s\":\"t\",\"args\":{")
        JSONLinesLogWriter.appendFields(of: entry, to: &buffer)
        buffer.append("}}")
    }

    private func touch(_ entry: LogEntry) {
        var finger = 0
        if case let .input(_, fields) = entry.event,
            let field = fields.first(where: { $0.name == "finger" }), case let .integer(value) = field.value
        {
            finger = value
        }
        let tid = 1000 + finger
        if threads["finger \(finger)"] == nil {
            threads["finger \(finger)"] = tid
            metadata(tid: tid, "thread_name", "finger \(finger)")
        }
        if entry.event.name == "touchBegan" {
            fingers[finger] = entry.time
        } else if let start = fingers.removeValue(forKey: finger) {
            slice(tid: tid, name: "touch", from: start, to: entry.time)
        }
        instant(entry, tid: tid)
        buffer.endLine()
    }

    // MARK: - Events

    private func thread(of view: String) -> Int {
        if let tid = threads[view] { return tid }
        let tid = threads.values.filter { $0 < 1000 }.max().map { $0 + 1 } ?? 1
        threads[view] = tid
        metadata(tid: tid, "thread_name", view)
        return tid
    }

    /// Starts an event object: `{"ph":…,"pid":1,"tid":…,"ts":…,"name":…` (the caller closes it).
    private func event(_ phase: String, tid: Int, time: Double, name: String) {
        buffer.append(first ? "" : ",\n")
        first = false
        buffer.append("{\"ph\":\"\(phase)\",\"pid\":1,\"tid\":\(tid),\"ts\":")
        buffer.append(time * 1_000_000, decimals: 3)
        buffer.append(",\"name\":")
        buffer.appendQuoted(name)
    }

    private func slice(tid: Int, name: String, from start: Double, to end: Double) {
        event("X", tid: tid, time: start, name: name)
        buffer.append(",\"dur\":")
        buffer.append((end - start) * 1_000_000, decimals: 3)
        buffer.append("}")
    }

    private func metadata(tid: Int, _ kind: String, _ name: String) {
        buffer.append(first ? "" : ",\n")
        first = false
        buffer.append("{\"ph\":\"M\",\"pid\":1,\"tid\":\(tid),\"name\":\"\(kind)\",\"args\":{\"name\":")
        buffer.appendQuoted(name)
        buffer.append("}}")
    }
}
