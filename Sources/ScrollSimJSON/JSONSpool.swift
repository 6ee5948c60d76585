// Bytes a streamed document must read again later, set aside on disk rather than in memory.
import ScrollSimSupport

/// The bytes of a value that ``JSONStreamReader`` skipped in a pipe and must read again.
///
/// For example the `events` array of a trace whose header follows it. They are kept in an anonymous temporary file, so
/// memory stays bounded by one write buffer whatever the value's size.
///
/// The file is created with `mkstemp(3)` in `$TMPDIR` (else `/tmp`) and unlinked at once (POSIX
/// `unlink(2)`: the data stays reachable through the open descriptor and is freed when it closes),
/// so nothing is left behind, even after a crash or a kill. Choice: reading the pipe twice is
/// impossible, and holding the bytes in memory made the peak grow with the trace; the
/// alternative, Linux's `O_TMPFILE`, is not portable to macOS.
package final class JSONSpool {
    /// The temporary file, open for reading and writing.
    let fileDescriptor: Int32
    /// Bytes not yet written to the file.
    private var pending: [UInt8] = []
    /// Bytes gathered before one `write(2)`.
    private static let bufferSize = 1 << 16

    /// Creates the unlinked temporary file; fails with the folder and the system's reason.
    package init() throws(JSONStreamError) {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast())
        template += Array("scrollsim-spool-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw .readFailed(
                "cannot create a temporary file in \(VisibleText.escaped(folder)) to hold the events: "
                    + String(cString: strerror(errno)))
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        fileDescriptor = descriptor
    }

    deinit { close(fileDescriptor) }

    /// Appends `bytes`.
    func append(_ bytes: ArraySlice<UInt8>) throws(JSONStreamError) {
        pending.append(contentsOf: bytes)
        if pending.count >= Self.bufferSize { try flush() }
    }

    /// Writes the pending bytes and moves to the file's start, ready to be read.
    func rewind() throws(JSONStreamError) {
        try flush()
        guard lseek(fileDescriptor, 0, SEEK_SET) == 0 else { throw Self.failure() }
    }

    private func flush() throws(JSONStreamError) {
        var written = 0
        while written < pending.count {
            let count = pending.withUnsafeBytes { raw in
                write(fileDescriptor, raw.baseAddress! + written, raw.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Self.failure() }
            written += count
        }
        pending.removeAll(keepingCapacity: true)
    }

    private static func failure() -> JSONStreamError {
        .readFailed("cannot write the temporary file that holds the events: " + String(cString: strerror(errno)))
    }
}
