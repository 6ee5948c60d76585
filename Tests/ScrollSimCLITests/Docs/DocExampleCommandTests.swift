import Foundation
import ScrollSimTestSupport
import Testing

/// Every example the format reference and the DocC articles show runs as shown.
///
/// Every example the format reference (`traces/*.md`) and the DocC articles show runs as shown: the
/// lines of their `sh` blocks and their inline `scrollsim … traces/…` spans run with the built binary
/// in a scratch copy of `traces/`, and every text-log line they show is a line a corpus golden really holds (the goldens
/// themselves are checked against the replay by `check traces`). The README has its own test,
/// `ReadmeCommandTests`. With `SCROLLSIM_DOCS_BINARY` set (`.ci/run` sets it to the release build
/// of the clean clone), the commands run with that binary instead of the debug one.
struct DocExampleCommandTests {
    /// Commands shown in the documents that belong to the toolchain or a shell script rather than the tool.
    ///
    /// Commands the documents show that belong to the toolchain or to a shell script around the tool; `.ci/run` runs
    /// their equivalents (`swift test`, the plugin check, the release build).
    static let notTheTool: Set<String> = [
        "SCROLLSIM_FUZZ_ROUNDS=500 swift test --filter CorpusFuzzTests",
        "swift package --allow-writing-to-package-directory scrollsim check",
        "swift package --allow-writing-to-package-directory scrollsim check --update",
        "swift package --allow-writing-to-package-directory scrollsim replay traces/fling.json",
        "#!/bin/sh", "set -eu", "swift build -c release --product scrollsim",
    ]

    /// Files the documents name that a reader makes (the recorder's output), each played by a
    /// corpus file of the same kind.
    static let standIns = ["scrollsim-1764000000.json": "traces/recordings/decel_v750.json"]

    /// An example command shown in a document, with the place it starts and the commands it runs.
    ///
    /// A shown example: the document and line it starts on and its commands (the lines of one `sh` block, run in order
    /// in one folder, or one inline span), without trailing comments.
    struct Shown: CustomTestStringConvertible {
        var place: String
        var commands: [String]
        var testDescription: String { "\(place): \(commands.joined(separator: "; "))" }
    }

    /// The examples of every document but the README, in order.
    static let shown: [Shown] = {
        var result: [Shown] = []
        for document in (try? MarkdownDocument.allDocuments()) ?? [] where document.relativePath != "README.md" {
            for block in document.blocks(language: "sh") {
                let commands = block.lines.map { line in
                    (line.hasPrefix("#!") ? line : String(line.split(separator: "#", maxSplits: 1).first ?? ""))
                        .trimmingCharacters(in: .whitespaces)
                }
                result.append(
                    Shown(place: "\(document.relativePath):\(block.line)", commands: commands.filter { !$0.isEmpty }))
            }
            // An inline span is an example when it names a corpus file; `scrollsim compare` alone is a
            // command's name in a sentence.
            for (number, text) in document.proseLines {
                for match in text.matches(of: #/`((?:swift run )?scrollsim [^`]*traces/[^`]+)`/#) {
                    result.append(
                        Shown(place: "\(document.relativePath):\(number)", commands: [String(match.output.1)]))
                }
            }
        }
        return result
    }()

    /// The words after `scrollsim`, and the file standard output is redirected to, or nil when the
    /// command does not run the tool.
    static func toolArguments(_ command: String) -> (arguments: [String], redirect: String?)? {
        var words = command.split(separator: " ").map(String.init)
        if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
        guard words.first == "scrollsim" || words.first == ".build/release/scrollsim" else { return nil }
        words.removeFirst()
        var redirect: String?
        if let index = words.firstIndex(of: ">"), index + 1 < words.count {
            redirect = words[index + 1]
            words.removeSubrange(index...)
        }
        return (words, redirect)
    }

    @Test func theDocumentsShowCommands() {
        let commands = Self.shown.flatMap(\.commands)
        #expect(commands.count >= 15)
        #expect(commands.contains { $0.hasPrefix("scrollsim compare ") })
        // The format reference's examples are spread over its topic files; all of them are read.
        let traceDocuments = Set(
            Self.shown.map { String($0.place.prefix { $0 != ":" }) }.filter { $0.hasPrefix("traces/") })
        #expect(traceDocuments.count >= 3, "examples of traces/*.md: \(traceDocuments.sorted())")
    }

    @Test(arguments: shown)
    func theExampleRunsAsShown(_ shown: Shown) throws {
        let scratch = Scratch()
        try FileManager.default.copyItem(atPath: PackageRoot.traces, toPath: scratch.path + "/traces")
        for command in shown.commands {
            guard let (arguments, redirect) = Self.toolArguments(command) else {
                #expect(Self.notTheTool.contains(command), "a command no test runs: \(shown.place): \(command)")
                continue
            }
            // A synopsis names placeholders in capitals (TRACE, NAME.json) or elides with "…": not a
            // command.
            let words = command.split { !$0.isLetter }
            if words.contains(where: { $0.count > 1 && $0.allSatisfy(\.isUppercase) }) || command.contains("…") {
                continue
            }
            for (name, source) in Self.standIns where arguments.contains(name) {
                if !FileManager.default.fileExists(atPath: scratch.path + "/" + name) {
                    try FileManager.default.copyItem(
                        atPath: PackageRoot.file(source), toPath: scratch.path + "/" + name)
                }
            }
            let run = try ToolRun(arguments, in: scratch, binary: ToolRun.docsBinary)
            let allowed: Set<Int32> = arguments.first == "compare" ? [0, 1] : [0]
            #expect(allowed.contains(run.status), "\(shown.place): `\(command)` exited \(run.status): \(run.stderr)")
            if let redirect {
                #expect(!run.stdout.isEmpty, "\(shown.place): `\(command)` wrote nothing into \(redirect)")
            }
        }
    }

    /// A log line without the spaces that lead and trail it (a document may indent it).
    static func core(_ line: Substring) -> Substring {
        let start = line.drop { $0 == " " }
        return start[..<(start.lastIndex { $0 != " " }.map { start.index(after: $0) } ?? start.startIndex)]
    }

    @Test func everyLogLineShownIsALineOfAGolden() throws {
        var golden: Set<Substring> = []
        let traces = PackageRoot.traces
        for case let path as String in FileManager.default.enumerator(atPath: traces)! where path.hasSuffix(".log") {
            let text = try String(contentsOfFile: traces + "/" + path, encoding: .utf8)
            for line in text.split(separator: "\n") { golden.insert(Self.core(line)) }
        }
        var checked = 0
        for document in try MarkdownDocument.allDocuments() {
            for block in document.blocks(language: "") {
                for line in block.lines where line.contains(#/^\s*\d+\.\d{4}  \S+\s+\S+/#) {
                    checked += 1
                    #expect(
                        golden.contains(Self.core(Substring(line))),
                        "\(document.relativePath):\(block.line): a log line no golden holds: \(line)")
                }
            }
        }
        #expect(checked >= 40)
    }
}
