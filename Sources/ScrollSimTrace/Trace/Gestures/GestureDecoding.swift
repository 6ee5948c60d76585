/// Decodes the members of one kind of `"gesture"` event into its motion. One type per kind, each
/// in its own file, registered in ``GestureDecoders``; the event decoder reads the members every
/// gesture shares (`t`, `gesture`, `finger`) and ``ObjectReader/finish()`` rejects the rest.
protocol GestureDecoding {
    /// The kind this decoder reads.
    static var kind: GestureKind { get }
    /// Reads the kind's own members from the event object.
    static func decode(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Gesture.Motion
}

/// The registry: the decoder of each ``GestureKind``. An exhaustive switch, so a new kind does not
/// compile until its decoder is registered here.
enum GestureDecoders {
    /// The decoder for `kind`.
    static func decoder(for kind: GestureKind) -> any GestureDecoding.Type {
        switch kind {
        case .drag: return DragGestureDecoder.self
        case .fling: return FlingGestureDecoder.self
        case .tap: return TapGestureDecoder.self
        case .path: return PathGestureDecoder.self
        }
    }
}

/// Members several kinds share.
extension ObjectReader {
    /// A required `{"x", "y"}` point at `key` (window points).
    mutating func gesturePoint(_ key: String) throws(TraceDecodingError) -> Point {
        try Trace.decodePoint(object(key))
    }

    /// An optional duration ≥ 0 at `key` (a `hold`, a `holdBefore`), default 0.
    mutating func gestureHold(_ key: String) throws(TraceDecodingError) -> Double {
        try optionalNumber(key, Trace.nonNegativeUpToLimit) ?? 0
    }
}
