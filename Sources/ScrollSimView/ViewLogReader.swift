// Reads a text log, whole or as it is written, into what the page shows.
import ScrollSimLog

/// The page's view of one text log: the header's views (frames, content sizes, parents, ranges)
/// and every event line as `ViewColumns`. It is a `LogOutput`, so a replay's text writer can
/// stream into it (`scrollsim view` never holds the whole log), and it reads a log already in
/// memory (a golden) with ``read(_:)``. Memory: the compact columns, O(lines) bytes of text.
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
    private(set) var columns = ViewColumns()
    /// The latest `final` rest time (s).
    private(set) var restTime = 0.0
    private var reader = TextLog.Reader()
    private var names = TextLog.NameCache()
    private var pending: [UInt8] = []

    /// An empty reader, for streaming into.
    package init() {}

    /// Reads the whole log `bytes`.
    package convenience init(_ bytes: [UInt8]) {
        self.init()
        bytes.withUnsafeBytes { write($0) }
        finish()
    }

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

    /// Reads one line (without its LF): a plain event line in place, any other as a `String`
    /// (`TextLog.Reader.read(bytes:names:)`).
    private func read(_ line: UnsafeBufferPointer<UInt8>) {
        switch reader.read(bytes: line, names: &names) {
        case let .name(text): name = text
        case let .view(id):
            scene.append(SceneView(id: id))
            columns = ViewColumns(views: scene.map(\.id), scrollViews: scene.filter { $0.range != nil }.map(\.id))
        case let .range(_, range):
            scene[scene.count - 1].range = [range.minimum.x, range.minimum.y, range.maximum.x, range.maximum.y]
            columns = ViewColumns(views: scene.map(\.id), scrollViews: scene.filter { $0.range != nil }.map(\.id))
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

    /// The views as a JSON array of `{"id", "frame", "content", "parent", "range", "zoom", "start"}`
    /// and the content's drawing (`ViewContent.json`: `grid`, `limits`, `items`, `pages`).
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
