import Foundation
import ScrollSimTestSupport
import Testing

/// The README's "Use it from Swift" examples and `ReadmeExampleTests.swift` stay the same code
/// (compared without white space, since swift-format re-indents the test file).
struct ReadmeSyncTests {
    static let root = URL(fileURLWithPath: PackageRoot.path)

    @Test func theExamplesRunAsTheReadmeShowsThem() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let tests = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/ScrollSimUIKitTests/ReadmeExampleTests.swift"),
            encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Use it from Swift\n").dropFirst().first)
        let blocks = section.components(separatedBy: "### The simulator")[0].components(separatedBy: "```swift\n")
            .dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 2)
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
