/// Turns a replay into one of the log formats. Receives the header, then every entry in order,
/// then the final states; `output` is the complete log.
public protocol LogWriter: LogSink {
    /// Writes the header.
    func begin(_ header: LogHeader)
    /// Writes the final states and closes the log.
    func finish(_ finals: [FinalState])
    /// Everything written so far.
    var output: String { get }
}

/// Decimal places used in both formats.
enum LogPrecision {
    /// Offsets and positions: 0.001 pt (the 1/3-pt pixel grid shows as .333/.667).
    static let offset = 3
    /// Velocities in pt/ms in the JSONL log.
    static let velocityJSON = 6
    /// Velocities in pt/ms in the text log.
    static let velocityText = 4
    /// Times in seconds in the JSONL log (µs).
    static let timeJSON = 6
    /// Times in seconds in the text log (0.1 ms).
    static let timeText = 4
}
