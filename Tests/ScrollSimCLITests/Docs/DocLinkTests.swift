import Foundation
import ScrollSimTestSupport
import Testing

/// Tests that the documents' relative links and DocC links resolve where they are read.
///
/// The documents' links work where they are read: relative links on GitHub (the target exists relative to the linking
/// file, and its `#anchor` is one of the target's headings), `<doc:…>` links in DocC (an article of the same catalog,
/// or a symbol of its module).
struct DocLinkTests {
    /// Every document, read once.
    static let documents: [MarkdownDocument] = (try? MarkdownDocument.allDocuments()) ?? []

    /// A relative link's target: the path it names, relative to the package root, and its anchor.
    static func resolve(_ target: String, from document: MarkdownDocument) -> (path: String, anchor: String?) {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let anchor = parts.count == 2 ? String(parts[1]) : nil
        guard !parts[0].isEmpty else { return (document.relativePath, anchor) }
        var components = document.relativePath.split(separator: "/").dropLast().map(String.init)
        for component in parts[0].split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() } else { components.append("..") }
            default: components.append(String(component))
            }
        }
        return (components.joined(separator: "/"), anchor)
    }

    @Test func theDocumentsAreFound() {
        #expect(Self.documents.count >= 20)
        #expect(Self.documents.contains { $0.relativePath == "README.md" })
        let traceDocuments = (try? MarkdownDocument.traceDocumentPaths()) ?? []
        #expect(traceDocuments.count > 1, "traces/README.md and its topic files")
        for path in traceDocuments { #expect(Self.documents.contains { $0.relativePath == path }, "\(path)") }
    }

    @Test(arguments: documents.map(\.relativePath))
    func relativeLinksResolveOnGitHub(_ path: String) throws {
        let document = try #require(Self.documents.first { $0.relativePath == path })
        for link in document.links where !link.target.contains("://") && !link.target.hasPrefix("mailto:") {
            let (target, anchor) = Self.resolve(link.target, from: document)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: PackageRoot.file(target), isDirectory: &isDirectory) else {
                Issue.record("\(path):\(link.line): \(link.target) names no file (\(target))")
                continue
            }
            guard let anchor, !isDirectory.boolValue, target.hasSuffix(".md") else { continue }
            let linked = try MarkdownDocument(target)
            #expect(
                linked.headingAnchors.contains(anchor), "\(path):\(link.line): \(target) has no heading #\(anchor)")
        }
    }

    @Test(arguments: documents.map(\.relativePath).filter { $0.contains(".docc/") })
    func catalogLinksResolveInDocC(_ path: String) throws {
        let document = try #require(Self.documents.first { $0.relativePath == path })
        let catalog = (path as NSString).deletingLastPathComponent
        let module = ((catalog as NSString).lastPathComponent as NSString).deletingPathExtension
        let articles = Set(
            try FileManager.default.contentsOfDirectory(atPath: PackageRoot.file(catalog)).filter {
                $0.hasSuffix(".md")
            }.map { ($0 as NSString).deletingPathExtension })
        let sources = try Self.sourceText(of: module)
        for (name, line) in document.docLinks {
            let symbol = String(name.split(separator: "/").last ?? "").split(separator: "(")[0]
            let declared = sources.contains(
                where: {
                    $0.contains("struct \(symbol)") || $0.contains("class \(symbol)")
                        || $0.contains("enum \(symbol)") || $0.contains("protocol \(symbol)")
                        || $0.contains("func \(symbol)") || $0.contains("var \(symbol)")
                })
            #expect(
                articles.contains(name) || declared,
                "\(path):\(line): <doc:\(name)> is neither an article of \(catalog) nor a symbol of \(module)")
        }
        // DocC does not follow a Markdown link to another article of the catalog: it must be <doc:>.
        for link in document.links where !link.target.contains("://") {
            let file = String(link.target.split(separator: "#")[0])
            #expect(
                !(file.hasSuffix(".md") && !file.contains("/")),
                "\(path):\(link.line): link to the article \(file) with <doc:\((file as NSString).deletingPathExtension)>"
            )
        }
    }

    /// The Swift files of `module`'s sources.
    static func sourceText(of module: String) throws -> [String] {
        let folder = PackageRoot.file("Sources/\(module)")
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return try walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map {
            try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)
        }
    }
}
