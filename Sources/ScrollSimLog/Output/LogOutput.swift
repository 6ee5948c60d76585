// Where a flushing log writer sends its bytes.
import ScrollSimSupport

/// The destination of a log written as it is produced (see `LogFormat.writer(flushingTo:)`).
public protocol LogOutput: AnyObject {
    /// Writes all of `bytes`; the log writers cannot fail.
    ///
    /// A failure is kept by the output and checked by its owner at the end.
    ///
    /// - Parameter bytes: The log bytes to write, UTF-8.
    func write(_ bytes: UnsafeRawBufferPointer)
}

/// Writes to an open file descriptor (standard output, say), keeping the first failure.
package final class FileDescriptorOutput: LogOutput {
    /// The descriptor written to (not closed by this object).
    package let fileDescriptor: Int32
    /// The system's reason for the first failed write, if any; later writes are dropped.
    package private(set) var failure: String?

    /// An output to `fileDescriptor`.
    package init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes all of `bytes`, retrying short writes and interruptions.
    package func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let count = systemWrite(fileDescriptor, next, remaining)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                failure = String(cString: strerror(errno))
                return
            }
            next += count
            remaining -= count
        }
    }
}
