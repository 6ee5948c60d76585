// How the check engine turns a trace into its log: injected, so the engine is testable
// with fakes and the real replay is wired in at the edge (`TraceRenderer.replay`).

/// Recognises traces and renders them to their text log.
package struct TraceRenderer: Sendable {
    /// True when the bytes are a trace (trace discovery in searched folders).
    ///
    /// The engine asks only when `render` failed, so a renderer must fail on bytes that are not a trace.
    package var isTrace: @Sendable ([UInt8]) -> Bool
    /// The text log of a trace; throws an error whose description is one line.
    package var render: @Sendable ([UInt8]) throws -> String
    /// The text log with one line per `didScroll` call whatever the trace's log options.
    ///
    /// The text log with one line per `didScroll` call whatever the trace's log options: what
    /// `--artifacts` draws, so a golden in `"didScroll": "runs"` mode is drawn from the replayed
    /// values, never as straight lines between a run's ends. Nil: `render`'s log is drawn.
    package var renderEveryCall: (@Sendable ([UInt8]) throws -> String)?
    /// The HTML replay page (`scrollsim view`) of a trace with a golden as its ghost.
    ///
    /// The HTML replay page (`scrollsim view`) of a trace with a golden as its ghost, titled
    /// with the trace's path; `--artifacts` writes it for each failing trace. Nil: no page.
    package var page: (@Sendable (_ trace: [UInt8], _ golden: [UInt8]?, _ title: String) throws -> String)?
    /// `render` as UTF-8 bytes, when the renderer can give them without making a string.
    package var renderBytes: (@Sendable ([UInt8]) throws -> [UInt8])?

    /// Creates a renderer from its functions.
    package init(
        isTrace: @escaping @Sendable ([UInt8]) -> Bool,
        render: @escaping @Sendable ([UInt8]) throws -> String,
        renderEveryCall: (@Sendable ([UInt8]) throws -> String)? = nil,
        page: (@Sendable (_ trace: [UInt8], _ golden: [UInt8]?, _ title: String) throws -> String)? = nil,
        renderBytes: (@Sendable ([UInt8]) throws -> [UInt8])? = nil
    ) {
        self.isTrace = isTrace
        self.render = render
        self.renderEveryCall = renderEveryCall
        self.page = page
        self.renderBytes = renderBytes
    }

    /// The log of `trace` as UTF-8 bytes.
    package func bytes(of trace: [UInt8]) throws -> [UInt8] {
        if let renderBytes { return try renderBytes(trace) }
        return Array(try render(trace).utf8)
    }
}
