import ScrollSimSupport
import ScrollSimTestSupport
import Testing

/// Running a program found on PATH and reading its exit status.
struct ChildCommandTests {
    @Test(arguments: [
        ("true", [String](), Int32(0)), ("false", [String](), Int32(1)), ("test 1 = 1", [String](), Int32(0)),
        ("test 1 = 2", [String](), Int32(1)),
        ("test -f", ["/no/such/file"], Int32(1)), ("sh", ["-c", "kill -9 $$"], Int32(128 + 9)),
    ])
    func exitStatus(_ commandLine: String, _ appended: [String], _ status: Int32) throws {
        let command = try ChildCommand(parsing: commandLine)
        #expect(command.run(appending: appended) == status)
    }

    @Test func theLastArgumentIsAppended() throws {
        let scratch = Scratch()
        scratch.write("present.json", "{}")
        let command = try ChildCommand(parsing: "test -f")
        #expect(command.run(appending: [scratch.path + "/present.json"]) == 0)
    }

    @Test(arguments: [
        ("", "empty command"), ("no-such-program-anywhere --x", "command not found: 'no-such-program-anywhere'"),
        ("/no/such/dir/tool", "command not found: '/no/such/dir/tool'"),
    ])
    func refusedCommandLines(_ commandLine: String, _ message: String) {
        #expect(throws: ChildCommand.Failure(description: message)) { try ChildCommand(parsing: commandLine) }
    }

    @Test func theSearchPathIsTheOneGiven() throws {
        #expect(throws: ChildCommand.Failure.self) { try ChildCommand(parsing: "sh", environmentPath: "/no/such/dir") }
        #expect(
            try ChildCommand(parsing: "sh", environmentPath: "/no/such/dir:/bin:/usr/bin").executable.hasSuffix("/sh"))
    }
}
