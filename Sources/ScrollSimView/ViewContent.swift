// How the page draws a view's content: a grid, the zoom limits, and the items or pages the header gives.
import ScrollSimKit
import ScrollSimLog

/// The drawing of one view's content, from its header fields.
///
/// A grid of squares `grid` points apart in the unzoomed content's coordinates (drawn `grid × zoomScale` apart, so
/// horizontal and vertical motion and zooming all show), a zooming view's limits and unzoomed content size, and the
/// item or page boundaries its layout or behaviour defines (`flowLayout`'s items, `cellPaging`'s cells, `snapPoints`',
/// `naivePaging`'s and paging's pages).
struct ViewContent {
    /// The most items the page embeds for one view.
    static let itemBudget = 1000

    /// The grid spacing (points, unzoomed content).
    var grid: Double
    /// A zooming view's setup.
    var zoom: ZoomGeometry?
    /// Item rectangles `[x, y, w, h]` in the header's content coordinates.
    var items: [[Double]] = []
    /// Page boundaries: `[axis (0 x, 1 y), first, step]` in the header's content coordinates.
    var pages: [Double]?

    /// The content drawing of `view`.
    init(_ view: ViewLogReader.SceneView) {
        zoom = ZoomGeometry(fields: view.fields)
        let scale = zoom?.scale ?? 1
        grid = Self.spacing(min(view.frame[2], view.frame[3]) / scale)
        let content = view.content ?? [view.frame[2], view.frame[3]]
        for (name, value) in view.fields {
            let words = value.split(whereSeparator: { "(), ".contains($0) })
            func number(_ label: String, _ offset: Int = 1) -> Double? {
                guard let index = words.firstIndex(where: { $0 == label }), index + offset < words.count else {
                    return nil
                }
                return Double(words[index + offset]).flatMap { $0.isFinite ? $0 : nil }
            }
            let horizontal = words.contains("horizontal")
            if name == "flowLayout", let width = number("itemSize"), let height = number("itemSize", 2),
                let count = number("itemCount")
            {
                items = Self.flow(
                    item: Size(width: width, height: height), count: count, horizontal: horizontal,
                    line: number("minimumLineSpacing") ?? 0, interitem: number("minimumInteritemSpacing") ?? 0,
                    inset: (number("top") ?? 0, number("left") ?? 0, number("bottom") ?? 0, number("right") ?? 0),
                    frame: Size(width: view.frame[2], height: view.frame[3]))
            } else if name == "behavior", words.first == "cellPaging", let width = number("itemWidth"), width > 0 {
                let step = width + (number("itemSpacing") ?? 0), first = number("sectionInset") ?? 0
                let extent = horizontal ? content[0] : content[1]
                var start = first
                while start < extent, items.count < Self.itemBudget, step > 0 {
                    items.append(horizontal ? [start, 0, width, content[1]] : [0, start, content[0], width])
                    start += step
                }
            } else if name == "behavior", words.first == "snapPoints", let every = number("every"), every > 0 {
                pages = [horizontal ? 0 : 1, number("origin") ?? 0, every]
            } else if name == "behavior", words.first == "naivePaging", let width = number("pageWidth"), width > 0 {
                pages = [0, 0, width]
            } else if name == "paging", value == "true" {
                let vertical = content[1] > view.frame[3] && content[0] <= view.frame[2]
                pages = [vertical ? 1 : 0, 0, vertical ? view.frame[3] : view.frame[2]]
            }
        }
    }

    /// The items of a flow layout: rows across the frame (vertical) or columns down it
    /// (horizontal), as many per line as fit.
    static func flow(
        item: Size, count: Double, horizontal: Bool, line: Double, interitem: Double,
        inset: (top: Double, left: Double, bottom: Double, right: Double), frame: Size
    ) -> [[Double]] {
        guard item.width > 0, item.height > 0 else { return [] }
        let across = horizontal ? frame.height - inset.top - inset.bottom : frame.width - inset.left - inset.right
        let size = horizontal ? item.height : item.width
        let perLine = max(1, Int(((across + interitem) / (size + interitem)).rounded(.down)))
        var out: [[Double]] = []
        for index in 0..<max(0, min(Self.itemBudget, Int(min(count, Double(Self.itemBudget))))) {
            let along = Double(index / perLine), cross = Double(index % perLine)
            if horizontal {
                out.append([
                    inset.left + along * (item.width + line), inset.top + cross * (item.height + interitem),
                    item.width, item.height,
                ])
            } else {
                out.append([
                    inset.left + cross * (item.width + interitem), inset.top + along * (item.height + line),
                    item.width, item.height,
                ])
            }
        }
        return out
    }

    /// A round spacing (1, 2 or 5 times a power of ten) about a quarter of `length`, at least 1.
    static func spacing(_ length: Double) -> Double {
        let raw = length.isFinite ? min(max(length / 4, 1), 1e9) : 100
        var unit = 1.0
        while unit * 10 <= raw { unit *= 10 }
        return [5.0, 2, 1].map { $0 * unit }.first { $0 <= raw } ?? unit
    }

    /// The content's drawing as JSON members.
    ///
    /// `grid`; for a zooming view `limits` `[min, max]` and `unzoomed` `[w, h]`; `items` and `pages` when the header
    /// defines them.
    var json: String {
        var out = ",\"grid\":\(ViewJSON.number(grid))"
        if let zoom {
            out += ",\"limits\":\(ViewJSON.numbers([zoom.minimum, zoom.maximum]))"
            out += ",\"unzoomed\":\(ViewJSON.numbers([zoom.unzoomedContent.width, zoom.unzoomedContent.height]))"
        }
        if !items.isEmpty { out += ",\"items\":[" + items.map(ViewJSON.numbers).joined(separator: ",") + "]" }
        if let pages { out += ",\"pages\":\(ViewJSON.numbers(pages))" }
        return out
    }
}
