import ScrollSimJSON
import ScrollSimLog
import ScrollSimSupport
import ScrollSimTestSupport

@testable import ScrollSimTrace

/// Traces made from ``FuzzSchema``: every member the decoders read, with values in and around their ranges.
///
/// Traces made from ``FuzzSchema``: every member the decoders read, with values drawn from the
/// ranges they accept (the ends themselves, values inside, and now and then one just outside), and
/// events of every kind (touches, every gesture, every call) at increasing times. Deterministic for
/// a seed.
struct FuzzGenerator {
    let schema: FuzzSchema
    var random: SplitMix
    /// A separate random stream for the `recorded` member, so adding it left every other draw unchanged.
    ///
    /// The draws for the `recorded` member (a device recording's frames, which the replay ignores): a stream of their
    /// own, so adding that member left every other draw of a seed as it was.
    var recordedRandom: SplitMix

    init(schema: FuzzSchema = .builtIn, seed: UInt64) {
        self.schema = schema
        random = SplitMix(seed: seed)
        recordedRandom = SplitMix(seed: ~seed)
    }

    /// Values a number takes often: the ends of typical screens and motions.
    static let ordinary: [Double] = [0, 0.5, 1, 2.5, 10, 100, 393, 852, 1000, 4000, 20000]

    /// A number for `bounds`: an end (when inclusive), just inside or outside an end, an ordinary
    /// value, or a uniform or log-uniform draw inside.
    mutating func number(_ bounds: NumberBounds, integer: Bool) -> Double {
        let low = bounds.lower?.value ?? -10_000_000, high = bounds.upper?.value ?? 10_000_000
        var value: Double
        switch Int.random(in: 0..<10, using: &random) {
        case 0: value = low
        case 1: value = high
        case 2: value = [low.nextUp, high.nextDown, low - 1e-9, high + 1e-9].randomElement(using: &random)!
        case 3, 4, 5:
            value = Self.ordinary.randomElement(using: &random)! * (Int.random(in: 0..<4, using: &random) == 0 ? -1 : 1)
        case 6, 7: value = Double.random(in: low...high, using: &random)
        default:
            let magnitude = Double.random(in: -9...7, using: &random)
            value = DeterministicPower.ten(magnitude) * (Bool.random(using: &random) ? 1 : -1)
        }
        if integer { value = value.rounded(.down) }
        // Mostly inside the range: a value outside tests the refusals, which a few draws suffice for.
        if !bounds.contains(value), Int.random(in: 0..<30, using: &random) != 0 {
            value = min(max(value, low), high)
            if !bounds.contains(value) { value = low + (high - low) / 2 }
        }
        return value
    }

    mutating func value(_ kind: FuzzSchema.Kind) -> JSONValue {
        switch kind {
        case .number(let bounds, let integer): return .number(number(bounds, integer: integer))
        case .choice(let choices): return .string(choices.randomElement(using: &random) ?? "")
        case .bool: return .bool(Bool.random(using: &random))
        case .string:
            // Names and ids: mostly the default view's id, which a call's `view` must name.
            guard Int.random(in: 0..<5, using: &random) == 0 else { return .string("scrollView") }
            return .string(["a", "", "x y", "ü\u{1B}[1m", "line\nbreak"].randomElement(using: &random)!)
        case .object(let fields): return object(fields)
        case .array(let element):
            return .array((0..<Int.random(in: 1...5, using: &random)).map { _ in value(element) })
        }
    }

    /// Required members always, optional ones half the time.
    mutating func object(_ fields: [FuzzSchema.Field], extra: [(String, JSONValue)] = []) -> JSONValue {
        var members = extra
        for field in fields where field.required || Bool.random(using: &random) {
            members.append((field.key, value(field.kind)))
        }
        return .object(JSONObject(members))
    }

