import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSimCheck

/// `check --update pending` and the accept/reject operations of `scrollsim review`, on the check
/// engine's fixture (`folder`, `add`, `check`).
extension GoldenCheckTests {
    @Test func updatePendingWritesNewFilesBesideFailingGoldensAndStillFails() throws {
        add("a", ["one"], golden: ["ONE"])
        add("b", ["two"])
        add("c", ["three"], golden: ["three"])
        let report = try check(CheckOptions(update: .pending))
        #expect(report.exitStatus == 1)
        #expect(report.failedCount == 2)
        #expect(folder.read("traces/a.log") == Fake.golden(["ONE"]), "the golden is untouched")
        #expect(folder.read("traces/a.log.new") == Fake.golden(["one"]))
        #expect(folder.read("traces/b.log.new") == Fake.golden(["two"]))
        #expect(folder.read("traces/b.log") == nil)
        #expect(folder.read("traces/c.log.new") == nil)
        let text = report.text(color: false)
        #expect(
            text.contains(
                "  pending golden: \(traces)/a.log.new (accept or reject it with: scrollsim review \(traces)/a.log.new)\n"
            ))
        #expect(!text.contains("left behind"), "the files this run wrote are not leftovers")
        #expect(folder.files().allSatisfy { !$0.contains(".tmp-") })
    }

    @Test func pendingFilesLeftBehindAreReportedAndStaleOnesRemovedByUpdate() throws {
        add("a", ["one"], golden: ["ONE"])
        add("c", ["three"], golden: ["three"])
        folder.write("traces/a.log.new", "old pending\n")
        folder.write("traces/c.log.new", "stale\n")
        let plain = try check(CheckOptions())
        #expect(
            plain.pendingGoldens == ["\(traces)/a.log.new", "\(traces)/c.log.new"], "a plain check writes nothing")
        #expect(
            plain.text(color: false).contains(
                "warning: pending golden \(traces)/c.log.new left behind (accept or reject it with: "
                    + "scrollsim review \(traces)/c.log.new)\n"))
        #expect(plain.exitStatus == 1, "only a's mismatch fails, not the warnings")
        let update = try check(CheckOptions(update: .pending))
        #expect(update.pendingGoldens.isEmpty)
        #expect(folder.read("traces/a.log.new") == Fake.golden(["one"]), "rewritten with the new log")
        #expect(folder.read("traces/c.log.new") == nil, "stale: c matches its golden")
        #expect(update.text(color: false).contains("removed stale pending golden \(traces)/c.log.new\n"))
    }

    @Test func underCIPendingGoesOnlyIntoTheArtifactsFolder() throws {
        add("core/a", ["one"], golden: ["ONE"])
        #expect(throws: CheckError.pendingNeedsArtifactsInCI) {
            try check(CheckOptions(update: .pending, continuousIntegration: true))
        }
        #expect(throws: CheckError.updateRefusedInCI) {
            try check(CheckOptions(update: .all, continuousIntegration: true, artifactsFolder: folder.path + "/out"))
        }
        let report = try check(
            CheckOptions(update: .pending, continuousIntegration: true, artifactsFolder: folder.path + "/out"))
        #expect(report.exitStatus == 1)
        let relative = String(traces.dropFirst()) // the artifacts mirror the trace's path
        #expect(folder.read("out/\(relative)/core/a.log.new") == Fake.golden(["one"]))
        #expect(folder.read("traces/core/a.log.new") == nil, "never beside the golden under CI")
        #expect(
            report.text(color: false).contains(
                "(for \(traces)/core/a.log: download the folder and, where this check ran, run: "
                    + "scrollsim review --from \(folder.path)/out)"))
    }

    @Test func acceptRenamesAtomicallyAndRejectDeletes() throws {
        folder.write("g/a.log", "old\n")
        folder.write("g/a.log.new", "new\n")
        folder.write("g/b.log.new", "created\n")
        folder.write("g/c.log.new", "rejected\n")
        let inode = folder.inode("g/a.log.new")
        let pending = try PendingGolden.find(paths: [folder.path + "/g"])
        #expect(pending.map(\.goldenPath) == ["a", "b", "c"].map { "\(folder.path)/g/\($0).log" })
        try pending[0].accept()
        try pending[1].accept()
        try pending[2].reject()
        #expect(folder.read("g/a.log") == "new\n")
        #expect(folder.inode("g/a.log") == inode, "renamed, not copied: no moment with a partial file")
        #expect(folder.read("g/b.log") == "created\n")
        #expect(folder.files() == ["g/a.log", "g/b.log"])
    }

    @Test func neverOverWhatIsNotARegularFile() throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/d.log", withIntermediateDirectories: true)
        folder.write("d.log.new", "new\n")
        #expect(throws: (any Error).self) { try PendingGolden(path: folder.path + "/d.log.new").accept() }
        #expect(folder.read("d.log.new") == "new\n", "left as it was")
        // A link to a regular golden: its target is replaced, the link kept.
        folder.write("target.log", "old\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/l.log", withDestinationPath: "target.log")
        folder.write("l.log.new", "new\n")
        try PendingGolden(path: folder.path + "/l.log.new").accept()
        #expect(folder.read("target.log") == "new\n")
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/l.log")) == "target.log")
        #expect(folder.read("l.log.new") == nil)
        // A pending file that is a link is neither moved nor deleted.
        folder.write("real.txt", "x\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/s.log.new", withDestinationPath: "real.txt")
        #expect(throws: (any Error).self) { try PendingGolden(path: folder.path + "/s.log.new").accept() }
        #expect(throws: (any Error).self) { try PendingGolden(path: folder.path + "/s.log.new").reject() }
        #expect(folder.read("s.log.new") == "x\n")
    }

    @Test func findNamesFilesGoldensAndFoldersAndRefusesTheRest() throws {
        folder.write("a.log", "a\n")
        folder.write("a.log.new", "b\n")
        folder.write("notes.txt", "x\n")
        let viaGolden = try PendingGolden.find(paths: [folder.path + "/a.log"])
        #expect(viaGolden.map(\.path) == [folder.path + "/a.log.new"])
        #expect(throws: CheckError.noSuchPath(folder.path + "/nope")) {
            try PendingGolden.find(paths: [folder.path + "/nope"])
        }
        #expect(throws: (any Error).self) { try PendingGolden.find(paths: [folder.path + "/notes.txt"]) }
    }
}
