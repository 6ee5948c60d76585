import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// A text log's header as the invariants read it: its views, their geometry, and where the event lines begin.
///
/// Every run of a scene prints the same header but for its `trace:` line, so ``Cache`` reads it once per scene.
package struct ObservedHeader: Sendable {
    /// The names a scan of the log starts with, so that each view's ``TextLogScan/Name`` is the same in every log.
    ///
    /// ``TextLogScan/knownNames``, the header's views, then any other view the geometry names (sorted).
    package let names: TextLogScan.NameTable
    /// The header's views in order (as ``TextLog/views`` lists them).
    let views: [TextLogScan.Name]
    /// Each view's geometry from its header block, by ``TextLogScan/Name/index`` (nil for a name that is no view).
    let geometries: [LogGeometry.ViewGeometry?]
    /// Each view's offset when the scene starts, by ``TextLogScan/Name/index``.
    let initialOffsets: [Point?]
    /// How many lines the header has, the column titles included.
    let lineCount: Int
    /// The `trace:` line's number (1-based; where it would be when the header has none).
    let traceLineNumber: Int
    /// The first non-finite word before the `trace:` line (in the whole header when it has none), with its line.
    let wordBeforeTrace: (line: Int, word: String)?
    /// The first non-finite word after the `trace:` line, with its line (the `trace:` line is one line).
    let wordAfterTrace: (line: Int, word: String)?

    /// Where a log's header ends and its `trace:` line is (the one part of a scene's header that differs per log).
    struct Place {
        /// The byte where the event lines begin.
        var end: Int
        /// The `trace:` line's bytes, without its LF, if the header has one.
        var traceLine: Range<Int>?
    }

    /// The first `trace:` line among the lines of `bytes` before `end`, without its LF.
    static func traceLine(in bytes: [UInt8], before end: Int) -> Range<Int>? {
        var start = 0
        while start < end {
            let lineEnd = bytes[start..<end].firstIndex(of: UInt8(ascii: "\n")) ?? end
            if bytes[start..<lineEnd].starts(with: "trace: ".utf8) { return start..<lineEnd }
            start = lineEnd + 1
        }
        return nil
    }

    /// Reads the header of a log's `bytes`: the header, and the byte where its event lines begin.
    ///
    /// Read by ``TextLog/Reader`` up to the column titles, as ``TextLog`` reads them, and by ``LogGeometry``. O(header).
    static func read(_ bytes: [UInt8]) -> (ObservedHeader, Place) {
        var reader = TextLog.Reader()
        var viewNames: [String] = []
        var start = 0
        while start < bytes.count, !reader.isInEvents {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if case .view(let view) = reader.read(String(decoding: bytes[start..<end], as: UTF8.self)) {
                viewNames.append(view)
            }
            start = end + 1
        }
        let geometry = LogGeometry(bytes: bytes)
        var names = viewNames
        names += geometry.views.keys.filter { !viewNames.contains($0) }.sorted()
        names += geometry.initialOffsets.keys.filter { !names.contains($0) }.sorted()
        var table = TextLogScan.NameTable(names)
        let views = viewNames.map { table.intern($0) }
        var geometries = [LogGeometry.ViewGeometry?](repeating: nil, count: table.names.count)
        var initialOffsets = [Point?](repeating: nil, count: table.names.count)
        for (view, value) in geometry.views { geometries[table.intern(view).index] = value }
        for (view, value) in geometry.initialOffsets { initialOffsets[table.intern(view).index] = value }
        let end = min(start, bytes.count)
        let trace = traceLine(in: bytes, before: end)
        let before = bytes[..<(trace?.lowerBound ?? end)]
        let traceLineNumber = 1 + before.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let after = trace.map { bytes[min($0.upperBound + 1, end)..<end] } ?? []
        let header = ObservedHeader(
            names: table, views: views, geometries: geometries, initialOffsets: initialOffsets,
            lineCount: reader.lineNumber, traceLineNumber: traceLineNumber,
            wordBeforeTrace: Invariant.nonFiniteWord(in: before),
            wordAfterTrace: Invariant.nonFiniteWord(in: after).map { (traceLineNumber + $0.line, $0.word) })
        return (header, Place(end: end, traceLine: trace))
    }

    /// The last header read, kept for the logs that repeat it but for their `trace:` line.
    ///
    /// A reference, so that ``Explorer`` (a value) keeps one for all its runs; used by one thread at a time.
    package final class Cache: @unchecked Sendable {
        /// The header's bytes before its `trace:` line (all of them when it has none), the `trace:` line's presence,
        /// and the bytes after it, through the column titles' LF.
        private var kept: (before: [UInt8], hasTrace: Bool, after: [UInt8], header: ObservedHeader)?

        /// An empty cache.
        package init() {}

        /// The header of `bytes`, where its event lines begin and its `trace:` line is: the kept one when `bytes`
        /// repeats it.
        ///
        /// O(header): its bytes compared (else read and kept, when ``LogGeometry`` stops reading where the header
        /// ends, so that nothing past it was read).
        func header(of bytes: [UInt8]) -> (ObservedHeader, Place) {
            if let kept,
                let place = Self.place(in: bytes, before: kept.before, hasTrace: kept.hasTrace, after: kept.after)
            {
                return (kept.header, place)
            }
            let (header, place) = ObservedHeader.read(bytes)
            let end = place.end
            let lines = bytes[..<end].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            let titles = lines.indices.filter { LogGeometry.isColumnTitles(lines[$0]) }
            guard end > 0, bytes[end - 1] == UInt8(ascii: "\n"), titles.count == 1, titles.first == lines.indices.last
            else {
                kept = nil
                return (header, place)
            }
            let trace = lines.first { $0.starts(with: "trace: ".utf8) }
            let before = Array(bytes[..<(trace?.startIndex ?? 0)])
            let after = Array(bytes[(trace.map { $0.endIndex + 1 } ?? 0)..<end])
            kept = (before, trace != nil, after, header)
            return (header, place)
        }

        /// Where the event lines of `bytes` begin and its `trace:` line is, when its header is `before`, a `trace:`
        /// line (when `hasTrace`) and `after`; else nil.
        private static func place(in bytes: [UInt8], before: [UInt8], hasTrace: Bool, after: [UInt8]) -> Place? {
            guard bytes.starts(with: before) else { return nil }
            var start = before.count
            var trace: Range<Int>?
            if hasTrace {
                guard bytes[start...].starts(with: "trace: ".utf8),
                    let lineEnd = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
                else { return nil }
                trace = start..<lineEnd
                start = lineEnd + 1
            }
            guard bytes.count - start >= after.count,
                ByteComparison.holds(bytes, after, at: start)
            else { return nil }
            return Place(end: start + after.count, traceLine: trace)
        }
    }
}
