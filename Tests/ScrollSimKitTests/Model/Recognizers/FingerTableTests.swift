import Testing

@testable import ScrollSimKit

/// Tests that `FingerTable` behaves like the dictionary it replaced, with fingers and centroid in ascending order.
///
/// `FingerTable`, the fingers-down map the simulation and each recognizer keep: it must behave like the dictionary it
/// replaced, with ascending finger order for `fingers` and the centroid.
struct FingerTableTests {
    /// Centroids are means of a few exact binary fractions.
    static let centroidTolerance = 1e-12

    enum Step: Sendable {
        case set(Int, Double, Double)
        case lift(Int)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var steps: [Step]
        /// Expected fingers down, ascending.
        var fingers: [Int]
        /// Expected centroid (x, y).
        var centroid: (Double, Double)
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "empty", steps: [], fingers: [], centroid: (0, 0)),
        Case(name: "one finger", steps: [.set(0, 10, 20)], fingers: [0], centroid: (10, 20)),
        Case(name: "a move replaces", steps: [.set(0, 10, 20), .set(0, 12, 18)], fingers: [0], centroid: (12, 18)),
        Case(
            name: "inserted out of order, kept ascending", steps: [.set(3, 0, 0), .set(1, 4, 8), .set(2, 8, 4)],
            fingers: [1, 2, 3], centroid: (4, 4)),
        Case(
            name: "a lift removes only that finger", steps: [.set(1, 0, 0), .set(2, 10, 10), .lift(1)], fingers: [2],
            centroid: (10, 10)),
        Case(
            name: "lifting an unknown finger changes nothing", steps: [.set(5, 1, 1), .lift(4)], fingers: [5],
            centroid: (1, 1)),
        Case(
            name: "all lifted", steps: [.set(0, 1, 1), .set(1, 3, 3), .lift(0), .lift(1)], fingers: [], centroid: (0, 0)
        ),
    ]

    @Test(arguments: cases)
    func fingersAndCentroid(_ testCase: Case) {
        var table = FingerTable()
        var reference: [Int: Point] = [:]
        for step in testCase.steps {
            switch step {
            case let .set(finger, x, y):
                table[finger] = Point(x: x, y: y)
                reference[finger] = Point(x: x, y: y)
            case let .lift(finger):
                table[finger] = nil
                reference[finger] = nil
            }
        }
        #expect(table.fingers == testCase.fingers)
        #expect(table.fingers == reference.keys.sorted())
        #expect(table.count == reference.count)
        #expect(table.isEmpty == reference.isEmpty)
        for finger in -1...6 { #expect(table[finger] == reference[finger]) }
        #expect(abs(table.centroid.x - testCase.centroid.0) <= Self.centroidTolerance)
        #expect(abs(table.centroid.y - testCase.centroid.1) <= Self.centroidTolerance)
    }
}
