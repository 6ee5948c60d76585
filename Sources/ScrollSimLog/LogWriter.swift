import ScrollSimKit

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
