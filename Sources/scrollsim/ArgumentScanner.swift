// Hand-written argument scanning with swift-argument-parser's conventions:
// `--name value` and `--name=value`, `--` ends options, `-` is an argument (stdin).
import ScrollSimSupport

/// A usage error: printed as `scrollsim: error: <message>`, then the usage, exit 2.
struct UsageError: Error {
    /// What was wrong, one line.
    var message: String
    /// The subcommand whose usage is shown (nil: the tool's).
    var command: String?
    /// Whether the usage follows the message (false: one line, for refused arguments).
    var showsUsage = true
}

/// The options, flags and positional arguments of one subcommand's arguments.
struct ArgumentScanner {
    /// The subcommand whose usage a scanning error shows.
    let command: String
    /// Options that take a value, by name (`--format`), with their aliases (`-o`) mapped.
    private(set) var values: [String: String] = [:]
    /// Every value of an option listed as repeatable (`--view a --view b`), in order.
    private(set) var lists: [String: [String]] = [:]
    /// Flags that were given (`--update`).
    private(set) var flags: Set<String> = []
    /// Positional arguments, in order.
    private(set) var positionals: [String] = []
    /// For a flag listed in `optionalValues` given without a value: the argument right after it, if not an option.
    ///
    /// For a flag listed in `optionalValues` given without a value: the argument right after it when that is not an
    /// option (it was taken as a positional), so the command can tell a mistyped value (`--update none`) from a path.
    private(set) var followers: [String: String] = [:]

    /// Scans `arguments` for `command`.
    ///
    /// `valueOptions` and `flagOptions` list the long names (with `--`); `aliases` maps short names (`-o`) to long
    /// ones. A flag listed in `optionalValues` may be followed by one of its listed words (`--update missing`) or take
    /// any value inline (`--update=missing`); the value lands in `values`.
    init(
        _ arguments: [String], command: String, valueOptions: Set<String>, flagOptions: Set<String>,
        aliases: [String: String] = [:], optionalValues: [String: Set<String>] = [:], repeatable: Set<String> = []
    ) throws(UsageError) {
        self.command = command
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument.isEmpty { throw UsageError(message: "empty argument ''", command: command) }
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let equals = argument.firstIndex(of: "=")
            let spelled = equals.map { String(argument[..<$0]) } ?? argument
            let inline = equals.map { String(argument[argument.index(after: $0)...]) }
            let name = aliases[spelled] ?? spelled
            if let words = optionalValues[name] {
                flags.insert(name)
                if let inline {
                    values[name] = inline
                } else if index < arguments.count,
                    words.contains(arguments[index]) || Self.namesLogFile(arguments[index], words: words)
                {
                    values[name] = arguments[index]
                    index += 1
                } else if index < arguments.count, !optionsEnded, !arguments[index].hasPrefix("-") {
                    followers[name] = arguments[index]
                }
            } else if flagOptions.contains(name) {
                guard inline == nil else {
                    throw UsageError(message: "the flag '\(spelled)' does not take a value", command: command)
                }
                flags.insert(name)
            } else if valueOptions.contains(name) || repeatable.contains(name) {
                let value: String
                if let inline {
                    guard !inline.isEmpty else {
                        throw UsageError(message: "missing value for '\(spelled)'", command: command)
                    }
                    value = inline
                } else if index < arguments.count, !arguments[index].isEmpty {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "missing value for '\(spelled)'", command: command)
                }
                values[name] = value
                if repeatable.contains(name) { lists[name, default: []].append(value) }
            } else {
                let known = valueOptions.union(flagOptions).union(repeatable).union(optionalValues.keys)
                    .union(aliases.keys).union(["--help"])
                throw UsageError(message: OptionSuggestion.message(for: spelled, among: known), command: command)
            }
        }
        try refuseOutputOverInput()
    }

    /// Whether `argument` is the value of an optional-value flag whose words include `*.log`.
    ///
    /// An existing `.log` file (`--while-differs golden.log`, as `--while-differs=golden.log`).
    static func namesLogFile(_ argument: String, words: Set<String>) -> Bool {
        words.contains("*.log") && argument.hasSuffix(".log") && FileSystem.kind(of: argument) == .file
    }

    /// Options whose value names a file the command reads.
    static let inputOptions = ["--golden", "--from", "--while-differs"]

    /// Refuses an `--output` that names one of the command's own inputs.
    ///
    /// The one place every command refuses an `--output` that names one of its own inputs (a positional path or an
    /// input option's file, however reached: same device and inode), so no command writes over what it reads.
    private func refuseOutputOverInput() throws(UsageError) {
        guard let output = values["--output"], let target = FileSystem.identity(of: output) else { return }
        var inputs = positionals + Self.inputOptions.compactMap { values[$0] }
        if command == "check" {
            // `check` also reads the golden `X.log` beside every trace `X.json` it is given.
            inputs += positionals.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) + ".log" }
        }
        for input in inputs where input != "-" && FileSystem.identity(of: input) == target {
            throw UsageError(
                message: "\(output): refusing to write over \(input), an input of this command", command: command,
                showsUsage: false)
        }
    }

    /// The value of `option` parsed as one of `Choice`'s raw values, or `fallback`.
    func choice<Choice: RawRepresentable & CaseIterable>(_ option: String, default fallback: Choice) throws(UsageError)
        -> Choice
    where Choice.RawValue == String {
        guard let raw = values[option] else { return fallback }
        guard let value = Choice(rawValue: raw) else {
            let expected = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(
                message: "the value '\(raw)' is invalid for '\(option)'; expected one of: \(expected)",
                command: command)
        }
        return value
    }

    /// The value of `option` as an integer of at least 1, or `fallback`.
    func positiveInteger(_ option: String, default fallback: Int) throws(UsageError) -> Int {
        guard let raw = values[option] else { return fallback }
        guard let value = Int(raw), value >= 1 else {
            throw UsageError(
                message: "the value '\(raw)' is invalid for '\(option)'; expected an integer of at least 1",
                command: command)
        }
        return value
    }
}
