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

    @Test func theQuickStartGestureTraceIsTheCorpusTrace() throws {
        let readme = try MarkdownDocument("README.md")
        let shown = try Replay.decode(Array(readme.blocks(language: "json")[0].text.utf8))
        let corpus = try Replay.decode(Array(Self.text("traces/gestures/fling-up-iphone-15-pro.json").utf8))
        #expect(shown.events == corpus.events)
        #expect(shown.scrollView == corpus.scrollView)
        #expect(shown.screen == corpus.screen)
        let golden = Set(
            try Self.text("traces/gestures/fling-up-iphone-15-pro.log").split(separator: "\n").map(String.init))
        let logLines = readme.blocks(language: "")[0].lines.filter { !$0.isEmpty }
        #expect(logLines.count > 5)
        let missing = logLines.filter { $0.trimmingCharacters(in: .whitespaces) != "..." && !golden.contains($0) }
        #expect(missing.isEmpty, "README lines not in the golden: \(missing)")
    }
}
