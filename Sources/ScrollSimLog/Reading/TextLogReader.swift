import ScrollSimKit

/// A text log (`--format text`, the golden format) read back into its events.
///
/// A text log (`--format text`, the golden format) read back into its events, so that a golden on
/// disk can be compared with a replay event by event (`check`'s failure summary) and drawn
/// (`check --artifacts`). The reader is lenient: a line it does not recognise is skipped, never an
/// error, because a golden may be hand-edited or broken. O(n) in the size of the log.
public struct TextLog: Sendable {
    /// One event line (or one `didScroll` run line of a log written with `"didScroll": "runs"`).
    public struct Line: Sendable, Equatable {
        /// The 1-based line number in the log.
        public var number: Int
        /// The event's time (s since the trace's first event); a run's first `didScroll`.
        public var time: Double
        /// A run's last `didScroll` time; equal to `time` for an ordinary line.
        public var endTime: Double
        /// The view's id.
        public var view: String
        /// The event name (`didScroll` for a run).
        public var event: String
        /// How many calls the line stands for: 1, or a run's count.
        public var count: Int
        /// The view's offset after the event (after a run's last call), points.
        public var offset: Point
        /// A run's offset after its first call; equal to `offset` for an ordinary line.
        public var firstOffset: Point
        /// The flags column (`T`, `D`, `d` or `-`).
        public var flags: ScrollFlags
        /// The detail column, as printed (may be empty).
        public var detail: String
    }

    /// One `final` line.
    public struct Final: Sendable, Equatable {
        /// The 1-based line number in the log.
        public var number: Int
        /// The view's id.
        public var view: String
        /// Where it came to rest, points.
        public var offset: Point
        /// When it came to rest (s since the trace's first event).
        public var restTime: Double
    }

    /// The trace's name from the header, if any.
    public var name: String?
    /// The views of the header, in order.
    public var views: [String] = []
    /// The event lines, in order.
    public var lines: [Line] = []
    /// The final lines, in order.
    public var finals: [Final] = []
    /// The scrollable range of each scroll view, from its header's `range` line (points).
    public var ranges: [String: OffsetRange] = [:]

    /// Each view's header lines other than `range`, as `(name, value)` in order.
    ///
    /// For example `frame`, `contentSize`, `parent`, …: what a picture of the scene needs.
    package var viewFields: [String: [(name: String, value: String)]] = [:]

    /// Reads `bytes` (UTF-8; CR before LF is ignored).
    ///
    /// O(n).
    ///
    /// - Parameter bytes: The text log, UTF-8.
    public init(_ bytes: [UInt8]) {
        self.init(bytes, inPlace: true)
    }

