import Foundation
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// The README's quick start stays true: its gesture trace is the corpus trace it names, and every
/// log line it shows is a line of that trace's golden.
struct ReadmeQuickStartTests {
    static let root = URL(fileURLWithPath: PackageRoot.path)

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The fenced blocks of `markdown` whose info string is `language` ("" for none), in order.
    static func blocks(_ markdown: String, language: String) -> [String] {
        var result: [String] = []
        var current: (language: String, lines: [String])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let open = current {
                if line == "```" {
                    if open.language == language { result.append(open.lines.joined(separator: "\n")) }
                    current = nil
                } else {
                    current = (open.language, open.lines + [String(line)])
                }
            } else if line.hasPrefix("```") {
                current = (String(line.dropFirst(3)), [])
            }
        }
        return result
    }

    @Test func theQuickStartGestureTraceIsTheCorpusTrace() throws {
        let readme = try Self.text("README.md")
        let shown = try Replay.decode(Array(Self.blocks(readme, language: "json")[0].utf8))
        let corpus = try Replay.decode(Array(Self.text("traces/gestures/fling-up-iphone-15-pro.json").utf8))
        #expect(shown.events == corpus.events)
        #expect(shown.scrollView == corpus.scrollView)
        #expect(shown.screen == corpus.screen)
        let golden = Set(
            try Self.text("traces/gestures/fling-up-iphone-15-pro.log").split(separator: "\n").map(String.init))
        let logLines = Self.blocks(readme, language: "")[0].split(separator: "\n").map(String.init)
        #expect(logLines.count > 5)
        let missing = logLines.filter { $0.trimmingCharacters(in: .whitespaces) != "..." && !golden.contains($0) }
        #expect(missing.isEmpty, "README lines not in the golden: \(missing)")
    }
}
