import Foundation
import ScrollSimTestSupport
import Testing

/// Every error and warning example in traces/*.md and the DocC articles is what the tool prints.
///
/// Every error and warning example in traces/*.md and the DocC articles is what the tool
/// really prints (one had gone stale). The examples are found in the documents, so a new
/// one without a case here fails `everyDocumentedExampleHasACase`.
struct DocErrorExampleTests {
    /// traces/*.md and every DocC article.
    static let documents: [MarkdownDocument] =
        ((try? MarkdownDocument.allDocuments()) ?? []).filter { $0.relativePath != "README.md" }

    /// Returns whether `line` reads as an error or warning message of the tool.
    ///
    /// Whether `line` reads as a message: `scrollsim: error: …`, `scrollsim: warning: …`, or a place
    /// (`events[4].value`, `scene.views[1].parent`, `(root)`) and a colon.
    static func isMessage(_ line: String) -> Bool {
        if line.hasPrefix("scrollsim: error: ") || line.hasPrefix("scrollsim: warning: ") { return true }
        guard let colon = line.range(of: ": ") else { return false }
        let place = line[..<colon.lowerBound]
        if place == "(root)" { return true }
        guard let first = place.first, first.isLetter, !["t", "trace", "screen", "final"].contains(place) else {
            return false
        }
        return place.allSatisfy { $0.isLetter || $0.isNumber || "._[]".contains($0) }
    }

    /// The lines of the plain fenced blocks of `document` made only of messages.
    static func exampleLines(_ document: MarkdownDocument) -> [String] {
        document.blocks(language: "").filter { !$0.lines.isEmpty && $0.lines.allSatisfy(isMessage) }.flatMap(\.lines)
    }

    @Test func everyDocumentedExampleHasACase() {
        let documented = Self.documents.flatMap(Self.exampleLines)
        #expect(documented.count >= 56)
        let known = Set(DocErrorExamples.placeLines.map(\.message) + DocErrorExamples.fullLines.map(\.message))
        #expect(documented.filter { !known.contains($0) } == [], "documented examples without a case")
        #expect(known.subtracting(documented).sorted() == [], "cases whose example is no longer documented")
        let prose = Self.documents.map(\.text).joined(separator: "\n")
        for fragment in DocErrorExamples.fragments {
            #expect(prose.contains("`\(fragment.message)`"), "\(fragment.message)")
        }
    }

    func replay(_ example: Example) throws -> ToolRun {
        let folder = Scratch()
        folder.write("trace.json", example.trace)
        return try ToolRun(["replay", "trace.json", "-o", "/dev/null"], in: folder)
    }

    @Test(arguments: DocErrorExamples.placeLines)
    func aPlaceLineIsWhatTheToolPrints(example: Example) throws {
        let run = try replay(example)
        #expect(run.status == 2)
        #expect(run.stderr == "scrollsim: error: trace.json: \(example.message)\n")
    }

    @Test(arguments: DocErrorExamples.fullLines)
    func aWholeLineIsWhatTheToolPrints(example: Example) throws {
        let run = try replay(example)
        if example.message.hasPrefix("scrollsim: warning: ") {
            #expect(run.status == 0)
            #expect(run.stderr.split(separator: "\n").map(String.init).contains(example.message), "\(run.stderr)")
        } else {
            #expect(run.status == 2)
            #expect(run.stderr == example.message + "\n")
        }
    }

    @Test(arguments: DocErrorExamples.fragments)
    func aQuotedMessageIsPartOfWhatTheToolPrints(example: Example) throws {
        let run = try replay(example)
        #expect(run.status == 2)
        #expect(run.stderr.contains(example.message), "\(run.stderr)")
    }
}
