import Foundation
import Testing

@testable import ScrollSimTestSupport
@testable import ScrollSimTrace

/// Tests the gesture fast path against the general path on seeded random events, valid and broken.
///
/// Seeded random gesture events for the fast path (`PlainGesture`) against the general path: valid ones in every key
/// order, spacing and number form, all read by the fast path; and the same with one event broken (or merely changed) at
/// random, which both paths must read alike, error and place included.
extension PlainGestureTests {
    typealias Members = PlainTouchTests.Members

    /// How many gestures a generated trace has, one every 2 s.
    static let generatedCount = 16

    /// Ways to write `value` (a multiple of 0.25 within ±10 000), all valid and the same number or nearly.
    static func numberText(_ value: Double, _ generator: inout SplitMix) -> String {
        var forms = [
            "\(value)", "\(Int(value * 100))e-2", "\(value * 10)E-1", "\(value)000000000000000000001",
            "\(Int(value * 4) * 25)e-2", "\(value / 10)e+1",
        ]
        if value == value.rounded() { forms += ["\(Int(value))", "\(Int(value))E0"] }
        return forms[Int(generator.next() % UInt64(forms.count))]
    }

    /// A point with the seed's key order, spacing and number forms.
    static func pointText(_ x: Double, _ y: Double, _ generator: inout SplitMix) -> String {
        var members = [
            #""x""# + space(&generator) + ":" + space(&generator) + numberText(x, &generator),
            #""y""# + space(&generator) + ":" + space(&generator) + numberText(y, &generator),
        ]
        if generator.next() % 2 == 0 { members.reverse() }
        return "{" + space(&generator) + members.joined(separator: space(&generator) + "," + space(&generator))
            + space(&generator) + "}"
    }

    static func space(_ generator: inout SplitMix) -> String { PlainTouchTests.space(&generator) }

    /// A random multiple of 0.25 in `range`.
    static func quarter(_ range: ClosedRange<Int>, _ generator: inout SplitMix) -> Double {
        Double(range.lowerBound + Int(generator.next() % UInt64(range.count))) * 0.25
    }

