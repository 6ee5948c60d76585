import ScrollSimTestSupport
import Testing

/// Each help page lists its own exit statuses, and the help says what the tool does.
struct HelpExitStatusTests {
    /// The codes of the `EXIT STATUS:` section of `text`.
    static func statuses(_ text: String) -> [String] {
        guard let section = text.components(separatedBy: "EXIT STATUS:\n").last else { return [] }
        return section.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard line.hasPrefix("  "), !line.hasPrefix("     "), let code = trimmed.first, code.isNumber else {
                return nil
            }
            return String(code)
        }
    }

    @Test(arguments: [
        ("scrollsim", ["0", "1", "2"]), ("replay", ["0", "2"]), ("expand", ["0", "2"]), ("plot", ["0", "2"]),
        ("check", ["0", "1", "2"]), ("review", ["0", "2"]),
    ])
    func everyPageListsOnlyItsOwnStatuses(topic: String, codes: [String]) throws {
        let run = try ToolRun(["help", topic])
        #expect(run.status == 0)
        #expect(Self.statuses(run.stdout) == codes)
        if topic != "check" && topic != "scrollsim" {
            #expect(!run.stdout.contains("  1  "), "no check-only status on \(topic)'s page")
        }
    }

    /// `help check` says what the tool does about NO_COLOR: an explicit --color always wins.
    @Test func theColorHelpMatchesTheTool() throws {
        let help = try ToolRun(["help", "check"]).stdout
        #expect(help.contains("always and never win over NO_COLOR"))
        #expect(!help.contains("whatever this says"))
        let folder = Scratch()
        folder.write("traces/a.json", Traces.drag())
        folder.write("traces/a.log", "tampered\n")
        let forced = try ToolRun(["check", "--color", "always"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(forced.stdout.contains("\u{1B}[31m"))
    }

    /// `--update` lists exactly the modes the tool takes.
    @Test func theUpdateModesInTheHelpAreTheOnesTheToolTakes() throws {
        let help = try ToolRun(["help", "check"]).stdout
        #expect(help.contains("[--update [all|missing|pending]]"))
        let folder = Scratch()
        folder.write("traces/a.json", Traces.drag())
        for mode in ["all", "missing", "pending"] {
            #expect(try ToolRun(["check", "--update", mode], in: folder).status != 2, "\(mode)")
        }
        #expect(try ToolRun(["check", "--update", "none"], in: folder).status == 2)
        // A path right after --update is still a path.
        #expect(try ToolRun(["check", "--update", "traces"], in: folder).status == 0)
    }
}
