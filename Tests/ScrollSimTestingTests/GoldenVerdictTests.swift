import Foundation
import Testing

@testable import ScrollSimTesting

/// The golden verdict in every record mode, with and without `CI`, on a golden that is missing,
/// equal or different: what it reports and what it writes.
struct GoldenVerdictTests {
    /// A fresh folder per test.
    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-golden-\(UUID())").path
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func read(_ name: String) -> String? {
            FileManager.default.contents(atPath: "\(path)/\(name)").map { String(decoding: $0, as: UTF8.self) }
        }
        func write(_ name: String, _ text: String) throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(path)/\(name)"))
        }
        func inode(_ name: String) -> UInt64? {
            (try? FileManager.default.attributesOfItem(atPath: "\(path)/\(name)"))?[.systemFileNumber] as? UInt64
        }
    }

    enum Golden: String, CaseIterable, Sendable {
        case missing, equal, different
    }

    struct Case: Sendable, CustomStringConvertible {
        var mode: GoldenRecordMode
        var golden: Golden
        var passes: Bool
        var writes: Bool
        var says: String?
        var description: String { "\(mode) on a \(golden) golden" }
    }

    static let log = "scrollsim log 1\nline two\n"
    static let old = "scrollsim log 1\nline 2\n"

    /// What each mode does locally (no `CI`), as swift-snapshot-testing's modes do: every write fails.
    static let localCases: [Case] = [
        Case(mode: .missing, golden: .missing, passes: false, writes: true, says: "recorded "),
        Case(mode: .missing, golden: .equal, passes: true, writes: false, says: nil),
        Case(mode: .missing, golden: .different, passes: false, writes: false, says: "SCROLLSIM_RECORD=failed"),
        Case(mode: .failed, golden: .missing, passes: false, writes: true, says: "recorded "),
        Case(mode: .failed, golden: .equal, passes: true, writes: false, says: nil),
        Case(mode: .failed, golden: .different, passes: false, writes: true, says: "re-recorded "),
        Case(mode: .all, golden: .missing, passes: false, writes: true, says: "recorded "),
        Case(mode: .all, golden: .equal, passes: false, writes: true, says: "turn record mode off"),
        Case(mode: .all, golden: .different, passes: false, writes: true, says: "re-recorded "),
        Case(mode: .never, golden: .missing, passes: false, writes: false, says: "not written: record mode never"),
        Case(mode: .never, golden: .equal, passes: true, writes: false, says: nil),
        Case(mode: .never, golden: .different, passes: false, writes: false, says: "SCROLLSIM_RECORD=failed"),
    ]

    static func prepare(_ golden: Golden, in folder: Folder) throws {
        switch golden {
        case .missing: break
        case .equal: try folder.write("x.log", log)
        case .different: try folder.write("x.log", old)
        }
    }

    @Test(arguments: localCases)
    func recordModeLocally(_ c: Case) throws {
        let folder = Folder()
        try Self.prepare(c.golden, in: folder)
        let before = folder.inode("x.log")
        let verdict = GoldenVerdict.verify(Self.log, goldenAt: "\(folder.path)/x.log", record: c.mode, environment: [:])
        #expect(verdict.passed == c.passes)
        #expect(verdict.wrote == c.writes)
        #expect((verdict.message == nil) == c.passes)
        if let says = c.says { #expect(verdict.message?.contains(says) == true, "\(verdict.message ?? "")") }
        // What is on disk: the new log after a write (a new file, written atomically), else untouched.
        let expected = c.writes ? Self.log : (c.golden == .missing ? nil : c.golden == .equal ? Self.log : Self.old)
        #expect(folder.read("x.log") == expected)
        if c.writes, before != nil { #expect(folder.inode("x.log") != before) }
    }

    /// Under `CI` nothing is written in any mode; an assertion that would write fails, saying why.
    @Test(arguments: GoldenRecordMode.allCases, Golden.allCases)
    func continuousIntegrationNeverWrites(_ mode: GoldenRecordMode, _ golden: Golden) throws {
        let folder = Folder()
        try Self.prepare(golden, in: folder)
        let local = try #require(Self.localCases.first { $0.mode == mode && $0.golden == golden })
        for value in ["true", "1", "YES", "on"] {
            let verdict = GoldenVerdict.verify(
                Self.log, goldenAt: "\(folder.path)/x.log", record: mode, environment: ["CI": value])
            #expect(!verdict.wrote)
            #expect(verdict.passed == local.passes)
            if local.writes {
                #expect(verdict.message?.contains("not written: CI is set") == true)
            }
        }
        #expect(folder.read("x.log") == (golden == .missing ? nil : golden == .equal ? Self.log : Self.old))
    }

    @Test func ciSetToSomethingElseIsNotCI() {
        let folder = Folder()
        let verdict = GoldenVerdict.verify(Self.log, goldenAt: "\(folder.path)/x.log", environment: ["CI": "false"])
        #expect(verdict.wrote)
    }

    @Test func theEnvironmentVariableSetsTheModeAndTheArgumentWins() throws {
        let folder = Folder()
        try folder.write("x.log", Self.old)
        let path = "\(folder.path)/x.log"
        let fromDefault = GoldenVerdict.verify(Self.log, goldenAt: path, environment: [:])
        #expect(!fromDefault.wrote)
        let fromArgument = GoldenVerdict.verify(
            Self.log, goldenAt: path, record: .never, environment: ["SCROLLSIM_RECORD": "failed"])
        #expect(!fromArgument.wrote)
        let fromVariable = GoldenVerdict.verify(Self.log, goldenAt: path, environment: ["SCROLLSIM_RECORD": "Failed"])
        #expect(fromVariable.wrote)
        #expect(folder.read("x.log") == Self.log)
    }

    @Test func anUnknownModeInTheVariableFailsWithoutWriting() {
        let folder = Folder()
        let verdict = GoldenVerdict.verify(
            Self.log, goldenAt: "\(folder.path)/x.log", environment: ["SCROLLSIM_RECORD": "yes"])
        #expect(!verdict.passed && !verdict.wrote)
        #expect(verdict.message == "SCROLLSIM_RECORD: expected one of missing, failed, all, never, got \"yes\"")
    }

    @Test func aDifferenceShowsTheChecksSummaryThenTheUnifiedDiff() throws {
        let folder = Folder()
        try folder.write("x.log", Self.old)
        let path = "\(folder.path)/x.log"
        let verdict = GoldenVerdict.verify(Self.log, goldenAt: path, record: .missing, environment: [:])
        #expect(
            verdict.message == """
                \(path): the log differs from the golden
                  first difference: line 2, golden `line 2`, actual `line two`
                  changed lines other than didScroll (- golden, + actual):
                  -line 2
                  +line two
                --- \(path)
                +++ actual
                @@ -1,2 +1,2 @@
                 scrollsim log 1
                -line 2
                +line two
                to accept the new log, run the test again with SCROLLSIM_RECORD=failed
                """)
    }

    @Test func recordingCreatesTheGoldensFolders() {
        let folder = Folder()
        let path = "\(folder.path)/__Goldens__/SomeTests/deep.log"
        let verdict = GoldenVerdict.verify(Self.log, goldenAt: path, environment: [:])
        #expect(verdict.wrote)
        #expect(folder.read("__Goldens__/SomeTests/deep.log") == Self.log)
    }

    @Test(arguments: [
        ("/r/Tests/T/MyTests.swift", "myTest()", "/r/Tests/T/__Goldens__/MyTests/myTest.log"),
        ("/r/Tests/T/MyTests.swift", "flick(speed:)", "/r/Tests/T/__Goldens__/MyTests/flick.log"),
        ("/r/Tests/T/MyTests.swift", "fling up 2×", "/r/Tests/T/__Goldens__/MyTests/fling-up-2-.log"),
        ("MyTests.swift", "testFling", "./__Goldens__/MyTests/testFling.log"),
    ])
    func goldensLiveNextToTheTest(_ file: String, _ name: String, _ expected: String) {
        #expect(GoldenLocation.goldenPath(testFile: file, name: name) == expected)
    }

    @Test func insideATestFailuresGoToSwiftTesting() {
        #expect(GoldenLocation.framework == .swiftTesting)
    }
}
