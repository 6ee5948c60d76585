import ScrollSimCheck
import ScrollSimTestSupport
import Testing

/// Unified diffs, byte-compared with what GNU `diff -u` prints for the same texts.
struct UnifiedDiffTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var old: String
        var new: String
        var body: String
        var testDescription: String { name }
    }

    static func lines(_ range: ClosedRange<Int>, replacing changes: [Int: String] = [:], deleting: Set<Int> = [])
        -> String
    {
        range.filter { !deleting.contains($0) }.map { changes[$0] ?? String($0) }.joined(separator: "\n") + "\n"
    }

    static let cases: [Case] = [
        Case(name: "identical", old: "a\nb\n", new: "a\nb\n", body: ""),
        Case(name: "insertion into empty", old: "", new: "x\ny\n", body: "@@ -0,0 +1,2 @@\n+x\n+y\n"),
        Case(name: "deletion of everything", old: "x\ny\n", new: "", body: "@@ -1,2 +0,0 @@\n-x\n-y\n"),
        Case(
            name: "insertion in the middle", old: lines(1...10), new: lines(1...10, replacing: [5: "5\nnew"]),
            body: "@@ -3,6 +3,7 @@\n 3\n 4\n 5\n+new\n 6\n 7\n 8\n"),
        Case(
            name: "deletion in the middle", old: lines(1...10), new: lines(1...10, deleting: [5]),
            body: "@@ -2,7 +2,6 @@\n 2\n 3\n 4\n-5\n 6\n 7\n 8\n"),
        Case(
            name: "changes at start and end", old: lines(1...20),
            new: lines(1...20, replacing: [1: "one", 20: "twenty"]),
            body: "@@ -1,4 +1,4 @@\n-1\n+one\n 2\n 3\n 4\n@@ -17,4 +17,4 @@\n 17\n 18\n 19\n-20\n+twenty\n"),
        Case(
            name: "changes 6 apart share a hunk", old: lines(1...12), new: lines(1...12, replacing: [2: "X", 9: "Y"]),
            body: "@@ -1,12 +1,12 @@\n 1\n-2\n+X\n 3\n 4\n 5\n 6\n 7\n 8\n-9\n+Y\n 10\n 11\n 12\n"),
        Case(
            name: "changes 7 apart split", old: lines(1...13), new: lines(1...13, replacing: [2: "X", 10: "Y"]),
            body: "@@ -1,5 +1,5 @@\n 1\n-2\n+X\n 3\n 4\n 5\n@@ -7,7 +7,7 @@\n 7\n 8\n 9\n-10\n+Y\n 11\n 12\n 13\n"),
        Case(
            name: "new text loses its last newline", old: "a\nb\nc\n", new: "a\nb\nc",
            body: "@@ -1,3 +1,3 @@\n a\n b\n-c\n+c\n\\ No newline at end of file\n"),
        Case(
            name: "neither ends with a newline", old: "a\nb", new: "a\nc",
            body: "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"),
        Case(
            name: "same unterminated last line as context", old: "x\nz", new: "y\nz",
            body: "@@ -1,2 +1,2 @@\n-x\n+y\n z\n\\ No newline at end of file\n"),
        Case(name: "single line changed", old: "a\n", new: "b\n", body: "@@ -1 +1 @@\n-a\n+b\n"),
    ]

    @Test(arguments: cases)
    func matchesGNUDiff(_ testCase: Case) {
        let diff = UnifiedDiff(
            old: Array(testCase.old.utf8), new: Array(testCase.new.utf8),
            oldLabel: "golden.log", newLabel: "actual")
        let expected = testCase.body.isEmpty ? "" : "--- golden.log\n+++ actual\n" + testCase.body
        #expect(diff.rendered(color: false) == expected)
        #expect(diff.isEmpty == testCase.body.isEmpty)
        #expect(diff.omittedLineCount == 0)
    }

    @Test func capKeepsTheFirstLinesAndCountsTheRest() {
        let old = Self.lines(1...100)
        let new = Self.lines(1...100, replacing: Dictionary(uniqueKeysWithValues: (1...100).map { ($0, "x\($0)") }))
        let diff = UnifiedDiff(old: Array(old.utf8), new: Array(new.utf8), oldLabel: "g", newLabel: "a", lineLimit: 50)
        // 1 hunk header + 100 deletions + 100 insertions = 201 body lines.
        #expect(diff.lines.count == 2 + 50)
        #expect(diff.omittedLineCount == 151)
    }

    @Test func colourWrapsDeletionsInsertionsAndHunkHeaders() {
        let diff = UnifiedDiff(old: Array("a\n".utf8), new: Array("b\n".utf8), oldLabel: "g", newLabel: "a")
        let coloured = diff.rendered(color: true)
        #expect(
            coloured == "--- g\n+++ a\n\u{1B}[36m@@ -1 +1 @@\u{1B}[0m\n\u{1B}[31m-a\u{1B}[0m\n\u{1B}[32m+b\u{1B}[0m\n")
    }

    @Test func largeLogsWithFewChangesAreFast() {
        let count = 100_000
        let old = (0..<count).map { "t=\($0) scrollViewDidScroll y=\($0 * 3)" }.joined(separator: "\n") + "\n"
        var newLines = old.split(separator: "\n").map(String.init)
        newLines[10] = "changed"
        newLines[50_000] = "changed too"
        newLines.insert("inserted", at: 90_000)
        let new = newLines.joined(separator: "\n") + "\n"
        let diff = UnifiedDiff(old: Array(old.utf8), new: Array(new.utf8), oldLabel: "g", newLabel: "a")
        #expect(diff.lines.filter { $0.kind == .hunkHeader }.count == 3)
        #expect(diff.lines.filter { $0.kind == .insertion }.count == 3)
    }

    @Test func entirelyDifferentLargeLogsAreLinear() {
        let old = (0..<100_000).map { "old \($0)" }.joined(separator: "\n") + "\n"
        let new = (0..<100_000).map { "new \($0)" }.joined(separator: "\n") + "\n"
        let diff = UnifiedDiff(old: Array(old.utf8), new: Array(new.utf8), oldLabel: "g", newLabel: "a", lineLimit: 10)
        #expect(diff.omittedLineCount == 200_001 - 10)
    }
}

