import ScrollSimKit

/// Turns a replay into one of the log formats.
///
/// Receives the header, then every entry in order, then the final states; `output` is the complete log.
public protocol LogWriter: LogSink {
    /// Writes the header.
    ///
    /// - Parameter header: The log's header: the scene and its views.
    func begin(_ header: LogHeader)
    /// Writes the final states and closes the log.
    ///
    /// - Parameter finals: The final state of each view, in log order.
    func finish(_ finals: [FinalState])
    /// Everything written so far.
    var output: String { get }
    /// `output` as its UTF-8 bytes.
    ///
    /// The writers of this package hand over their buffer as it is (their text is valid UTF-8 by construction: every
    /// string put in it was one), without the validation that making a `String` of it costs; the default converts
    /// `output`.
    var outputBytes: [UInt8] { get }
}

extension LogWriter {
    /// The UTF-8 bytes of `output`.
    public var outputBytes: [UInt8] { Array(output.utf8) }
}
