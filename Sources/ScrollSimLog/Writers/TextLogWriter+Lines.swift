import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

extension TextLogWriter {
    /// What writing a line needs besides its entry: the log's buffer, the column layout and the padded view and event
    /// columns.
    ///
    /// One value, so a line is one access to the writer's state. Never hands bytes to the output (the writer does,
    /// between lines).
    ///
    /// An event line's columns (time, view, event, x, y, flags) go down in one reserved block of the
    /// buffer. The view column of the last line is kept padded (with the spaces around it), as view
    /// ids rarely change between lines, and so is each delegate call's event column; an input or
    /// behaviour name is padded when it differs from the last one. A `didScroll` line copies its
    /// view and event columns as one kept block.
    struct Lines: ~Copyable {
        /// The log.
        var buffer: LogBuffer
        /// Width of the view column (characters): the longest view id, at least 4.
        var viewWidth: Int {
            get { view.width }
            set {
                view = PaddedColumn(width: newValue, separated: true)
                didScrollView = PaddedColumn(width: newValue, separated: true, followedBy: Self.delegateColumn(0))
            }
        }
        /// Whether `didScroll` calls are collected into runs (`didScroll: .runs`).
        ///
        /// This also gives the time column room for a run's `…end`.
        let runs: Bool
        /// The open runs (under `.runs`).
        private var openRuns = DidScrollRun.Collector()
        /// The view column of the last line (with the spaces around it), and the last input, behaviour or run event
        /// column.
        private var view = PaddedColumn(width: 4, separated: true)
        private var event = PaddedColumn(width: 24)
        /// The view and event columns of the last `didScroll` line, as one block.
        private var didScrollView = PaddedColumn(width: 4, separated: true, followedBy: Lines.delegateColumn(0))
        /// The time and offset columns, each remembering its last number.
        private var columns = (time: NumberColumn(), x: NumberColumn(), y: NumberColumn())

        /// A writer of lines into `buffer`; `runs` as in `DidScrollLogging.runs`.
        init(buffer: consuming LogBuffer, runs: Bool) {
            self.buffer = buffer
            self.runs = runs
        }

        /// Writes `entry`'s line, or under `.runs` adds a `didScroll` or `didZoom` to its view's run.
        ///
        /// Under `.runs`, a `didScroll` or `didZoom` joins its view's run of that kind instead and any other event
        /// first closes the open runs.
        mutating func record(_ entry: LogEntry) {
            if runs {
                if DidScrollRun.isRunEvent(entry.event) {
                    if let closed = openRuns.add(entry) { write(closed) }
                    return
                }
                closeRuns()
            }
            write(entry)
        }

        /// Writes the line of a `didScroll` entry with these fields.
        ///
        /// Like ``record(_:)`` of the entry they make, without building it unless runs collect it.
        @inline(__always)
        mutating func recordDidScroll(time: Double, view id: String, offset: Point, flags: ScrollFlags) {
            if runs {
                record(LogEntry(time: time, view: id, event: .didScroll, offset: offset, flags: flags))
                return
            }
            didScrollView.show(id)
            writeColumns(
                time: time, view: didScrollView.bytes, event: UnsafeBufferPointer(start: nil, count: 0), offset: offset,
                flags: flags, runEnd: nil, newline: true)
        }

        /// Writes the lines of the open runs and closes them.
        private mutating func closeRuns() {
            for run in openRuns.closeAll() { write(run) }
        }

        /// Writes `entry`'s line.
        private mutating func write(_ entry: LogEntry) {
            view.show(entry.view)
            let eventColumn: UnsafeBufferPointer<UInt8>
            if let delegate = Self.delegateIndex(entry.event) {
                eventColumn = Self.delegateColumn(delegate)
            } else {
                event.show(entry.event.name)
                eventColumn = event.bytes
            }
            switch entry.event {
            case .input, .behavior, .willEndDragging, .didEndDragging, .willBeginZooming, .didZoom, .didEndZooming:
                writeColumns(
                    time: entry.time, view: view.bytes, event: eventColumn, offset: entry.offset, flags: entry.flags,
                    runEnd: nil, newline: false)
                TextLogWriter.appendDetail(of: entry.event, to: &buffer)
                buffer.append(byte: UInt8(ascii: "\n"))
            default:
                writeColumns(
                    time: entry.time, view: view.bytes, event: eventColumn, offset: entry.offset, flags: entry.flags,
                    runEnd: nil, newline: true)
            }
        }

