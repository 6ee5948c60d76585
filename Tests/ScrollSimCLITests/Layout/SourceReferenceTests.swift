import Foundation
import ScrollSimTestSupport
import Testing

/// What the sources, their articles and the tests may cite: public origins a user can open.
///
/// What the sources, their articles and the tests may cite: public origins a user can open, never this
/// project's own issue numbers ("issue 25"), which point to no tracker a user has. A public issue
/// is cited with its repository and `#` (swiftlang/swift issue #73918), which this check allows.
struct SourceReferenceTests {
    /// Every Swift file and article below `Sources` and `Tests`, relative to the package root, sorted.
    ///
    /// This file is left out: its examples name project issues on purpose.
    static func files() throws -> [String] {
        var files: [String] = []
        for folder in ["Sources", "Tests"] {
            let enumerator = try #require(FileManager.default.enumerator(atPath: PackageRoot.file(folder)))
            files += enumerator.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }
                .filter { !$0.hasSuffix("/SourceReferenceTests.swift") }
                .map { folder + "/" + $0 }
        }
        return files.sorted()
    }

    @Test func noSourceNamesAProjectIssueNumber() throws {
        var found: [String] = []
        for file in try Self.files() {
            let text = try String(contentsOfFile: PackageRoot.file(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(#/\b[Ii]ssues? [0-9]+/#) {
                found.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found.count) references:\n\(found.prefix(20).joined(separator: "\n"))")
    }

    /// The check sees what it must: a planted line is found, a public citation is not.
    @Test(arguments: [("see issue 25's rule", true), ("issues 4 and 5", true), ("swift issue #73918", false)])
    func thePatternTellsProjectIssuesFromPublicOnes(_ line: String, _ flagged: Bool) {
        #expect(line.contains(#/\b[Ii]ssues? [0-9]+/#) == flagged)
    }
}
