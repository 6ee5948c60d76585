import ScrollSimKit

/// The name a trace's gesture event gives its kind (`"gesture": "myGesture"`).
///
/// String-backed like a `String` enum, but open, as ``BehaviorType`` is: each gesture plug-in
/// declares its name in its own file, so a plug-in outside this module can add one (a `swipeUp`
/// that decodes to a fling, say).
public struct GestureType: RawRepresentable, Hashable, Sendable {
    /// The name as the trace spells it.
    public let rawValue: String
    /// The type named `rawValue`.
    ///
    /// - Parameter rawValue: The type's name in a trace.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The type named `name`.
    ///
    /// - Parameter name: The type's name in a trace.
    public init(_ name: String) { self.rawValue = name }
}

/// One gesture plug-in.
///
/// Its name and how to decode its members into a motion of the gesture model (`Gesture.Motion`), which
/// `Gesture.samples(startingAt:touchRate:)` expands (see ``PluginRegistry``).
public struct GestureDescriptor: Sendable {
    /// Reads the gesture's own members.
    ///
    /// Every key of the event except `t`, `gesture` and `finger` (the decoder rejects the keys the closure did not
    /// read). Returns the motion.
    public typealias Decode = @Sendable (inout ObjectReader) throws(TraceDecodingError) -> Gesture.Motion

    /// The event's `"gesture"`.
    public let type: GestureType
    /// The member decoder.
    public let decode: Decode
    /// The keys `decode` reads, for `scrollsim schema` (``TraceSchema``).
    ///
    /// `nil` when the plug-in declares none, and the schema then lets any keys pass (the decoder still checks them).
    public let keys: [TraceKey]?

    /// The built-in plug-in this is, or nil for every other.
    ///
    /// The streaming reader may read its events in place (the replay's plain-gesture reader).
    package let plainKind: PlainGestureKind?

    /// Describes the gesture `type`, decoded by `decode`.
    ///
    /// - Parameters:
    ///   - type: The gesture's type name in a trace.
    ///   - keys: The gesture's keys, for the schema (default: nil, an open object).
    ///   - decode: Reads the gesture's event of a trace.
    public init(type: GestureType, keys: [TraceKey]? = nil, decode: @escaping Decode) {
        self.init(type: type, keys: keys, plainKind: nil, decode: decode)
    }

    /// Describes the built-in gesture `type`, decoded by `decode` or, streaming, as `plainKind`.
    init(type: GestureType, keys: [TraceKey]?, plainKind: PlainGestureKind?, decode: @escaping Decode) {
        self.type = type
        self.keys = keys
        self.plainKind = plainKind
        self.decode = decode
    }
}

// Members several gesture plug-ins share.
extension ObjectReader {
    /// A required `{"x", "y"}` point at `key` (window points).
    mutating func gesturePoint(_ key: String) throws(TraceDecodingError) -> Point {
        try Trace.decodePoint(object(key))
    }

    /// A required `{"x", "y"}` point at `key`'s name.
    mutating func gesturePoint(_ key: TraceKey) throws(TraceDecodingError) -> Point {
        try gesturePoint(key.name)
    }

    /// An optional duration ≥ 0 at `key` (a `hold`, a `holdBefore`), default 0.
    mutating func gestureHold(_ key: TraceKey) throws(TraceDecodingError) -> Double {
        try optionalNumber(key) ?? 0
    }
}

/// A built-in gesture whose events the streaming reader may read in place, without the plug-in's closure.
package enum PlainGestureKind: Int, CaseIterable, Sendable {
    case drag, fling, tap
}
