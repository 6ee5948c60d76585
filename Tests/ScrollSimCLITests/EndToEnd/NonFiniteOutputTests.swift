import ScrollSimTestSupport
import Testing

/// No NaN or infinity in any output.
///
/// Fingers that meet at one point (a pinch distance of 0), a retargeted release at a subnormal
/// deceleration rate, and a golden that says `nan` each gave NaN or a trap before.
struct NonFiniteOutputTests {
    let folder = Scratch()

    /// A zoomable view under two fingers that jump together, part, meet again, and one that lands
    /// again on the meeting point with the other lifted.
    static let meetingFingers = """
        {"scrollsim": 1, "name": "meet", "scrollView": {"frame": {"x": 0, "y": 0, "width": 400, "height": 800},
         "contentSize": {"width": 400, "height": 800}, "minimumZoomScale": 1, "maximumZoomScale": 3,
         "zoomView": {"frame": {"x": 0, "y": 0, "width": 400, "height": 800}}},
         "events": [
          {"t": 0, "phase": "began", "x": 100, "y": 400}, {"t": 0, "phase": "began", "x": 300, "y": 400, "finger": 1},
          {"t": 0.05, "phase": "moved", "x": 200, "y": 400}, {"t": 0.05, "phase": "moved", "x": 200, "y": 400, "finger": 1},
          {"t": 0.1, "phase": "moved", "x": 210, "y": 400}, {"t": 0.1, "phase": "moved", "x": 190, "y": 400, "finger": 1},
          {"t": 0.2, "phase": "moved", "x": 200, "y": 400}, {"t": 0.2, "phase": "moved", "x": 200, "y": 400, "finger": 1},
          {"t": 0.3, "phase": "ended", "x": 200, "y": 400}, {"t": 0.4, "phase": "began", "x": 200, "y": 400},
          {"t": 0.5, "phase": "moved", "x": 260, "y": 400}, {"t": 0.6, "phase": "stationary", "x": 260, "y": 400}]}
        """

    /// A cell-paging release (the behaviour retargets it) at the smallest positive rate.
    static let subnormalRate = """
        {"scrollsim": 1, "name": "s", "scrollView": {"decelerationRate": 5e-324,
         "frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 3300, "height": 852},
         "behavior": {"type": "cellPaging", "itemWidth": 313, "itemSpacing": 10, "sectionInset": 40, "axis": "horizontal"}},
         "events": [{"t": 0, "gesture": "drag", "from": {"x": 360, "y": 400}, "by": {"x": -60, "y": 0}, "duration": 0.3}]}
        """

    @Test(arguments: [("meet.json", meetingFingers), ("rate.json", subnormalRate)])
    func theLogIsFinite(name: String, trace: String) throws {
        folder.write(name, trace)
        for format in ["text", "csv", "jsonl"] {
            let run = try ToolRun(["replay", name, "--format", format], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stdout.lowercased().contains("nan") && !run.stdout.contains("inf"), "\(name) \(format)")
        }
    }

    /// `view` and `check --artifacts` on a golden whose lines say `nan`: a page and a summary,
    /// not a trap.
    @Test func aGoldenSayingNaNIsReadWithoutATrap() throws {
        folder.write("meet.json", Self.meetingFingers)
        let log = try ToolRun(["replay", "meet.json"], in: folder).stdout
        let broken = log.replacingOccurrences(of: "-46.000", with: "    nan")
        #expect(broken != log)
        folder.write("meet.log", broken)
        let view = try ToolRun(["view", "meet.json", "--golden", "meet.log", "-o", "page.html"], in: folder)
        #expect(view.status == 0, "\(view.stderr)")
        #expect(folder.read("page.html")?.contains("nan") == false)
        let check = try ToolRun(["check", "meet.json", "--artifacts", "out"], in: folder)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stdout.contains("0 passed, 1 failed"), "\(check.stdout)")
    }

    /// Tests that a zoom golden with a `nan` scale draws no `nan` coordinate in the overlay plot or page.
    ///
    /// A zoom golden whose scale says `nan`: the artifacts' overlay plot and page draw no `nan` coordinate (the
    /// golden's text may still be quoted in the summary and the callback list).
    @Test func aZoomGoldenSayingNaNDrawsNoNaN() throws {
        let trace = try #require(
            try? String(contentsOfFile: PackageRoot.traces + "/zoom/pinch-past-maximum.json", encoding: .utf8))
        folder.write("zoom.json", trace)
        let log = try ToolRun(["replay", "zoom.json"], in: folder).stdout
        let broken = log.replacingOccurrences(of: "scale 1.031", with: "scale nan")
        #expect(broken != log)
        folder.write("zoom.log", broken)
        let check = try ToolRun(["check", "zoom.json", "--artifacts", "out"], in: folder)
        #expect(check.status == 1, "\(check.stderr)")
        let overlay = try #require(folder.read("out/zoom.overlay.svg"))
        // The drawing, without the text elements (which may quote the golden's line).
        let drawing = overlay.replacing(#/<text[^>]*>[^<]*</text>/#, with: "")
        #expect(overlay.contains("scale nan"), "the first difference quotes the golden")
        #expect(!drawing.contains("nan") && !drawing.contains("inf"))
    }
}