        /// A run's line.
        ///
        /// A single call prints as an ordinary line; a longer run gets its time span, count and, per axis that moved,
        /// `x first → last` (a zoom run: `scale first → last`).
        private mutating func write(_ run: DidScrollRun) {
            guard run.count > 1 else {
                write(run.lastEntry)
                return
            }
            let entry = run.lastEntry
            view.show(entry.view)
            event.show("\(entry.event.name) ×\(run.count)")
            writeColumns(
                time: run.firstTime, view: view.bytes, event: event.bytes, offset: entry.offset, flags: entry.flags,
                runEnd: run.lastTime, newline: false)
            if let scales = run.scales {
                buffer.append("    scale ")
                buffer.append(.number(scales.first, .factor), .text)
                buffer.append(" → ")
                buffer.append(.number(scales.last, .factor), .text)
                buffer.append(byte: UInt8(ascii: "\n"))
                return
            }
            var separator = "    "
            for (axis, first, last) in [
                ("x", run.firstOffset.x, run.lastOffset.x), ("y", run.firstOffset.y, run.lastOffset.y),
            ]
            where first != last {
                buffer.append("\(separator)\(axis) ")
                buffer.append(first, decimals: LogFormatter.offsetDecimals)
                buffer.append(" → ")
                buffer.append(last, decimals: LogFormatter.offsetDecimals)
                separator = ", "
            }
            buffer.append(byte: UInt8(ascii: "\n"))
        }

        /// The columns of a line up to its flags, and its end when `newline`.
        ///
        /// The columns of a line up to its flags, and its end when `newline`: time (with a run's
        /// `…end` under `.runs`), `viewColumn` (padded, with the spaces around it), `eventColumn`
        /// (padded; empty when `viewColumn` holds it too), offset, flags; written in one reserved
        /// block. The columns are borrowed bytes (the static table of ``delegateColumn(_:)`` or a
        /// ``PaddedColumn``'s storage), so a line retains nothing.
        @inline(__always)
        private mutating func writeColumns(
            time: Double, view viewColumn: UnsafeBufferPointer<UInt8>, event eventColumn: UnsafeBufferPointer<UInt8>,
            offset: Point, flags: ScrollFlags, runEnd: Double?, newline: Bool
        ) {
            // The fixed part (four numbers, the ellipsis, the run end, the flags word with its
            // spaces, the newline, two separating shifts) folds to one constant; the two column
            // widths are small, so the sum is taken without overflow checks.
            let fixedCount = 4 * FixedPoint.maxCount + 3 + TextLogWriter.runEndWidth + LogBuffer.flagsStoreCount + 1 + 2
            let maxCount = fixedCount &+ viewColumn.count &+ eventColumn.count
            let runs = runs
            buffer.write(reserving: maxCount) { start in
                let timeDecimals = LogFormatter.timeDecimals(.text)
                let offsetDecimals = LogFormatter.offsetDecimals
                var next = columns.time.write(time, decimals: timeDecimals, width: 9, at: start)
                if runs {
                    next = Self.putRunEnd(runEnd, at: next)
                }
                next = LogBuffer.put(viewColumn, at: next)
                next = LogBuffer.put(eventColumn, at: next)
                var column = next
                next = columns.x.write(offset.x, decimals: offsetDecimals, width: 12, at: column)
                next = Self.separate(column, next)
                column = next
                next = columns.y.write(offset.y, decimals: offsetDecimals, width: 12, at: column)
                next = Self.separate(column, next)
                next = LogBuffer.putFlags(flags, at: next)
                if newline {
                    next.initialize(to: UInt8(ascii: "\n"))
                    next += 1
                }
                return next
            }
        }

