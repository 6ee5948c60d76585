import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSimCheck

/// Tests that `check` reports leftovers, follows linked folders once and fails on a path it cannot check.
///
/// `check` never passes over something in silence: leftovers of interrupted writes are reported (and removed by
/// `--update`), linked folders are followed once, and a PATH that cannot be checked is an error.
struct DiscoveryHardeningTests {
    let folder = Scratch()
    var traces: String { folder.path + "/traces" }

    func check(_ options: CheckOptions = CheckOptions(jobs: 1)) throws -> CheckReport {
        try GoldenCheck.run(paths: [traces], options: options, renderer: Fake.renderer)
    }

    @Test func leftoverTemporariesAreReportedAndRemovedByUpdate() throws {
        folder.write("traces/a.json", Fake.trace(["one"]))
        folder.write("traces/a.log", Fake.golden(["one"]))
        // PID 2 147 483 646 is above every pid_max (Linux caps it at 2^22): a writer that is gone.
        folder.write("traces/.a.log.tmp-2147483646-977", "log: on")
        folder.write("traces/.hidden-notes", "not a leftover")
        let report = try check()
        #expect(report.exitStatus == 0)
        #expect(
            report.text(color: false)
                == "warning: leftover temporary file \(traces)/.a.log.tmp-2147483646-977 (an interrupted write; "
                + "check --update removes it)\n1 passed, 0 failed\n")
        let updated = try check(CheckOptions(update: .all, jobs: 1))
        #expect(
            updated.text(color: false).hasPrefix(
                "removed leftover temporary file \(traces)/.a.log.tmp-2147483646-977\n"))
        #expect(folder.read("traces/.a.log.tmp-2147483646-977") == nil)
        #expect(folder.read("traces/.hidden-notes") != nil)
        #expect(try check().text(color: false) == "1 passed, 0 failed\n")
    }

    @Test(arguments: [
        (".x.log.tmp-1-2", true), (".x.json.tmp-12-345", true), (".x.tmp-1", false), ("x.tmp-1-2", false),
    ])
    func leftoverNames(name: String, isLeftover: Bool) {
        #expect(TraceDiscovery.isLeftoverTemporary(name) == isLeftover)
    }

    @Test func linkedFoldersAreFollowedOnceEvenInALoop() throws {
        folder.write("traces/a.json", Fake.trace(["one"]))
        folder.write("traces/a.log", Fake.golden(["one"]))
        folder.write("elsewhere/b.json", Fake.trace(["two"]))
        folder.write("elsewhere/b.log", Fake.golden(["two"]))
        try FileManager.default.createSymbolicLink(
            atPath: traces + "/linked", withDestinationPath: folder.path + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: traces + "/loop", withDestinationPath: traces)
        let report = try check()
        #expect(report.results.map(\.tracePath) == [traces + "/a.json", traces + "/linked/b.json"])
        #expect(
            report.skipped == [
                CheckReport.Skipped(path: traces + "/loop", reason: "a link to a folder already searched")
            ])
        #expect(report.text(color: false).contains("skipped \(traces)/loop: a link to a folder already searched\n"))
    }

    @Test func aPathThatCannotBeCheckedIsAnError() {
        #expect(throws: CheckError.notCheckable("/dev/null", "not a regular file or a folder")) {
            _ = try GoldenCheck.run(paths: ["/dev/null"], options: CheckOptions(), renderer: Fake.renderer)
        }
        #expect(
            CheckError.notCheckable("/dev/null", "not a regular file or a folder").description
                == "/dev/null: cannot be checked: not a regular file or a folder")
    }

    /// A sparse 4 GiB file of zero bytes among the traces is refused at once, not read.
    @Test func aHugeFileIsRefusedWithoutReadingIt() throws {
        folder.write("traces/a.json", Fake.trace(["one"]))
        folder.write("traces/a.log", Fake.golden(["one"]))
        let path = traces + "/zeros.json"
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(fd, 4 << 30) == 0)
        close(fd)
        folder.write("traces/zeros.log", "")
        let report = try check()
        #expect(report.exitStatus == 1)
        #expect(
            report.text(color: false).contains(
                "ERROR \(traces)/zeros.json: larger than 1073741824 bytes, the input size limit\n"))
    }
}
