import ScrollSimTestSupport
import Testing

/// A lift a microsecond after a 100 pt jump released at 500 038 501 pt/ms.
///
/// Samples under 1 ms count as 0 pt/s (UIKit's rule), so the release velocity is the blend of the
/// earlier, ordinary samples.
struct CloseSamplesCLITests {
    static let trace = """
        {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
         "contentSize": {"width": 393, "height": 20000}, "contentOffset": {"x": 0, "y": 3000}},
         "events": [{"t": 0, "phase": "began", "x": 200, "y": 700}, {"t": 0.008, "phase": "moved", "x": 200, "y": 690},
                    {"t": 0.016, "phase": "moved", "x": 200, "y": 680}, {"t": 0.024, "phase": "moved", "x": 200, "y": 670},
                    {"t": 0.032, "phase": "moved", "x": 200, "y": 660},
                    {"t": 0.032001, "phase": "moved", "x": 200, "y": 160},
                    {"t": 0.032002, "phase": "ended", "x": 200, "y": 160}]}
        """

    @Test func aMicrosecondSampleDoesNotMakeTheReleaseVelocityUnbounded() throws {
        let scratch = Scratch()
        scratch.write("t.json", Self.trace)
        let run = try ToolRun(["replay", "t.json"], in: scratch)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let release = try #require(run.stdout.split(separator: "\n").first { $0.contains("willEndDragging") })
        // The finger moves at 1 250 pt/s; the jump 1 µs later counts as 0 pt/s, so the last pan
        // callback reads 0.2·0 + 0.8·1 250 = 1 000 pt/s (1 pt/ms) after 1.25 pt/ms, and the release
        // is 0.75·1.25 + 0.25·1 = 1.1875 pt/ms (the lift at the same place adds no callback).
        #expect(release.contains("velocity (0.0000, 1.1875)"), "\(release)")
    }
}
