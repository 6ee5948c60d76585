import Foundation
import ScrollSimTestSupport
import Testing

/// Tests that the Swift 5 and Swift 6 test targets hold the same UIKit-style code apart from marked lines.
///
/// The Swift 5 and Swift 6 test targets hold the same UIKit-style code: the Swift 6 copy differs only by `@MainActor`
/// annotations and lines marked `// Swift 6` (README, "Porting notes").
struct UIKitStyleShapesParityTests {
    /// The package's `Tests` folder.
    static let tests = URL(fileURLWithPath: PackageRoot.file("Tests"))

    /// The code lines of `file` with the Swift 6 additions taken out, trimmed, comments dropped.
    static func code(_ file: String) throws -> [String] {
        let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasSuffix("// Swift 6") else { return nil }
            let trimmed = line.replacingOccurrences(of: "@MainActor ", with: "").trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("//") ? nil : trimmed
        }
    }

    @Test(arguments: [
        "UIKitStyleShapes.swift", "UIKitStyleShapesTests.swift", "PublicScrollShapes.swift",
        "PublicScrollShapesTests.swift",
    ])
    func bothLanguageModesHoldTheSameCode(_ file: String) throws {
        let swift5 = try Self.code("ScrollSimUIKitSwift5Tests/" + file)
        let swift6 = try Self.code("ScrollSimUIKitTests/Porting/" + file)
        #expect(swift5.count > 50)
        #expect(swift5 == swift6)
    }
}
