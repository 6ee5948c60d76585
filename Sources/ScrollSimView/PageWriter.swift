// The page's bytes on their way out: gathered in a small buffer and passed on, or kept whole.
import ScrollSimLog

/// Where the page is written: to a `LogOutput` through a buffer, or into memory as one text.
///
/// Where the page is written: to a `LogOutput` (an atomic file, standard output) through a buffer of ``flushSize``
/// bytes, so a page of any size passes through constant memory, or, with no output, into memory as one text (``text``:
/// a short page, a test).
package final class PageWriter {
    /// The bytes gathered before one write to the output: 64 KiB.
    static let flushSize = 1 << 16

    private let output: LogOutput?
    private var buffer: [UInt8] = []
    /// How many bytes were written, flushed or not.
    package private(set) var count = 0

    /// A writer into `output`, or into memory when it is nil.
    package init(streamingTo output: LogOutput? = nil) {
        self.output = output
    }

    /// Appends the UTF-8 bytes of `text`.
    ///
    /// O(text).
    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        count += text.utf8.count
        flushIfFull()
    }

    /// Appends `bytes`.
    ///
    /// O(bytes).
    func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        count += bytes.count
        flushIfFull()
    }

    /// Passes the buffered bytes on to the output (nothing without one).
    ///
    /// O(buffer).
    package func flush() {
        guard let output, !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { output.write($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Everything written, as text, when there is no output (what is not flushed, with one).
    package var text: String { String(decoding: buffer, as: UTF8.self) }

    private func flushIfFull() {
        if output != nil, buffer.count >= Self.flushSize { flush() }
    }
}
