import Foundation
import ScrollSimTestSupport
import Testing

/// Tests that every citation key used in the package has a row in the Sources article's table.
///
/// Every citation key (`[Apple-UIScrollView]`, `[Seed-SnapDrag]`: a capitalised prefix of two or more letters or
/// digits, a hyphen, a name of two or more characters) used in `Sources/` (code and DocC articles), `Tests/`,
/// `README.md` or `traces/*.md` has a row in the table of the Sources article
/// (`Sources/ScrollSimKit/ScrollSimKit.docc/Sources.md`), so a reader can look every cited source up.
struct CitationKeyTests {
    /// The package root (this file is `Tests/ScrollSimTraceTests/CitationKeyTests.swift`).
    static let root = URL(fileURLWithPath: PackageRoot.path)

    /// The key syntax the Sources article defines.
    static var key: Regex<Substring> { #/\[[A-Z][A-Za-z0-9]+-[A-Za-z0-9][A-Za-z0-9.-]*[A-Za-z0-9]\]/# }

    /// The Sources article, relative to the package root.
    static let sourcesArticle = "Sources/ScrollSimKit/ScrollSimKit.docc/Sources.md"

    /// The keys the Sources article's table defines: the first cell of each row, `` `[Key]` ``.
    static func definedKeys() throws -> Set<String> {
        let article = try String(contentsOf: root.appendingPathComponent(sourcesArticle), encoding: .utf8)
        var keys: Set<String> = []
        for line in article.split(separator: "\n") {
            if line.hasPrefix("| `["), let match = line.firstMatch(of: key) { keys.insert(String(match.output)) }
        }
        return keys
    }

    /// Every file that may cite: Swift sources and tests, the README and the format reference (fixture data
    /// excluded).
    static func citingFiles() -> [URL] {
        var files = [root.appendingPathComponent("README.md")]
        files += ((try? MarkdownDocument.traceDocumentPaths()) ?? []).map { root.appendingPathComponent($0) }
        for folder in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" || url.pathExtension == "md" { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func theSourcesSectionDefinesKeys() throws {
        let keys = try Self.definedKeys()
        #expect(keys.count >= 20)
        #expect(keys.contains("[UIKit-Recordings]"))
    }

    @Test func everyCitedKeyResolves() throws {
        let defined = try Self.definedKeys()
        var unresolved: [String] = []
        for file in Self.citingFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: Self.key) where !defined.contains(String(match.output)) {
                unresolved.append("\(file.path.dropFirst(Self.root.path.count + 1)): \(match.output)")
            }
        }
        #expect(unresolved.isEmpty, "keys without a row in \(Self.sourcesArticle): \(unresolved)")
    }
}
