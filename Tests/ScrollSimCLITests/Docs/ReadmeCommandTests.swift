import Foundation
import ScrollSimTestSupport
import Testing

/// Tests that every `scrollsim` command the README shows runs as shown and every trace it shows replays.
///
/// Every `scrollsim` command the README shows runs as shown: the lines of its `sh` blocks, the `run:` lines of its YAML
/// blocks and the inline code spans that start with `scrollsim` or `swift run scrollsim`, each run with the built
/// binary in a scratch copy of `traces/`, and every trace it shows in a `json` block replays.
struct ReadmeCommandTests {
    /// The package root.
    static let root = URL(fileURLWithPath: PackageRoot.path)

    /// Toolchain commands the README shows that a test cannot run inside `swift test` (they would
    /// build or test this very package): `.ci/run` runs `swift test` itself.
    static let toolchainCommands: Set<String> = [
        "swift test", "swift build -c release -Xswiftc -static-executable", "export PATH=\"$PWD/.build/release:$PATH\"",
    ]

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The commands the README shows, without trailing `# comments`, in order of appearance.
    static func commands() throws -> [String] {
        let readme = try readme()
        var commands: [String] = []
        func add(_ line: Substring) {
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { commands.append(trimmed) }
        }
        let document = try MarkdownDocument("README.md")
        for block in document.blocks(language: "sh") {
            for line in block.lines { add(Substring(line)) }
        }
        for block in document.blocks(language: "yaml") {
            for line in block.lines {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if let range = trimmed.range(of: "run: ") { add(trimmed[range.upperBound...]) }
            }
        }
        for match in readme.matches(of: #/`((?:swift run )?scrollsim [^`]+)`/#) {
            let span = String(match.output.1)
            // Synopsis spans name placeholders in capitals (TRACE, FILE) or elide with "…"; they are
            // not commands.
            if span.contains(where: \.isUppercase) || span.contains("…") { continue }
            commands.append(span)
        }
        return commands
    }

    /// A command's arguments after `scrollsim`, or nil when it does not run the tool.
    static func toolArguments(_ command: String) -> [String]? {
        var words = command.split(separator: " ").map(String.init)
        if words.starts(with: ["swift", "run", "-c", "release"]) { words.removeFirst(4) }
        if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
        guard words.first == "scrollsim" else { return nil }
        return Array(words.dropFirst())
    }

    /// The README is the adopter's way in, at most 300 lines; the reference lives in the DocC articles.
    @Test func theReadmeStaysShort() throws {
        #expect(try Self.readme().split(separator: "\n", omittingEmptySubsequences: false).count <= 301)
    }

    @Test func theReadmeShowsCommands() throws {
        let commands = try Self.commands()
        #expect(commands.compactMap(Self.toolArguments).count >= 6)
        #expect(commands.contains("swift test"), "the README names the test command")
        #expect(commands.contains { $0.hasPrefix("swift run scrollsim replay traces/") }, "and a real replay")
    }

    @Test func everyCommandRunsAsShown() throws {
        let scratch = Scratch()
        try FileManager.default.copyItem(
            atPath: Self.root.appendingPathComponent("traces").path, toPath: scratch.path + "/traces")
        for command in try Self.commands() {
            guard let arguments = Self.toolArguments(command) else {
                #expect(Self.toolchainCommands.contains(command), "a README command no test runs: \(command)")
                continue
            }
            let run = try ToolRun(arguments, in: scratch, binary: ToolRun.docsBinary)
            #expect(run.status == 0, "`\(command)` exited \(run.status): \(run.stderr)")
        }
    }

    @Test func everyTraceShownReplays() throws {
        let scratch = Scratch()
        let traces = try MarkdownDocument("README.md").blocks(language: "json").map(\.text).filter {
            $0.contains("\"scrollsim\"")
        }
        #expect(traces.count >= 2)
        for (index, trace) in traces.enumerated() {
            scratch.write("shown-\(index).json", trace)
            let run = try ToolRun(["replay", "shown-\(index).json"], in: scratch, binary: ToolRun.docsBinary)
            #expect(run.status == 0, "README trace \(index): \(run.stderr)")
            #expect(run.stdout.contains("\nfinal "))
        }
    }
}
