// scrollsim: a thin command line over ScrollSimTrace. Argument scanning, file I/O and
// exit codes live here; everything else is in the library.
import ScrollSimSupport
import ScrollSimTrace

/// The subcommands that run (each has a help page of its own), in the help overview's order.
let subcommands = [
    "replay", "expand", "check", "plot", "view", "review", "shrink", "schema", "explore", "compare", "fit",
]

/// Runs the tool on its arguments (without the program name); returns the exit status.
func runTool(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
        return Console.usageError(
            UsageError(message: "missing subcommand (see 'scrollsim --help')", command: nil))
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help":
        Console.out(HelpText.tool)
        return 0
    case "--version":
        Console.out(HelpText.version + "\n")
        return 0
    case "help":
        guard rest.count <= 1, let topic = rest.first ?? Optional("scrollsim"),
            subcommands.contains(topic) || topic == "help" || topic == "scrollsim"
        else {
            return Console.usageError(
                UsageError(message: "unknown help topic '\(rest.joined(separator: " "))'", command: nil))
        }
        Console.out(HelpText.page(for: topic))
        return 0
    case _ where subcommands.contains(command):
        if wantsHelp(rest) {
            Console.out(HelpText.page(for: command))
            return 0
        }
        do {
            switch command {
            case "replay": return try ReplayCommand.run(rest)
            case "plot": return try PlotCommand.run(rest)
            case "view": return try ViewCommand.run(rest)
            case "expand": return try ExpandCommand.run(rest)
            case "review": return try ReviewCommand.run(rest)
            case "shrink": return try ShrinkCommand.run(rest)
            case "schema": return try SchemaCommand.run(rest)
            case "explore": return try ExploreCommand.run(rest)
            case "compare": return try CompareCommand.run(rest)
            case "fit": return try FitCommand.run(rest)
            default: return try CheckCommand.run(rest)
            }
        } catch {
            return Console.usageError(error)
        }
    default:
        return Console.usageError(UsageError(message: "unknown subcommand '\(command)'", command: nil))
    }
}

/// True when `-h` or `--help` comes before any `--`.
func wantsHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
        if argument == "--" { return false }
        if argument == "-h" || argument == "--help" { return true }
    }
    return false
}

exit(runTool(Array(CommandLine.arguments.dropFirst())))