    /// The `step`th gesture: a drag, a fling or a tap with the seed's members, optional ones
    /// present or not, at `step` × 2 s on a finger 0–3; each ends within 2 s.
    static func gestureMembers(_ step: Int, _ generator: inout SplitMix) -> Members {
        var members: Members = [("t", numberText(Double(step) * 2, &generator))]
        func optional(_ key: String, _ value: @autoclosure () -> String) {
            if generator.next() % 2 == 0 { members.append((key, value())) }
        }
        func point(_ key: String) {
            let (x, y) = (quarter(-400...1600, &generator), quarter(-400...3200, &generator))
            members.append((key, pointText(x, y, &generator)))
        }
        let finger = Int(generator.next() % 4)
        if finger != 0 || generator.next() % 2 == 0 {
            members.append(("finger", PlainTouchTests.fingerText(finger, &generator)))
        }
        switch generator.next() % 3 {
        case 0:
            members.append(("gesture", #""drag""#))
            point("from")
            point(generator.next() % 2 == 0 ? "to" : "by")
            members.append(("duration", numberText(quarter(1...4, &generator), &generator)))
            optional("hold", numberText(quarter(0...1, &generator), &generator))
            optional("holdBefore", numberText(quarter(0...1, &generator), &generator))
            let profiles = GestureProfile.allCases
            optional("profile", "\"\(profiles[Int(generator.next() % UInt64(profiles.count))].rawValue)\"")
        case 1:
            members.append(("gesture", #""fling""#))
            point("from")
            // At least 100 pt/s along y: faster than the slowest fling.
            let speed = quarter(400...20_000, &generator) * (generator.next() % 2 == 0 ? 1 : -1)
            members.append(("velocity", pointText(quarter(-400...400, &generator), speed, &generator)))
            optional("duration", numberText(quarter(1...4, &generator), &generator))
            optional("holdBefore", numberText(quarter(0...1, &generator), &generator))
        default:
            members.append(("gesture", #""tap""#))
            point("at")
            optional("duration", numberText(quarter(1...2, &generator), &generator))
            optional("count", "\(1 + generator.next() % 3)")
        }
        return members.shuffled(using: &generator)
    }

    static func generatedEvents(_ generator: inout SplitMix) -> [Members] {
        (0..<generatedCount).map { gestureMembers($0, &generator) }
    }

    /// Returns a trace whose complete header comes first, so its `events` stream, with the seed's whitespace.
    ///
    /// `events` in a trace whose header comes first and is complete, so its events stream (the fast path reads every
    /// gesture before a broken one), with the seed's whitespace.
    static func generatedTrace(_ events: [Members], _ generator: inout SplitMix) -> [UInt8] {
        let text = String(decoding: PlainTouchTests.trace(events, &generator), as: UTF8.self)
        return Array(text.replacingOccurrences(of: #""name": "plain", "#, with: #""name": "plain", "log": {}, "#).utf8)
    }

    @Test(arguments: 0..<12)
    func everyPlainGestureFormTakesTheFastPathAndReadsTheSame(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let bytes = Self.generatedTrace(Self.generatedEvents(&generator), &generator)
        let outcome = Self.expectSameReadings(bytes, plainGestures: Self.generatedCount, "seed \(seed)")
        #expect(!outcome.hasPrefix("error"), "\(outcome)")
        guard case .trace(let tree) = Streaming.treeDecode(bytes) else {
            Issue.record("the tree decoder rejects the trace")
            return
        }
        #expect(outcome.hasPrefix("\(tree.events)"))
    }

    /// Changes to one gesture's members: most break a rule of the general decoder or the plug-in,
    /// some leave it valid but not plain, some leave it plain.
    static func mutate(_ members: inout Members, _ generator: inout SplitMix) {
        let index = Int(generator.next() % UInt64(members.count))
        let values = [
            "1e8", "-1", "0", "-0", "\"1\"", "null", "1e400", "2.5", "[1, 2]", "{}", #"{"x": 1}"#,
            #"{"x": 1, "y": 2, "z": 3}"#,
            #"{"x": 1, "y": 1e9}"#, #"{"x": 0.5, "y": 0}"#, #""easeOut""#, #""wobbly""#, "true", "21", "1.0",
        ]
        let keys = ["extra", "hold", "count", "velocity", "profile", "to", "by", "at", "phase", "call", "duration"]
        switch generator.next() % 6 {
        case 0: members.remove(at: index)
        case 1: members.append(members[index])
        case 2: members[index].value = values[Int(generator.next() % UInt64(values.count))]
        case 3:
            let key = keys[Int(generator.next() % UInt64(keys.count))]
            members.insert((key, values[Int(generator.next() % UInt64(values.count))]), at: index)
        case 4:
            let names = [#""swipe""#, #""fl\u0069ng""#, #""path""#, #""tap""#, #""drag""#, #""fling""#]
            guard let gesture = members.firstIndex(where: { $0.key == "gesture" }) else { return }
            members[gesture].value = names[Int(generator.next() % UInt64(names.count))]
        default: members[index].key = keys[Int(generator.next() % UInt64(keys.count))]
        }
    }

    @Test(arguments: 0..<48)
    func aChangedGestureReadsTheSameOnBothPaths(seed: Int) {
        var generator = SplitMix(seed: UInt64(1000 + seed))
        var events = Self.generatedEvents(&generator)
        let changed = Int(generator.next() % UInt64(events.count))
        Self.mutate(&events[changed], &generator)
        let bytes = Self.generatedTrace(events, &generator)
        let general = PlainTouchTests.general(bytes)
        for reading in PlainTouchTests.fast(bytes, chunkSizes: [1, 7, 4096]) {
            #expect(reading.outcome == general.outcome, "seed \(seed): \(events[changed])")
            // The gestures before the changed one take the fast path.
            #expect(reading.plainGestures >= changed)
        }
    }
}
