// `scrollsim schema [--output FILE]`.
import ScrollSimSupport
import ScrollSimTrace

/// Prints (or writes) the JSON Schema of trace format 1 for the built-in plug-ins.
enum SchemaCommand {
    /// Runs the subcommand; returns the exit status (0, or 2 for an output error).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let scan = try ArgumentScanner(
            arguments, command: "schema", valueOptions: ["--output"], flagOptions: [], aliases: ["-o": "--output"])
        if let extra = scan.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'", command: "schema")
        }
        let text = TraceSchema.text(plugins: .builtIn)
        guard let path = scan.values["--output"] else {
            Console.out(text)
            return 0
        }
        do { try FileSystem.writeAtomically(Array(text.utf8), to: path) } catch {
            return Console.fail(error.description)
        }
        return 0
    }
}
