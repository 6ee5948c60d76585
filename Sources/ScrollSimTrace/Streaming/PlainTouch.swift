@_spi(ScrollSimInternal) import ScrollSimJSON

/// A touch event in its plain form, read straight from the bytes of the streaming reader's window.
///
/// A touch event in its plain form, `{"t": 0.008333, "phase": "moved", "x": 196.5, "y": 758}` (optionally with
/// `finger`), read straight from the bytes of the streaming reader's window: the fast path of ``TraceReader`` for the
/// events that make up nearly every trace.
///
/// ``scan(_:from:)`` accepts only what the general decoder (`JSONScanner`, then
/// `Trace.decodeEvent`) accepts and reads the same values from it, with the same number reader
/// (``JSONNumberSyntax``); ``admit(index:state:timeLiteral:)`` applies the same rules through the same
/// functions (`EventDecodingState+Rules.swift`). Anything else (another key, a duplicate, an
/// escape, a value of the wrong type or out of range, an event cut by the end of the window) is
/// left to the general path, which reads the event again from the same place and so reports every
/// error exactly as before.
struct PlainTouch {
    /// `t` (s, trace clock).
    var time: Double
    /// Where `t` is written in the bytes scanned, for messages (see ``NumberLiteral``).
    var timeRange = 0..<0
    /// `finger`, 0 when absent.
    var finger: Int
    /// `phase`.
    var phase: TouchPhase
    /// `x`, `y` (window points).
    var location: Point

    /// The keys of a plain touch event, as bits of a set.
    enum Key: UInt8, CaseIterable {
        case time = 1
        case phase = 2
        case finger = 4
        case x = 8
        case y = 16

        /// The key whose name starts with `initial` (each starts with another letter).
        @inline(__always)
        init?(initial: UInt8) {
            switch initial {
            case UInt8(ascii: "t"): self = .time
            case UInt8(ascii: "x"): self = .x
            case UInt8(ascii: "y"): self = .y
            case UInt8(ascii: "p"): self = .phase
            case UInt8(ascii: "f"): self = .finger
            default: return nil
            }
        }

        /// The key as written in a trace.
        var name: StaticString {
            switch self {
            case .time: "t"
            case .phase: "phase"
            case .finger: "finger"
            case .x: "x"
            case .y: "y"
            }
        }

        /// The key with its quotes, as the bytes of a little-endian word, and their count.
        ///
        /// The key with its quotes, as the bytes of a little-endian word (the first byte lowest; `"t"` is 0x22 0x74
        /// 0x22), and their count. Literals, as the fast path compares a word per key; `PlainTouchTests` checks them
        /// against ``name``.
        var quoted: (word: UInt64, length: Int) {
            switch self {
            case .time: (0x22_7422, 3)
            case .x: (0x22_7822, 3)
            case .y: (0x22_7922, 3)
            case .phase: (0x2265_7361_6870_22, 7)
            case .finger: (0x2272_6567_6E69_6622, 8)
            }
        }
    }

    /// The keys every touch event has: `t`, `phase`, `x`, `y`.
    private static let requiredKeys: UInt8 = 1 | 2 | 8 | 16

