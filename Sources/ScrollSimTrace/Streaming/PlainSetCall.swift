@_spi(ScrollSimInternal) import ScrollSimJSON

/// A `set` call in its plain form, read straight from the bytes of the streaming reader's window.
///
/// A `set` call in its plain form, `{"t": 1.2, "call": "set", "property": "contentInset", "value": {"top": 60}}`
/// (optionally with `view`), read straight from the bytes of the streaming reader's window: the fast path of
/// ``TraceReader`` for property changes, beside ``PlainTouch``.
///
/// ``scan(_:from:)`` accepts only members the general decoder (`JSONScanner`, then
/// `Trace.decodeEvent`) accepts: the keys `t`, `call`, `view`, `property` and `value` in any
/// order, once each, strings without escapes, numbers read by the same reader
/// (``JSONNumberSyntax``), and a value that is a number, `true`/`false` or an object of numbers
/// under the keys of an inset, a size or a point. ``event(knownViews:plainViews:)`` applies the
/// general decoder's rules through the same values (bounds, known views, the property's shape);
/// the reader then applies its time rule, which records the event, only to a call that passed
/// them all. Anything else
/// (another key or property shape, a duplicate, an escape, a value out of range, an unknown view)
/// is left to the general path, which reads the event again from the same place and reports every
/// error exactly as before.
struct PlainSetCall {
    /// `t` (s, trace clock) and where it is written in the bytes scanned (see ``NumberLiteral``).
    var time: Double = 0
    var timeRange = 0..<0
    /// `view` and `property` as written (ASCII, no escapes), `call` checked to be `set`.
    var view: String?
    var property = ""
    /// The call's `value`: a number, a Boolean, or an object of numbers.
    ///
    /// `value`: a number, a Boolean, or an object of numbers whose keys are among ``memberKeys`` (their values by index
    /// in `members`, the keys present as bits of `present`).
    var number: Double?
    var bool: Bool?
    var isObject = false
    var members = SIMD8<Double>()
    var present: UInt8 = 0

    /// The keys a `value` object may have, in the order of `members`: the insets', the size's, the point's.
    static let memberKeys: [StaticString] = ["top", "left", "bottom", "right", "width", "height", "x", "y"]
    /// The top-level keys, in the order of their bits.
    static let keys: [StaticString] = ["t", "call", "view", "property", "value"]
    /// The one `call` read here.
    static let callNames: [StaticString] = ["set"]

    /// Reads the element after `start` (optional whitespace, then a `,` when `afterElement`, then the call).
    ///
    /// O(event length).
    static func scanElement(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, afterElement: Bool)
        -> JSONStreamReader.InPlaceRead<PlainSetCall>
    {
        PlainTouch.scanElement(bytes, from: start, afterElement: afterElement, scan)
    }

    /// Reads the call whose `{` is at `bytes[start]`.
    ///
    /// Returns the call and the index after its `}`; `cut` when the bytes end inside it; `declined` for anything the
    /// general decoder must read. O(event length).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
        -> JSONStreamReader.InPlaceRead<PlainSetCall>
    {
        var scanner = PlainScanner(bytes: bytes, position: start)
        var call = PlainSetCall()
        // The keys read so far, as bits: t, call, view, property, value.
        var seen: UInt8 = 0
        do throws(PlainScanner.Stop) {
            try scanner.expect(UInt8(ascii: "{"))
            repeat {
                let key = try scanner.key(among: keys)
                let bit: UInt8 = 1 << key
                guard seen & bit == 0 else { throw PlainScanner.Stop.declined }
                seen |= bit
                try scanner.expect(UInt8(ascii: ":"))
                switch key {
                case 0:
                    _ = try scanner.peek() // past the whitespace: the literal starts at the number
                    let start = scanner.position
                    call.time = try scanner.number()
                    call.timeRange = start..<scanner.position
                case 1: _ = try scanner.key(among: callNames)
                case 2: call.view = try scanner.string()
                case 3: call.property = try scanner.string()
                default: try call.scanValue(&scanner)
                }
            } while try scanner.separator()
        } catch {
            return error == .cut ? .cut : .declined
        }
        guard seen | 4 == 31 else { return .declined }
        return .read(call, end: scanner.position)
    }

