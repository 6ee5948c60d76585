import ScrollSimJSON
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

@testable import ScrollSimExplore

/// Tests that `shrink` reduces a long trace with one planted difference to a small, stable, 1-minimal trace.
///
/// `shrink` on a long recorded-style trace with one planted golden difference: the result is small, 1-minimal, still
/// differs the same way, and the same on every run.
@Suite(.serialized)
struct RecordedTraceShrinkTests {
    /// The largest share of the input's events and bytes the result may keep (5 %).
    static let maximumShare = 0.05

    struct Case: Sendable, CustomTestStringConvertible {
        var seconds: Double
        var seed: UInt64
        var testDescription: String { "\(Int(seconds)) s, seed \(seed)" }
    }

    static let cases = [Case(seconds: 60, seed: 22)]

    /// The shrinker for the generated trace's golden difference.
    static func shrinker(for generator: RecordedTraceGenerator) throws -> (TraceShrinker, TraceDocument) {
        let plugins = QuirkyTargetBehavior.plugins
        let input = try TraceDocument(
            parsing: Array(generator.trace(behavior: QuirkyTargetBehavior.json(armed: true)).utf8))
        let golden = try ShrinkCandidate(
            document: TraceDocument(
                parsing: Array(generator.trace(behavior: QuirkyTargetBehavior.json(armed: false)).utf8)),
            plugins: plugins
        ).log.get()
        let difference = try GoldenDifference(
            golden: golden, goldenName: "golden", input: ShrinkCandidate(document: input, plugins: plugins))
        let conditions = ConditionSet([TraceCondition(.differs(difference))])
        return (TraceShrinker(conditions: conditions, plugins: plugins), input)
    }

    @Test(arguments: cases)
    func shrinksToAFewPercentOneMinimalAndDeterministic(_ example: Case) throws {
        let generator = RecordedTraceGenerator(seconds: example.seconds, seed: example.seed)
        let (shrinker, input) = try Self.shrinker(for: generator)
        #expect(input.events.count >= 2000, "a few thousand raw samples")
        let first = try shrinker.shrink(input)
        #expect(first.stop == .fixedPoint)
        #expect(first.recheckFailure == nil)
        #expect(Double(first.document.events.count) <= Self.maximumShare * Double(input.events.count))
        #expect(Double(first.bytes.count) <= Self.maximumShare * Double(input.bytes.count))
        // 1-minimal: deleting any single event breaks the condition.
        for index in first.document.events.indices {
            var smaller = first.document
            smaller.events.remove(at: index)
            #expect(
                shrinker.failure(ShrinkCandidate(document: smaller, plugins: shrinker.plugins)) != nil,
                "event \(index) could still be deleted")
        }
        let second = try shrinker.shrink(input)
        #expect(second.bytes == first.bytes)
        #expect(second.tries == first.tries)
    }
}