    /// Reads the plain touch event whose `{` is at `bytes[start]`.
    ///
    /// Its members `t`, `phase`, `x`, `y` and optionally `finger`, in any order, with any JSON whitespace. Returns the
    /// touch and the index after its `}`; `cut` when the bytes end inside it; `declined` for anything the general
    /// decoder must read. O(event length).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> JSONStreamReader.InPlaceRead<PlainTouch> {
        // Every byte accepted below is one at which JSONFramer goes on (structure, whitespace,
        // letters in strings, number bytes), so running out of bytes is always a `cut`.
        var position = start
        guard position < bytes.count else { return .cut }
        guard bytes[position] == UInt8(ascii: "{") else { return .declined }
        position += 1
        var seen: UInt8 = 0
        var touch = PlainTouch(time: 0, finger: 0, phase: .began, location: Point(x: 0, y: 0))
        var finger = 0.0
        while true {
            JSONWhitespace.skip(bytes, from: &position)
            guard let key = readKey(bytes, &position) else { return position < bytes.count ? .declined : .cut }
            guard seen & key.rawValue == 0 else { return .declined }
            seen |= key.rawValue
            JSONWhitespace.skip(bytes, from: &position)
            guard position < bytes.count else { return .cut }
            guard bytes[position] == UInt8(ascii: ":") else { return .declined }
            position += 1
            JSONWhitespace.skip(bytes, from: &position)
            if key == .phase {
                guard let phase = readPhase(bytes, &position) else { return position < bytes.count ? .declined : .cut }
                touch.phase = phase
            } else {
                // The common number read in place (`PlainNumber`); the general reader takes the rest.
                guard position < bytes.count else { return .cut }
                guard bytes[position] == UInt8(ascii: "-") || bytes[position] &- UInt8(ascii: "0") < 10 else {
                    return .declined
                }
                let number: Double
                let numberStart = position
                if let value = PlainNumber.read(bytes, &position) {
                    number = value
                } else {
                    switch JSONNumberSyntax.scan(bytes, from: position) {
                    case .exact(let value, let end):
                        // A number that reaches the end of the bytes may go on.
                        guard end < bytes.count else { return .cut }
                        (number, position) = (value, end)
                    case .long(let end):
                        guard end < bytes.count else { return .cut }
                        guard let value = JSONNumberSyntax.convert(bytes, position..<end), value.isFinite else {
                            return .declined
                        }
                        (number, position) = (value, end)
                    case .malformed(_, let at):
                        return at < bytes.count ? .declined : .cut
                    }
                }
                switch key {
                case .time:
                    touch.time = number
                    touch.timeRange = Range(uncheckedBounds: (numberStart, position))
                case .finger: finger = number
                case .x: touch.location.x = number
                default: touch.location.y = number
                }
            }
            JSONWhitespace.skip(bytes, from: &position)
            guard position < bytes.count else { return .cut }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "}") else { return .declined }
            break
        }
        guard seen & requiredKeys == requiredKeys else { return .declined }
        // The general decoder's conditions for valid values (its errors stay its own):
        // `Trace.coordinateBounds`, ±`coordinateLimit` with both ends included, is one comparison
        // of the magnitude for the finite numbers read here.
        let limit = Trace.coordinateLimit
        guard touch.time.magnitude <= limit, touch.location.x.magnitude <= limit, touch.location.y.magnitude <= limit
        else { return .declined }
        if seen & Key.finger.rawValue != 0 {
            guard let integer = finger.exactInt, Trace.fingerBounds.contains(finger) else { return .declined }
            touch.finger = integer
        }
        return .read(touch, end: position + 1)
    }

    /// Reads the next element of an array when it is a plain touch event.
    ///
    /// From `bytes[start]`, optional whitespace, then (when `afterElement`, as the array's first element has been read)
    /// a `,` and optional whitespace, then the event (see ``scan(_:from:)``). O(event length).
    static func scanElement(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, afterElement: Bool)
        -> JSONStreamReader.InPlaceRead<PlainTouch>
    {
        scanElement(bytes, from: start, afterElement: afterElement, scan)
    }

    /// `scan` run on the next element of an array.
    ///
    /// From `bytes[start]`, optional whitespace, then (when `afterElement`) a `,` and optional whitespace; shared with
    /// ``PlainSetCall``.
    @inline(__always)
    static func scanElement<Element>(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, afterElement: Bool,
        _ scan: (UnsafeBufferPointer<UInt8>, Int) -> JSONStreamReader.InPlaceRead<Element>
    ) -> JSONStreamReader.InPlaceRead<Element> {
        var position = start
        JSONWhitespace.skip(bytes, from: &position)
        if afterElement {
            guard position < bytes.count else { return .cut }
            guard bytes[position] == UInt8(ascii: ",") else { return .declined }
            position += 1
            JSONWhitespace.skip(bytes, from: &position)
        }
        return scan(bytes, position)
    }

    /// Checks this touch against `state` by the general decoder's rules, records it and returns the event.
    ///
    /// Checks this touch, `events[index]`, against `state` by the general decoder's rules in its order (the time, then
    /// the finger), records it (warnings included) and returns the event. `timeLiteral` is its `t` as written
    /// (`timeRange` of the bytes it was read from).
    @inline(__always)
    func admit(index: Int, state: inout EventDecodingState, timeLiteral: NumberLiteral)
        throws(EventDecodingState.Violation) -> TraceEvent
    {
        try state.advanceTime(to: time, written: timeLiteral)
        try state.admitTouch(finger: finger, phase: phase, time: time, location: location, index: index)
        return .touch(time: time, finger: finger, phase: phase, location: location)
    }

    // MARK: Tokens

    /// The key whose string starts at `position`, moving past it; nil for any other key.
    ///
    /// When the bytes ran out first, `position` is at the end of `bytes`.
    @inline(__always)
    private static func readKey(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> Key? {
        guard let base = bytes.baseAddress, bytes.count - position >= 8 else {
            return readKeyNearTheEnd(bytes, &position)
        }
        // Every quoted key fits in 8 bytes: one word comparison.
        let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
        guard let key = Key(initial: UInt8(truncatingIfNeeded: word >> 8)) else { return nil }
        let (quoted, length) = key.quoted
        let mask = length == 8 ? UInt64.max : (1 << (8 * UInt64(length))) - 1
        guard word & mask == quoted else { return nil }
        position += length
        return key
    }

    /// ``readKey(_:_:)`` when fewer than 8 bytes are left, byte by byte: every byte up to a `cut`
    /// is part of a known key.
    private static func readKeyNearTheEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> Key? {
        guard position + 1 < bytes.count else {
            if position < bytes.count, bytes[position] != UInt8(ascii: "\"") { return nil }
            position = bytes.count
            return nil
        }
        guard bytes[position] == UInt8(ascii: "\"") else { return nil }
        guard let key = Key(initial: bytes[position + 1]) else { return nil }
        let name = key.name.utf8Start
        let end = position + 1 + key.name.utf8CodeUnitCount
        var index = position + 2
        while index < end, index < bytes.count {
            guard bytes[index] == name[index - position - 1] else { return nil }
            index += 1
        }
        guard end < bytes.count else {
            position = bytes.count
            return nil
        }
        guard bytes[end] == UInt8(ascii: "\"") else { return nil }
        position = end + 1
        return key
    }
}
