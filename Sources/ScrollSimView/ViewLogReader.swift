import ScrollSimLog
import ScrollSimSupport

// Reads a text log, whole or as it is written, into what the page shows.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The page's view of one text log.
///
/// The header's views (frames, content sizes, parents, ranges) and every event line as `ViewColumns`. It is a
/// `LogOutput`, so a replay's text writer can stream into it (`scrollsim view` never holds the whole log), and it reads
/// a log already in memory with ``init(_:spool:)`` or a file (a golden) with ``init(reading:spool:)``. Memory: the
/// compact columns, O(lines) bytes of text, or with a ``ColumnSpool`` about one chunk per column plus what is distinct
/// in the log (``retainedItems``).
package final class ViewLogReader: LogOutput {
    /// One view as the header describes it.
    struct SceneView {
        /// Its id.
        var id: String
        /// `frame (x, y, w, h)` in its parent's coordinates (points).
        var frame: [Double] = [0, 0, 0, 0]
        /// `contentSize (w, h)`, for scroll views.
        var content: [Double]?
        /// `parent ID` when it is not the window.
        var parent: String?
        /// The scrollable range `[minX, minY, maxX, maxY]`, for scroll views.
        var range: [Double]?
        /// `contentOffset (x, y)` before the first event.
        var start: [Double] = [0, 0]
        /// The zoom scale before the first event, for a view set up to zoom (its `zoom` line).
        var zoom: Double?
        /// Every header field, name and printed value, in order.
        var fields: [(name: String, value: String)] = []
    }

    /// The trace's name from the header.
    private(set) var name: String?
    /// The views, in header order.
    private(set) var scene: [SceneView] = []
    /// The event lines.
    private(set) var columns: ViewColumns
    /// The latest `final` rest time (s).
    private(set) var restTime = 0.0
    private var reader = TextLog.Reader()
    private var names = TextLog.NameCache()
    private var pending: [UInt8] = []

    /// Where the columns spill (nil: all in memory).
    private let spool: ColumnSpool?

    /// An empty reader, for streaming into; its columns spill into `spool` when one is given.
    package init(spool: ColumnSpool? = nil) {
        self.spool = spool
        columns = ViewColumns(spool: spool)
    }

    /// Reads the whole log `bytes`.
    package convenience init(_ bytes: [UInt8], spool: ColumnSpool? = nil) {
        self.init(spool: spool)
        bytes.withUnsafeBytes { write($0) }
        finish()
    }

    /// Reads the log file at `path` a piece at a time (memory: one piece and the columns).
    package convenience init(reading path: String, spool: ColumnSpool? = nil) throws(FileSystem.Failure) {
        self.init(spool: spool)
        let file = try FileSystem.openForReading(path)
        defer { close(file) }
        var piece = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = piece.withUnsafeMutableBytes { readPiece(file, into: $0) }
            guard count >= 0 else { throw FileSystem.Failure(path: path, reason: systemReason()) }
            if count == 0 { break }
            piece.withUnsafeBytes { write(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        finish()
    }

    /// How many items the reader keeps that are not spilled.
    ///
    /// The header's views and the columns' (``ViewColumns/retainedItems``); a longer log of the same scene and texts
    /// keeps the same number. O(1).
    package var retainedItems: Int { scene.count + columns.retainedItems }

    /// Takes the next bytes of the log (any split; whole lines are read as they complete).
    package func write(_ bytes: UnsafeRawBufferPointer) {
        let bytes = bytes.assumingMemoryBound(to: UInt8.self)
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if pending.isEmpty {
                read(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            } else {
                pending += bytes[start..<index]
                pending.withUnsafeBufferPointer { read($0) }
                pending.removeAll(keepingCapacity: true)
            }
            start = index + 1
        }
        pending += bytes[start...]
    }

    /// Reads a last line that had no line feed.
    package func finish() {
        if !pending.isEmpty { pending.withUnsafeBufferPointer { read($0) } }
        pending = []
    }

    /// Reads one line (without its LF).
    ///
    /// A plain event line in place, any other as a `String` (`TextLog.Reader.read(bytes:names:)`).
    private func read(_ line: UnsafeBufferPointer<UInt8>) {
        switch reader.read(bytes: line, names: &names) {
        case let .name(text): name = text
        case let .view(id):
            scene.append(SceneView(id: id))
            columns = ViewColumns(
                views: scene.map(\.id), scrollViews: scene.filter { $0.range != nil }.map(\.id), spool: spool)
        case let .range(_, range):
            scene[scene.count - 1].range = [range.minimum.x, range.minimum.y, range.maximum.x, range.maximum.y]
            columns = ViewColumns(
                views: scene.map(\.id), scrollViews: scene.filter { $0.range != nil }.map(\.id), spool: spool)
        case let .viewField(_, field, value):
            scene[scene.count - 1].fields.append((field, value))
            let numbers = Self.numbers(in: value)
            switch field {
            case "frame" where numbers.count == 4: scene[scene.count - 1].frame = numbers
            case "contentSize" where numbers.count == 2: scene[scene.count - 1].content = numbers
            case "contentOffset" where numbers.count == 2: scene[scene.count - 1].start = numbers
            case "parent": scene[scene.count - 1].parent = value
            case "zoom": scene[scene.count - 1].zoom = numbers.first
            default: break
            }
        case let .event(eventLine): columns.add(eventLine)
        case let .final(final): restTime = max(restTime, final.restTime)
        case .other: break
        }
    }

    /// The numbers of `(0, 300, 393, 300)`.
    static func numbers(in text: String) -> [Double] {
        text.split(whereSeparator: { "(), ".contains($0) }).compactMap { Double($0) }
    }

    /// The views as a JSON array and the content's drawing.
    ///
    /// The views as a JSON array of `{"id", "frame", "content", "parent", "range", "zoom", "start"}` and the content's
    /// drawing (`ViewContent.json`: `grid`, `limits`, `items`, `pages`).
    var sceneJSON: String {
        let items = scene.map { view in
            var out = "{\"id\":\(ViewJSON.string(view.id)),\"frame\":\(ViewJSON.numbers(view.frame))"
            if let content = view.content { out += ",\"content\":\(ViewJSON.numbers(content))" }
            if let parent = view.parent { out += ",\"parent\":\(ViewJSON.string(parent))" }
            if let range = view.range { out += ",\"range\":\(ViewJSON.numbers(range))" }
            if let zoom = view.zoom { out += ",\"zoom\":\(ViewJSON.number(zoom))" }
            out += ViewContent(view).json
            return out + ",\"start\":\(ViewJSON.numbers(view.start))}"
        }
        return "[" + items.joined(separator: ",") + "]"
    }
}

/// Reads what `file` has next into `buffer` (`read(2)`, again when interrupted).
///
/// Returns the count, 0 at the end, −1 on failure (`errno` says why).
private func readPiece(_ file: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
        let count = read(file, buffer.baseAddress!, buffer.count)
        if count >= 0 || errno != EINTR { return count }
    }
}

/// The system's reason for the last failure (`strerror(errno)`).
private func systemReason() -> String { String(cString: strerror(errno)) }
