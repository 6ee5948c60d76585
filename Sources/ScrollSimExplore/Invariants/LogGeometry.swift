import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// Each scroll view's frame size, content size and inset as a text log states them.
///
/// Its header block, then every `set` line that changes one of them. Gives the view's scrollable range while the log
/// says enough to know it.
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

    /// Reads the header blocks of a log's UTF-8 `bytes`.
    ///
    /// Line by line up to the column titles only (the header is a few lines, the events after it hundreds). An ASCII
    /// line is read as bytes; any other as a string, as before (a prefix test on a string compares characters, which a
    /// combining mark after the prefix changes). O(header).
    init(bytes: [UInt8]) {
        var lines: [any HeaderLine] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[start..<end]
            lines.append(line.allSatisfy { $0 < 0x80 } ? line : String(decoding: line, as: UTF8.self))
            start = end + 1
            if Self.isColumnTitles(line) { break }
        }
        read(lines)
    }

    /// Reads the header blocks of `text` (see ``init(bytes:)``).
    init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Whether `line` is the column titles' (`        t  view …`), where the header ends.
    static func isColumnTitles<Line: Collection<UInt8>>(_ line: Line) -> Bool {
        line.starts(with: "        t ".utf8)
    }

    /// Reads header lines, given as byte slices or strings (the same tests either way).
    private mutating func read(_ lines: [any HeaderLine]) {
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
        for line in lines {
            if line.hasPrefix("view ") {
                close()
                current = line.text(droppingFirst: 5)
                (frame, contentSize, inset, headerRange, zooms) = ([], [], [], nil, false)
            } else if line.hasPrefix("  frame ") {
                frame = line.numbers
            } else if line.hasPrefix("  contentSize ") {
                contentSize = line.numbers
            } else if line.hasPrefix("  contentInset ") {
                inset = line.numbers
            } else if line.hasPrefix("  contentOffset "), let view = current {
                let values = line.numbers
                if values.count == 2 { initialOffsets[view] = Point(x: values[0], y: values[1]) }
            } else if line.hasPrefix("  range ") {
                let values = line.numbers
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
        }
        close()
    }

    /// Follows one event line of a view whose geometry is `geometry`.
    ///
    /// A `set` of the content size, inset or frame changes it; a zoom or a refresh stops the log saying enough.
    ///
    /// - Parameters:
    ///   - event: The line's event.
    ///   - detail: The line's detail column.
    ///   - geometry: The view's geometry, changed in place.
    static func follow(_ event: TextLogScan.Name, detail: @autoclosure () -> String, _ geometry: inout ViewGeometry) {
        switch event {
        case .set:
            let detail = detail()
            let values = Self.numbers(in: detail)
            if detail.hasPrefix("property contentSize"), values.count == 2 {
                geometry.contentSize = Size(width: values[0], height: values[1])
            } else if detail.hasPrefix("property contentInset"), values.count == 4 {
                geometry.inset = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            } else if detail.hasPrefix("property frame"), values.count == 4 {
                geometry.size = Size(width: values[2], height: values[3])
            } else if detail.hasPrefix("property zoomScale") {
                geometry.known = false
            }
        case .willBeginZooming, .didZoom, .didEndZooming, .zoomTo, .setZoomScale, .refreshValueChanged:
            geometry.known = false
        default:
            break
        }
    }

    /// Whether two ranges agree to the log's print precision.
    static func close(_ a: OffsetRange, _ b: OffsetRange) -> Bool {
        let tolerance = 0.001
        return abs(a.minimum.x - b.minimum.x) <= tolerance && abs(a.minimum.y - b.minimum.y) <= tolerance
            && abs(a.maximum.x - b.maximum.x) <= tolerance && abs(a.maximum.y - b.maximum.y) <= tolerance
    }

    /// The decimal numbers in `text`, in order.
    ///
    /// A number is `-`, digits and one `.`: the runs of ASCII digits, `.` and `-` that read as a `Double`. Read as
    /// UTF-8 bytes when `text` is all ASCII (every character one byte); else character by character. O(text).
    static func numbers(in text: some StringProtocol) -> [Double] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return numbers(inASCII: text.utf8) }
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

    /// ``numbers(in:)`` of ASCII bytes.
    static func numbers<Bytes: Collection<UInt8>>(inASCII bytes: Bytes) -> [Double] {
        var result: [Double] = []
        var token: [UInt8] = []
        func take() {
            if !token.isEmpty, let value = Double(String(decoding: token, as: UTF8.self)) { result.append(value) }
            token.removeAll(keepingCapacity: true)
        }
        for byte in bytes {
            if (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-")
            {
                token.append(byte)
            } else {
                take()
            }
        }
        take()
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

/// A header line as ``LogGeometry`` reads it: a byte slice of an ASCII log, or a string.
protocol HeaderLine {
    /// Whether the line starts with `prefix`.
    func hasPrefix(_ prefix: String) -> Bool
    /// The line without its first `count` characters.
    func text(droppingFirst count: Int) -> String
    /// Its decimal numbers (``LogGeometry/numbers(in:)``).
    var numbers: [Double] { get }
}

extension ArraySlice<UInt8>: HeaderLine {
    func hasPrefix(_ prefix: String) -> Bool { starts(with: prefix.utf8) }
    func text(droppingFirst count: Int) -> String { String(decoding: dropFirst(count), as: UTF8.self) }
    var numbers: [Double] { LogGeometry.numbers(inASCII: self) }
}

extension String: HeaderLine {
    func text(droppingFirst count: Int) -> String { String(dropFirst(count)) }
    var numbers: [Double] { LogGeometry.numbers(in: self) }
}
