import Foundation
import ScrollSimCheck
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// The project checks itself: every trace under `traces/` must match its golden log, through the
/// same library code `scrollsim check` runs.
struct TraceCorpusTests {
    static var tracesFolder: String {
        PackageRoot.traces
    }

    @Test func everyTraceMatchesItsGolden() throws {
        let report = try GoldenCheck.run(paths: [Self.tracesFolder], options: CheckOptions(jobs: 2), renderer: .replay)
        #expect(!report.results.isEmpty, "the trace corpus is empty")
        #expect(report.unreferencedGoldens.isEmpty, "goldens without traces: \(report.unreferencedGoldens)")
        #expect(report.exitStatus == 0, "\(report.text(color: false))")
    }

    /// Replaying is deterministic: the same trace gives byte-identical logs in both formats.
    @Test func replayIsByteIdenticalAcrossRuns() throws {
        let trace = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: Self.tracesFolder + "/core/repeated-flicks.json")))
        for format in LogFormat.allCases {
            #expect(try Replay.run(trace: trace, format: format) == Replay.run(trace: trace, format: format))
        }
    }
}