    /// A generated trace: the root's members, a behaviour now and then, and up to 14 events.
    mutating func trace() -> [UInt8] {
        var members: [(String, JSONValue)] = [("scrollsim", .number(1))]
        for field in schema.root where field.key != "recorded" && (field.required || Bool.random(using: &random)) {
            if field.key == "scrollView", case .object(let viewFields) = field.kind,
                case .object(let view) = object(viewFields.filter { $0.key != "behavior" })
            {
                // A behaviour of each registered type, with that type's own members.
                var viewMembers = view.members
                // A `flowLayout` sets the content size: a trace gives one of the two.
                if viewMembers.contains(where: { $0.0 == "flowLayout" }) {
                    viewMembers.removeAll { $0.0 == "contentSize" }
                } else {
                    // A `scrollPosition` identifies the flow layout's items: none without one.
                    viewMembers.removeAll { $0.0 == "scrollPosition" }
                }
                if Bool.random(using: &random), let behavior = schema.behaviors.randomElement(using: &random) {
                    viewMembers.append(("behavior", object(behavior.fields, extra: [("type", .string(behavior.type))])))
                }
                members.append(("scrollView", .object(JSONObject(viewMembers))))
            } else {
                members.append((field.key, value(field.kind)))
            }
        }
        if let field = schema.root.first(where: { $0.key == "recorded" }) {
            swap(&random, &recordedRandom)
            if Int.random(in: 0..<4, using: &random) == 0 {
                members.append((field.key, recorded(value(field.kind))))
            }
            swap(&random, &recordedRandom)
        }
        members.append(("events", .array(events())))
        if Int.random(in: 0..<4, using: &random) == 0 { members.shuffle(using: &random) }
        return Array(Streaming.json(.object(JSONObject(members))).utf8)
    }

    /// Generates a `recorded` object whose lists are usually in time order and sometimes left as drawn.
    ///
    /// A generated `recorded` object with the times of each of its lists (frames, phase changes, target updates) put in
    /// order (9 times in 10; the other times they stay as drawn, to reach the decreasing-time refusal).
    mutating func recorded(_ value: JSONValue) -> JSONValue {
        guard Int.random(in: 0..<10, using: &random) != 0, case .object(let object) = value else { return value }
        return .object(JSONObject(object.members.map { ($0.key, Self.inTimeOrder($0.value)) }))
    }

    /// `list` (an array of objects with a `t`) with its elements' times sorted; anything else as it is.
    static func inTimeOrder(_ list: JSONValue) -> JSONValue {
        guard case .array(let elements) = list else { return list }
        var times = elements.compactMap { element -> Double? in
            if case .number(let time)? = element.objectValue?["t"] { return time } else { return nil }
        }
        times.sort()
        return .array(
            elements.enumerated().map { index, element -> JSONValue in
                guard index < times.count, var members = element.objectValue?.members,
                    let slot = members.firstIndex(where: { $0.key == "t" })
                else { return element }
                members[slot].value = .number(times[index])
                return .object(JSONObject(members))
            })
    }

    /// Touch strokes, gestures and calls at increasing times (now and then a long pause).
    mutating func events() -> [JSONValue] {
        var events: [JSONValue] = []
        var time = [0, 0.5, 1e-9].randomElement(using: &random)!
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            time += [0.008, 0.1, 0.6, 3, 700].randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let finger = Int.random(in: 0...1, using: &random)
                var x = number(.closed(-100, 500), integer: false), y = number(.closed(-100, 1000), integer: false)
                for (step, phase)
                    in (["began"] + Array(repeating: "moved", count: Int.random(in: 0...6, using: &random))
                    + [["ended", "cancelled"].randomElement(using: &random)!]).enumerated()
                {
                    if step > 0 { time += [0.001, 0.008, 0.016, 0.3].randomElement(using: &random)! }
                    x += Double.random(in: -60...60, using: &random)
                    y += Double.random(in: -400...400, using: &random)
                    var fields: [(String, JSONValue)] = [
                        ("t", .number(time)), ("phase", .string(phase)), ("x", .number(x)), ("y", .number(y)),
                    ]
                    if finger != 0 { fields.append(("finger", .number(Double(finger)))) }
                    events.append(.object(JSONObject(fields)))
                }
            case 1:
                guard let gesture = schema.gestures.randomElement(using: &random) else { continue }
                events.append(
                    object(gesture.fields, extra: [("t", .number(time)), ("gesture", .string(gesture.type))]))
            default:
                guard let call = schema.calls.randomElement(using: &random) else { continue }
                events.append(object(call.fields, extra: [("t", .number(time)), ("call", .string(call.name))]))
            }
        }
        return events
    }
}

/// Powers of ten by exact repeated multiplication, so every platform draws the same numbers.
///
/// Powers of ten by repeated exact multiplication (no `pow`, whose last bit may differ between C libraries): the
/// generator must draw the same numbers on every platform.
enum DeterministicPower {
    /// 10^`exponent`, `exponent` rounded down to an integer.
    static func ten(_ exponent: Double) -> Double {
        var result = 1.0
        let whole = Int(exponent.rounded(.down))
        for _ in 0..<abs(whole) { result = whole > 0 ? result * 10 : result / 10 }
        return result
    }
}
