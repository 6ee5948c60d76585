import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// `scrollsim schema`: prints the library's schema, writes it atomically with `--output`, and
/// refuses arguments it does not take.
struct SchemaCommandTests {
    @Test func printsTheSchemaOfTheBuiltInPlugins() throws {
        let run = try ToolRun(["schema"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == TraceSchema.text(plugins: .builtIn))
    }

    @Test func writesTheSchemaToAFile() throws {
        let scratch = Scratch()
        let run = try ToolRun(["schema", "-o", "trace.schema.json"], in: scratch)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(scratch.read("trace.schema.json") == TraceSchema.text())
    }

    @Test(arguments: [["schema", "extra"], ["schema", "--colour"]])
    func refusesOtherArguments(_ arguments: [String]) throws {
        let run = try ToolRun(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("scrollsim: error: "))
    }

    @Test func hasAHelpPage() throws {
        let run = try ToolRun(["help", "schema"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Usage: scrollsim schema [--output <file>]"))
        #expect(try ToolRun(["schema", "--help"]).stdout == run.stdout)
        #expect(try ToolRun(["--help"]).stdout.contains("schema                  Print the JSON Schema"))
    }
}
