// Incremental reading of one JSON document: a bounded window over a file descriptor (or the
// whole document in memory), from which values are parsed one at a time by `JSONScanner`.
import ScrollSimSupport

/// Reads a JSON document a value at a time through a window of at most a few chunks.
///
/// Memory stays bounded by the largest single value parsed, not by the document.
///
/// Values are parsed optimistically by ``JSONScanner`` straight from the window; only when a
/// parse fails before the end of the input does ``JSONFramer`` decide whether the value was cut by
/// the end of the window (read on and parse again) or is really broken (report the parser's
/// error). Errors carry the line and column in the whole document: the window tracks the place of
/// its first byte as consumed bytes are dropped. Every byte is looked at a bounded number of
/// times, so reading is O(n) in the input.
@_spi(ScrollSimInternal) public final class JSONStreamReader {
    /// Where the bytes come from.
    enum Source {
        /// The whole document is the window.
        case memory
        /// A file descriptor read in chunks; `seekable` for regular files.
        case file(Int32, seekable: Bool)
    }

    /// A remembered place in the document, to come back to (see ``reset(to:spool:)``).
    package struct Mark {
        /// The byte offset in the document.
        let offset: Int
        /// Its 1-based line and column.
        let line: Int, column: Int
    }

    /// Bytes read from a file descriptor at a time by default.
    static let defaultChunkSize = 1 << 16
    /// Bytes read from a file descriptor at a time (tests use tiny chunks to cut values anywhere).
    let chunkSize: Int

    // Unchecked: not `Sendable`, so one thread, and no access overlaps another (why: see `window`).
    /// The reader's mutable state in one value (`JSONStreamReader+Storage`).
    @exclusivity(unchecked) @usableFromInline var storage: Storage
    /// The window: bytes from document offset `windowOffset`; `position` indexes into it.
    ///
    /// Sound without an exclusivity check: the window is written only by this reader's own methods, none of which runs
    /// while another access to it is open (the bodies that run during an access, `read(2)`, `ByteCount`, `JSONScanner`
    /// and the in-place reader, get the bytes and never this object; ``readInPlace(_:)`` requires its reader to be
    /// such a function of the bytes). Borrowed in place, no copy. O(1).
    @inlinable package var window: [UInt8] {
        _read { yield storage.window }
    }
    /// The index of the next unread byte in `window` (O(1) to read and set).
    @inlinable package var position: Int {
        get { storage.position }
        set { storage.position = newValue }
    }
    /// The most bytes that may be read; more is ``JSONStreamError/tooLarge(limit:)``.
    let limit: Int

    /// Reads the document `bytes` (already in memory).
    package init(bytes: [UInt8]) {
        storage = Storage(window: bytes, source: .memory, atEnd: true)
        limit = Int.max
        chunkSize = Self.defaultChunkSize
        skipByteOrderMark()
    }

