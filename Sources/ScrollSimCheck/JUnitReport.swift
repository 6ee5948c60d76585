// JUnit XML for CI dashboards: one <testcase> per trace, deterministic (no time, no host).
import ScrollSimSupport

/// Renders a `CheckReport` as JUnit XML.
///
/// Mismatches and missing goldens are `<failure>`s (the diff inside, uncoloured), invalid
/// traces `<error>`s, skipped paths `<skipped/>`; under `UnreferencedPolicy.fail` each
/// unreferenced golden is a failing test case too, so the XML agrees with the exit status.
package enum JUnitReport {
    /// The XML document, ending with a newline.
    package static func xml(for report: CheckReport) -> String {
        var cases: [String] = []
        var failures = 0, errors = 0
        for result in report.results {
            let open = testCaseOpening(result.tracePath)
            switch result.outcome {
            case .passed, .updated, .created:
                cases.append(open + "/>")
            case .mismatch(let diff, let summary, let changes):
                failures += 1
                var body = summary.lines.map { $0 + "\n" }.joined() + CheckReport.changedLines(changes, color: false)
                body += diff.rendered(color: false)
                if diff.omittedLineCount > 0 { body += "... \(diff.omittedLineCount) more diff lines not shown\n" }
                cases.append(element(open, "failure", "golden \(result.goldenPath) differs from the replay", body))
            case .missingGolden:
                failures += 1
                cases.append(element(open, "failure", "no golden \(result.goldenPath)", nil))
            case .invalid(let message), .writeFailed(let message):
                errors += 1
                cases.append(element(open, "error", message, nil))
            }
        }
        for entry in report.skipped {
            cases.append(
                testCaseOpening(entry.path) + ">\n      <skipped message=\"\(escape(entry.reason))\"/>\n    </testcase>"
            )
        }
        if report.unreferencedPolicy == .fail {
            for golden in report.unreferencedGoldens {
                failures += 1
                cases.append(
                    element(testCaseOpening(golden), "failure", "unreferenced golden: no trace beside it", nil))
            }
        }
        let counts =
            "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(report.skipped.count)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites \(counts)>\n"
        xml += "  <testsuite name=\"scrollsim\" \(counts)>\n"
        for testCase in cases { xml += testCase + "\n" }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// `<testcase …` for the test case named `path`, without its closing `>` or `/>`.
    private static func testCaseOpening(_ path: String) -> String {
        "    <testcase classname=\"scrollsim.check\" name=\"\(escape(path))\""
    }

    private static func element(_ open: String, _ name: String, _ message: String, _ body: String?) -> String {
        let tag = "      <\(name) message=\"\(escape(message))\""
        guard let body else { return open + ">\n" + tag + "/>\n    </testcase>" }
        return open + ">\n" + tag + ">" + escape(body, attribute: false) + "</\(name)>\n    </testcase>"
    }

    /// Escapes text for XML 1.0 (see `XMLText.escaped(_:attribute:)`).
    package static func escape(_ text: String, attribute: Bool = true) -> String {
        XMLText.escaped(text, attribute: attribute)
    }
}
