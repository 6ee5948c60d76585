import ScrollSimKit

/// A zooming scroll view's setup as its log header prints it, and the scrollable range at any zoom scale.
///
/// The setup is `zoom (scale 1, limits 1…4, bouncesZoom true, zoomView (0, 0, 400, 800))`, `frame`, `contentSize` and
/// the insets; the plot's range line and `view`'s content read it here.
package struct ZoomGeometry: Equatable, Sendable {
    /// The zoom scale before the first event.
    package var scale: Double
    /// `minimumZoomScale` and `maximumZoomScale`.
    package var minimum: Double, maximum: Double
    /// The content size at scale 1.
    ///
    /// The zoom view's untransformed size, or without one the header's `contentSize` over its scale.
    package var unzoomedContent: Size
    /// The view's frame size.
    package var frame: Size
    /// The header's inset at the top-left and bottom-right: `x` left/right, `y` top/bottom.
    ///
    /// The inset is `adjustedContentInset`, else `contentInset`.
    package var insetLow: Point, insetHigh: Point

    /// The geometry of a view whose header `fields` (name and printed value, in order) have a `zoom` line.
    ///
    /// Nil without one or when it does not read.
    package init?(fields: [(name: String, value: String)]) {
        func value(_ name: String) -> String? { fields.last { $0.name == name }?.value }
        guard let zoom = value("zoom") else { return nil }
        let words = zoom.split(whereSeparator: { "(), …".contains($0) })
        func number(after label: String) -> Double? {
            words.firstIndex { $0 == label }.flatMap { $0 + 1 < words.count ? Double(words[$0 + 1]) : nil }
        }
        guard let scale = number(after: "scale"), scale > 0, let minimum = number(after: "limits"),
            let limits = words.firstIndex(of: "limits"), limits + 2 < words.count,
            let maximum = Double(words[limits + 2]), minimum.isFinite, maximum.isFinite
        else { return nil }
        let frame = Self.numbers(value("frame") ?? "")
        let content = Self.numbers(value("contentSize") ?? "")
        guard frame.count == 4, content.count == 2 else { return nil }
        self.scale = scale
        self.minimum = minimum
        self.maximum = maximum
        self.frame = Size(width: frame[2], height: frame[3])
        if let index = words.firstIndex(of: "zoomView"), index + 4 < words.count,
            let width = Double(words[index + 3]), let height = Double(words[index + 4])
        {
            unzoomedContent = Size(width: width, height: height)
        } else {
            unzoomedContent = Size(width: content[0] / scale, height: content[1] / scale)
        }
        let inset = Self.insets(value("adjustedContentInset") ?? value("contentInset") ?? "")
        insetLow = Point(x: inset["left"] ?? 0, y: inset["top"] ?? 0)
        insetHigh = Point(x: inset["right"] ?? 0, y: inset["bottom"] ?? 0)
    }

    /// The content size at `scale`: the unzoomed content times the scale.
    package func content(atScale scale: Double) -> Size {
        Size(width: unzoomedContent.width * scale, height: unzoomedContent.height * scale)
    }

    /// The scrollable range at `scale`, never below the minimum.
    ///
    /// UIKit's: from minus the top-left inset to the zoomed content plus the bottom-right inset minus the frame, never
    /// below the minimum.
    package func range(atScale scale: Double) -> OffsetRange {
        let size = content(atScale: scale)
        let minimum = Point(x: -insetLow.x, y: -insetLow.y)
        return OffsetRange(
            minimum: minimum,
            maximum: Point(
                x: max(minimum.x, size.width + insetHigh.x - frame.width),
                y: max(minimum.y, size.height + insetHigh.y - frame.height)))
    }

    /// The numbers of `(0, 300, 393, 300)`.
    static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { "(), ".contains($0) }).compactMap { Double($0) }
    }

    /// `(top 0, left 59, bottom 21, right 59)` as a name → value table.
    static func insets(_ text: String) -> [String: Double] {
        let words = text.split(whereSeparator: { "(), ".contains($0) })
        var out: [String: Double] = [:]
        for index in stride(from: 0, to: words.count - 1, by: 2) {
            if let number = Double(words[index + 1]) { out[String(words[index])] = number }
        }
        return out
    }
}
