@_spi(ScrollSimInternal) import ScrollSimJSON
@_spi(ScrollSimInternal) import ScrollSimSupport

/// A gesture event of a built-in plug-in (`drag`, `fling`, `tap`) in its plain form, read straight from the bytes.
///
/// A gesture event of a built-in plug-in (`drag`, `fling`, `tap`) in its plain form, e.g. `{"t": 2, "gesture": "fling",
/// "from": {"x": 196, "y": 700}, "velocity": {"x": 0, "y": -2400}}`, read straight from the bytes of the streaming
/// reader's window: the fast path of ``TraceReader`` for gestures, beside ``PlainTouch`` and ``PlainSetCall``.
///
/// ``scan(_:from:)`` accepts only members the general decoder (`JSONScanner`, `Trace.decodeEvent`,
/// then the plug-in's closure) accepts: the keys of ``keys``, once each, in any order, numbers
/// read by the same reader (``JSONNumberSyntax``), points as objects of exactly `x` and `y`,
/// strings without escapes. ``gesture(enabled:)`` applies the plug-in's rules to the values read,
/// with the same bounds (its key table, ``Kind``), and builds the same motion; the reader then
/// applies the general decoder's time and finger rules through the same functions
/// (`Trace.admitGesture`). Anything else (another key, a key of another plug-in, a duplicate, an
/// escape, a value of the wrong type or out of range, a plug-in the registry replaced) is left to
/// the general path, which reads the event again from the same place and so reports every error
/// exactly as before.
struct PlainGesture {
    /// A built-in gesture plug-in read here, with its key table (the descriptor names it).
    typealias Kind = PlainGestureKind

    /// The top-level keys, in the order of their bits (``Key``).
    static let keys: [StaticString] = [
        "t", "gesture", "finger", "from", "to", "by", "velocity", "at", "duration", "hold", "holdBefore", "profile",
        "count",
    ]

    /// The bit of each key of ``keys``.
    enum Key {
        static let time: UInt16 = 1 << 0, gesture: UInt16 = 1 << 1, finger: UInt16 = 1 << 2
        static let from: UInt16 = 1 << 3, to: UInt16 = 1 << 4, by: UInt16 = 1 << 5, velocity: UInt16 = 1 << 6
        static let at: UInt16 = 1 << 7, duration: UInt16 = 1 << 8, hold: UInt16 = 1 << 9
        static let holdBefore: UInt16 = 1 << 10, profile: UInt16 = 1 << 11, count: UInt16 = 1 << 12
    }

    /// `t` (s, trace clock) and where it is written in the bytes scanned (see ``NumberLiteral``).
    var time = 0.0
    var timeRange = 0..<0
    /// `gesture`.
    var kind = Kind.drag
    /// The keys read, as bits (``Key``).
    var present: UInt16 = 0
    /// The members as read (0 or the origin when absent); their bounds are checked by ``gesture(enabled:)``.
    var finger = 0.0, duration = 0.0, hold = 0.0, holdBefore = 0.0, count = 0.0
    var from = Point(x: 0, y: 0), to = Point(x: 0, y: 0), by = Point(x: 0, y: 0)
    var velocity = Point(x: 0, y: 0), at = Point(x: 0, y: 0)
    var profile = GestureProfile.linear

    /// Reads the element after `start` (optional whitespace, then a `,` when `afterElement`, then the event).
    ///
    /// O(event length).
    static func scanElement(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, afterElement: Bool)
        -> JSONStreamReader.InPlaceRead<PlainGesture>
    {
        PlainTouch.scanElement(bytes, from: start, afterElement: afterElement, scan)
    }

    /// Reads the event whose `{` is at `bytes[start]`.
    ///
    /// Returns it and the index after its `}`; `cut` when the bytes end inside it; `declined` for anything the general
    /// decoder must read. O(event length).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> JSONStreamReader.InPlaceRead<PlainGesture>
    {
        var scanner = PlainScanner(bytes: bytes, position: start)
        var event = PlainGesture()
        do throws(PlainScanner.Stop) {
            try scanner.expect(UInt8(ascii: "{"))
            repeat {
                let key = try scanner.key(among: keys)
                let bit: UInt16 = 1 << key
                guard event.present & bit == 0 else { throw PlainScanner.Stop.declined }
                event.present |= bit
                try scanner.expect(UInt8(ascii: ":"))
                try event.scanValue(of: bit, &scanner)
            } while try scanner.separator()
        } catch {
            return error == .cut ? .cut : .declined
        }
        return .read(event, end: scanner.position)
    }

    /// Reads the value of the key `bit`.
    private mutating func scanValue(of bit: UInt16, _ scanner: inout PlainScanner) throws(PlainScanner.Stop) {
        switch bit {
        case Key.time:
            _ = try scanner.peek() // past the whitespace: the literal starts at the number
            let start = scanner.position
            time = try scanner.number()
            timeRange = start..<scanner.position
        case Key.gesture: kind = Kind(rawValue: try scanner.key(among: Kind.names)) ?? .drag
        case Key.finger: finger = try scanner.number()
        case Key.from: from = try scanner.point()
        case Key.to: to = try scanner.point()
        case Key.by: by = try scanner.point()
        case Key.velocity: velocity = try scanner.point()
        case Key.at: at = try scanner.point()
        case Key.duration: duration = try scanner.number()
        case Key.hold: hold = try scanner.number()
        case Key.holdBefore: holdBefore = try scanner.number()
        case Key.profile:
            guard let profile = GestureProfile(rawValue: try scanner.string()) else { throw .declined }
            self.profile = profile
        default: count = try scanner.number()
        }
    }
}

// What the streaming reader knows of each built-in gesture: its name, plug-in type and keys.
//
// The keys it reads and the ones it requires are bits of `PlainGesture.keys`.
extension PlainGestureKind {
    /// The key bits, as the reader names them.
    private typealias Key = PlainGesture.Key

    /// The name in `"gesture"`, in the order of the cases.
    static let names: [StaticString] = ["drag", "fling", "tap"]

    /// The plug-in's type.
    var type: GestureType {
        switch self {
        case .drag: .drag
        case .fling: .fling
        case .tap: .tap
        }
    }

    /// The keys an event of this kind may have (its own, `t`, `gesture`, `finger`).
    var allowed: UInt16 {
        switch self {
        case .drag: common | Key.from | Key.to | Key.by | Key.duration | Key.hold | Key.profile | Key.holdBefore
        case .fling: common | Key.from | Key.velocity | Key.duration | Key.holdBefore
        case .tap: common | Key.at | Key.duration | Key.count
        }
    }

    /// The keys it must have (a drag's `to` or `by` aside).
    var required: UInt16 {
        switch self {
        case .drag: Key.time | Key.gesture | Key.from | Key.duration
        case .fling: Key.time | Key.gesture | Key.from | Key.velocity
        case .tap: Key.time | Key.gesture | Key.at
        }
    }

    private var common: UInt16 { Key.time | Key.gesture | Key.finger }

    /// The kinds whose name `plugins` registers with the built-in plug-in, as bits by raw value.
    ///
    /// The kinds whose name `plugins` registers with the built-in plug-in (the registry's choice, as the general
    /// path looks it up), as bits by raw value. O(gesture types).
    static func builtIn(in plugins: PluginRegistry) -> UInt8 {
        var bits: UInt8 = 0
        for kind in allCases where plugins.gesture(kind.type)?.plainKind == kind { bits |= 1 << kind.rawValue }
        return bits
    }
}
