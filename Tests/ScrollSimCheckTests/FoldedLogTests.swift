import Foundation
import ScrollSimSupport
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

@testable import ScrollSimCheck

/// Folding a log's `didScroll` calls for display gives exactly what the runs writer prints.
struct FoldedLogTests {
    /// Tests that folding each corpus golden gives the `--didscroll runs` output and folding again changes nothing.
    ///
    /// Every corpus trace: folding its golden (written with every call) gives the bytes the replay prints with
    /// `--didscroll runs`, and folding that again changes nothing.
    @Test func foldingEveryCorpusGoldenGivesTheRunsLog() throws {
        let traces = try TraceDiscovery.discover(paths: [PackageRoot.traces]).candidates.map(\.path)
        #expect(traces.count > 100)
        var folded = 0
        for trace in traces {
            let bytes = try FileSystem.read(trace)
            let golden = try FileSystem.read(TraceDiscovery.goldenPath(ofTrace: trace))
            let runs = Array(try Replay.run(trace: bytes, format: .text, didScroll: .runs).utf8)
            #expect(FoldedLog.fold(golden) == runs, "\(trace)")
            #expect(FoldedLog.fold(runs) == runs, "\(trace)")
            if runs != golden { folded += 1 }
        }
        #expect(folded > 100, "most goldens are written with every call")
    }

    /// Lines the reader does not recognise are kept, a run of one call stays an ordinary line,
    /// and a change of flags ends a run.
    @Test func unknownLinesSingleCallsAndFlagChanges() {
        let log = """
            scrollsim log 1

                    t  view  event                              x           y  flags  detail
               0.0000  v     didScroll                      0.000       1.000  TD-
               0.0100  v     didScroll                      0.000       2.000  TD-
               0.0200  v     didScroll                      0.000       3.000  -Dd
               0.0300  v     touchEnded                     0.000       3.000  ---    finger 0
            not a log line
               0.0400  v     didScroll                      0.000       4.000  ---

            final v  offset (0.000, 4.000)  at rest 0.0400 s

            """
        let expected = """
            scrollsim log 1

                    t            view  event                              x           y  flags  detail
               0.0000…0.0100     v     didScroll ×2                   0.000       2.000  TD-    y 1.000 → 2.000
               0.0200            v     didScroll                      0.000       3.000  -Dd
               0.0300            v     touchEnded                     0.000       3.000  ---    finger 0
            not a log line
               0.0400            v     didScroll                      0.000       4.000  ---

            final v  offset (0.000, 4.000)  at rest 0.0400 s

            """
        #expect(String(decoding: FoldedLog.fold(Array(log.utf8)), as: UTF8.self) == expected)
    }

    /// A diff whose only differences fold away (a call inside a run) falls back to the plain diff.
    @Test func aDifferenceHiddenByFoldingShowsThePlainDiff() {
        func log(_ middle: String) -> [UInt8] {
            Array(
                """
                        t  view  event                              x           y  flags  detail
                   0.0000  v     didScroll                      0.000       1.000  TD-
                   0.0100  v     didScroll                      0.000       \(middle)  TD-
                   0.0200  v     didScroll                      0.000       3.000  TD-

                """.utf8)
        }
        let diff = UnifiedDiff.folded(golden: log("2.000"), actual: log("2.500"), goldenLabel: "g", lineLimit: nil)
        #expect(diff.lines.map(\.text).prefix(2) == ["--- g", "+++ actual"])
        #expect(diff.lines.contains { $0.text.hasSuffix("2.500  TD-") })
    }
}
