// The two sources of plot observations: the log entries of a replay, and the lines of a text log.
import ScrollSimKit

extension PlotObservation {
    /// The observation of a log entry, as `PlotWriter` receives it.
    package init(_ entry: LogEntry) {
        var offset = entry.offset
        var target: Point?
        var position: Point?
        var zoomScale: Double?
        var releaseVelocity: Point?
        switch entry.event {
        case let .willEndDragging(velocity, goal, landing):
            target = landing ?? goal
            releaseVelocity = velocity
        case let .willBeginZooming(scale), let .didZoom(scale):
            zoomScale = scale
        case let .behavior(name, fields) where name == Self.presentationFrameEvent:
            for field in fields {
                switch (field.name, field.value) {
                case ("presentationOffset", .point(let point)): offset = point
                case ("presentationScale", .number(let scale, _)): zoomScale = scale
                default: break
                }
            }
        case let .input(_, fields), let .behavior(_, fields):
            position = Self.position(in: fields.map { ($0.name, $0.value) })
        default:
            break
        }
        var modelVelocity = releaseVelocity.map { Point(x: $0.x * 1000, y: $0.y * 1000) }
        if case let .behavior(name, fields) = entry.event, Self.velocityEvents.contains(name) {
            for field in fields where field.name == "velocity" {
                if case let .number(value, _) = field.value { modelVelocity = Point(x: 0, y: value) }
            }
        }
        self.init(
            time: entry.time, view: entry.view, event: entry.event.name, offset: offset, position: position,
            flags: entry.flags, target: target, zoomScale: zoomScale, releaseVelocity: releaseVelocity,
            modelVelocity: modelVelocity)
    }

    /// A plain view's position in an event's fields: `presentation`, else `y`.
    ///
    /// `presentation` is a `UIView.animate` frame's origin; `y` a sheet's frame top (x stays 0).
    static func position(in fields: [(name: String, value: LogValue)]) -> Point? {
        for field in fields where field.name == "presentation" {
            if case let .point(point) = field.value { return point }
        }
        for field in fields where field.name == "y" {
            if case let .number(y, .points) = field.value { return Point(x: 0, y: y) }
        }
        return nil
    }

    /// The observations of a text log's line: one, or two for a `didScroll` or `didZoom` run (its first and last call).
    ///
    /// The detail column gives `willEndDragging`'s target and a plain view's position.
    package static func observations(of line: TextLog.Line) -> [PlotObservation] {
        var target: Point?
        var position: Point?
        let fields = line.detail.split(separator: ", ", omittingEmptySubsequences: false)
        for field in fields {
            let words = field.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2 else { continue }
            if words[0] == "y", let y = Self.finite(words[1]) { position = position ?? Point(x: 0, y: y) }
        }
        if let point = Self.point(after: "presentation ", in: line.detail) { position = point }
        var releaseVelocity: Point?
        if line.event == "willEndDragging" {
            target = Self.point(after: "landing ", in: line.detail) ?? Self.point(after: "target ", in: line.detail)
            releaseVelocity = Self.point(after: "velocity ", in: line.detail)
        }
        if line.count > 1 { position = nil } // a run's detail is `y first → last`, not a position
        // The zoom events' detail is `scale S`, as printed (three decimals); a run of `didZoom`
        // calls prints `scale first → last`, and its last scale is the one after the line.
        var zoomScale: Double?
        var offset = line.offset
        if Self.zoomScaleEvents.contains(line.event), line.detail.hasPrefix("scale ") {
            let scales = line.detail.dropFirst("scale ".count)
            zoomScale = Self.finite(scales.split(separator: " ").last ?? scales)
        } else if line.event == Self.presentationFrameEvent {
            // `presentationOffset (x, y), presentationScale S`: what the screen shows.
            offset = Self.point(after: "presentationOffset ", in: line.detail) ?? offset
            if let range = line.detail.firstRange(of: "presentationScale ") {
                zoomScale = Self.finite(line.detail[range.upperBound...].prefix { $0 != "," })
            }
        }
        var modelVelocity = releaseVelocity.map { Point(x: $0.x * 1000, y: $0.y * 1000) }
        if Self.velocityEvents.contains(line.event),
            let field = fields.first(where: { $0.hasPrefix("velocity ") }),
            let value = Self.finite(field.dropFirst("velocity ".count))
        {
            modelVelocity = Point(x: 0, y: value)
        }
        let last = PlotObservation(
            time: line.endTime, view: line.view, event: line.event, offset: offset, position: position,
            flags: line.flags, target: target, zoomScale: zoomScale, releaseVelocity: releaseVelocity,
            modelVelocity: modelVelocity)
        guard line.count > 1 else { return [last] }
        var first = last
        first.time = line.time
        first.offset = line.firstOffset
        if zoomScale != nil, let arrow = line.detail.firstRange(of: " → ") {
            first.zoomScale = Double(line.detail[..<arrow.lowerBound].dropFirst("scale ".count))
        }
        return [first, last]
    }

    /// The number `text` prints, or nil when it is not one or not finite.
    ///
    /// A golden edited by hand (or written by a broken build) may say `nan` or `inf`, and no plot or page may draw it.
    static func finite<Text: StringProtocol>(_ text: Text) -> Double? {
        guard let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// `text` without the white space at either end.
    static func trimmed(_ text: Substring) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
        return text[start..<max(start, end)]
    }

    /// The `(x, y)` right after `label` in `text`.
    static func point(after label: String, in text: String) -> Point? {
        guard let start = text.firstRange(of: label + "(") else { return nil }
        let rest = text[start.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { return nil }
        let parts = rest[..<close].split(separator: ",").map(Self.trimmed)
        guard parts.count == 2, let x = Self.finite(parts[0]), let y = Self.finite(parts[1]) else { return nil }
        return Point(x: x, y: y)
    }
}
