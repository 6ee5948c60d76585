// The plot as a self-contained SVG 1.1 document: no scripts, no external files, a generic font,
// so browsers and GitHub's image view and diff (2-up, swipe, onion skin) show it as it is.
import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport

/// Renders a `PlotModel` as SVG text.
///
/// Deterministic: coordinates are printed with `FixedPoint` (0.1 px), nothing depends on the clock, the locale or a
/// dictionary's order.
enum SVGPlot {
    /// The document width, px.
    static let width = 960.0
    /// The left margin (y labels), px.
    static let left = 84.0
    /// The plot area's width, px: one pixel per downsampling column.
    static let plotWidth = Double(PlotModel.columns)
    /// Band colours per phase (light fills), in `PhaseSet.named` order.
    static let bandColors = ["#f6d365", "#f4a261", "#8ecae6", "#a7d49b"]
    /// Vertical space above each panel for its title and callback labels, px.
    static let panelGap = 34.0

    /// The SVG document.
    static func render(_ model: PlotModel) -> String {
        var body = ""
        var y = 64.0
        let timeAxis = PlotAxis(low: 0, high: model.timeEnd, count: 8)
        for panel in model.panels {
            y += panelGap
            body += render(panel, top: y, model: model, timeAxis: timeAxis)
            y += panel.height
        }
        body += renderTimeAxis(model, timeAxis, top: y)
        y += 66
        for note in model.notes {
            for (index, part) in wrapped(note, columns: noteColumns).enumerated() {
                body += text(left + (index == 0 ? 0 : 16), y, part, size: 11, family: "monospace")
                y += 15
            }
        }
        let height = (y + 8).rounded(.up)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(number(width))\" "
        out += "height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
        out += "font-family=\"sans-serif\" font-size=\"11\">\n"
        out += "<title>\(XMLText.escaped(model.title))</title>\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#ffffff\"/>\n"
        out += text(left, 26, model.title, size: 16, bold: true)
        out += legend(model, top: 46)
        return out + body + "</svg>\n"
    }

    /// Phase colours and line styles, one row.
    static func legend(_ model: PlotModel, top: Double) -> String {
        var out = ""
        var x = left
        for (index, entry) in PhaseSet.named.enumerated() {
            out += rect(x, top - 9, 12, 10, fill: bandColors[index])
            out += text(x + 16, top, entry.name, size: 11)
            x += 30 + Double(entry.name.count) * 6
        }
        if model.hasReference {
            out += line(x, top - 4, x + 24, top - 4, stroke: "#888888", width: 1.5, dash: "5 3")
            out += text(x + 28, top, "golden", size: 11)
            x += 80
            out += line(x, top - 4, x + 24, top - 4, stroke: "#1f4e8c", width: 1.5)
            out += text(x + 28, top, "actual", size: 11)
        }
        return out
    }

