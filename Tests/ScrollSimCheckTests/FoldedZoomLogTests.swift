import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

@testable import ScrollSimCheck

/// Tests that `didZoom` lines are folded into runs in golden diffs and in run-folded logs, as `didScroll` lines are.
///
/// A failing zoom golden's diff folds the `didZoom` runs as it folds the `didScroll` ones (one failure showed 256
/// `didZoom` lines of 379), and `"log": {"didScroll": "runs"}` prints a pinch's `didZoom` calls as runs too.
struct FoldedZoomLogTests {
    static let trace = PackageRoot.traces + "/zoom/pinch-in.json"

    /// The pinch's golden with every `didZoom` scale 0.001 larger: a golden that fails on every
    /// zoom line, as a change to the pinch's scale would make it.
    static func goldenAndChanged() throws -> (golden: [UInt8], changed: [UInt8]) {
        let golden = try FileSystem.read(TraceDiscovery.goldenPath(ofTrace: trace))
        let lines = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let changed = lines.map { line -> String in
            guard line.contains(" didZoom "), let range = line.range(of: "scale ") else { return String(line) }
            let scale = Double(line[range.upperBound...])! + 0.001
            return line[..<range.upperBound] + FixedPoint.format(scale, decimals: 3)
        }
        #expect(changed.count == lines.count)
        return (golden, Array(changed.joined(separator: "\n").utf8))
    }

    @Test func aFailingZoomGoldensDiffFoldsTheZoomRuns() throws {
        let (golden, changed) = try Self.goldenAndChanged()
        let plain = UnifiedDiff(old: golden, new: changed, oldLabel: "g", newLabel: "actual", lineLimit: nil)
        let folded = UnifiedDiff.folded(golden: golden, actual: changed, goldenLabel: "g", lineLimit: nil)
        let changedLines = folded.lines.filter { $0.kind != .context }.map(\.text)
        // The zoom runs differ in their scales: the diff shows a few run lines, not one per frame.
        #expect(changedLines.contains { $0.hasPrefix("-") && $0.contains("didZoom ×") })
        #expect(changedLines.contains { $0.hasPrefix("+") && $0.contains("didZoom ×") })
        let plainZoomLines = plain.lines.filter { $0.kind != .context && $0.text.contains("didZoom") }.count
        let foldedZoomLines = changedLines.filter { $0.contains("didZoom") }.count
        #expect(plainZoomLines > 40)
        #expect(foldedZoomLines <= 6, "\(changedLines.joined(separator: "\n"))")
        #expect(folded.lines.count * 4 < plain.lines.count)
    }

    @Test func theRunsLogFoldsZoomRunsAsTheDiffDoes() throws {
        let bytes = try FileSystem.read(Self.trace)
        let runs = try Replay.run(trace: bytes, format: .text, didScroll: .runs)
        let zoomRun = try #require(runs.split(separator: "\n").first { $0.contains("didZoom ×") })
        #expect(zoomRun.hasSuffix("T--    scale 1.020 → 1.400") || zoomRun.contains("scale 1.020 → "), "\(zoomRun)")
        let golden = try FileSystem.read(TraceDiscovery.goldenPath(ofTrace: Self.trace))
        #expect(FoldedLog.fold(golden) == Array(runs.utf8))
        // The reader takes a zoom run's last scale as the scale after it (as the plot draws it).
        let read = TextLog(Array(runs.utf8))
        let line = try #require(read.lines.first { $0.event == "didZoom" && $0.count > 1 })
        let scales = PlotObservation.observations(of: line).compactMap(\.zoomScale)
        #expect(scales.last.map { $0 > 1.02 } == true, "\(scales)")
    }
}
