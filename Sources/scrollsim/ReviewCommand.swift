// `scrollsim review [PATH...|--from DIR]`: accept or reject the pending goldens `check --update pending` wrote.
import ScrollSimCheck
import ScrollSimSupport

/// Shows each pending golden (`X.log.new`) with its summary and folded diff and asks what to do with it.
///
/// Shows each pending golden (`X.log.new`) with its summary and folded diff and asks accept, reject, skip or quit;
/// `--accept-all` and `--reject-all` decide every one without asking. Without a terminal on standard input it refuses
/// to ask (exit 2) and names the two flags.
enum ReviewCommand {
    /// What to do with one pending golden.
    enum Decision {
        case accept, reject, skip, quit
    }

    /// Runs the subcommand; returns the exit status (0 done, 2 usage or file errors).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let scan = try ArgumentScanner(
            arguments, command: "review", valueOptions: ["--color", "--from"],
            flagOptions: ["--accept-all", "--reject-all"])
        let color: ColorChoice = try scan.choice("--color", default: .auto)
        let acceptAll = scan.flags.contains("--accept-all"), rejectAll = scan.flags.contains("--reject-all")
        if acceptAll && rejectAll {
            throw UsageError(message: "'--accept-all' and '--reject-all' cannot be used together", command: "review")
        }
        let artifacts = scan.values["--from"]
        if artifacts != nil, !scan.positionals.isEmpty {
            throw UsageError(
                message: "'--from' reviews every pending golden of its folder and takes no <path>", command: "review")
        }
        let pending: [PendingGolden]
        do {
            if let artifacts {
                pending = try PendingGolden.find(inArtifacts: artifacts)
            } else {
                pending = try PendingGolden.find(paths: scan.positionals.isEmpty ? ["traces"] : scan.positionals)
            }
        } catch {
            return Console.fail(error.description)
        }
        if pending.isEmpty {
            Console.out("no pending goldens (check --update pending writes them)\n")
            return 0
        }
        if acceptAll || rejectAll {
            var tally = Tally()
            for golden in pending { tally.apply(acceptAll ? .accept : .reject, to: golden) }
            Console.out(tally.summary + "\n")
            return tally.failed ? 2 : 0
        }
        guard isatty(STDIN_FILENO) != 0 else {
            let count = pending.count == 1 ? "1 pending golden" : "\(pending.count) pending goldens"
            return Console.fail(
                "review asks on a terminal, and standard input is not one (\(count)); "
                    + "decide them all with 'scrollsim review --accept-all' or '--reject-all'")
        }
        let colored = color.usesColor(isTerminal: Console.stdoutIsTerminal, environment: Console.environment)
        return interact(pending, color: colored)
    }

    /// Asks about each pending golden in turn.
    ///
    /// An accept takes only the bytes that were shown: when the pending file or its golden changed while the prompt
    /// waited, nothing is renamed and the new diff is shown and asked about again.
    static func interact(_ pending: [PendingGolden], color: Bool) -> Int32 {
        var tally = Tally()
        goldens: for (index, golden) in pending.enumerated() {
            while true {
                let shown: PendingGolden.Shown
                do { shown = try golden.read() } catch {
                    Console.err("scrollsim: error: \(error.description)\n")
                    tally.failed = true
                    continue goldens
                }
                Console.out("\n[\(index + 1)/\(pending.count)] " + golden.overview(of: shown, color: color))
                let decision = ask()
                if decision == .quit {
                    tally.left = pending.count - index
                    break goldens
                }
                if decision == .accept, !tally.acceptIfShown(golden, shown) {
                    Console.out("\(VisibleText.escaped(golden.path)) changed since it was shown; here it is again\n")
                    continue
                }
                if decision != .accept { tally.apply(decision, to: golden) }
                continue goldens
            }
        }
        Console.out(tally.summary + "\n")
        return tally.failed ? 2 : 0
    }

    /// Prompts until the answer is `a`, `r`, `s` or `q` (a word starting with one counts); the end
    /// of input counts as quit.
    static func ask() -> Decision {
        while true {
            Console.out("accept (a), reject (r), skip (s), quit (q)? ")
            guard let line = readLine() else {
                Console.out("\n")
                return .quit
            }
            switch line.trimmingSpaces.lowercased().first {
            case "a": return .accept
            case "r": return .reject
            case "s": return .skip
            case "q": return .quit
            default: continue
            }
        }
    }

    /// What was decided, and whether a file operation failed.
    struct Tally {
        var accepted = 0, rejected = 0, skipped = 0, left = 0
        var failed = false

        /// Carries out `decision` on `golden` and prints what was done (or the error on stderr).
        mutating func apply(_ decision: Decision, to golden: PendingGolden) {
            do {
                switch decision {
                case .accept:
                    try golden.accept()
                    accepted += 1
                    Console.out("accepted \(VisibleText.escaped(golden.goldenPath))\n")
                case .reject:
                    try golden.reject()
                    rejected += 1
                    Console.out("rejected \(VisibleText.escaped(golden.path))\n")
                case .skip:
                    skipped += 1
                    Console.out("skipped \(VisibleText.escaped(golden.path))\n")
                case .quit:
                    break
                }
            } catch {
                Console.err("scrollsim: error: \(error.description)\n")
                failed = true
            }
        }

        /// Accepts `golden` if its files are still the `shown` bytes; false when they changed.
        ///
        /// True, with the error reported, when the files could not be read or renamed.
        mutating func acceptIfShown(_ golden: PendingGolden, _ shown: PendingGolden.Shown) -> Bool {
            do {
                guard try golden.accept(ifUnchangedSince: shown) else { return false }
                accepted += 1
                Console.out("accepted \(VisibleText.escaped(golden.goldenPath))\n")
            } catch {
                Console.err("scrollsim: error: \(error.description)\n")
                failed = true
            }
            return true
        }

        /// `1 accepted, 1 rejected, 0 skipped`, and `, 2 left` after a quit.
        var summary: String {
            "\(accepted) accepted, \(rejected) rejected, \(skipped) skipped" + (left > 0 ? ", \(left) left" : "")
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