    static func render(_ panel: PlotPanel, top: Double, model: PlotModel, timeAxis: PlotAxis) -> String {
        var values = panel.lines.flatMap { $0.points.map(\.value) } + panel.dots.map(\.value) + panel.extent
        if let axis = panel.targetAxis {
            values += panel.ticks.compactMap { $0.target.map { axis == 0 ? $0.x : $0.y } }
        }
        var low = values.min() ?? 0, high = values.max() ?? 0
        if panel.targetAxis == nil { (low, high) = (min(low, 0), max(high, 0)) }
        if high - low < 1e-9 { (low, high) = (low - 1, high + 1) }
        let pad = (high - low) * 0.06
        (low, high) = (low - pad, high + pad)
        let height = panel.height
        func px(_ t: Double) -> Double { left + plotWidth * t / model.timeEnd }
        func py(_ v: Double) -> Double { top + height * (high - v) / (high - low) }
        var out = "<g>\n"
        out += text(left, top - 20, "\(panel.title) (\(panel.unit))", size: 12, bold: true)
        for band in panel.bands {
            let index = PhaseSet.named.firstIndex { $0.phase == band.phase } ?? 0
            out += rect(
                px(band.start), top, px(band.end) - px(band.start), height, fill: bandColors[index], opacity: 0.4)
        }
        let valueAxis = PlotAxis(low: low, high: high, count: panel.height > 100 ? 5 : 3)
        for value in valueAxis.ticks {
            out += line(left, py(value), left + plotWidth, py(value), stroke: "#e2e2e2", width: 1)
            out += text(left - 6, py(value) + 4, valueAxis.label(value), size: 10, anchor: "end")
        }
        for value in timeAxis.ticks {
            out += line(px(value), top, px(value), top + height, stroke: "#eeeeee", width: 1)
        }
        for level in panel.levels where level.value >= low && level.value <= high {
            out += line(
                left, py(level.value), left + plotWidth, py(level.value), stroke: "#b23a48", width: 1, dash: "2 2")
            out += text(left + plotWidth - 4, py(level.value) - 3, level.label, size: 9, anchor: "end", fill: "#b23a48")
        }
        let limitLabels = panel.lines.compactMap { limit -> (value: Double, label: String)? in
            guard let label = limit.label, let last = limit.points.last else { return nil }
            return (last.value, label)
        }
        let levelLabels = (panel.levels + limitLabels).filter { $0.value >= low && $0.value <= high }.map { level in
            (baseline: py(level.value) - 3, width: Self.labelWidth(level.label, size: 9))
        }
        out += ticks(panel, top: top, height: height, px: px, py: py, levelLabels: levelLabels)
        for plotted in panel.lines where plotted.style == .limit {
            out += limit(plotted, px: px, py: py, inside: low...high)
        }
        for plotted in panel.lines where plotted.style != .limit {
            let reference = plotted.style == .reference
            let starts = [0] + plotted.breaks, ends = plotted.breaks + [plotted.points.count]
            for (start, end) in zip(starts, ends) where start < end {
                let points = plotted.points[start..<end].map { "\(number(px($0.time))),\(number(py($0.value)))" }
                out += "<polyline fill=\"none\" stroke=\"\(reference ? "#888888" : "#1f4e8c")\" stroke-width=\"1.5\""
                out += reference ? " stroke-dasharray=\"5 3\"" : ""
                out += " points=\"\(points.joined(separator: " "))\"/>\n"
            }
        }
        for dot in panel.dots {
            out += "<circle cx=\"\(number(px(dot.time)))\" cy=\"\(number(py(dot.value)))\" r=\"3.5\" fill=\"#d62828\">"
            out +=
                "<title>willEndDragging velocity \(FixedPoint.format(dot.value, decimals: 1)) pt/s</title></circle>\n"
        }
        out += "<rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(plotWidth))\" "
        out += "height=\"\(number(height))\" fill=\"none\" stroke=\"#999999\"/>\n"
        return out + "</g>\n"
    }

    /// A limit that changes over time (a zooming view's range maximum) as a dashed path like a level's.
    ///
    /// The panel's values include it; it is drawn only where it lies `inside` them, with its last value as the label at
    /// the right edge.
    static func limit(
        _ plotted: PlotLine, px: (Double) -> Double, py: (Double) -> Double, inside: ClosedRange<Double>
    ) -> String {
        var path = "", joined = false
        for (start, end) in zip(plotted.points, plotted.points.dropFirst()) {
            guard inside.contains(start.value), inside.contains(end.value) else {
                joined = false
                continue
            }
            if !joined { path += "M \(number(px(start.time))) \(number(py(start.value))) " }
            path += "L \(number(px(end.time))) \(number(py(end.value))) "
            joined = true
        }
        guard !path.isEmpty else { return "" }
        var out = "<path d=\"\(path.dropLast())\" fill=\"none\" stroke=\"#b23a48\" stroke-width=\"1\""
        out += " stroke-dasharray=\"2 2\"/>\n"
        if let last = plotted.points.last, let label = plotted.label, inside.contains(last.value) {
            out += text(left + plotWidth - 4, py(last.value) - 3, label, size: 9, anchor: "end", fill: "#b23a48")
        }
        return out
    }

    /// Characters' width (px) of a label in the 9 px font the ticks use (about 5 px each).
    static func labelWidth(_ text: String, size: Double) -> Double { Double(text.count) * size * 5 / 9 + 4 }

    /// The label rows of callback ticks.
    static let labelRows = 4

