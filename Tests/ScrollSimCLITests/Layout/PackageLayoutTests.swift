import Foundation
import ScrollSimTestSupport
import Testing

/// Tests that the "Package layout" article lists every source target with the dependencies `Package.swift` declares.
///
/// The "Package layout" article matches `Package.swift`: its dependency table lists every source target with exactly
/// the dependencies the manifest declares, and each target's folder has a paragraph.
struct PackageLayoutTests {
    /// A source target of the manifest: its name, its folder and its dependencies, in order.
    struct Target: Equatable {
        var name: String
        var path: String
        var dependencies: [String]
    }

    /// Reads the manifest's non-test targets with their names, paths and dependencies from the text of `Package.swift`.
    ///
    /// The manifest's targets other than test targets, read from its text: each `.target(`, `.executableTarget(` or
    /// `.plugin(` declaration of the `targets:` list with its `name:`, `path:` (default `Sources/NAME`) and the string
    /// literals of its `dependencies:`.
    static func manifestTargets() throws -> [Target] {
        let manifest = try String(contentsOfFile: PackageRoot.file("Package.swift"), encoding: .utf8)
        let list = try #require(manifest.components(separatedBy: "\n    targets: [").last)
        let declarations = list.split(separator: "\n        .", omittingEmptySubsequences: true).dropFirst()
        return declarations.compactMap { declaration -> Target? in
            guard !declaration.hasPrefix("testTarget("),
                let name = declaration.firstMatch(of: #/name: "([^"]+)"/#)?.output.1
            else { return nil }
            let path = declaration.firstMatch(of: #/path: "([^"]+)"/#).map { String($0.output.1) }
            let dependencies = declaration.firstMatch(of: #/dependencies: \[([^\]]*)\]/#).map { list in
                list.output.1.matches(of: #/"([^"]+)"/#).map { String($0.output.1) }
            }
            return Target(name: String(name), path: path ?? "Sources/\(name)", dependencies: dependencies ?? [])
        }
    }

    /// The article's dependency table, as targets (the path is not in the table).
    static func documentedTargets() throws -> [Target] {
        let article = try MarkdownDocument("Sources/scrollsim/scrollsim.docc/PackageLayout.md")
        let section = try #require(article.text.components(separatedBy: "\n## Dependencies\n").last)
        return section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = cells.map { $0.matches(of: #/`([^`]+)`/#).map { String($0.output.1) } }
            return Target(name: names[0].first ?? "", path: "", dependencies: names[1])
        }
    }

    @Test func theTableIsTheManifests() throws {
        let manifest = try Self.manifestTargets()
        #expect(manifest.count >= 20)
        #expect(manifest.contains { $0.name == "ScrollSimExplore" && $0.dependencies.contains("ScrollSimTrace") })
        let documented = try Self.documentedTargets()
        #expect(documented.map(\.name) == manifest.map(\.name))
        for target in manifest {
            let row = documented.first { $0.name == target.name }
            #expect(row?.dependencies == target.dependencies, "\(target.name)'s dependencies")
        }
    }

    @Test func everyTargetHasAParagraph() throws {
        let article = try MarkdownDocument("Sources/scrollsim/scrollsim.docc/PackageLayout.md")
        for target in try Self.manifestTargets() {
            #expect(article.text.contains("`\(target.path)`"), "no paragraph names `\(target.path)`")
        }
    }
}
