import ScrollSimTrace
import Testing

/// Tests that target rules head a view's log only when set and a `scrollPhase` line shows `old → new`.
///
/// The log details: a view's `flowLayout` and `scrollTargetBehavior` head its log, and only for views that have them; a
/// `scrollPhase` line's text detail is `old → new` while JSONL keeps the `change` key.
struct TargetRuleHeaderTests {
    static let frame = #""frame": {"x": 0, "y": 0, "width": 393, "height": 852}"#
    static let fling = #"{"t": 0, "gesture": "fling", "from": {"x": 300, "y": 400}, "velocity": {"x": -1000, "y": 0}}"#

    static func log(_ scrollView: String, log: String = "", format: LogFormat = .text) throws -> String {
        let trace =
            #"{"scrollsim": 1, "scrollView": {"# + frame + ", " + scrollView + "}" + log + #", "events": ["#
            + fling + "]}"
        return try Replay.run(trace: Array(trace.utf8), format: format)
    }

    static let layout =
        #""flowLayout": {"itemSize": {"width": 313, "height": 600}, "itemCount": 8, "scrollDirection": "horizontal"}"#

    @Test(arguments: [
        (
            layout,
            [
                "  flowLayout (itemSize (313, 600), minimumLineSpacing 10, minimumInteritemSpacing 10, sectionInset "
                    + "(top 0, left 0, bottom 0, right 0), itemCount 8, scrollDirection horizontal, snap none)"
            ]
        ),
        (
            layout + #", "scrollTargetBehavior": {"type": "viewAligned", "limitBehavior": "alwaysByFew"}"#,
            ["  scrollTargetBehavior viewAligned (limitBehavior alwaysByFew, velocityUnit pointsPerMillisecond)"]
        ),
        (
            #""contentSize": {"width": 3930, "height": 852}, "scrollTargetBehavior": "paging""#,
            ["  scrollTargetBehavior paging (pageSize bounds)"]
        ),
    ])
    func aViewWithATargetRuleShowsIt(scrollView: String, lines: [String]) throws {
        let header = try Self.log(scrollView).components(separatedBy: "\n\n")[0].components(separatedBy: "\n")
        for line in lines { #expect(header.contains(line), "\(header)") }
    }

    @Test func aViewWithoutShowsNeither() throws {
        let header = try Self.log(#""contentSize": {"width": 3930, "height": 852}"#).components(separatedBy: "\n\n")[0]
        #expect(!header.contains("flowLayout"))
        #expect(!header.contains("scrollTargetBehavior"))
        #expect(header.hasSuffix("  decelerationRate normal"))
    }

    @Test func phaseLinesPrintTheChangeAloneInTextAndKeyedInJSONL() throws {
        let scrollView = #""contentSize": {"width": 3930, "height": 852}"#
        let options = #", "log": {"scrollPhases": true}"#
        let text = try Self.log(scrollView, log: options)
        #expect(text.contains("scrollPhase                    0.000       0.000  T--    idle → tracking\n"))
        #expect(!text.contains("change "))
        let jsonl = try Self.log(scrollView, log: options, format: .jsonl)
        #expect(jsonl.contains(#""change":"idle → tracking""#))
    }
}
