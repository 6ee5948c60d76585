import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

// Reading a text log's ordinary event lines straight from their bytes.
//
// These are the lines nearly every log is made of, which `explore` reads back for every run and `plot` and `view` for
// every line.
//
// ``TextLog/Reader/read(bytes:names:)`` reads an event line whose every field is in its plain
// form (a time and offsets of at most 15 digits, no exponent; a view and an event name; the
// flags) in place; anything else (a header line, a `final` line, a run line, a CR before the
// LF, a number in another form) goes to the `String` path, ``TextLog/Reader/read(_:)``, which
// reads every line. Both give the same ``TextLog/Line``: a plain number's value comes from
// `ExactDecimal`, which is what `Double(_:)` returns for it; `TextLogBytesTests` compares the two
// paths on every golden of the corpus.
extension TextLog {
    /// The view and event names met so far, so that a line reuses the `String` of a name it repeats.
    ///
    /// Reused instead of making one; a log names a handful.
    package struct NameCache {
        private var names: [(bytes: [UInt8], text: String)] = []

        /// A cache with nothing in it.
        package init() {}

        /// The string of `bytes` (valid UTF-8 or not, as `String(decoding:as:)` reads it).
        ///
        /// O(names × length); a log has a handful of names, and past 64 the cache stops growing.
        mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            for name in names where name.bytes.count == bytes.count {
                // A plain loop over both buffers: `elementsEqual` of an array and a buffer pointer
                // stepped through generic iterators, about 290 instructions a name.
                let same = name.bytes.withUnsafeBufferPointer { known in
                    var index = 0
                    while index < known.count, known[index] == bytes[index] { index += 1 }
                    return index == known.count
                }
                if same { return name.text }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if names.count < 64 { names.append((Array(bytes), text)) }
            return text
        }
    }

    /// The columns of a plain event line: its values, and where its names and detail are.
    package struct PlainColumns {
        /// The time column's value (s).
        package var time: Double
        /// Where the view column is in the line.
        package var view: Range<Int>
        /// Where the event column is in the line.
        package var event: Range<Int>
        /// The x and y columns' values (points).
        package var offset: Point
        /// The flags column.
        package var flags: ScrollFlags
        /// Where the detail is in the line (empty when it has none).
        package var detail: Range<Int>
    }

    /// The columns of the event line `line` (without its LF), when every field is plain; else nil.
    ///
    /// The one reader of a plain line: ``plainEvent(_:number:names:)`` and ``TextLogScan`` build their lines from it.
    package static func plainColumns(_ line: UnsafeBufferPointer<UInt8>) -> PlainColumns? {
        // The six columns: time, view, event, x, y, flags; then the detail.
        var index = 0
        guard line.last != UInt8(ascii: "\r"),
            let timeColumn = nextColumn(line, &index), let time = plainNumber(line, timeColumn),
            let viewColumn = nextColumn(line, &index), let eventColumn = nextColumn(line, &index),
            let xColumn = nextColumn(line, &index), let x = plainNumber(line, xColumn),
            let yColumn = nextColumn(line, &index), let y = plainNumber(line, yColumn),
            let flagsColumn = nextColumn(line, &index), let flags = plainFlags(line, flagsColumn)
        else { return nil }
        while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        return PlainColumns(
            time: time, view: viewColumn, event: eventColumn, offset: Point(x: x, y: y), flags: flags,
            detail: index..<line.count)
    }

    /// The columns of a plain `final` line: `final VIEW  offset (X, Y)  at rest T s…`.
    package struct PlainFinal {
        /// Where the view column is in the line.
        package var view: Range<Int>
        /// The offset, points.
        package var offset: Point
        /// When the view came to rest (s).
        package var restTime: Double
    }

    /// The columns of the `final` line `line` (without its LF), when its numbers are plain; else nil.
    ///
    /// Nil too when anything could read differently as characters: the `String` reader, ``final(_:number:)``, then
    /// reads the line.
    ///
    /// The same values as the `String` reader's: the words compared as bytes, each number plain (``plainNumber(_:_:)``
    /// gives `Double(_:)`'s value), `(` and `,` around x and `)` after y single ASCII bytes at the columns' ends.
    package static func plainFinal(_ line: UnsafeBufferPointer<UInt8>) -> PlainFinal? {
        var index = 0
        func isWord(_ range: Range<Int>, _ word: StaticString) -> Bool {
            range.count == word.utf8CodeUnitCount
                && range.indices.allSatisfy { line[$0] == word.utf8Start[$0 - range.lowerBound] }
        }
        guard line.last != UInt8(ascii: "\r"),
            let first = nextColumn(line, &index), isWord(first, "final"),
            let view = nextColumn(line, &index),
            let offsetWord = nextColumn(line, &index), isWord(offsetWord, "offset"),
            let xColumn = nextColumn(line, &index), xColumn.count >= 3, line[xColumn.lowerBound] == UInt8(ascii: "("),
            line[xColumn.upperBound - 1] == UInt8(ascii: ","),
            let x = plainNumber(line, (xColumn.lowerBound + 1)..<(xColumn.upperBound - 1)),
            let yColumn = nextColumn(line, &index), yColumn.count >= 2,
            line[yColumn.upperBound - 1] == UInt8(ascii: ")"),
            let y = plainNumber(line, yColumn.lowerBound..<(yColumn.upperBound - 1)),
            let at = nextColumn(line, &index), isWord(at, "at"),
            let rest = nextColumn(line, &index), isWord(rest, "rest"),
            let timeColumn = nextColumn(line, &index), let time = plainNumber(line, timeColumn)
        else { return nil }
        return PlainFinal(view: view, offset: Point(x: x, y: y), restTime: time)
    }

