import Foundation
import ScrollSimTestSupport
import Testing

/// `scrollsim check` end to end, with the real replay making the goldens.
struct CheckCommandTests {
    let folder = Scratch()

    /// Writes a trace and, when `golden` is true, its golden made by `scrollsim replay`.
    func add(_ name: String, _ trace: String = Traces.drag(), golden: Bool = true) throws {
        folder.write("traces/\(name).json", trace)
        if golden {
            let run = try ToolRun(["replay", "traces/\(name).json", "--output", "traces/\(name).log"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
        }
    }

    func check(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> ToolRun {
        try ToolRun(["check"] + arguments, in: folder, environment: environment)
    }

    @Test func allMatchingExitsZero() throws {
        try add("a")
        try add("nested/b", Traces.drag(steps: 20, distance: 300))
        let run = try check()
        #expect(run.status == 0)
        #expect(run.stdout == "2 passed, 0 failed\n")
    }

    @Test func tamperedGoldenExitsOneWithADiff() throws {
        try add("a")
        let golden = folder.read("traces/a.log")!
        folder.write("traces/a.log", "tampered\n" + golden)
        let run = try check(["--jobs", "1"])
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "FAIL traces/a.json\n  first difference: line 1, golden `tampered`, actual `scrollsim log 1`\n"))
        #expect(
            run.stdout.contains(
                "\n--- traces/a.log (didScroll runs folded)\n+++ actual (didScroll runs folded)\n@@ -1,"))
        #expect(run.stdout.contains("\nfull diff: scrollsim replay traces/a.json | diff -u traces/a.log -\n"))
        #expect(run.stdout.contains(" @@\n-tampered\n"))
        #expect(run.stdout.hasSuffix("0 passed, 1 failed\n"))
        #expect(!run.stdout.contains("\u{1B}"), "no colour when stdout is not a terminal")
    }