    /// Callback ticks with their labels and `willEndDragging` targets as dashed lines.
    ///
    /// Each label goes into the first of `labelRows` rows where it overlaps neither the label before it nor a level's
    /// label (`levelLabels`: the baseline and width of each, at the right edge). A label that fits in no row is never
    /// dropped silently: it is counted on the label placed last before it, which then reads `name +N` (room for the
    /// count is kept with every label).
    static func ticks(
        _ panel: PlotPanel, top: Double, height: Double, px: (Double) -> Double, py: (Double) -> Double,
        levelLabels: [(baseline: Double, width: Double)] = []
    ) -> String {
        var out = ""
        var rowEnds = [Double](repeating: -Double.infinity, count: labelRows)
        // Where a row ends on the right: the left edge of a level label on the row's line.
        let rowLimits = (0..<labelRows).map { row in
            let baseline = top + 10 + Double(row) * 11
            return levelLabels.filter { abs($0.baseline - baseline) < 10 }.map { left + plotWidth - 4 - $0.width }
                .min() ?? left + plotWidth
        }
        var placed: [(x: Double, baseline: Double, flips: Bool, name: String, hidden: Int)] = []
        let countRoom = labelWidth(" +99", size: 9) - 4
        for (index, mark) in panel.ticks.enumerated() {
            let x = px(mark.time)
            out += line(x, top, x, top + height, stroke: "#555555", width: 0.6, dash: "1 2")
            let labelWidth = Self.labelWidth(mark.name, size: 9) + countRoom
            let flips = x + labelWidth > left + plotWidth
            let (start, end) = flips ? (x - labelWidth, x) : (x, x + labelWidth)
            if let row = (0..<labelRows).first(where: { rowEnds[$0] <= start && end <= rowLimits[$0] }) {
                placed.append((x, top + 10 + Double(row) * 11, flips, mark.name, 0))
                rowEnds[row] = end + 4
            } else if !placed.isEmpty {
                placed[placed.count - 1].hidden += 1
            } else {
                placed.append((x, top + 10, flips, "", 1))
            }
            if let axis = panel.targetAxis, let target = mark.target {
                let value = axis == 0 ? target.x : target.y
                let end = panel.ticks[(index + 1)...].first {
                    ["willBeginDragging", "didEndDecelerating"].contains($0.name)
                }
                out += line(
                    x, py(value), end.map { px($0.time) } ?? left + plotWidth, py(value), stroke: "#6a4c93", width: 1.2,
                    dash: "6 4")
            }
        }
        for label in placed {
            let name = label.hidden > 0 ? (label.name.isEmpty ? "" : label.name + " ") + "+\(label.hidden)" : label.name
            out += text(
                label.flips ? label.x - 2 : label.x + 2, label.baseline, name, size: 9,
                anchor: label.flips ? "end" : "start", fill: "#333333")
        }
        return out
    }

    /// Time labels, the axis title and touch markers (▲ down, ▼ up) under the last panel.
    static func renderTimeAxis(_ model: PlotModel, _ axis: PlotAxis, top: Double) -> String {
        var out = ""
        for value in axis.ticks {
            let x = left + plotWidth * value / model.timeEnd
            out += line(x, top, x, top + 4, stroke: "#999999", width: 1)
            out += text(x, top + 15, axis.label(value), size: 10, anchor: "middle")
        }
        out += text(left + plotWidth, top + 29, "time (s)", size: 10, anchor: "end")
        for mark in model.touches {
            let x = number(left + plotWidth * mark.time / model.timeEnd)
            let down = mark.name == "touchBegan"
            let shape = down ? "l -4 7 h 8 z" : "l -4 -7 h 8 z"
            let base = number(top + (down ? 34 : 48))
            out += "<path d=\"M \(x) \(base) \(shape)\" fill=\"\(down ? "#2a9d8f" : "#e76f51")\"/>\n"
        }
        out += text(left - 6, top + 45, "touches", size: 9, anchor: "end")
        return out
    }

    /// Characters per line of a note (11 px monospace across the plot's width).
    static let noteColumns = 125

    /// `text` cut into lines of at most `columns` characters at spaces (a longer word stays whole).
    static func wrapped(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty && current.count + 1 + word.count > columns {
                lines.append(current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        lines.append(current)
        return lines
    }

    static func number(_ value: Double) -> String { FixedPoint.format(value, decimals: 1) }

    static func text(
        _ x: Double, _ y: Double, _ content: String, size: Double, bold: Bool = false, anchor: String = "start",
        fill: String = "#222222", family: String? = nil
    ) -> String {
        var out = "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\""
        if bold { out += " font-weight=\"bold\"" }
        if anchor != "start" { out += " text-anchor=\"\(anchor)\"" }
        if let family { out += " font-family=\"\(family)\" xml:space=\"preserve\"" }
        return out + " fill=\"\(fill)\">\(XMLText.escaped(content, attribute: false))</text>\n"
    }

    static func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double, dash: String? = nil
    ) -> String {
        var out = "<line x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\" "
        out += "stroke=\"\(stroke)\" stroke-width=\"\(number(width))\""
        if let dash { out += " stroke-dasharray=\"\(dash)\"" }
        return out + "/>\n"
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, fill: String, opacity: Double? = nil) -> String
    {
        var out = "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(w))\" "
        out += "height=\"\(number(h))\" fill=\"\(fill)\""
        if let opacity { out += " fill-opacity=\"\(number(opacity))\"" }
        return out + "/>\n"
    }
}