    /// Reads from `fileDescriptor` (not closed by the reader), failing once more than `limit`
    /// bytes have been read.
    package init(fileDescriptor: Int32, limit: Int, chunkSize: Int = defaultChunkSize) {
        self.chunkSize = chunkSize
        var info = stat()
        let seekable = fstat(fileDescriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        storage = Storage(window: [], source: .file(fileDescriptor, seekable: seekable), atEnd: false)
        self.limit = limit
    }

    /// Whether ``reset(to:spool:)`` can go back without a spool.
    package var isSeekable: Bool {
        switch storage.source {
        case .memory: return true
        case .file(_, let seekable): return seekable
        }
    }

    private func skipByteOrderMark() {
        if storage.window.count - storage.position >= 3, storage.window[storage.position] == 0xEF,
            storage.window[storage.position + 1] == 0xBB,
            storage.window[storage.position + 2] == 0xBF
        {
            storage.position += 3
            storage.column = 0 // the mark is one character that does not count
        }
    }

    // MARK: Reading

    /// Appends one chunk of the source to the window; false at the end of the input.
    @discardableResult
    @usableFromInline func fill() throws(JSONStreamError) -> Bool {
        guard !storage.atEnd, case .file(let fileDescriptor, _) = storage.source else { return false }
        let start = storage.window.count
        let wasEmpty = storage.windowOffset == 0 && start == 0
        storage.window.append(contentsOf: repeatElement(0, count: chunkSize))
        var count = 0
        while true {
            count = storage.window.withUnsafeMutableBytes { raw in
                read(fileDescriptor, raw.baseAddress! + start, chunkSize)
            }
            if count >= 0 || errno != EINTR { break }
        }
        if count < 0 {
            let reason = String(cString: strerror(errno))
            storage.window.removeLast(chunkSize)
            throw .readFailed(reason)
        }
        storage.window.removeLast(chunkSize - count)
        if count == 0 {
            storage.atEnd = true
            return false
        }
        if storage.windowOffset + storage.window.count > limit { throw .tooLarge(limit: limit) }
        if wasEmpty { skipByteOrderMark() }
        return true
    }

    /// Drops the consumed bytes before `position` from a file window, keeping the line and column of the new first
    /// byte.
    ///
    /// O(bytes dropped).
    private func discardConsumed() {
        guard case .file = storage.source, storage.position > 0 else { return }
        advancePlace(over: storage.position)
        storage.window.removeFirst(storage.position)
        storage.windowOffset += storage.position
        storage.position = 0
    }

    /// Moves `line`/`column` from `window[0]` to `window[count]`.
    ///
    /// O(count), mostly 8 bytes a step.
    private func advancePlace(over count: Int) {
        guard count > 0 else { return }
        let (newlines, characters) = storage.window.withUnsafeBufferPointer { bytes in
            let newlines = ByteCount.newlines(bytes, 0..<count)
            var lineStart = 0
            if newlines > 0 {
                lineStart = count
                while bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
            }
            return (newlines, count - lineStart - ByteCount.continuationBytes(bytes, lineStart..<count))
        }
        if newlines > 0 {
            storage.line += newlines
            storage.column = 1 + characters
        } else {
            storage.column += characters
        }
    }

    /// Skips whitespace, reading on as needed (a long run of it costs no memory).
    func skipWhitespace() throws(JSONStreamError) {
        while true {
            var next = storage.position
            JSONWhitespace.skip(storage.window, from: &next)
            storage.position = next
            if next < storage.window.count || storage.atEnd { return }
            discardConsumed()
            try fill()
        }
    }

    /// The byte at `position` after skipping whitespace, or nil at the end of the input.
    package func peekAfterWhitespace() throws(JSONStreamError) -> UInt8? {
        try skipWhitespace()
        return storage.position < storage.window.count ? storage.window[storage.position] : nil
    }

    /// Drops consumed bytes once they make up a chunk, keeping the window bounded.
    ///
    /// Call only between values: window indices held by the caller become invalid. Amortised O(1) a byte.
    @usableFromInline package func compact() {
        if storage.position >= chunkSize { discardConsumed() }
    }

    /// Consumes a `,` and the whitespace after it, if present.
    ///
    /// Throws when the comma is directly followed by the closing bracket `close` (a trailing comma).
    package func consumeComma(before close: UInt8) throws(JSONStreamError) -> Bool {
        guard try peekAfterWhitespace() == UInt8(ascii: ",") else { return false }
        storage.position += 1
        if try peekAfterWhitespace() == close {
            throw error("trailing comma before '\(Character(Unicode.Scalar(close)))'", at: storage.position)
        }
        return true
    }

    /// Parses the value at `position` (no whitespace before it) and moves past it.
    ///
    /// The window grows to hold the value if needed; indices into it stay valid.
    package func parseValue() throws(JSONStreamError) -> JSONValue {
        var framer = JSONFramer()
        var framed = storage.position
        var decided = false
        while true {
            var scanner = JSONScanner(
                window: storage.window, position: storage.position, line: storage.line, column: storage.column)
            scanner.rejectsOverflow = false
            let parsed: Result<JSONValue, JSONSyntaxError>
            do { parsed = .success(try scanner.parseValue()) } catch { parsed = .failure(error) }
            switch parsed {
            case .success(let value):
                // A number that reaches the end of the window may continue in the next chunk.
                if case .number = value, scanner.position == storage.window.count, !storage.atEnd {
                    try fill()
                    continue
                }
                storage.position = scanner.position
                return value
            case .failure(let error):
                if storage.atEnd || decided { throw .syntax(error) }
            }
            // The parse failed: find out whether the value is complete in the window.
            while !decided {
                switch framer.scan(storage.window, from: framed) {
                case .complete(let index), .stop(let index):
                    decided = true
                    // The error message may quote up to 16 bytes after the value's end.
                    while storage.window.count - index < 16, try fill() {}
                case .needMore:
                    framed = storage.window.count
                    if try !fill() { decided = true }
                }
            }
        }
    }

    // MARK: Errors

    /// A scanner at `position`, for reporting errors with the document's line and column.
    private func scannerHere() -> JSONScanner {
        JSONScanner(window: storage.window, position: storage.position, line: storage.line, column: storage.column)
    }

    /// "MESSAGE, found …" at `position` (the found text may need a few more bytes).
    package func expected(_ message: String) -> JSONStreamError {
        while storage.window.count - storage.position < 16, !storage.atEnd {
            do { try fill() } catch { return error }
        }
        return .syntax(scannerHere().expected(message))
    }

    /// `message` at window index `index`.
    package func error(_ message: String, at index: Int) -> JSONStreamError {
        .syntax(scannerHere().error(message, at: index))
    }

    // MARK: Coming back

    /// The place of `position`, to come back to with ``reset(to:spool:)``.
    ///
    /// O(position).
    package func mark() -> Mark {
        let saved = (storage.line, storage.column)
        advancePlace(over: storage.position)
        let mark = Mark(offset: storage.windowOffset + storage.position, line: storage.line, column: storage.column)
        storage.line = saved.0
        storage.column = saved.1
        return mark
    }

    /// Moves past the value at `position` without parsing it, appending its bytes to `spool` when given.
    ///
    /// Returns false when the framer stopped at a byte that cannot belong to the value or the input ended first;
    /// `position` is then unspecified. O(1) memory, with a spool or not.
    package func skipValue(spool: JSONSpool?) throws(JSONStreamError) -> Bool {
        var framer = JSONFramer()
        var scanned = storage.position
        while true {
            switch framer.scan(storage.window, from: scanned) {
            case .complete(let end):
                try spool?.append(storage.window[storage.position..<end])
                storage.position = end
                return true
            case .stop(let index):
                // Keep the bytes an error message may quote after the stop.
                while storage.window.count - index < 16, try fill() {}
                try spool?.append(storage.window[storage.position...])
                return false
            case .needMore:
                try spool?.append(storage.window[storage.position...])
                storage.position = storage.window.count
                discardConsumed()
                scanned = 0
                if try !fill() { return false }
            }
        }
    }

    /// Goes back to `mark`.
    ///
    /// By seeking a regular file, by moving within a memory window, or by reading `spool` (the bytes from `mark` on,
    /// saved by ``skipValue(spool:)``) otherwise, a chunk at a time like the input itself.
    package func reset(to mark: Mark, spool: JSONSpool?) throws(JSONStreamError) {
        switch storage.source {
        case .memory:
            storage.position = mark.offset - storage.windowOffset
            return
        case .file(let fileDescriptor, let seekable):
            if seekable {
                guard lseek(fileDescriptor, off_t(mark.offset), SEEK_SET) >= 0 else {
                    throw .readFailed(String(cString: strerror(errno)))
                }
            } else if let spool {
                try spool.rewind()
                storage.spooled = spool
                storage.source = .file(spool.fileDescriptor, seekable: true)
            } else {
                preconditionFailure("a pipe was reset without a spool")
            }
            storage.window = []
            storage.atEnd = false
        }
        storage.windowOffset = mark.offset
        storage.position = 0
        storage.line = mark.line
        storage.column = mark.column
    }
}
