import ScrollSimCheck
import ScrollSimSupport
import ScrollSimTestSupport
import Testing

/// `review` accepts only the exact bytes it showed.
///
/// A pending golden or a golden rewritten while the prompt waits (a second `check --update
/// pending`, an artifact sync) is not renamed; `review` shows the new diff again.
struct PendingGoldenShownTests {
    let folder = Scratch()

    /// What changes between showing and accepting, and whether the accept then goes through.
    static let cases: [(change: String, accepted: Bool)] = [
        ("nothing", true),
        ("pending", false),
        ("golden", false),
        ("golden removed", false),
    ]

    @Test(arguments: cases)
    func acceptTakesOnlyTheShownBytes(change: String, accepted: Bool) throws {
        folder.write("x.log", "old\n")
        folder.write("x.log.new", "new\n")
        let golden = PendingGolden(path: folder.path + "/x.log.new")
        let shown = try golden.read()
        #expect(golden.overview(of: shown, color: false).contains("+new"))
        switch change {
        case "pending": folder.write("x.log.new", "newer\n")
        case "golden": folder.write("x.log", "other\n")
        case "golden removed": _ = FileSystem.removeFile(folder.path + "/x.log")
        default: break
        }
        #expect(try golden.accept(ifUnchangedSince: shown) == accepted)
        if accepted {
            #expect(folder.read("x.log") == "new\n")
            #expect(folder.read("x.log.new") == nil)
        } else {
            #expect(folder.read("x.log.new") != nil, "nothing was renamed")
            #expect(folder.read("x.log") != "new\n")
        }
    }

    /// A new golden (none existed when shown) is accepted, and refused once one appeared.
    @Test func aGoldenThatAppearedIsNotReplaced() throws {
        folder.write("y.log.new", "new\n")
        let golden = PendingGolden(path: folder.path + "/y.log.new")
        let shown = try golden.read()
        #expect(shown.golden == nil)
        folder.write("y.log", "written meanwhile\n")
        #expect(try golden.accept(ifUnchangedSince: shown) == false)
        #expect(folder.read("y.log") == "written meanwhile\n")
    }
}
