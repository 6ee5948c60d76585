import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSimExplore

/// The built-in invariants on hand-written logs that break each one, and on every golden of the
/// corpus, which UIKit's rules must accept.
struct InvariantTests {
    static let header = """
        scrollsim log 1
        trace: t
        screen: scale 3, 60 Hz, frames at 0.0000 s + n/60
        view scrollView
          frame (0, 0, 393, 852)
          contentSize (393, 2000)
          contentInset (top 0, left 0, bottom 0, right 0)
          contentOffset (0, 0)
          range x 0…0 y 0…1148

                t  view        event                              x           y  flags  detail

        """

    /// A log of `lines` (`time event y flags detail`) and a final line at `rest`.
    static func log(_ lines: [(Double, String, Double, String, String)], rest: Double = 500) -> String {
        var text = header
        for (time, event, y, flags, detail) in lines {
            text += "   \(time)  scrollView  \(event)  0.000  \(y)  \(flags)  \(detail)\n"
        }
        return text + "\nfinal scrollView  offset (0.000, \(rest))  at rest 2.0000 s\n"
    }

    static let fling: [(Double, String, Double, String, String)] = [
        (0.0, "touchBegan", 500, "---", "finger 0, location (100.000, 700.000)"),
        (0.01, "willBeginDragging", 500, "TD-", ""),
        (0.02, "didScroll", 510, "TD-", ""),
        (0.03, "willEndDragging", 510, "TD-", "velocity (0.0000, 1.0000) target (0.000, 900.000)"),
        (0.03, "didEndDragging", 510, "TD-", "willDecelerate true"),
        (0.03, "willBeginDecelerating", 510, "TDd", ""),
        (0.05, "didScroll", 530, "-Dd", ""),
        (2.0, "didEndDecelerating", 530, "---", ""),
    ]

    struct Case: Sendable {
        var name: String
        var log: String
        /// The invariant that must break (nil: none may).
        var breaks: String?
    }

    static let cases: [Case] = [
        Case(name: "a clean fling", log: log(fling, rest: 530), breaks: nil),
        Case(
            name: "didEndDecelerating twice",
            log: log(fling + [(2.1, "didEndDecelerating", 530, "---", "")], rest: 530), breaks: "delegate-grammar"),
        Case(
            name: "willDecelerate true with no willBeginDecelerating",
            log: log(Array(fling.prefix(5)) + [(0.04, "willBeginDragging", 510, "TD-", "")], rest: 510),
            breaks: "delegate-grammar"),
        Case(
            name: "didEndScrollingAnimation with no animation",
            log: log(fling + [(2.1, "didEndScrollingAnimation", 530, "---", "")], rest: 530), breaks: "delegate-grammar"
        ),
        Case(
            name: "willEndDragging outside a drag",
            log: log([(0.0, "willEndDragging", 0, "---", "velocity (0.0000, 0.0000) target (0.000, 0.000)")], rest: 0),
            breaks: "delegate-grammar"),
        Case(name: "a drag left open at rest", log: log(Array(fling.prefix(3)), rest: 510), breaks: "delegate-grammar"),
        Case(
            name: "isDecelerating during the drag",
            log: log(
                Array(fling.prefix(2)) + [(0.02, "didScroll", 510, "TDd", "")] + Array(fling.dropFirst(3)), rest: 530),
            breaks: "flags-agree"),
        Case(
            name: "not decelerating during the deceleration",
            log: log(
                Array(fling.prefix(6)) + [
                    (0.05, "didScroll", 530, "-D-", ""), (2.0, "didEndDecelerating", 530, "---", ""),
                ], rest: 530), breaks: "flags-agree"),
        Case(name: "at rest past the bottom", log: log(fling, rest: 1300), breaks: "rest-in-range"),
        Case(
            name: "at rest past the bottom where setContentOffset put it",
            log: log(
                fling + [
                    (3.0, "setContentOffset", 530, "---", "target (0.000, 1300.000), animated false"),
                    (3.0, "didScroll", 1300, "---", ""),
                ], rest: 1300), breaks: nil),
        Case(
            name: "a didScroll that does not move",
            log: log(
                Array(fling.prefix(3)) + [(0.025, "didScroll", 510, "TD-", "")] + Array(fling.dropFirst(3)), rest: 530),
            breaks: "did-scroll-moves"),
        Case(
            name: "a NaN",
            log: log(fling, rest: 530).replacingOccurrences(of: "target (0.000, 900.000)", with: "target (0.000, nan)"),
            breaks: "finite-numbers"),
        Case(
            name: "a negative infinity",
            log: log(fling, rest: 530).replacingOccurrences(of: "target (0.000, 900.000)", with: "target (-inf, 9.0)"),
            breaks: "finite-numbers"),
        Case(
            name: "a signed NaN",
            log: log(fling, rest: 530).replacingOccurrences(of: "target (0.000, 900.000)", with: "target (+NaN, 9.0)"),
            breaks: "finite-numbers"),
    ]

    @Test(arguments: cases)
    func eachInvariantBreaksOnItsOwnCase(_ testCase: Case) {
        let observation = ExploreObservation(text: testCase.log)
        let broken = Invariant.builtIn.filter { $0.check(observation) != nil }.map(\.name)
        #expect(broken == (testCase.breaks.map { [$0] } ?? []), "\(testCase.name)")
    }

    @Test func twoReplaysThatDifferBreakDeterminism() {
        let text = Self.log(Self.fling, rest: 530)
        let differing = text.replacingOccurrences(of: "530", with: "531")
        let reason = Invariant.replayDeterministic.check(ExploreObservation(text: text, repeatedText: differing))
        #expect(reason?.hasPrefix("log line 18 differs") == true)
        #expect(Invariant.replayDeterministic.check(ExploreObservation(text: text, repeatedText: text)) == nil)
    }

    /// Every golden log of the corpus (UIKit's behaviour as the project has pinned it) satisfies
    /// every built-in invariant.
    @Test func everyCorpusGoldenSatisfiesEveryInvariant() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: PackageRoot.traces)
        let logs = files.filter { $0.hasSuffix(".log") }.sorted()
        #expect(logs.count > 100)
        for path in logs {
            let text = try String(contentsOfFile: PackageRoot.traces + "/" + path, encoding: .utf8)
            let observation = ExploreObservation(text: text)
            for invariant in Invariant.builtIn {
                let reason = invariant.check(observation)
                #expect(reason == nil, "\(path): \(invariant.name): \(reason ?? "")")
            }
        }
    }

    @Test func namesAreUniqueAndFindable() {
        let names = Invariant.builtIn.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names { #expect(Invariant.builtIn(named: name)?.name == name) }
        #expect(Invariant.builtIn(named: "no-such-invariant") == nil)
    }
}