    /// Reads `bytes`, plain event lines in place when `inPlace` is set.
    ///
    /// With `inPlace`, plain event lines are read from their bytes (``Reader/read(bytes:names:)``), else every line as
    /// a `String` (the two agree; tests compare them).
    package init(_ bytes: [UInt8], inPlace: Bool) {
        var reader = Reader()
        var names = NameCache()
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start <= buffer.count {
                var end = start
                while end < buffer.count, buffer[end] != UInt8(ascii: "\n") { end += 1 }
                let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
                add(
                    inPlace
                        ? reader.read(bytes: line, names: &names) : reader.read(String(decoding: line, as: UTF8.self)))
                start = end + 1
            }
        }
    }

    /// Files one line's item.
    private mutating func add(_ item: Reader.Item) {
        switch item {
        case let .name(name): self.name = name
        case let .view(view): views.append(view)
        case let .range(view, range): ranges[view] = range
        case let .viewField(view, name, value): viewFields[view, default: []].append((name, value))
        case let .event(line): lines.append(line)
        case let .final(final): finals.append(final)
        case .other: break
        }
    }

    /// Reads a text log one line at a time, so a log that is being written can be read as it grows.
    ///
    /// Reads a text log one line at a time, so a log that is being written can be read as it
    /// grows (`TextLog` reads a whole one with it). Lenient like `TextLog`: a line it does not
    /// recognise is `.other`.
    package struct Reader {
        /// What one line was.
        package enum Item {
            /// The trace's name.
            case name(String)
            /// A header's `view ID` line.
            case view(String)
            /// A view's `range` line.
            case range(view: String, OffsetRange)
            /// Another line of a view's header block: `  frame (0, 0, 393, 852)`.
            case viewField(view: String, name: String, value: String)
            /// An event line.
            case event(Line)
            /// A `final` line.
            case final(Final)
            /// Anything else (blank, column titles, the screen line, an unreadable line).
            case other
        }

        private var number = 0
        private var inEvents = false
        private var currentView: String?

        /// Lines read so far (the number of the last one).
        package var lineNumber: Int {
            get { number }
            set { number = newValue }
        }
        /// Whether the column titles were read: the lines that follow are events and finals.
        package var isInEvents: Bool { inEvents }

        /// A reader at the log's first line.
        package init() {}

        /// A reader past a log's header: `line` lines were read, the column titles among them.
        ///
        /// - Parameter line: How many lines were read (the number of the last one).
        package init(inEventsAfter line: Int) {
            number = line
            inEvents = true
        }

        /// Reads the next line (without its LF; a CR at its end is ignored).
        package mutating func read(_ line: String) -> Item {
            number += 1
            var text = line
            if text.hasSuffix("\r") { text.removeLast() }
            let tokens = TextLog.tokens(text)
            if !inEvents {
                if tokens.first == "t" && tokens.count > 2 && tokens[1] == "view" {
                    inEvents = true
                } else if text.hasPrefix("trace: ") {
                    return .name(String(text.dropFirst(7)))
                } else if text.hasPrefix("view "), tokens.count == 2 {
                    currentView = String(tokens[1])
                    return .view(String(tokens[1]))
                } else if let view = currentView, text.hasPrefix("  range "), let range = TextLog.range(tokens) {
                    return .range(view: view, range)
                } else if let view = currentView, text.hasPrefix("  "), tokens.count >= 2 {
                    let value = TextLog.detailColumn(text, afterToken: 0)
                    return .viewField(view: view, name: String(tokens[0]), value: value)
                }
                return .other
            }
            if tokens.first == "final" {
                return TextLog.final(tokens, number: number).map(Item.final) ?? .other
            }
            return TextLog.event(text, tokens, number: number).map(Item.event) ?? .other
        }
    }

    /// `range x 0…0 y 0…19148` → the two corners.
    static func range(_ tokens: [Substring]) -> OffsetRange? {
        guard tokens.count == 5, tokens[1] == "x", tokens[3] == "y",
            let x = span(tokens[2]), let y = span(tokens[4]), x.0 <= x.1, y.0 <= y.1
        else { return nil }
        return OffsetRange(minimum: Point(x: x.0, y: y.0), maximum: Point(x: x.1, y: y.1))
    }

    /// `a…b` → (a, b).
    static func span(_ token: Substring) -> (Double, Double)? {
        let parts = token.split(separator: "…", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]) else { return nil }
        return (a, b)
    }

    static func event(_ text: String, _ tokens: [Substring], number: Int) -> Line? {
        guard tokens.count >= 6 else { return nil }
        var index = 0
        let time: Double, endTime: Double
        if let single = Double(tokens[0]) {
            (time, endTime) = (single, single)
        } else if let (start, end) = span(tokens[0]) {
            (time, endTime) = (start, end)
        } else {
            return nil
        }
        index = 1
        let view = String(tokens[index]), event = String(tokens[index + 1])
        index += 2
        var count = 1
        if tokens[index].hasPrefix("×"), let runCount = Int(tokens[index].dropFirst()) {
            count = runCount
            index += 1
        }
        guard tokens.count >= index + 3, let x = Double(tokens[index]), let y = Double(tokens[index + 1]),
            let flags = flags(tokens[index + 2])
        else { return nil }
        // `+ 0`: a printed `-0.000` reads as 0, as the in-place reader's `ExactDecimal` reads it.
        let offset = Point(x: x + 0, y: y + 0)
        let detail = detailColumn(text, afterToken: index + 2)
        var first = offset
        if count > 1 { first = runStart(detail, last: offset) }
        return Line(
            number: number, time: time, endTime: endTime, view: view, event: event, count: count, offset: offset,
            firstOffset: first, flags: flags, detail: detail)
    }

    /// A run's first offset from its detail (`x a → b, y c → d`, each axis present only when it moved).
    static func runStart(_ detail: String, last: Point) -> Point {
        var first = last
        for part in detail.split(separator: ",") {
            let words = part.split(separator: " ")
            guard words.count == 4, words[2] == "→", let value = Double(words[1]) else { continue }
            if words[0] == "x" { first.x = value }
            if words[0] == "y" { first.y = value }
        }
        return first
    }

    /// The space-separated tokens of `text`, found byte by byte.
    ///
    /// The space-separated tokens of `text` (runs of spaces separate, none are empty), found byte
    /// by byte: a space is one byte, so each token starts and ends on a character boundary. A
    /// log has hundreds of thousands of lines; this is several times faster than splitting by
    /// `Character`.
    static func tokens(_ text: String) -> [Substring] {
        var tokens: [Substring] = []
        let bytes = text.utf8
        var start: String.Index?
        var position = bytes.startIndex
        while position < bytes.endIndex {
            if bytes[position] == UInt8(ascii: " ") {
                if let first = start { tokens.append(text[first..<position]) }
                start = nil
            } else if start == nil {
                start = position
            }
            position = bytes.index(after: position)
        }
        if let first = start { tokens.append(text[first...]) }
        return tokens
    }

    /// The text after the `index`-th space-separated token, without its leading spaces.
    static func detailColumn(_ text: String, afterToken index: Int) -> String {
        // Walked byte by byte: a space is one byte, so the byte after one starts a character.
        let bytes = text.utf8
        var seen = -1
        var inToken = false
        var position = bytes.startIndex
        while position < bytes.endIndex {
            let isSpace = bytes[position] == UInt8(ascii: " ")
            if !isSpace && !inToken {
                seen += 1
                if seen == index + 1 { return String(text[position...]) }
            }
            inToken = !isSpace
            position = bytes.index(after: position)
        }
        return ""
    }

    static func flags(_ token: Substring) -> ScrollFlags? {
        let characters = Array(token)
        guard characters.count == 3, "T-".contains(characters[0]), "D-".contains(characters[1]),
            "d-".contains(characters[2])
        else { return nil }
        return ScrollFlags(
            tracking: characters[0] == "T", dragging: characters[1] == "D", decelerating: characters[2] == "d")
    }

    /// `final scrollView  offset (0.000, 5672.333)  at rest 2.4833 s[, …]`.
    static func final(_ tokens: [Substring], number: Int) -> Final? {
        guard tokens.count >= 8, tokens[2] == "offset", tokens[5] == "at", tokens[6] == "rest",
            tokens[3].hasPrefix("("), let x = Double(tokens[3].dropFirst().dropLast()),
            let y = Double(tokens[4].prefix { $0 != ")" }), let rest = Double(tokens[7])
        else { return nil }
        return Final(number: number, view: String(tokens[1]), offset: Point(x: x, y: y), restTime: rest)
    }
}