/// The edit script is a shortest one: checked against a dynamic-programming LCS.
struct LineDiffTests {
    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var previous = Array(repeating: 0, count: b.count + 1)
        for x in a {
            var current = Array(repeating: 0, count: b.count + 1)
            for (j, y) in b.enumerated() {
                current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            previous = current
        }
        return previous[b.count]
    }

    @Test func repetitiveInputsStayFastAndCorrect() {
        // Few distinct lines on both sides: every line can match, so nothing is set aside
        // and the cost limit bounds the search.
        var generator = SplitMix(seed: 7)
        let a = (0..<8_000).map { _ in Int(generator.next() % 4) }
        let b = (0..<8_000).map { _ in Int(generator.next() % 4) }
        let diff = LineDiff(old: a, new: b)
        let keptA = zip(a, diff.deleted).filter { !$0.1 }.map(\.0)
        let keptB = zip(b, diff.inserted).filter { !$0.1 }.map(\.0)
        #expect(keptA == keptB)
        #expect(keptA.count > 4_800, "still a long common subsequence")
    }

    @Test(arguments: 0..<200)
    func editScriptIsShortestAndConsistent(_ seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let alphabet = 1 + Int(generator.next() % 5)
        let a = (0..<Int(generator.next() % 30)).map { _ in Int(generator.next() % UInt64(alphabet)) }
        let b = (0..<Int(generator.next() % 30)).map { _ in Int(generator.next() % UInt64(alphabet)) }
        let diff = LineDiff(old: a, new: b)
        let keptA = zip(a, diff.deleted).filter { !$0.1 }.map(\.0)
        let keptB = zip(b, diff.inserted).filter { !$0.1 }.map(\.0)
        #expect(keptA == keptB, "kept lines must be a common subsequence")
        #expect(keptA.count == Self.lcsLength(a, b), "and a longest one")
    }
}
