@_spi(ScrollSimInternal) import ScrollSimSupport

extension TextLogWriter {
    /// A text and its column: its bytes padded to `width` characters, kept for the next line.
    ///
    /// A text and its column: its bytes padded to `width` characters (see
    /// `LogBuffer.putLeftAligned`), kept for the next line, which usually shows the same text.
    /// Owns its bytes, so a line copies them from a pointer without retaining anything.
    ///
    /// A `separated` column has two spaces before and after the padded text (the view column sits
    /// between the time and the event), and a column may be followed by fixed bytes (the event
    /// column of `didScroll`, so that its line copies one block).
    struct PaddedColumn: ~Copyable {
        /// The column's width in characters (the padded text's, without the spaces or bytes around it).
        let width: Int
        /// Whether two spaces go before and after the padded text.
        private let separated: Bool
        /// Bytes after the padded text (static storage); empty for most columns.
        private let trailer: UnsafeBufferPointer<UInt8>
        /// The text shown.
        private(set) var text = ""
        /// The column's bytes: `count` bytes at `storage`, which has room for `capacity`.
        private var storage: UnsafeMutablePointer<UInt8>
        private var capacity: Int
        private var count: Int

        /// A column of `width` showing nothing; `separated` and `trailer` as in the type's notes.
        init(
            width: Int, separated: Bool = false,
            followedBy trailer: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
        ) {
            self.width = width
            self.separated = separated
            self.trailer = trailer
            count = 0
            capacity = 16
            storage = .allocate(capacity: capacity)
            pad("")
        }

        deinit { storage.deallocate() }

        /// The column's bytes (the spaces around the padded text, and the trailer); valid until the next ``show(_:)``.
        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

        /// Shows `text`; pads it again only when it differs from the text shown (O(1) when equal).
        @inline(__always) mutating func show(_ text: String) {
            if text != self.text { pad(text) }
        }

        private mutating func pad(_ text: String) {
            self.text = text
            let margin = separated ? 2 : 0
            let needed = LogBuffer.leftAlignedMaxCount(text, width: width) + 2 * margin + trailer.count + 1
            if needed > capacity {
                storage.deallocate()
                capacity = needed
                storage = .allocate(capacity: needed)
            }
            var end = LogBuffer.spaces(margin, at: storage)
            end = LogBuffer.putLeftAligned(text, width: width, at: end)
            end = LogBuffer.spaces(margin, at: end)
            count = LogBuffer.put(trailer, at: end) - storage
        }
    }
}
