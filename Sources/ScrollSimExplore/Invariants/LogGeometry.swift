import ScrollSimLog
import ScrollSimTrace
@_spi(ScrollSimInternal) import ScrollSimSupport

/// Each scroll view's frame size, content size and inset as a text log states them: its header
/// block, then every `set` line that changes one of them. Gives the view's scrollable range while
/// the log says enough to know it.
struct LogGeometry {
    struct ViewGeometry {
        var size: Size
        var contentSize: Size
        var inset: EdgeInsets
        /// False once the log stops saying enough (a zoom, a refresh inset, a header that disagrees).
        var known = true

        var range: OffsetRange {
            let minimum = Point(x: -inset.left, y: -inset.top)
            let maximum = Point(
                x: max(minimum.x, contentSize.width + inset.right - size.width),
                y: max(minimum.y, contentSize.height + inset.bottom - size.height))
            return OffsetRange(minimum: minimum, maximum: maximum)
        }
    }

    private(set) var views: [String: ViewGeometry] = [:]
    /// Each scroll view's offset when the scene starts, from its header's `contentOffset` line.
    private(set) var initialOffsets: [String: Point] = [:]

    /// Reads the header blocks of `text`.
    init(text: String) {
        var current: String?
        var frame: [Double] = [], contentSize: [Double] = [], inset: [Double] = []
        var headerRange: OffsetRange?
        var zooms = false
        func close() {
            guard let view = current, frame.count == 4, contentSize.count == 2, inset.count == 4 else { return }
            var geometry = ViewGeometry(
                size: Size(width: frame[2], height: frame[3]),
                contentSize: Size(width: contentSize[0], height: contentSize[1]),
                inset: EdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3]))
            if zooms { geometry.known = false }
            if let headerRange, !Self.close(headerRange, geometry.range) { geometry.known = false }
            views[view] = geometry
        }
        // Line by line up to the column titles only: the header is a few lines, the events after it
        // hundreds (splitting the whole log first cost more than the invariant's check).
        var start = text.utf8.startIndex
        while start < text.utf8.endIndex {
            let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.utf8.endIndex
            let line = String(text[start..<end])
            start = end < text.utf8.endIndex ? text.utf8.index(after: end) : end
            if line.hasPrefix("view ") {
                close()
                current = String(line.dropFirst(5))
                (frame, contentSize, inset, headerRange, zooms) = ([], [], [], nil, false)
            } else if line.hasPrefix("  frame ") {
                frame = Self.numbers(in: line)
            } else if line.hasPrefix("  contentSize ") {
                contentSize = Self.numbers(in: line)
            } else if line.hasPrefix("  contentInset ") {
                inset = Self.numbers(in: line)
            } else if line.hasPrefix("  contentOffset "), let view = current {
                let values = Self.numbers(in: line)
                if values.count == 2 { initialOffsets[view] = Point(x: values[0], y: values[1]) }
            } else if line.hasPrefix("  range ") {
                let values = Self.numbers(in: line)
                if values.count == 4 {
                    headerRange = OffsetRange(
                        minimum: Point(x: values[0], y: values[2]), maximum: Point(x: values[1], y: values[3]))
                }
            } else if line.hasPrefix("  zoom ") {
                zooms = true
            } else if !line.hasPrefix(" ") && current != nil {
                close()
                current = nil
            }
            if line.hasPrefix("        t ") || line.hasPrefix("        t  ") { break }
        }
        close()
    }

    /// Follows one event line.
    mutating func read(_ line: TextLog.Line) {
        guard var geometry = views[line.view] else { return }
        switch line.event {
        case "set":
            let values = Self.numbers(in: line.detail)
            if line.detail.hasPrefix("property contentSize"), values.count == 2 {
                geometry.contentSize = Size(width: values[0], height: values[1])
            } else if line.detail.hasPrefix("property contentInset"), values.count == 4 {
                geometry.inset = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            } else if line.detail.hasPrefix("property frame"), values.count == 4 {
                geometry.size = Size(width: values[2], height: values[3])
            } else if line.detail.hasPrefix("property zoomScale") {
                geometry.known = false
            }
        case "willBeginZooming", "didZoom", "didEndZooming", "zoomTo", "setZoomScale", "refreshValueChanged":
            geometry.known = false
        default:
            break
        }
        views[line.view] = geometry
    }

    /// The view's range now, or nil when the log does not say enough.
    func range(of view: String) -> OffsetRange? {
        guard let geometry = views[view], geometry.known else { return nil }
        return geometry.range
    }

    /// Whether two ranges agree to the log's print precision.
    static func close(_ a: OffsetRange, _ b: OffsetRange) -> Bool {
        let tolerance = 0.001
        return abs(a.minimum.x - b.minimum.x) <= tolerance && abs(a.minimum.y - b.minimum.y) <= tolerance
            && abs(a.maximum.x - b.maximum.x) <= tolerance && abs(a.maximum.y - b.maximum.y) <= tolerance
    }

    /// The decimal numbers in `text`, in order (`-`, digits and one `.`).
    static func numbers(in text: some StringProtocol) -> [Double] {
        var result: [Double] = []
        var token = ""
        for character in text {
            if character.isASCII && (character.isNumber || character == "." || character == "-") {
                token.append(character)
            } else {
                if let value = Double(token) { result.append(value) }
                token = ""
            }
        }
        if let value = Double(token) { result.append(value) }
        return result
    }

    /// Every `(a, b)` pair of numbers in a detail column.
    static func points(in detail: String) -> [Point] {
        var result: [Point] = []
        var rest = Substring(detail)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let values = numbers(in: rest[rest.index(after: open)..<close])
            if values.count == 2 { result.append(Point(x: values[0], y: values[1])) }
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    /// `(x, y)` with three decimals.
    static func text(_ point: Point) -> String {
        "(\(FixedPoint.format(point.x, decimals: 3)), \(FixedPoint.format(point.y, decimals: 3)))"
    }
}
