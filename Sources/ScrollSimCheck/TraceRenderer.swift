// How the check engine turns a trace into its log: injected, so the engine is testable
// with fakes and the real replay is wired in at the edge (`TraceRenderer.replay`).

/// Recognises traces and renders them to their text log.
package struct TraceRenderer: Sendable {
    /// True when the bytes are a trace (trace discovery in searched folders). The engine asks only
    /// when `render` failed, so a renderer must fail on bytes that are not a trace.
    package var isTrace: @Sendable ([UInt8]) -> Bool
    /// The text log of a trace; throws an error whose description is one line.
    package var render: @Sendable ([UInt8]) throws -> String
    /// `render` as UTF-8 bytes, when the renderer can give them without making a string.
    package var renderBytes: (@Sendable ([UInt8]) throws -> [UInt8])?

    /// Creates a renderer from its two functions.
    package init(
        isTrace: @escaping @Sendable ([UInt8]) -> Bool,
        render: @escaping @Sendable ([UInt8]) throws -> String
    ) {
        self.isTrace = isTrace
        self.render = render
        self.renderBytes = nil
    }

    /// A renderer that also renders straight to bytes (`renderBytes` must give `render`'s UTF-8).
    package init(
        isTrace: @escaping @Sendable ([UInt8]) -> Bool,
        render: @escaping @Sendable ([UInt8]) throws -> String,
        renderBytes: @escaping @Sendable ([UInt8]) throws -> [UInt8]
    ) {
        self.isTrace = isTrace
        self.render = render
        self.renderBytes = renderBytes
    }

    /// The log of `trace` as UTF-8 bytes.
    package func bytes(of trace: [UInt8]) throws -> [UInt8] {
        if let renderBytes { return try renderBytes(trace) }
        return Array(try render(trace).utf8)
    }
}