        /// Keeps the number just written at `column..<end` apart from the column before it.
        ///
        /// Keeps the number just written at `column..<end` apart from the column before it: when
        /// it filled its width (no padding: an offset of 12 characters or more, such as
        /// `-10000000.000`) and the byte before it is not a space, it moves one byte right behind a
        /// space (`-10000000.000-10000000.000` could not be read back). A line whose
        /// columns were apart is unchanged. Returns the new end; at most one byte more.
        @inline(__always) private static func separate(
            _ column: UnsafeMutablePointer<UInt8>, _ end: UnsafeMutablePointer<UInt8>
        ) -> UnsafeMutablePointer<UInt8> {
            let space = UInt8(ascii: " ")
            guard column.pointee != space, (column - 1).pointee != space else { return end }
            var byte = end
            while byte > column {
                byte.pointee = (byte - 1).pointee
                byte -= 1
            }
            column.pointee = space
            return end + 1
        }

        /// The index of `event` in ``delegateCalls``.
        ///
        /// Nil for input and behaviour events, whose names vary, and for the zoom events (rare; their names are cached
        /// as they come).
        static func delegateIndex(_ event: LogEvent) -> Int? {
            switch event {
            case .didScroll: return 0
            case .willBeginDragging: return 1
            case .willEndDragging: return 2
            case .didEndDragging: return 3
            case .willBeginDecelerating: return 4
            case .didEndDecelerating: return 5
            case .didEndScrollingAnimation: return 6
            case .didScrollToTop: return 7
            case .input, .behavior, .willBeginZooming, .didZoom, .didEndZooming: return nil
            }
        }

        /// One event of each delegate call, in the order of ``delegateIndex(_:)``.
        static let delegateCalls: [LogEvent] = [
            .didScroll, .willBeginDragging, .willEndDragging(velocity: .zero, target: .zero),
            .didEndDragging(willDecelerate: false), .willBeginDecelerating, .didEndDecelerating,
            .didEndScrollingAnimation, .didScrollToTop,
        ]

        /// The event column of the `index`th of ``delegateCalls``: its name padded to 24 bytes.
        ///
        /// From one static table (the names are ASCII and at most 24 long; a test checks the table against the names).
        @inline(__always) static func delegateColumn(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: delegateColumns.utf8Start + 24 * index, count: 24)
        }

        /// The padded columns of ``delegateCalls`` one after another, 24 bytes each.
        ///
        /// The `|` after the last keeps its padding from being trailing whitespace.
        private static var delegateColumns: StaticString {
            """
            didScroll               willBeginDragging       willEndDragging         didEndDragging          \
            willBeginDecelerating   didEndDecelerating      didEndScrollingAnimationdidScrollToTop          |
            """
        }

        /// The `…end` part of a run's time column, padded to `runEndWidth`.
        ///
        /// The `…end` part of a run's time column, padded to `runEndWidth`; only spaces for a line
        /// that is not a run (`runEnd` nil). At most 3 + `FixedPoint.maxCount` + `runEndWidth` bytes.
        private static func putRunEnd(
            _ runEnd: Double?, at destination: UnsafeMutablePointer<UInt8>
        ) -> UnsafeMutablePointer<UInt8> {
            guard let runEnd else { return LogBuffer.spaces(TextLogWriter.runEndWidth, at: destination) }
            let ellipsis: StaticString = "…"
            let number = LogBuffer.put(
                UnsafeBufferPointer(start: ellipsis.utf8Start, count: ellipsis.utf8CodeUnitCount), at: destination)
            let end = FixedPoint.write(runEnd, decimals: LogFormatter.timeDecimals(.text), at: number)
            // The ellipsis is one character.
            return LogBuffer.spaces(TextLogWriter.runEndWidth - 1 - (end - number), at: end)
        }

        /// Writes the lines of the open runs, then the final offsets.
        mutating func finish(_ finals: [FinalState]) {
            closeRuns()
            buffer.append("\n")
            for final in finals {
                buffer.append("final ")
                buffer.appendLeftAligned(final.view, width: viewWidth)
                buffer.append("  offset ")
                buffer.append(.point(final.offset), .text)
                if final.fingersDown.isEmpty {
                    buffer.append("  at rest ")
                    buffer.append(final.restTime, decimals: LogFormatter.timeDecimals(.text))
                    buffer.append(" s")
                } else {
                    let fingers = final.fingersDown.map(String.init).joined(separator: ", ")
                    buffer.append(
                        "  still touched: finger\(final.fingersDown.count > 1 ? "s" : "") \(fingers) down at the end")
                }
                for field in final.fields {
                    buffer.append(", \(field.name) ")
                    buffer.append(field.value, .text)
                }
                buffer.append("\n")
            }
        }
    }
}
