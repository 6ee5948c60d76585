import Foundation
import ScrollSimTestSupport
import Testing

/// A failing check leads with what changed: the changed callbacks first, the
/// `didScroll` calls folded into runs, then the command for the full diff.
struct FailureOutputTests {
    let folder = Scratch()

    /// Returns a horizontal paging trace with a slow drag that settles back, or with a flick to the next page.
    ///
    /// A horizontal paging trace: a slow drag of 120 pt, then a 200 ms hold and a lift (settles back on page 0), or,
    /// `flick`, four fast moves of 8 pt per 16 ms and an immediate lift (0.5 pt/ms: the next page).
    static func paging(flick: Bool) -> String {
        var events = [#"{"t": 0, "phase": "began", "x": 350, "y": 400}"#]
        var time = 0, x = 350 // milliseconds, points
        for _ in 0..<40 {
            time += 16
            x -= 3
            events.append(#"{"t": \#(Double(time) / 1000), "phase": "moved", "x": \#(x), "y": 400}"#)
        }
        if flick {
            for _ in 0..<4 {
                time += 16
                x -= 8
                events.append(#"{"t": \#(Double(time) / 1000), "phase": "moved", "x": \#(x), "y": 400}"#)
            }
        } else {
            time += 200
        }
        events.append(#"{"t": \#(Double(time + 8) / 1000), "phase": "ended", "x": \#(x), "y": 400}"#)
        return """
            {"scrollsim": 1, "name": "paging-slow-drag",
             "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                            "contentSize": {"width": 1965, "height": 852}, "isPagingEnabled": true},
             "events": [\(events.joined(separator: ",\n"))]}
            """
    }

    /// Tests that a paging golden whose slow drag became a flick shows the changed target within its first 20 lines.
    ///
    /// A paging golden whose slow drag became a flick fails with the new `willEndDragging … target (393.000, 0.000)`
    /// within its first 20 lines (the plain diff shows dozens of changed `didScroll` lines before it).
    @Test func aSlowDragThatBecameAFlickShowsTheNewTargetFirst() throws {
        folder.write("slow.json", Self.paging(flick: false))
        let golden = try ToolRun(["replay", "slow.json", "-o", "paging.log"], in: folder)
        #expect(golden.status == 0, "\(golden.stderr)")
        folder.write("paging.json", Self.paging(flick: true))
        let run = try ToolRun(["check", "paging.json"], in: folder)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let target = lines.firstIndex { $0.contains("willEndDragging") && $0.contains("target (393.000, 0.000)") }
        #expect(target.map { $0 < 20 } == true, "\(run.stdout)")
        #expect(lines[target ?? 0].hasPrefix("  +") && lines[target ?? 0].contains("velocity (0.5000, 0.0000)"))
        // The folded diff follows, then the command that shows the full diff.
        #expect(run.stdout.contains("\n--- paging.log (didScroll runs folded)\n+++ actual (didScroll runs folded)\n"))
        #expect(run.stdout.contains(" didScroll ×"))
        #expect(lines.contains("full diff: scrollsim replay paging.json | diff -u paging.log -"))
        #expect(!run.stdout.contains("\u{1B}"))
    }
}
