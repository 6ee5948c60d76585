extension JSONStreamReader {
    /// The mutable state of a stream reader, in one value: what `storage` holds.
    ///
    /// One stored property without a runtime exclusivity check instead of one per value (the reason, and why it is
    /// sound, are on `JSONStreamReader.storage` and `window`).
    @usableFromInline struct Storage {
        /// The window: bytes from document offset `windowOffset`; `position` indexes into it.
        @usableFromInline var window: [UInt8]
        /// The next unread byte in `window` (an index into it).
        @usableFromInline var position = 0
        /// The line of `window[0]` (1-based).
        var line = 1
        /// The column of `window[0]` (1-based; 0 when `window[0]` is a byte order mark).
        var column = 1
        /// The document offset of `window[0]` (bytes).
        var windowOffset = 0
        /// Where the bytes come from.
        var source: Source
        /// The spool being read again after ``JSONStreamReader/reset(to:spool:)``: kept so its file stays open.
        var spooled: JSONSpool?
        /// True once the source has no more bytes.
        @usableFromInline var atEnd: Bool

        /// A reader's state at the start of `window` (the whole document, or empty before the first chunk).
        init(window: [UInt8], source: Source, atEnd: Bool) {
            self.window = window
            self.source = source
            self.atEnd = atEnd
        }
    }
}
