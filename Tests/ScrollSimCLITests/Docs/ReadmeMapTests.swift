import Foundation
import ScrollSimTestSupport
import Testing

/// Tests that the README's tables name every subcommand and every schema key, call and gesture.
///
/// The README is a map of the whole tool: its command table names every subcommand `scrollsim --help` lists, and its
/// "What a trace can say" table every top-level key, call and gesture of the schema and every scroll-view key that
/// turns on a feature.
struct ReadmeMapTests {
    /// Scroll-view keys that turn on a feature with its own section of the format reference.
    ///
    /// Scroll-view keys that switch on a feature with its own section of the format reference (the other scroll-view
    /// keys are properties of `UIScrollView` the table names as a family).
    static let featureKeys = [
        "behavior", "scrollTargetBehavior", "flowLayout", "refreshControl", "zoomView", "safeAreaInsets",
        "contentInsetAdjustmentBehavior", "scrollPosition",
    ]

    /// The README section that starts at the heading `title`, up to the next heading of any level.
    static func section(_ title: String) throws -> String {
        let readme = try MarkdownDocument("README.md").text
        let start = try #require(readme.range(of: "\n\(title)\n"))
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n#")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The code spans of the section's table rows.
    static func tableSpans(_ title: String) throws -> [String] {
        try section(title).split(separator: "\n").filter { $0.hasPrefix("| ") }.flatMap { row in
            row.matches(of: #/`([^`]+)`/#).map { String($0.output.1) }
        }
    }

    @Test func theCommandTableNamesEverySubcommand() throws {
        let help = try ToolRun(["--help"])
        #expect(help.status == 0)
        let listed = help.stdout.components(separatedBy: "SUBCOMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
            .split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed.count >= 12)
        let rows = try Self.section("## Commands").split(separator: "\n").filter { $0.hasPrefix("| `scrollsim ") }
        let documented = rows.map { String($0.dropFirst("| `scrollsim ".count).prefix { $0 != " " && $0 != "`" }) }
        #expect(documented == listed, "the README's command table, in `scrollsim --help`'s order")
        for row in rows {
            let cells = row.replacingOccurrences(of: "\\|", with: "/").split(separator: "|")
            #expect(cells.count == 3, "a row has the command, what it does and its exit statuses: \(row)")
        }
    }

    @Test func theKeyTableNamesEveryKeyFamily() throws {
        let schema = try ToolRun(["schema"])
        #expect(schema.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(schema.stdout.utf8)) as? [String: Any])
        let properties = try #require(json["properties"] as? [String: Any])
        let definitions = try #require(json["$defs"] as? [String: Any])
        let event = try #require(definitions["event"] as? [String: Any])
        let kinds = try #require(event["anyOf"] as? [[String: Any]])
        var names: Set<String> = []
        for kind in kinds {
            let members = kind["properties"] as? [String: Any] ?? [:]
            for key in ["call", "gesture"] {
                if let member = members[key] as? [String: Any], let name = member["const"] as? String {
                    names.insert(name)
                }
            }
        }
        #expect(names.isSuperset(of: ["drag", "fling", "pinch", "setContentOffset", "set"]))
        let scrollView = try #require(definitions["scrollView"] as? [String: Any])
        let viewKeys = try #require(scrollView["properties"] as? [String: Any])
        for key in Self.featureKeys { #expect(viewKeys[key] != nil, "the schema has no scroll-view key \(key)") }
        let spans = Set(try Self.tableSpans("### What a trace can say"))
        for key in properties.keys.sorted() + names.sorted() + Self.featureKeys {
            #expect(spans.contains(key), "the README's key table does not name `\(key)`")
        }
    }

    /// Every row links a section of the format reference: a heading of one of the `traces/*.md`
    /// files (that the anchor exists is `DocLinkTests`' check).
    @Test func theKeyTableLinksTheReference() throws {
        let rows = try Self.section("### What a trace can say").split(separator: "\n").filter {
            $0.hasPrefix("| [")
        }
        #expect(rows.count >= 12)
        let reference = Set(try MarkdownDocument.traceDocumentPaths())
        for row in rows {
            let target = row.firstMatch(of: #/\]\((traces/[^)#]+\.md)#[^)]+\)/#).map { String($0.output.1) }
            #expect(target.map(reference.contains) == true, "not a link to a section of traces/*.md: \(row)")
        }
    }
}
