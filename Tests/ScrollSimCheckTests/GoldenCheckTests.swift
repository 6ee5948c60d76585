import ScrollSimTestSupport
import Testing

@testable import ScrollSimCheck

/// The check engine on fresh temporary folders, with the fake renderer.
struct GoldenCheckTests {
    let folder = Scratch()
    var traces: String { folder.path + "/traces" }

    func add(_ name: String, _ lines: [String], golden: [String]? = nil) {
        folder.write("traces/\(name).json", Fake.trace(lines))
        if let golden { folder.write("traces/\(name).log", Fake.golden(golden)) }
    }

    func check(_ options: CheckOptions = CheckOptions(), paths: [String]? = nil) throws -> CheckReport {
        try GoldenCheck.run(paths: paths ?? [traces], options: options, renderer: Fake.renderer)
    }

    @Test func matchingTracesPass() throws {
        add("a", ["one", "two"], golden: ["one", "two"])
        add("b", ["three"], golden: ["three"])
        let report = try check()
        #expect(report.exitStatus == 0)
        #expect(report.text(color: false) == "2 passed, 0 failed\n")
    }

    @Test func tamperedGoldenFailsWithADiff() throws {
        add("a", ["one", "two", "three"], golden: ["one", "TWO", "three"])
        add("b", ["x"], golden: ["x"])
        let report = try check()
        #expect(report.exitStatus == 1)
        #expect(
            report.text(color: false) == """
                FAIL \(traces)/a.json
                  first difference: line 2, golden `log: TWO`, actual `log: two`
                  changed lines other than didScroll (- golden, + actual):
                  -log: TWO
                  +log: two
                --- \(traces)/a.log
                +++ actual
                @@ -1,3 +1,3 @@
                 log: one
                -log: TWO
                +log: two
                 log: three
                full diff: scrollsim replay \(traces)/a.json | diff -u \(traces)/a.log -

                1 passed, 1 failed

                """)
    }

    @Test func missingGoldenFails() throws {
        add("a", ["one"])
        let report = try check()
        #expect(report.exitStatus == 1)
        #expect(report.text(color: false).hasPrefix("FAIL \(traces)/a.json: no golden \(traces)/a.log"))
        #expect(report.summary == "0 passed, 1 failed")
    }

    @Test func brokenTraceIsReportedAndTheOthersStillRun() throws {
        add("a", ["one", "BROKEN"], golden: ["one"])
        add("b", ["two"], golden: ["two"])
        // Not even a trace, but its golden is beside it: reported, not ignored.
        folder.write("traces/c.json", "{ nope")
        folder.write("traces/c.log", "log: x\n")
        // Not a trace and no golden: some other JSON file, ignored.
        folder.write("traces/package.json", "{\"name\": 1}")
        let report = try check()
        #expect(report.exitStatus == 1)
        #expect(
            report.text(color: false) == """
                ERROR \(traces)/a.json: events[2].t: expected a number, got a string
                ERROR \(traces)/c.json: 1:1: expected '{"scrollsim"'
                1 passed, 2 failed

                """)
    }

    @Test(arguments: [(UnreferencedPolicy.warn, Int32(0), "warning"), (.fail, 1, "error")])
    func unreferencedGoldensAreReportedNeverDeleted(policy: UnreferencedPolicy, status: Int32, label: String) throws {
        add("a", ["one"], golden: ["one"])
        folder.write("traces/old.log", "log: gone\n")
        let report = try check(CheckOptions(update: .all, unreferenced: policy))
        #expect(report.exitStatus == status)
        #expect(report.text(color: false) == "\(label): unreferenced golden \(traces)/old.log\n1 passed, 0 failed\n")
        #expect(folder.read("traces/old.log") == "log: gone\n")
    }

    @Test func nestedFoldersAreSearchedInPathOrder() throws {
        add("z/deep/c", ["c"])
        add("a", ["a"])
        add("m/b", ["b"])
        folder.write("traces/.hidden/d.json", Fake.trace(["d"]))
        let report = try check()
        #expect(
            report.results.map(\.tracePath) == ["\(traces)/a.json", "\(traces)/m/b.json", "\(traces)/z/deep/c.json"])
    }

    @Test func explicitFilesAndSkippedPaths() throws {
        add("a", ["a"], golden: ["a"])
        add("b", ["b"], golden: ["b"])
        folder.write("traces/notes.txt", "hello")
        let report = try check(paths: [
            "\(traces)/a.json", "\(traces)/b.log", "\(traces)/notes.txt", "\(traces)/a.json",
        ])
        #expect(report.results.map(\.tracePath) == ["\(traces)/a.json", "\(traces)/b.json"])
        #expect(
            report.text(color: false).hasSuffix(
                "skipped \(traces)/notes.txt: not a trace (expected a .json file)\n2 passed, 0 failed, 1 skipped\n"))
        #expect(report.exitStatus == 0)
    }

    @Test func anEmptyFolderPassesWithAWarning() throws {
        folder.write("traces/notes/readme.json", "{\"name\": 1}")
        let report = try check()
        #expect(report.exitStatus == 0)
        #expect(report.text(color: false).hasPrefix("warning: no traces found"))
        #expect(report.text(color: false).hasSuffix("\n0 passed, 0 failed\n"))
    }

    @Test func missingPathIsAnError() {
        #expect(throws: CheckError.noSuchPath("\(traces)/nope")) { try check(paths: ["\(traces)/nope"]) }
    }

    @Test func updateWritesOnlyWhatFailedAtomically() throws {
        add("same", ["s"], golden: ["s"])
        add("changed", ["new"], golden: ["old"])
        add("missing", ["m"])
        add("broken", ["BROKEN"])
        let untouched = folder.inode("traces/same.log")
        let report = try check(CheckOptions(update: .all))
        #expect(
            report.text(color: false) == """
                ERROR \(traces)/broken.json: events[2].t: expected a number, got a string
                updated \(traces)/changed.log
                created \(traces)/missing.log
                3 passed, 1 failed

                """)
        #expect(folder.read("traces/changed.log") == Fake.golden(["new"]))
        #expect(folder.read("traces/missing.log") == Fake.golden(["m"]))
        #expect(folder.inode("traces/same.log") == untouched)
        #expect(
            folder.files() == [
                "traces/broken.json", "traces/changed.json", "traces/changed.log",
                "traces/missing.json", "traces/missing.log", "traces/same.json", "traces/same.log",
            ])
        #expect(try check().exitStatus == 1, "the broken trace still fails")
    }

    @Test func updateMissingWritesOnlyNewGoldens() throws {
        add("changed", ["new"], golden: ["old"])
        add("missing", ["m"])
        let report = try check(CheckOptions(update: .missing))
        #expect(report.text(color: false).contains("created \(traces)/missing.log\n"))
        #expect(report.exitStatus == 1, "the changed golden still fails")
        #expect(folder.read("traces/changed.log") == Fake.golden(["old"]))
        #expect(folder.read("traces/missing.log") == Fake.golden(["m"]))
    }

    @Test func filterKeepsTracesWhosePathContainsTheText() throws {
        add("core/fling", ["a"], golden: ["a"])
        add("core/drag", ["b"], golden: ["B"])
        add("scenes/fling-sheet", ["c"], golden: ["c"])
        folder.write("traces/core/old-fling.log", "x\n")
        let report = try check(CheckOptions(filter: "fling"))
        #expect(report.results.map(\.tracePath) == ["\(traces)/core/fling.json", "\(traces)/scenes/fling-sheet.json"])
        #expect(report.unreferencedGoldens == ["\(traces)/core/old-fling.log"])
        #expect(report.exitStatus == 0)
        #expect(try check(CheckOptions(filter: "nothing")).results.isEmpty)
    }

    @Test func updateIsRefusedUnderCI() {
        add("missing", ["m"])
        #expect(throws: CheckError.updateRefusedInCI) {
            try check(CheckOptions(update: .all, continuousIntegration: true))
        }
        #expect(folder.files() == ["traces/missing.json"])
    }

    @Test(arguments: [
        ("1", true), ("true", true), ("TRUE", true), ("yes", true), ("On", true),
        ("0", false), ("false", false), ("", false), ("no", false),
    ])
    func ciVariable(value: String, isCI: Bool) {
        #expect(CheckOptions.isContinuousIntegration(["CI": value]) == isCI)
        #expect(!CheckOptions.isContinuousIntegration([:]))
    }

    @Test func outputIsTheSameForEveryJobCount() throws {
        for number in 0..<60 {
            let lines = (0..<number % 7 + 1).map { "line \($0)" }
            let golden = number % 5 == 0 ? lines + ["extra"] : number % 11 == 0 ? nil : lines
            add("group\(number % 4)/t\(number)", number % 13 == 0 ? lines + ["BROKEN"] : lines, golden: golden)
        }
        let one = try check(CheckOptions(jobs: 1)).text(color: false)
        for jobs in [2, 4, 16] {
            #expect(try check(CheckOptions(jobs: jobs)).text(color: false) == one)
        }
        #expect(one.hasSuffix("40 passed, 20 failed\n"))
    }

    @Test(arguments: [1, 2, 3, 8, 64])
    func parallelMapKeepsTheOrderOfItsItems(jobs: Int) {
        let items = Array(0..<1_000)
        #expect(GoldenCheck.parallelMap(items, jobs: jobs) { $0 * 3 + 1 } == items.map { $0 * 3 + 1 })
        #expect(GoldenCheck.parallelMap([Int](), jobs: jobs) { $0 }.isEmpty)
    }

    @Test func diffIsCappedWithAHowToSeeAllNote() throws {
        add("long", (0..<300).map { "new \($0)" }, golden: (0..<300).map { "old \($0)" })
        let text = try check(CheckOptions(diffLineLimit: 200)).text(color: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // FAIL, the summary, the changed lines (200 of 600, a note), ---, +++, 200 body lines,
        // then the note and the command for the full diff.
        #expect(lines[1] == "  first difference: line 1, golden `log: old 0`, actual `log: new 0`")
        #expect(lines[2] == "  changed lines other than didScroll (- golden, + actual):")
        #expect(lines[203] == "  ... 400 more changed lines not shown")
        #expect(lines[206...207] == ["@@ -1,300 +1,300 @@", "-log: old 0"])
        #expect(lines[406] == "... 401 more diff lines not shown")
        #expect(lines[407] == "full diff: scrollsim replay \(traces)/long.json | diff -u \(traces)/long.log -")
    }

    @Test func colourOnlyWhenAskedAndNeverUnderNoColorInAutoMode() throws {
        add("a", ["new"], golden: ["old"])
        let report = try check()
        #expect(!report.text(color: false).contains("\u{1B}"))
        #expect(report.text(color: true).contains("\u{1B}[31m-log: old\u{1B}[0m"))
    }

    @Test(arguments: [
        (ColorChoice.auto, true, [String: String](), true),
        (.auto, false, [:], false),
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["NO_COLOR": ""], true),
        (.never, true, [:], false),
        (.always, false, [:], true),
        (.always, true, ["NO_COLOR": "1"], true),
        (.always, false, ["NO_COLOR": "1"], true),
    ])
    func colourChoice(choice: ColorChoice, isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(choice.usesColor(isTerminal: isTerminal, environment: environment) == expected)
    }
}
