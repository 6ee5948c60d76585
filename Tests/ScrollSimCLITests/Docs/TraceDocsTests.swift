import Foundation
import ScrollSimTestSupport
import Testing

/// Tests that the format reference stays split into short topic files that its index links.
///
/// The format reference stays split by topic: `traces/README.md` is a short entry point whose index table links every
/// topic file beside it, and no file of `traces/*.md` grows past a length a reader can take in.
struct TraceDocsTests {
    /// The most lines a file of the format reference may have.
    static let maximumLines = 400

    /// The entry point of the format reference, relative to the package root.
    static let entryPoint = "traces/README.md"

    @Test func theReferenceIsSplitByTopic() throws {
        let paths = try MarkdownDocument.traceDocumentPaths()
        #expect(paths.contains(Self.entryPoint))
        #expect(paths.count >= 5, "the entry point and its topic files: \(paths)")
    }

    @Test(arguments: (try? MarkdownDocument.traceDocumentPaths()) ?? [])
    func noFileIsTooLong(_ path: String) throws {
        let lines = try MarkdownDocument(path).text.filter { $0 == "\n" }.count
        #expect(lines <= Self.maximumLines, "\(path) has \(lines) lines; split it by topic")
    }

    @Test func theIndexLinksEveryTopicFile() throws {
        let entry = try MarkdownDocument(Self.entryPoint)
        let indexed = Set(
            entry.lines.filter { $0.hasPrefix("| [") }.compactMap { row in
                row.firstMatch(of: #/^\| \[[^\]]+\]\(([^)#/]+\.md)\) \|/#).map { "traces/" + $0.output.1 }
            })
        let topics = try MarkdownDocument.traceDocumentPaths().filter { $0 != Self.entryPoint }
        #expect(!topics.isEmpty)
        for topic in topics { #expect(indexed.contains(topic), "\(Self.entryPoint)'s index does not link \(topic)") }
        #expect(indexed.subtracting(topics).sorted() == [], "index rows naming no topic file")
    }
}
