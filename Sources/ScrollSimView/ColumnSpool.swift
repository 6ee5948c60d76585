@_spi(ScrollSimInternal) import ScrollSimSupport

// Where the page's columns set their bytes aside while a long log is read: one scratch file.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scratch space of one page's columns, which keeps a constant number of bytes per column in memory.
///
/// The scratch space of one page's columns: each column (``SpooledBytes``) keeps at most ``chunkSize`` bytes in memory
/// and appends the rest, a chunk at a time, to one shared anonymous file, so building a page of any length holds a
/// constant number of bytes per column (the chunks' places, two integers per ``chunkSize`` bytes spilled, aside).
///
/// The file is created with `mkstemp(3)` in `$TMPDIR` (else `/tmp`) when the first chunk spills,
/// and unlinked at once (POSIX `unlink(2)`), so nothing is left behind even after a kill; a short
/// log never touches the disk. A failed write or read is kept (``failure``) and reported by the
/// page's writer at the end (the log readers that fill the columns cannot fail).
package final class ColumnSpool {
    /// Why the scratch file failed, with the system's reason.
    package struct Failure: Error, CustomStringConvertible, Equatable {
        /// What was being done and why it failed.
        package let description: String
    }

    /// The default most bytes a column keeps in memory: 32 KiB.
    package static let defaultChunkSize = 1 << 15

    /// The most bytes a column keeps in memory before it spills them.
    package let chunkSize: Int
    /// The first failure, if any; later writes are dropped and reads give nothing.
    package private(set) var failure: Failure?
    /// The bytes spilled to the file so far (its length).
    package private(set) var spilledBytes = 0
    /// The most bytes one column held in memory at once.
    ///
    /// What the bound promises to keep near ``chunkSize`` whatever the log's length.
    package private(set) var largestBuffer = 0
    private var fileDescriptor: Int32 = -1

    /// A spool whose columns keep at most `chunkSize` bytes (≥ 1) in memory each.
    package init(chunkSize: Int = ColumnSpool.defaultChunkSize) {
        self.chunkSize = max(1, chunkSize)
    }

    deinit { if fileDescriptor >= 0 { close(fileDescriptor) } }

    /// Notes a column's buffer size (for ``largestBuffer``).
    ///
    /// O(1).
    func noteBuffer(_ count: Int) { largestBuffer = max(largestBuffer, count) }

    /// Appends `bytes` to the file; returns where they start, or nil after a failure.
    ///
    /// O(bytes).
    func store(_ bytes: [UInt8]) -> Int? {
        noteBuffer(bytes.count)
        guard failure == nil, openIfNeeded() else { return nil }
        let offset = spilledBytes
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                pwrite(fileDescriptor, raw.baseAddress! + written, raw.count - written, off_t(offset + written))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                fail("cannot write the page's scratch file")
                return nil
            }
            written += count
        }
        spilledBytes += bytes.count
        return offset
    }

    /// The `count` bytes stored at `offset` (empty after a failure).
    ///
    /// O(count).
    func load(offset: Int, count: Int) -> [UInt8] {
        guard failure == nil, fileDescriptor >= 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let read = bytes.withUnsafeMutableBytes { raw in
                pread(fileDescriptor, raw.baseAddress! + done, count - done, off_t(offset + done))
            }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else {
                fail("cannot read the page's scratch file back")
                return []
            }
            done += read
        }
        return bytes
    }

    /// Creates the unlinked scratch file on first use; false (with ``failure`` set) when it cannot.
    private func openIfNeeded() -> Bool {
        if fileDescriptor >= 0 { return true }
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast())
        template += Array("scrollsim-view-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            fail("cannot create the page's scratch file in \(VisibleText.escaped(folder))")
            return false
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        fileDescriptor = descriptor
        return true
    }

    private func fail(_ what: String) {
        if failure == nil { failure = Failure(description: what + ": " + String(cString: strerror(errno))) }
    }
}

/// A column's bytes: the last ones in memory, the earlier ones in the ``ColumnSpool``'s file when there is one.
///
/// A column's bytes: the last ones in memory, the earlier ones, when there is a ``ColumnSpool``, in its file as chunks
/// of about ``ColumnSpool/chunkSize`` bytes. Without a spool everything stays in memory (a short page, a test).
struct SpooledBytes {
    /// The bytes not spilled.
    private(set) var buffer: [UInt8] = []
    /// Where the spilled chunks are, in order.
    private var chunks: [(offset: Int, count: Int)] = []
    private let spool: ColumnSpool?

    /// Empty bytes spilling into `spool` (or never, when nil).
    init(spool: ColumnSpool?) { self.spool = spool }

    /// Appends one byte.
    ///
    /// O(1); does not spill (``spillIfFull()`` does, between whole items).
    mutating func append(_ byte: UInt8) { buffer.append(byte) }

    /// Appends `bytes`.
    ///
    /// O(bytes); does not spill.
    mutating func append(contentsOf bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

    /// Spills the buffer when it holds a chunk or more.
    ///
    /// Amortised O(1) per byte.
    mutating func spillIfFull() {
        guard let spool, buffer.count >= spool.chunkSize else { return }
        if let offset = spool.store(buffer) { chunks.append((offset, buffer.count)) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Calls `body` with every chunk in order, the spilled ones read back one at a time and then the buffer followed by
    /// `tail`.
    ///
    /// Memory: one chunk. O(bytes).
    func forEachChunk(tail: [UInt8] = [], _ body: ([UInt8]) -> Void) {
        for chunk in chunks {
            if let spool { body(spool.load(offset: chunk.offset, count: chunk.count)) }
        }
        spool?.noteBuffer(buffer.count + tail.count)
        body(tail.isEmpty ? buffer : buffer + tail)
    }
}
