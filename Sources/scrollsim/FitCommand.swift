// `scrollsim fit PARAM... --recordings FILE... [--apply FILE]` and `scrollsim fit --list`.
import ScrollSimCompare
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// Fits one or two unverified model constants to recordings (`ModelFit`) and prints the result.
///
/// It prints the best values, the error before and after and each constant's error curve.
enum FitCommand {
    /// Runs the subcommand; returns the exit status (0, or 2 for bad arguments or input).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        // `--recordings` takes every argument after it up to the next option.
        var rest: [String] = [], files: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--recordings" {
                index += 1
                while index < arguments.count, !arguments[index].hasPrefix("--") {
                    files.append(arguments[index])
                    index += 1
                }
                guard !files.isEmpty else {
                    throw UsageError(message: "missing value for '--recordings'", command: "fit")
                }
                continue
            }
            rest.append(arguments[index])
            index += 1
        }
        let scan = try ArgumentScanner(rest, command: "fit", valueOptions: ["--apply"], flagOptions: ["--list"])
        if scan.flags.contains("--list") {
            Console.out(list())
            return 0
        }
        var parameters: [ModelConstants.Parameter] = []
        for name in scan.positionals {
            guard let parameter = ModelConstants.parameter(named: name) else {
                let names = ModelConstants.parameters.map(\.name).joined(separator: ", ")
                throw UsageError(message: "unknown constant '\(name)'; expected one of: \(names)", command: "fit")
            }
            parameters.append(parameter)
        }
        guard !parameters.isEmpty else {
            throw UsageError(message: "missing expected argument '<constant>'", command: "fit")
        }
        guard parameters.count <= 2 else {
            throw UsageError(
                message: "fit searches one or two constants at a time, got \(parameters.count)", command: "fit")
        }
        guard !files.isEmpty else { throw UsageError(message: "missing '--recordings <file>...'", command: "fit") }
        var recordings: [ModelFit.Recording] = []
        for file in files {
            do {
                let bytes = try Console.readTrace(file)
                let trace: Trace, session: RecordedSession?
                do {
                    trace = try Replay.decode(bytes)
                    session = try Trace.recordedSession(in: bytes)
                } catch {
                    return Console.fail("\(file): \(error)")
                }
                guard let session else { return Console.fail("\(file): \(CompareError.noRecording)") }
                recordings.append((trace, session))
            } catch {
                return Console.fail(error.description)
            }
        }
        let result: ModelFit.Result
        do { result = try ModelFit.fit(parameters, over: recordings) } catch { return Console.fail("\(error)") }
        if let path = scan.values["--apply"] {
            do { try FileSystem.writeAtomically(Array(Trace.modelOptionsFile(result.after).utf8), to: path) } catch {
                return Console.fail(error.description)
            }
        }
        Console.out(report(result, recordings: recordings.count))
        return 0
    }

    /// `--list`: every constant a replay can change, its current value, its range and its source.
    static func list() -> String {
        let defaults = ModelConstants()
        var out = "constant                          value  searched      source\n"
        for parameter in ModelConstants.parameters {
            out += padded(parameter.name, 32) + "  "
            out += FixedPoint.format(defaults[keyPath: parameter.keyPath], decimals: 4) + "  "
            let range = "\(FixedPoint.shortest(parameter.lower))…\(FixedPoint.shortest(parameter.upper))"
            out += padded(range, 12) + "  " + parameter.source + "\n"
        }
        return out
    }

    /// `text` followed by spaces up to `width` characters.
    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// The fit's report: each constant before → after, the error before and after, the curves.
    static func report(_ result: ModelFit.Result, recordings: Int) -> String {
        func number(_ value: Double) -> String { FixedPoint.format(value, decimals: 4) }
        var out = "fit over \(recordings) recording\(recordings == 1 ? "" : "s") (error: rms of each frame's offset "
        out += "and scale × width error, pt)\n"
        for parameter in result.parameters {
            out += "\(parameter.name): \(number(result.before[keyPath: parameter.keyPath])) → "
            out += number(result.after[keyPath: parameter.keyPath])
            let unchanged = result.after[keyPath: parameter.keyPath] == result.before[keyPath: parameter.keyPath]
            out += unchanged ? " (unchanged: no value lowers the error)\n" : "\n"
        }
        out += "error: \(FixedPoint.format(result.errorBefore, decimals: 3)) pt before, "
        out += "\(FixedPoint.format(result.errorAfter, decimals: 3)) pt after\n"
        for (parameter, curve) in zip(result.parameters, result.curves) {
            out += "\nerror curve of \(parameter.name) (the others at their start values)\n"
            for point in curve { out += "  \(number(point.value))  \(FixedPoint.format(point.error, decimals: 3))\n" }
        }
        return out
    }
}
