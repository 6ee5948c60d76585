import ScrollSimTestSupport
import ScrollSimTrace
import Testing

@testable import ScrollSimView

/// The page: what the log reader takes from a text log, and the page's promises (one file, no
/// network, the same bytes every time).
struct ViewPageTests {
    static let nested = """
        {"scrollsim": 1, "name": "nested", "scene": {"window": {"width": 393, "height": 852}, "views": [
          {"id": "page", "kind": "scrollView", "frame": {"x": 0, "y": 0, "width": 393, "height": 852},
           "contentSize": {"width": 393, "height": 3000}},
          {"id": "inner", "kind": "scrollView", "parent": "page", "frame": {"x": 0, "y": 300, "width": 393, "height": 300},
           "contentSize": {"width": 393, "height": 1200}, "contentOffset": {"x": 0, "y": 40}}]},
         "events": [{"t": 0, "phase": "began", "x": 200, "y": 500}, {"t": 0.05, "phase": "moved", "x": 200, "y": 420},
                    {"t": 0.1, "phase": "ended", "x": 200, "y": 400}]}
        """

    @Test func theReaderTakesTheSceneAndEveryLine() throws {
        let log = try SampleTraces.log(Self.nested)
        let reader = ViewLogReader(Array(log.utf8))
        #expect(reader.name == "nested")
        #expect(reader.scene.map(\.id) == ["page", "inner"])
        #expect(reader.scene[1].parent == "page")
        #expect(reader.scene[1].frame == [0, 300, 393, 300])
        #expect(reader.scene[1].content == [393, 1200])
        #expect(reader.scene[1].start == [0, 40])
        #expect(reader.scene[0].range == [0, 0, 0, 2148])
        #expect(reader.columns.count == TextLog(Array(log.utf8)).lines.count)
    }

    /// Streamed in pieces of any size, the log reads as it does whole.
    @Test(arguments: [1, 7, 4096])
    func streamingInPiecesReadsTheSame(piece: Int) throws {
        let bytes = Array(try SampleTraces.log(SampleTraces.flick()).utf8)
        let streamed = ViewLogReader()
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + piece)
            bytes[start..<end].withUnsafeBytes { streamed.write($0) }
            start = end
        }
        streamed.finish()
        #expect(streamed.columns.json == ViewLogReader(bytes).columns.json)
        #expect(streamed.sceneJSON == ViewLogReader(bytes).sceneJSON)
    }

    @Test func thePageIsOneDeterministicFileWithNoNetwork() throws {
        let log = try SampleTraces.log(Self.nested)
        let golden = try SampleTraces.log(SampleTraces.flick(top: "\"log\": {\"didScroll\": \"runs\"}, "))
        let page = ViewPage.html(log: ViewLogReader(Array(log.utf8)), golden: Array(golden.utf8), fingers: [])
        #expect(page == ViewPage.html(log: ViewLogReader(Array(log.utf8)), golden: Array(golden.utf8), fingers: []))
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
        for remote in ["src=", "href=", "<link", "@import", "url(http", "fetch(", "XMLHttpRequest"] {
            #expect(!page.contains(remote), "\(remote)")
        }
        #expect(
            page.components(separatedBy: "</script>").count == 3, "the data and the script, nothing ends them early")
        #expect(page.contains("\"golden\":{\"log\":") && page.contains("\"r\":\""), "the golden's runs are marked")
        for attribute in ["data-view", "data-t", "data-offset-x", "data-offset-y", "data-flags"] {
            #expect(page.contains("\"\(attribute)\""), "\(attribute) is set by the script")
        }
    }
}
