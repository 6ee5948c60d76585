import ScrollSimLog
import ScrollSimTestSupport
import Testing

@testable import ScrollSimCheck

/// The headline `check` prints before a failing trace's diff.
struct FailureSummaryTests {
    @Test func aChangedRateNamesTheFirstDifferingEventAndTheFinalOffsets() throws {
        let golden = try SampleTraces.log(SampleTraces.flick())
        let actual = try SampleTraces.log(SampleTraces.flick(extra: ", \"decelerationRate\": \"fast\""))
        let summary = FailureSummary(golden: Array(golden.utf8), actual: Array(actual.utf8)).lines
        let goldenLog = TextLog(Array(golden.utf8)), actualLog = TextLog(Array(actual.utf8))
        // The header's decelerationRate line is the first to differ; the first event that differs is
        // the release, whose target moved.
        let headerLine = golden.split(separator: "\n").firstIndex { $0.contains("decelerationRate") }! + 1
        #expect(
            summary[0]
                == "first difference: line \(headerLine), golden `  decelerationRate normal`, "
                + "actual `  decelerationRate fast`")
        let release = try #require(goldenLog.lines.first { $0.event == "willEndDragging" })
        #expect(
            summary[1].hasPrefix(
                "first differing event: golden line \(release.number) 0.0960 scrollView willEndDragging"))
        let goldenFinal = try #require(goldenLog.finals.first), actualFinal = try #require(actualLog.finals.first)
        #expect(goldenFinal.offset != actualFinal.offset)
        #expect(
            summary[2]
                == "final scrollView: offset \(FailureSummary.point(goldenFinal.offset)) → "
                + "\(FailureSummary.point(actualFinal.offset)), "
                + "at rest \(FailureSummary.time(goldenFinal.restTime)) s → "
                + "\(FailureSummary.time(actualFinal.restTime)) s")
        #expect(summary[3].hasPrefix("didScroll calls: "))
        #expect(summary[4].hasPrefix("callbacks: the same 7 non-didScroll events in the same order"))
    }

    @Test func aChangedCallbackSequenceIsSaid() throws {
        // A slow drag releases below the fling floor: no deceleration callbacks.
        let golden = try SampleTraces.log(SampleTraces.flick())
        let actual = try SampleTraces.log(SampleTraces.flick(steps: 12, stepLength: 1))
        let summary = FailureSummary(golden: Array(golden.utf8), actual: Array(actual.utf8)).lines
        #expect(summary.contains { $0.hasPrefix("callbacks: the sequence of non-didScroll events changed") })
    }

    @Test func onlyLineEndingsIsSaidAlone() throws {
        let golden = try SampleTraces.log(SampleTraces.flick())
        let crlf = golden.replacingOccurrences(of: "\n", with: "\r\n")
        let summary = FailureSummary(golden: Array(crlf.utf8), actual: Array(golden.utf8)).lines
        #expect(summary.count == 1)
        #expect(summary[0].hasPrefix("only line endings differ: the golden has CRLF line endings"))
    }

    @Test func aShorterLogEndsInTheSummary() {
        let summary = FailureSummary(golden: Array("a\nb\n".utf8), actual: Array("a\n".utf8)).lines
        #expect(summary == ["first difference: line 2, golden `b`, actual (end of log)"])
    }
}
