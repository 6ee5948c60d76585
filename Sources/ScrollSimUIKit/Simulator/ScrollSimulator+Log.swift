// The log: as text, as JSON lines, and as values.
//
// The text is the golden format, byte-identical to `scrollsim replay` for the same scene.
extension ScrollSimulator {
    /// The text log so far: header, one line per event, and each view's final line.
    ///
    /// Equal to what `scrollsim replay` prints for a trace declaring the same scene and inputs.
    public var log: String { log(format: .text) }

    /// The log so far in `format`.
    ///
    /// - Parameter format: The log format.
    /// - Returns: The log's text.
    public func log(format: LogFormat) -> String {
        let writer = format.writer()
        writer.begin(header ?? currentHeader())
        for entry in events.entries { writer.record(entry) }
        writer.finish(finalStates)
        return writer.output
    }

    /// Every log entry so far, in order.
    public var logEntries: [LogEntry] { events.entries }

    /// Each view's offset and rest time now, in header order.
    public var finalStates: [FinalState] {
        FinalState.states(of: views.map(\.model), timeOrigin: simulation.timeOrigin)
    }
}
