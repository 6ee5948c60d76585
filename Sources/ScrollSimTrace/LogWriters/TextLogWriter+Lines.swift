extension TextLogWriter {
    /// What writing a line needs besides its entry: the log's buffer, the column layout and the
    /// last view column written. One value, so a line costs one access to the writer's state.
    ///
    /// An event line's columns (time, view, event, x, y, flags) go down in one reserved block of the
    /// buffer; the view and event columns are kept padded, as consecutive lines mostly repeat them.
    struct Lines: ~Copyable {
        /// The log.
        var buffer: LogBuffer
        /// Width of the view column (characters): the longest view id, at least 4.
        var viewWidth: Int {
            get { view.width }
            set { view = PaddedColumn(width: newValue) }
        }
        /// Whether the time column has room for a run's `…end` (`didScroll: .runs`).
        let runs: Bool
        /// The view and event columns of the last line.
        private var view = PaddedColumn(width: 4)
        private var event = PaddedColumn(width: 24)

        /// A writer of lines into `buffer`; `runs` as in `DidScrollLogging.runs`.
        init(buffer: consuming LogBuffer, runs: Bool) {
            self.buffer = buffer
            self.runs = runs
        }

        /// Writes `entry`'s line.
        mutating func write(_ entry: LogEntry) {
            switch entry.event {
            case let .input(name, _), let .behavior(name, _):
                event.show(name)
                writeColumns(entry, eventColumn: event.bytes, runEnd: nil)
                TextLogWriter.appendDetail(of: entry.event, to: &buffer)
            case .willEndDragging, .didEndDragging:
                writeColumns(entry, eventColumn: Self.delegateColumn(entry.event), runEnd: nil)
                TextLogWriter.appendDetail(of: entry.event, to: &buffer)
            default:
                writeColumns(entry, eventColumn: Self.delegateColumn(entry.event), runEnd: nil)
            }
            endLine()
        }

        /// A run's line: a single call prints as an ordinary line; a longer run gets its time span,
        /// count and, per axis that moved, `x first → last`.
        mutating func write(_ run: DidScrollRun) {
            guard run.count > 1 else {
                write(run.lastEntry)
                return
            }
            var entry = run.lastEntry
            entry.time = run.firstTime
            event.show("\(entry.event.name) ×\(run.count)")
            writeColumns(entry, eventColumn: event.bytes, runEnd: run.lastTime)
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
            endLine()
        }

        /// Ends a line, handing the buffer to the output when it is full enough.
        private mutating func endLine() {
            buffer.append(byte: UInt8(ascii: "\n"))
            buffer.endLine()
        }

        /// The columns of a line up to its flags: time (with a run's `…end` under `.runs`), view,
        /// event (`eventColumn`, padded), offset, flags; written in one reserved block.
        private mutating func writeColumns(_ entry: LogEntry, eventColumn: [UInt8], runEnd: Double?) {
            view.show(entry.view)
            let maxCount =
                4 * FixedPoint.maxCount + 3 + TextLogWriter.runEndWidth + 2 + view.bytes.count + 2
                + eventColumn.count + 2 + 3
            let runs = runs
            view.bytes.withUnsafeBufferPointer { viewColumn in
                eventColumn.withUnsafeBufferPointer { eventColumn in
                    buffer.write(reserving: maxCount) { start in
                        let timeDecimals = LogFormatter.timeDecimals(.text)
                        let offsetDecimals = LogFormatter.offsetDecimals
                        var next = FixedPoint.write(entry.time, decimals: timeDecimals, width: 9, at: start)
                        if runs {
                            next = Self.putRunEnd(runEnd, at: next)
                        }
                        next = LogBuffer.spaces(2, at: next)
                        next = LogBuffer.put(viewColumn, at: next)
                        next = LogBuffer.spaces(2, at: next)
                        next = LogBuffer.put(eventColumn, at: next)
                        next = FixedPoint.write(entry.offset.x, decimals: offsetDecimals, width: 12, at: next)
                        next = FixedPoint.write(entry.offset.y, decimals: offsetDecimals, width: 12, at: next)
                        next = LogBuffer.spaces(2, at: next)
                        return LogBuffer.putFlags(entry.flags, at: next)
                    }
                }
            }
        }

        /// The event column of `event`: its name padded to 24 characters, made once per kind of
        /// delegate call (``delegateColumns``); input and behaviour events, whose names vary, get
        /// theirs padded on the spot.
        static func delegateColumn(_ event: LogEvent) -> [UInt8] {
            let index: Int
            switch event {
            case .didScroll: index = 0
            case .willBeginDragging: index = 1
            case .willEndDragging: index = 2
            case .didEndDragging: index = 3
            case .willBeginDecelerating: index = 4
            case .didEndDecelerating: index = 5
            case .didEndScrollingAnimation: index = 6
            case .didScrollToTop: index = 7
            case .input, .behavior: return PaddedColumn(width: 24, showing: event.name).bytes
            }
            return delegateColumns[index]
        }

        /// One event of each delegate call, in the order of the indices of ``delegateColumn(_:)``.
        static let delegateCalls: [LogEvent] = [
            .didScroll, .willBeginDragging, .willEndDragging(velocity: .zero, target: .zero),
            .didEndDragging(willDecelerate: false), .willBeginDecelerating, .didEndDecelerating,
            .didEndScrollingAnimation, .didScrollToTop,
        ]

        /// The event column of each of ``delegateCalls``.
        private static let delegateColumns = delegateCalls.map { PaddedColumn(width: 24, showing: $0.name).bytes }

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

        /// Writes the final offsets and hands everything to the output.
        mutating func finish(_ finals: [FinalState]) {
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
            buffer.flush()
        }
    }

    /// A text and its column: its bytes padded to `width` characters (see
    /// `LogBuffer.putLeftAligned`), kept for the next line, which usually shows the same text.
    struct PaddedColumn {
        /// The column's width in characters.
        let width: Int
        /// The text shown.
        private(set) var text = ""
        /// `text`'s bytes and padding.
        private(set) var bytes: [UInt8]

        /// A column of `width` showing nothing.
        init(width: Int) {
            self.width = width
            bytes = Array(repeating: UInt8(ascii: " "), count: max(width, 0))
        }

        /// A column of `width` showing `text`.
        init(width: Int, showing text: String) {
            self.init(width: width)
            show(text)
        }

        /// Shows `text`; pads it again only when it differs from the text shown (O(1) when equal).
        @inline(__always) mutating func show(_ text: String) {
            if text != self.text { pad(text) }
        }

        private mutating func pad(_ text: String) {
            self.text = text
            let width = width
            bytes = [UInt8](unsafeUninitializedCapacity: LogBuffer.leftAlignedMaxCount(text, width: width) + 1) {
                column, count in
                count = LogBuffer.putLeftAligned(text, width: width, at: column.baseAddress!) - column.baseAddress!
            }
        }
    }
}