    /// Reads `value`: a number, `true`, `false`, or an object of numbers under ``memberKeys``.
    private mutating func scanValue(_ scanner: inout PlainScanner) throws(PlainScanner.Stop) {
        switch try scanner.peek() {
        case UInt8(ascii: "t"), UInt8(ascii: "f"): bool = try scanner.bool()
        case UInt8(ascii: "{"):
            isObject = true
            try scanner.expect(UInt8(ascii: "{"))
            if try scanner.peek() == UInt8(ascii: "}") {
                scanner.position += 1
                return
            }
            repeat {
                let key = try scanner.key(among: Self.memberKeys)
                guard present & (1 << key) == 0 else { throw PlainScanner.Stop.declined }
                present |= 1 << key
                try scanner.expect(UInt8(ascii: ":"))
                members[key] = try scanner.number()
            } while try scanner.separator()
        default: number = try scanner.number()
        }
    }

    /// The change this call makes, by the general decoder's rules (`decodePropertyValue`).
    ///
    /// Nil when the general path must read it (a rule fails, or the property's value has another shape).
    private func change() -> PropertyChange? {
        guard let name = PropertyChange.Name(rawValue: property) else { return nil }
        // The members present are exactly `required` plus some of `optional`, each within `bounds`.
        func hasMembers(required: UInt8, optional: UInt8 = 0, _ bounds: NumberBounds) -> Bool {
            guard isObject, present & required == required, present & ~(required | optional) == 0 else { return false }
            for index in 0..<8 where present & (1 << index) != 0 {
                guard bounds.contains(self.members[index]) else { return false }
            }
            return true
        }
        func member(_ index: Int) -> Double { present & (1 << index) != 0 ? self.members[index] : 0 }
        switch name {
        case .contentInset:
            guard hasMembers(required: 0, optional: 0b1111, Trace.coordinateBounds) else { return nil }
            return .contentInset(EdgeInsets(top: member(0), left: member(1), bottom: member(2), right: member(3)))
        case .contentSize:
            guard hasMembers(required: 0b11_0000, Trace.nonNegativeUpToLimit) else { return nil }
            return .contentSize(Size(width: member(4), height: member(5)))
        case .contentOffset:
            guard hasMembers(required: 0b1100_0000, Trace.coordinateBounds) else { return nil }
            return .contentOffset(Point(x: member(6), y: member(7)))
        case .isPagingEnabled: return bool.map { .isPagingEnabled($0) }
        case .isScrollEnabled: return bool.map { .isScrollEnabled($0) }
        case .bounces: return bool.map { .bounces($0) }
        case .bouncesZoom: return bool.map { .bouncesZoom($0) }
        case .zoomScale, .minimumZoomScale, .maximumZoomScale:
            guard let number, Trace.zoomScaleBounds.contains(number) else { return nil }
            return name == .zoomScale
                ? .zoomScale(number) : name == .minimumZoomScale ? .minimumZoomScale(number) : .maximumZoomScale(number)
        case .frame, .decelerationRate, .safeAreaInsets, .contentInsetAdjustmentBehavior, .zoomViewFrame:
            return nil
        }
    }

    /// The event, when the general decoder's rules for a call's view and property admit it, or nil.
    ///
    /// The event, when the general decoder's rules for a call's view and property admit it given the views of the scene
    /// (`EventDecodingState`'s `knownViews` and `plainViews`); nil when the general path must read it. Records nothing.
    func event(knownViews: [String], plainViews: [String]) -> TraceEvent? {
        guard Trace.coordinateBounds.contains(time), let change = change() else { return nil }
        if let view {
            let isPlain = plainViews.contains(view)
            guard knownViews.contains(view) || isPlain, !(isPlain && change.name.isScrollViewOnly) else {
                return nil
            }
        }
        return .call(time: time, view: view, .set(change))
    }
}
