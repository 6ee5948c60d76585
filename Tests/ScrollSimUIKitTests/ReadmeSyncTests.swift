import Foundation
import ScrollSimTestSupport
import Testing

/// Tests that the "Use it from Swift" examples in the README, the DocC article and the test file stay the same.
///
/// The "Use it from Swift" examples — the README's and the four of the DocC article
/// `ScrollSimUIKit.docc/UseItFromSwift.md` — and `ReadmeExampleTests.swift` stay the same code (compared without white
/// space, since swift-format re-indents the test file).
struct ReadmeSyncTests {
    static let root = URL(fileURLWithPath: PackageRoot.path)

    /// The Swift blocks of the document `relative` between the line `start` and the next line that
    /// starts with `end`.
    static func swiftBlocks(in relative: String, after start: String, upTo end: String) throws -> [String] {
        let document = try MarkdownDocument(relative)
        let lines = document.lines
        let first = try #require(lines.firstIndex(of: start)) + 1
        let last = lines[first...].firstIndex { $0.hasPrefix(end) } ?? lines.count
        return document.blocks(language: "swift").filter { first < $0.line && $0.line <= last }.map(\.text)
    }

    @Test func theExamplesRunAsTheDocsShowThem() throws {
        let tests = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/ScrollSimUIKitTests/ReadmeExampleTests.swift"),
            encoding: .utf8)
        let readme = try Self.swiftBlocks(in: "README.md", after: "## Use it from Swift", upTo: "## ")
        let article = try Self.swiftBlocks(
            in: "Sources/ScrollSimUIKit/ScrollSimUIKit.docc/UseItFromSwift.md", after: "## Overview",
            upTo: "### The simulator")
        #expect(readme.count == 1)
        #expect(article.count == 4)
        let blocks = readme + article
        func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
        for block in blocks {
            let code = block.split(separator: "\n").filter {
                !$0.hasPrefix("import ") && !$0.hasPrefix("// Package.swift")
            }
            .filter { !$0.hasPrefix("// products") }.joined(separator: "\n")
            #expect(squeezed(tests).contains(squeezed(code)))
        }
    }
}
