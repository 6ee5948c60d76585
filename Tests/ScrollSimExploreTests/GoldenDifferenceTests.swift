import Testing

@testable import ScrollSimExplore

/// The golden difference: which line is the first that differs, didScroll lines and times aside.
struct GoldenDifferenceTests {
    static let header = "scrollsim log 1\nview scrollView\n\n        t  view        event    x    y  flags  detail\n"

    static func log(_ lines: [String], final: String = "final scrollView  offset (0.000, 9.000)  at rest 1.0000 s")
        -> String
    {
        header + lines.joined(separator: "\n") + "\n\n" + final + "\n"
    }

    static let golden = log([
        "   0.0000  scrollView  touchBegan   0.000  0.000  ---  finger 0",
        "   0.0100  scrollView  didScroll    0.000  1.000  TD-",
        "   0.0200  scrollView  touchEnded   0.000  1.000  TD-  finger 0",
    ])

    struct Case: Sendable {
        var name: String
        var log: String
        var expected: GoldenDifference.Line?
    }

    static let cases: [Case] = [
        Case(name: "equal", log: golden, expected: nil),
        Case(
            name: "times and didScroll lines aside",
            log: log([
                "   5.0000  scrollView  touchBegan   0.000  0.000  ---  finger 0",
                "   5.0200  scrollView  touchEnded   0.000  1.000  TD-  finger 0",
            ]), expected: nil),
        Case(
            name: "a changed callback line",
            log: log([
                "   0.0000  scrollView  touchBegan   0.000  0.000  ---  finger 0",
                "   0.0200  scrollView  touchEnded   0.000  2.000  TD-  finger 0",
            ]), expected: .unexpected("  scrollView  touchEnded   0.000  2.000  TD-  finger 0")),
        Case(
            name: "a missing callback line",
            log: log(["   0.0000  scrollView  touchBegan   0.000  0.000  ---  finger 0"]),
            expected: .missing(
                "  scrollView  touchEnded   0.000  1.000  TD-  finger 0",
                after: "  scrollView  touchBegan   0.000  0.000  ---  finger 0")),
        Case(
            name: "only the final line",
            log: log(
                [
                    "   0.0000  scrollView  touchBegan   0.000  0.000  ---  finger 0",
                    "   0.0200  scrollView  touchEnded   0.000  1.000  TD-  finger 0",
                ], final: "final scrollView  offset (0.000, 8.000)  at rest 1.0000 s"),
            expected: .unexpected("final scrollView  offset (0.000, 8.000)")),
    ]

    @Test(arguments: cases)
    func firstDifference(_ example: Case) {
        #expect(GoldenDifference.firstDifference(golden: Self.golden, log: example.log) == example.expected)
    }
}

extension GoldenDifferenceTests.Case: CustomTestStringConvertible {
    var testDescription: String { name }
}

/// Whether a candidate's log still differs from the golden the way the input's did.
struct GoldenDifferenceCandidateTests {
    typealias Fixture = GoldenDifferenceTests

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var difference: GoldenDifference.Line
        var candidateLines: [String]
        var holds: Bool
        var testDescription: String { name }
    }

    static let began = "   0.0000  scrollView  touchBegan   0.000  0.000  ---  finger 0"
    static let ended = "   0.0200  scrollView  touchEnded   0.000  1.000  TD-  finger 0"
    static let endedElsewhere = "   3.0000  scrollView  touchEnded   0.000  2.000  TD-  finger 0"

    static let cases: [Case] = [
        Case(
            name: "the unexpected line at another time",
            difference: .unexpected("  scrollView  touchEnded   0.000  2.000  TD-  finger 0"),
            candidateLines: [began, endedElsewhere], holds: true),
        Case(
            name: "the unexpected line gone",
            difference: .unexpected("  scrollView  touchEnded   0.000  2.000  TD-  finger 0"),
            candidateLines: [began], holds: false),
        Case(
            name: "still missing after the same line",
            difference: .missing(
                "  scrollView  touchEnded   0.000  1.000  TD-  finger 0",
                after: "  scrollView  touchBegan   0.000  0.000  ---  finger 0"),
            candidateLines: [began], holds: true),
        Case(
            name: "no longer missing",
            difference: .missing(
                "  scrollView  touchEnded   0.000  1.000  TD-  finger 0",
                after: "  scrollView  touchBegan   0.000  0.000  ---  finger 0"),
            candidateLines: [began, ended, endedElsewhere], holds: false),
        Case(
            name: "missing from the start, still",
            difference: .missing("  scrollView  touchBegan   0.000  0.000  ---  finger 0", after: nil),
            candidateLines: [], holds: true),
        Case(
            name: "missing from the start, no longer",
            difference: .missing("  scrollView  touchBegan   0.000  0.000  ---  finger 0", after: nil),
            candidateLines: [began], holds: false),
    ]

    @Test(arguments: cases)
    func holds(_ example: Case) {
        let log = Fixture.log(
            example.candidateLines, final: "final scrollView  offset (0.000, 7.000)  at rest 1.0000 s")
        #expect(GoldenDifference.holds(example.difference, golden: Fixture.golden, log: log) == example.holds)
    }
}
