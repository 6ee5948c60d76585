import Foundation
import ScrollSimPlot
import ScrollSimSupport
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Tests that callback labels never overlap over the whole corpus and none is dropped without a `+N` count.
///
/// Over the whole corpus, callback labels never overlap each other or a level's label, and none is dropped silently:
/// the labels plus their `+N` counts are as many as the ticks.
struct PlotLabelTests {
    /// A 9 px label as drawn: its baseline, left and right edge (the plot's own width rule).
    struct Label {
        var baseline: Double, left: Double, right: Double, text: String
        /// A level's label (the range's min and max, 0, a zoom scale of 1), not a tick's.
        var isLevel: Bool
    }

    /// The value of `name="…"` in an SVG element's text.
    static func attribute(_ name: String, in element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The tick and level labels of `svg`, and how many ticks it draws.
    static func labels(_ svg: String) -> (labels: [Label], ticks: Int) {
        var labels: [Label] = []
        var ticks = 0
        for element in svg.split(separator: "\n") {
            if element.hasPrefix("<line"), element.contains("stroke=\"#555555\"") { ticks += 1 }
            guard element.hasPrefix("<text"), element.contains("font-size=\"9.0\""),
                element.contains("#333333") || element.contains("#b23a48"),
                let x = attribute("x", in: element).flatMap(Double.init),
                let y = attribute("y", in: element).flatMap(Double.init),
                let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>")
            else { continue }
            let text = String(element[element.index(after: open)..<close.lowerBound])
            let width = Double(text.count) * 5 + 4
            let end = attribute("text-anchor", in: element) == "end"
            labels.append(
                Label(
                    baseline: y, left: end ? x - width : x, right: end ? x : x + width, text: text,
                    isLevel: element.contains("#b23a48")))
        }
        return (labels, ticks)
    }

    @Test func labelsNeverOverlapAndEveryTickIsCounted() throws {
        let root = PackageRoot.path + "/traces"
        let traces = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(traces.count > 100)
        for trace in traces {
            let writer = PlotWriter()
            try Replay.replay(Replay.decode(FileSystem.read(root + "/" + trace)), into: writer)
            let (labels, ticks) = Self.labels(try writer.svg())
            let counted = labels.filter { !$0.isLevel }
                .map { label in 1 + (label.text.split(separator: "+").last.flatMap { Int($0) } ?? 0) }
            #expect(counted.reduce(0, +) == ticks, "\(trace): \(counted.reduce(0, +)) labels for \(ticks) ticks")
            for (index, label) in labels.enumerated() {
                for other in labels[(index + 1)...]
                where abs(other.baseline - label.baseline) < 9 && other.left < label.right && label.left < other.right {
                    Issue.record("\(trace): \"\(label.text)\" overlaps \"\(other.text)\"")
                }
            }
        }
    }
}