    @Test func missingGoldenAndInvalidTraceExitOneAndTheOthersRun() throws {
        try add("good")
        try add("missing", golden: false)
        try add("wrong", Traces.wrongType, golden: false)
        let run = try check(["traces/good.json", "traces/missing.json", "traces/wrong.json"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAIL traces/missing.json: no golden traces/missing.log"))
        #expect(run.stdout.contains("ERROR traces/wrong.json: "))
        #expect(run.stdout.hasSuffix("1 passed, 2 failed\n"))
    }

    @Test func missingPathExitsTwo() throws {
        let run = try check(["nowhere"])
        #expect(run.status == 2)
        #expect(run.stderr == "scrollsim: error: nowhere: No such file or directory\n")
        let defaultPath = try check()
        #expect(defaultPath.status == 2)
        #expect(defaultPath.stderr == "scrollsim: error: traces: No such file or directory\n")
    }

    @Test func updateWritesGoldensThenEverythingPasses() throws {
        try add("a")
        folder.write("traces/a.log", "stale\n")
        try add("b", golden: false)
        let update = try check(["--update"])
        #expect(update.status == 0)
        #expect(update.stdout == "updated traces/a.log\ncreated traces/b.log\n2 passed, 0 failed\n")
        #expect(try check().status == 0)
    }

    @Test func missingGoldenHintIsTheExactCommandAndItWorks() throws {
        try add("it's new", golden: false)
        try add("stale")
        folder.write("traces/stale.log", "stale\n")
        let run = try check(["--jobs", "1"])
        let hint = "scrollsim check --update missing 'traces/it'\\''s new.json'"
        #expect(
            run.stdout.contains("FAIL traces/it's new.json: no golden traces/it's new.log (create it with: \(hint))\n"))
        let update = try check(["--update", "missing", "traces/it's new.json"])
        #expect(update.status == 0)
        #expect(update.stdout == "created traces/it's new.log\n1 passed, 0 failed\n")
        let all = try check(["--update", "missing"])
        #expect(all.status == 1, "--update missing leaves the stale golden failing")
        #expect(folder.read("traces/stale.log") == "stale\n")
        let filtered = try check(["--filter", "new"])
        #expect(filtered.stdout == "1 passed, 0 failed\n")
    }

    @Test func artifactsHoldTheActualLogAnOverlayTheSummaryAndThePageTheSameForEveryJobCount() throws {
        try add("a")
        try add("nested/b", Traces.drag(steps: 20, distance: 300))
        try add("c", golden: false)
        let golden = try #require(folder.read("traces/nested/b.log"))
        folder.write("traces/nested/b.json", Traces.drag(steps: 20, distance: 200))
        let one = try check(["--artifacts", "out1", "--jobs", "1"])
        let four = try check(["--artifacts", "out4", "--jobs", "4"])
        #expect(one.status == 1)
        #expect(one.stdout.contains("  artifacts: out1/traces/nested/b.actual.log, out1/traces/nested/b.overlay.svg, "))
        #expect(
            one.stdout.contains(
                "(create it with: scrollsim check --update missing traces/c.json)\n"
                    + "  artifacts: out1/traces/c.actual.log, out1/traces/c.view.html\n"))
        let actual = try ToolRun(["replay", "traces/nested/b.json"], in: folder).stdout
        #expect(folder.read("out1/traces/nested/b.actual.log") == actual)
        #expect(folder.read("out1/traces/a.actual.log") == nil, "passing traces get no artifacts")
        let svg = try #require(folder.read("out1/traces/nested/b.overlay.svg"))
        #expect(
            svg.contains("stroke-dasharray=\"5 3\" points=")
                && svg.contains("stroke=\"#1f4e8c\" stroke-width=\"1.5\" points="))
        #expect(svg.contains("final scrollView: offset"))
        let summary = try #require(folder.read("out1/traces/nested/b.summary.txt"))
        #expect(one.stdout.contains(summary.split(separator: "\n").map { "  \($0)\n" }.joined()))
        let page = try #require(folder.read("out1/traces/nested/b.view.html"))
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("\"golden\":{\"log\":"))
        for file in [
            "traces/nested/b.actual.log", "traces/nested/b.overlay.svg", "traces/nested/b.summary.txt",
            "traces/nested/b.view.html",
        ] {
            #expect(folder.read("out1/" + file) == folder.read("out4/" + file))
        }
        #expect(golden != actual)
        #expect(four.stdout.replacingOccurrences(of: "out4", with: "out1") == one.stdout)
    }

    @Test(arguments: ["1", "true", "YES", "on"])
    func updateIsRefusedUnderCI(value: String) throws {
        try add("b", golden: false)
        let run = try check(["--update"], environment: ["CI": value])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("scrollsim: error: --update is refused under CI"))
        #expect(folder.read("traces/b.log") == nil)
    }

    @Test func unreferencedGoldens() throws {
        try add("a")
        folder.write("traces/old.log", "x\n")
        let warn = try check()
        #expect(warn.status == 0)
        #expect(warn.stdout == "warning: unreferenced golden traces/old.log\n1 passed, 0 failed\n")
        let fail = try check(["--unreferenced", "fail"])
        #expect(fail.status == 1)
        #expect(folder.read("traces/old.log") == "x\n")
    }

    @Test func outputIsTheSameForEveryJobCount() throws {
        for number in 0..<12 {
            try add(
                "t\(number)", Traces.drag(steps: 5 + number, distance: Double(40 * number + 10)),
                golden: number % 3 != 0)
        }
        folder.write("traces/t4.log", "tampered\n")
        let one = try check(["-j", "1"])
        let four = try check(["--jobs=4"])
        #expect(one.status == 1 && four.status == 1)
        #expect(one.stdout == four.stdout)
    }

    @Test func colourFollowsTheFlagAndNoColor() throws {
        try add("a")
        folder.write("traces/a.log", "tampered\n")
        #expect(try check(["--color", "always"]).stdout.contains("\u{1B}[31m-tampered\u{1B}[0m"))
        #expect(!(try check(["--color", "auto"], environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}")))
        // NO_COLOR turns off the automatic colour, not an explicit request for it.
        #expect(
            try check(["--color", "always"], environment: ["NO_COLOR": "1"]).stdout.contains(
                "\u{1B}[31m-tampered\u{1B}[0m"))
        #expect(!(try check(["--color=never"]).stdout.contains("\u{1B}")))
    }

    @Test func junitReportIsWritten() throws {
        try add("a")
        try add("b", golden: false)
        let run = try check(["--format", "junit", "--output", "report.xml"])
        #expect(run.status == 1)
        let xml = try #require(folder.read("report.xml"))
        #expect(xml.contains("<testsuite name=\"scrollsim\" tests=\"2\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        #expect(xml.contains("<testcase classname=\"scrollsim.check\" name=\"traces/b.json\">"))
    }

    /// Each shard writes its own JUnit file; together they hold every trace once.
    @Test func shardsWriteTheirOwnJUnitAndTogetherCoverTheCorpus() throws {
        for name in ["a", "b", "c", "d", "e", "f"] { try add(name) }
        var names: [String] = []
        for index in 1...3 {
            let run = try check(["--shard", "\(index)/3", "--format", "junit", "--output", "shard-\(index).xml"])
            #expect(run.status == 0, "\(run.stderr)")
            let xml = try #require(folder.read("shard-\(index).xml"))
            names += xml.split(separator: "\n").filter { $0.contains("<testcase") }.map(String.init)
        }
        #expect(names.count == 6 && Set(names).count == 6)
        let bad = try check(["--shard", "4/3"])
        #expect(bad.status == 2)
        #expect(
            bad.stderr.hasPrefix(
                "scrollsim: error: the value '4/3' is invalid for '--shard'; expected K/N with 1 ≤ K ≤ N (e.g. 2/4)"))
    }
}
