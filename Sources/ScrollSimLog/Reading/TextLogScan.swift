import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

/// A text log's event and final lines read into plain values: names as small numbers, no string per line.
///
/// What `explore` reads on every run. It reads the lines ``TextLog`` reads, with the same readers (the in-place reader
/// for a plain event line, the lenient `String` reader for any other), so each line's values are the ones
/// ``TextLog/Line`` holds; only the view and event names are interned (a ``Name`` each) and a detail is kept only when
/// it is not empty. A line is then a value with no reference in it: an array of them is copied, read and freed with no
/// reference counting. `TextLogScanTests` compares a scan with ``TextLog`` on every golden. O(log).
package struct TextLogScan: Sendable {
    /// A view or event name, as its index in ``names``.
    package struct Name: Hashable, Sendable {
        /// The index in ``TextLogScan/names``.
        package let index: Int

        /// The name with index `index`.
        package init(_ index: Int) { self.index = index }

        /// `didScroll`.
        package static let didScroll = Name(0)
        /// `willBeginDragging`.
        package static let willBeginDragging = Name(1)
        /// `willEndDragging`.
        package static let willEndDragging = Name(2)
        /// `didEndDragging`.
        package static let didEndDragging = Name(3)
        /// `willBeginDecelerating`.
        package static let willBeginDecelerating = Name(4)
        /// `didEndDecelerating`.
        package static let didEndDecelerating = Name(5)
        /// `didEndScrollingAnimation`.
        package static let didEndScrollingAnimation = Name(6)
        /// `didScrollToTop`.
        package static let didScrollToTop = Name(7)
        /// `willBeginZooming`.
        package static let willBeginZooming = Name(8)
        /// `didZoom`.
        package static let didZoom = Name(9)
        /// `didEndZooming`.
        package static let didEndZooming = Name(10)
        /// `set`.
        package static let set = Name(11)
        /// `setContentOffset`.
        package static let setContentOffset = Name(12)
        /// `scrollToTop`.
        package static let scrollToTop = Name(13)
        /// `refreshEnded`.
        package static let refreshEnded = Name(14)
        /// `refreshValueChanged`.
        package static let refreshValueChanged = Name(15)
        /// `zoomTo`.
        package static let zoomTo = Name(16)
        /// `setZoomScale`.
        package static let setZoomScale = Name(17)

        /// Whether the name is one of `UIScrollViewDelegate`'s calls as the log names them (`didScroll` included).
        package var isDelegateCall: Bool { index <= Name.didEndZooming.index }
    }

    /// The names every scan knows before its first line, in the order of their ``Name`` constants.
    package static let knownNames = [
        "didScroll", "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
        "didEndDecelerating", "didEndScrollingAnimation", "didScrollToTop", "willBeginZooming", "didZoom",
        "didEndZooming", "set", "setContentOffset", "scrollToTop", "refreshEnded", "refreshValueChanged", "zoomTo",
        "setZoomScale",
    ]

    /// One event line, as ``TextLog/Line`` with its names interned.
    package struct Line: Sendable, Equatable {
        /// The 1-based line number in the log.
        package var number: Int
        /// The event's time (s); a run's first `didScroll`.
        package var time: Double
        /// A run's last `didScroll` time; equal to `time` for an ordinary line.
        package var endTime: Double
        /// The view.
        package var view: Name
        /// The event.
        package var event: Name
        /// How many calls the line stands for: 1, or a run's count.
        package var count: Int
        /// The view's offset after the event (after a run's last call), points.
        package var offset: Point
        /// A run's offset after its first call; equal to `offset` for an ordinary line.
        package var firstOffset: Point
        /// The flags column.
        package var flags: ScrollFlags
        /// The detail's index in ``TextLogScan/details``, or -1 when the line has none.
        package var detail: Int
    }

    /// One `final` line, as ``TextLog/Final`` with its view interned.
    package struct Final: Sendable, Equatable {
        /// The 1-based line number in the log.
        package var number: Int
        /// The view.
        package var view: Name
        /// Where it came to rest, points.
        package var offset: Point
        /// When it came to rest (s).
        package var restTime: Double
    }

    /// Names and their bytes, each given a ``Name`` when first met: ``knownNames`` first, in order.
    package struct NameTable: Sendable {
        /// The names by ``Name/index``.
        package private(set) var names: [String] = []
        /// Their UTF-8 bytes, for the in-place reader.
        fileprivate private(set) var bytes: [[UInt8]] = []

        /// A table of ``knownNames`` and then `names`.
        ///
        /// - Parameter names: Names to intern after ``knownNames`` (a scene's views, so that their ``Name``s are the
        ///   same in every log of the scene).
        package init(_ names: [String] = []) {
            for name in knownNames + names { _ = intern(name) }
        }

        /// The ``Name`` of `text`, added when new.
        ///
        /// Names are equal when their strings are (as ``TextLog`` compares them). O(names).
        package mutating func intern(_ text: String) -> Name {
            if let found = names.firstIndex(of: text) { return Name(found) }
            names.append(text)
            bytes.append(Array(text.utf8))
            return Name(names.count - 1)
        }
    }

    /// Every name met, by ``Name/index``: ``knownNames``, the names the scan was given, then the others as met.
    package var names: [String] { table.names }
    /// The name table (the one given, and the names met).
    package private(set) var table: NameTable
    /// Every line that is not a plain event line, as its line number and where its bytes are (without the LF).
    ///
    /// In order: a `final` line, a blank, a run line, anything else. Each is read by the `String` reader, or a plain
    /// `final` line by its own.
    package private(set) var otherLines: [(number: Int, bytes: Range<Int>)] = []
    /// Whether some name was written with other bytes than its first spelling.
    ///
    /// An equal string: a combining mark composed, or bytes that are not UTF-8. Then a name's ``names`` entry does not
    /// give every line's bytes.
    package private(set) var hasAliasedNames = false
    /// The event lines, in order.
    package private(set) var lines: [Line] = []
    /// The final lines, in order.
    package private(set) var finals: [Final] = []
    /// The lines' non-empty details, in order.
    package private(set) var details: [String] = []
    /// The two names the view column and the event column matched last, latest first (tried first: lines repeat them).
    private var lastView = (0, 0), lastEvent = (0, 0)

    /// Scans the lines of `bytes` from byte `start`, the first line after the column titles, numbered `firstLine`.
    ///
    /// - Parameters:
    ///   - bytes: The text log, UTF-8.
    ///   - start: Where the event lines begin: just after the column titles' LF.
    ///   - firstLine: The 1-based number of the line at `start`.
    ///   - names: The names known before the first line (``NameTable/init(_:)``).
    package init(_ bytes: [UInt8], from start: Int, firstLine: Int, names: NameTable = NameTable()) {
        table = names
        // Room for the lines a log of this size holds (a line is rarely under 64 bytes), so that they are not copied
        // as the array grows; bounded, as the estimate is only a guess.
        lines.reserveCapacity(min(max(0, bytes.count - start) / 64, 1 << 16))
        var reader = TextLog.Reader(inEventsAfter: firstLine - 1)
        bytes.withUnsafeBufferPointer { buffer in
            var lineStart = start
            while lineStart <= buffer.count {
                let end = TextLog.firstIndex(of: UInt8(ascii: "\n"), in: buffer, from: lineStart)
                read(UnsafeBufferPointer(rebasing: buffer[lineStart..<end]), at: lineStart, with: &reader)
                lineStart = end + 1
            }
        }
    }

    /// The name of `name`.
    package func text(of name: Name) -> String { names[name.index] }

    /// The detail of `line` (empty when it has none).
    package func detail(of line: Line) -> String { line.detail < 0 ? "" : details[line.detail] }

    /// The ``Name`` of `text`, added when new (``NameTable/intern(_:)``).
    package mutating func intern(_ text: String) -> Name { table.intern(text) }

    /// Reads one line (without its LF), which starts at byte `start` of the log.
    private mutating func read(_ line: UnsafeBufferPointer<UInt8>, at start: Int, with reader: inout TextLog.Reader) {
        if let columns = TextLog.plainColumns(line) {
            reader.lineNumber += 1
            let view = name(UnsafeBufferPointer(rebasing: line[columns.view]), after: lastView)
            let event = name(UnsafeBufferPointer(rebasing: line[columns.event]), after: lastEvent)
            if view.index != lastView.0 { lastView = (view.index, lastView.0) }
            if event.index != lastEvent.0 { lastEvent = (event.index, lastEvent.0) }
            var detail = -1
            if !columns.detail.isEmpty {
                detail = details.count
                details.append(String(decoding: UnsafeBufferPointer(rebasing: line[columns.detail]), as: UTF8.self))
            }
            lines.append(
                Line(
                    number: reader.lineNumber, time: columns.time, endTime: columns.time, view: view, event: event,
                    count: 1, offset: columns.offset, firstOffset: columns.offset, flags: columns.flags,
                    detail: detail))
            return
        }
        otherLines.append((reader.lineNumber + 1, start..<(start + line.count)))
        if line.first == UInt8(ascii: "f"), let final = TextLog.plainFinal(line) {
            reader.lineNumber += 1
            let view = name(UnsafeBufferPointer(rebasing: line[final.view]), after: lastView)
            finals.append(Final(number: reader.lineNumber, view: view, offset: final.offset, restTime: final.restTime))
            return
        }
        switch reader.read(String(decoding: line, as: UTF8.self)) {
        case .event(let read):
            var detail = -1
            if !read.detail.isEmpty {
                detail = details.count
                details.append(read.detail)
            }
            lines.append(
                Line(
                    number: read.number, time: read.time, endTime: read.endTime, view: intern(read.view),
                    event: intern(read.event), count: read.count, offset: read.offset, firstOffset: read.firstOffset,
                    flags: read.flags, detail: detail))
        case .final(let read):
            finals.append(
                Final(number: read.number, view: intern(read.view), offset: read.offset, restTime: read.restTime))
        default:
            break
        }
    }

    /// The ``Name`` of a column's bytes, trying `last` (the two names the column matched last) first.
    ///
    /// A name not met as these bytes is interned by its string (so bytes that decode to an equal string share a name).
    private mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, after last: (Int, Int)) -> Name {
        if Self.same(table.bytes[last.0], bytes) { return Name(last.0) }
        if Self.same(table.bytes[last.1], bytes) { return Name(last.1) }
        for index in table.bytes.indices where Self.same(table.bytes[index], bytes) { return Name(index) }
        let count = table.names.count
        let found = intern(String(decoding: bytes, as: UTF8.self))
        if found.index < count { hasAliasedNames = true }
        return found
    }

    /// Whether `known` holds exactly `bytes` (``ByteComparison``); most names differ in length, which is tested first.
    @inline(__always)
    private static func same(_ known: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard known.count == bytes.count else { return false }
        return known.withUnsafeBytes { ByteComparison.holds($0, UnsafeRawBufferPointer(bytes), at: 0) }
    }
}
