import ScrollSimCheck
import Testing

/// JUnit XML: escaping and the shape CI dashboards read.
struct JUnitReportTests {
    @Test(arguments: [
        ("plain", "plain", "plain"),
        ("a<b>&c", "a&lt;b&gt;&amp;c", "a&lt;b&gt;&amp;c"),
        ("say \"hi\" 'there'", "say &quot;hi&quot; &apos;there&apos;", "say \"hi\" 'there'"),
        ("line\nbreak\ttab", "line&#10;break&#9;tab", "line\nbreak\ttab"),
        ("bell\u{07}esc\u{1B}", "bell\u{FFFD}esc\u{FFFD}", "bell\u{FFFD}esc\u{FFFD}"),
        ("cr\r", "cr&#13;", "cr&#13;"),
        ("émoji 🎯", "émoji 🎯", "émoji 🎯"),
    ])
    func escaping(text: String, inAttribute: String, inText: String) {
        #expect(JUnitReport.escape(text) == inAttribute)
        #expect(JUnitReport.escape(text, attribute: false) == inText)
    }

    @Test func reportHasOneTestCasePerTraceAndNoTimestamps() {
        let diff = UnifiedDiff(
            old: Array("<a href=\"x\">&\n".utf8), new: Array("b\n".utf8), oldLabel: "t/b.log", newLabel: "actual")
        let report = CheckReport(
            results: [
                TraceResult(tracePath: "t/a.json", goldenPath: "t/a.log", outcome: .passed),
                TraceResult(
                    tracePath: "t/b.json", goldenPath: "t/b.log",
                    outcome: .mismatch(diff, summary: FailureSummary(lines: ["summary"]), changes: ChangedLines())),
                TraceResult(tracePath: "t/c.json", goldenPath: "t/c.log", outcome: .missingGolden),
                TraceResult(tracePath: "t/d&.json", goldenPath: "t/d&.log", outcome: .invalid("3:14: expected ','")),
            ], skipped: [.init(path: "notes.txt", reason: "not a trace")], unreferencedGoldens: ["t/old.log"])
        #expect(
            JUnitReport.xml(for: report) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites tests="5" failures="2" errors="1" skipped="1">
                  <testsuite name="scrollsim" tests="5" failures="2" errors="1" skipped="1">
                    <testcase classname="scrollsim.check" name="t/a.json"/>
                    <testcase classname="scrollsim.check" name="t/b.json">
                      <failure message="golden t/b.log differs from the replay">summary
                  changed lines other than didScroll: none
                --- t/b.log
                +++ actual
                @@ -1 +1 @@
                -&lt;a href="x"&gt;&amp;
                +b
                </failure>
                    </testcase>
                    <testcase classname="scrollsim.check" name="t/c.json">
                      <failure message="no golden t/c.log"/>
                    </testcase>
                    <testcase classname="scrollsim.check" name="t/d&amp;.json">
                      <error message="3:14: expected &apos;,&apos;"/>
                    </testcase>
                    <testcase classname="scrollsim.check" name="notes.txt">
                      <skipped message="not a trace"/>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func unreferencedGoldensFailTheSuiteOnlyUnderFail() {
        let report = CheckReport(results: [], unreferencedGoldens: ["t/old.log"], unreferencedPolicy: .fail)
        let xml = JUnitReport.xml(for: report)
        #expect(xml.contains("<testsuite name=\"scrollsim\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        #expect(xml.contains("name=\"t/old.log\""))
    }
}