    /// The event line `line` (without its LF) numbered `number`, when every field is plain.
    ///
    /// Nil for any other line, which the `String` path then reads.
    static func plainEvent(_ line: UnsafeBufferPointer<UInt8>, number: Int, names: inout NameCache) -> Line? {
        guard let columns = plainColumns(line) else { return nil }
        let detail =
            columns.detail.isEmpty
            ? "" : String(decoding: UnsafeBufferPointer(rebasing: line[columns.detail]), as: UTF8.self)
        let view = names.string(UnsafeBufferPointer(rebasing: line[columns.view]))
        let event = names.string(UnsafeBufferPointer(rebasing: line[columns.event]))
        return Line(
            number: number, time: columns.time, endTime: columns.time, view: view, event: event, count: 1,
            offset: columns.offset, firstOffset: columns.offset, flags: columns.flags, detail: detail)
    }

    /// The next space-separated column from `index` (moving past it); nil at the end of the line.
    ///
    /// The columns are padded with runs of spaces (the event column to 24 characters, the numbers right-aligned), so
    /// both the spaces and the column are read eight bytes at a time, as one word: the first byte that is not a space
    /// is the lowest non-zero byte of the word XOR spaces, and the column ends at the next space
    /// (``firstIndex(of:in:from:)``).
    @inline(__always)
    private static func nextColumn(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Range<Int>? {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while index + 8 <= line.count {
            let others = word(line, at: index) ^ spaces
            if others != 0 {
                index += (others.trailingZeroBitCount >> 3)
                break
            }
            index += 8
        }
        while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        guard index < line.count else { return nil }
        let start = index
        index = firstIndex(of: UInt8(ascii: " "), in: line, from: index)
        return start..<index
    }

    /// The index of the first `byte` in `buffer` at or after `start`, or the buffer's count.
    ///
    /// Eight bytes at a time: the first match is the lowest zero byte of the word XOR the byte repeated (a byte's zero
    /// test over a 64-bit word, Hacker's Delight §6-1, which is exact for the lowest byte). O(distance).
    @inline(__always)
    static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let repeated = UInt64(byte) &* 0x0101_0101_0101_0101
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= buffer.count {
            let others = word(buffer, at: index) ^ repeated
            let zeros = (others &- ones) & ~others & highs
            if zeros != 0 { return index + (zeros.trailingZeroBitCount >> 3) }
            index += 8
        }
        while index < buffer.count, buffer[index] != byte { index += 1 }
        return index
    }

    /// The eight bytes of `line` from `index` as one word, the first byte lowest.
    @inline(__always)
    private static func word(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(line.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// `line[range]` as a number when it is plain, nil otherwise.
    ///
    /// Plain means an optional `-`, digits, optionally `.` and digits, 15 digits at most; nil otherwise (a run line's
    /// `×12`, `nan`, `1e5`, `.5`).
    static func plainNumber(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var index = range.lowerBound
        let end = range.upperBound
        let negative = line[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // The digits before the point, then (after a point that follows at least one) the digits after it.
        var mantissa: Int64 = 0
        var digits = 0
        while index < end {
            let digit = line[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ Int64(digit)
            digits += 1
            index += 1
        }
        var fraction = 0
        if index < end {
            guard line[index] == UInt8(ascii: "."), digits > 0 else { return nil }
            index += 1
            while index < end {
                let digit = line[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                mantissa = mantissa &* 10 &+ Int64(digit)
                fraction += 1
                index += 1
            }
            guard fraction > 0 else { return nil }
            digits += fraction
        }
        guard digits > 0, digits <= ExactDecimal.maxDigits else { return nil }
        return ExactDecimal.value(digits: mantissa, exponent: -fraction, negative: negative)
    }

    /// The flags column: exactly `T`/`-`, `D`/`-`, `d`/`-`.
    static func plainFlags(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> ScrollFlags? {
        guard range.count == 3 else { return nil }
        let (tracking, dragging, decelerating) = (
            line[range.lowerBound], line[range.lowerBound + 1], line[range.lowerBound + 2]
        )
        guard tracking == UInt8(ascii: "T") || tracking == UInt8(ascii: "-"),
            dragging == UInt8(ascii: "D") || dragging == UInt8(ascii: "-"),
            decelerating == UInt8(ascii: "d") || decelerating == UInt8(ascii: "-")
        else { return nil }
        return ScrollFlags(
            tracking: tracking == UInt8(ascii: "T"), dragging: dragging == UInt8(ascii: "D"),
            decelerating: decelerating == UInt8(ascii: "d"))
    }
}

extension TextLog.Reader {
    /// Reads the next line from its bytes (without its LF).
    ///
    /// An event line in place when it is plain (see the extension), every other line as ``read(_:)`` reads it.
    package mutating func read(bytes line: UnsafeBufferPointer<UInt8>, names: inout TextLog.NameCache) -> Item {
        if isInEvents, let event = TextLog.plainEvent(line, number: lineNumber + 1, names: &names) {
            lineNumber += 1
            return .event(event)
        }
        return read(String(decoding: line, as: UTF8.self))
    }
}
