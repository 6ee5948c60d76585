import Foundation

/// A Markdown file of the package, read as GitHub renders it: its code blocks, links and heading anchors.
///
/// A Markdown file of the package (the README, the format reference, a DocC article), read the way GitHub renders it:
/// its fenced code blocks, its links and the anchors of its headings.
///
/// The one Markdown reader of the tests; it knows only what the package's documents use (fences
/// of three backticks, indented inside list items or not; inline links; ATX headings).
package struct MarkdownDocument {
    /// A fenced code block.
    package struct Block {
        /// The info string after the opening fence (`sh`, `json`, or empty).
        package var language: String
        /// The block's lines, without the fence's own indentation.
        package var lines: [String]
        /// The 1-based line number of the opening fence.
        package var line: Int
        /// The block's text, its lines joined.
        package var text: String { lines.joined(separator: "\n") }
    }

    /// An inline link `[text](target)` outside code.
    package struct Link {
        /// The link's target as written (a URL, a path, `#anchor` or `path#anchor`).
        package var target: String
        /// The 1-based line number where the link starts.
        package var line: Int
    }

    /// The file's path relative to the package root (`README.md`, `Sources/…/X.md`).
    package var relativePath: String
    /// The file's text.
    package var text: String

    /// Reads `relativePath` under the package root.
    package init(_ relativePath: String) throws {
        self.relativePath = relativePath
        text = try String(contentsOfFile: PackageRoot.file(relativePath), encoding: .utf8)
    }

    /// The format reference: `traces/README.md` (its entry point) and the topic files beside it,
    /// every `traces/*.md`, as paths relative to the package root, sorted.
    package static func traceDocumentPaths() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: PackageRoot.traces).filter { $0.hasSuffix(".md") }
            .map { "traces/" + $0 }.sorted()
    }

    /// Every `.md` file the package documents itself with: the README, the format reference
    /// (``traceDocumentPaths()``) and every DocC catalog's articles, sorted.
    package static func allDocuments() throws -> [MarkdownDocument] {
        var paths = try ["README.md"] + traceDocumentPaths()
        let sources = PackageRoot.file("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources) {
            let catalog = "Sources/\(module)/\(module).docc"
            guard let articles = try? FileManager.default.contentsOfDirectory(atPath: PackageRoot.file(catalog)) else {
                continue
            }
            paths += articles.filter { $0.hasSuffix(".md") }.map { catalog + "/" + $0 }
        }
        return try paths.sorted().map(MarkdownDocument.init)
    }

    /// The file's lines.
    package var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The fenced code blocks, in order; with `language`, only those with that info string.
    package func blocks(language: String? = nil) -> [Block] {
        var result: [Block] = []
        var open: (block: Block, indent: Int)?
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if var current = open {
                if trimmed == "```" {
                    if language == nil || current.block.language == language { result.append(current.block) }
                    open = nil
                } else {
                    current.block.lines.append(String(line.dropFirst(min(indent, current.indent))))
                    open = current
                }
            } else if trimmed.hasPrefix("```") {
                open = (Block(language: String(trimmed.dropFirst(3)), lines: [], line: index + 1), indent)
            }
        }
        return result
    }

    /// The lines outside fenced code blocks, with their 1-based numbers.
    package var proseLines: [(number: Int, text: String)] {
        var result: [(Int, String)] = []
        var inBlock = false
        for (index, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
            } else if !inBlock {
                result.append((index + 1, line))
            }
        }
        return result
    }

    /// The inline links of the prose (not of code spans or blocks); link text may span lines.
    package var links: [Link] {
        var result: [Link] = []
        let prose = proseLines
        let joined = prose.map { $0.text.replacing(#/`[^`]*`/#, with: "``") }.joined(separator: "\n")
        let starts = prose.map(\.number)
        for match in joined.matches(of: #/\]\(([^)\s]+)\)/#) {
            let lineIndex = joined[..<match.range.lowerBound].filter { $0 == "\n" }.count
            result.append(Link(target: String(match.output.1), line: starts[lineIndex]))
        }
        return result
    }

    /// The `<doc:Name>` links of the prose (DocC's links to articles and symbols).
    package var docLinks: [(name: String, line: Int)] {
        proseLines.flatMap { line in
            line.text.matches(of: #/<doc:([^>#]+)(?:#[^>]*)?>/#).map { (String($0.output.1), line.number) }
        }
    }

    /// The anchors GitHub gives the document's headings, with `-1`, `-2` and so on for repeats.
    ///
    /// The anchors GitHub gives the headings: the heading's text lowercased, every character that is not a letter, a
    /// digit, a space, `-` or `_` removed, spaces turned into `-`; a repeated anchor gets `-1`, `-2`, …
    /// (github/cmark-gfm's autolink extension, as github.com renders it).
    package var headingAnchors: Set<String> {
        var seen: [String: Int] = [:]
        var result: Set<String> = []
        for (_, line) in proseLines where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = String(
                title.lowercased().unicodeScalars.filter {
                    CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
                }.map(Character.init)
            ).replacingOccurrences(of: " ", with: "-")
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }
}
