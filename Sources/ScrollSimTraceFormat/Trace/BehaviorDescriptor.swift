/// The name a trace's `scrollView.behavior` gives its type (`"type": "myBehavior"`).
///
/// String-backed like a `String` enum, but open: each plug-in declares its own name in its own
/// file (`extension BehaviorType { public static let myBehavior = BehaviorType("myBehavior") }`),
/// so a plug-in outside this module can add one.
public struct BehaviorType: RawRepresentable, Hashable, Sendable {
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

/// One behaviour plug-in: its type name and how to decode it (see `PluginRegistry`).
public struct BehaviorDescriptor: Sendable {
    /// Reads a behaviour's parameters.
    ///
    /// Every key of the `behavior` object except `type` (the decoder rejects the keys the closure did not read).
    /// Returns the decoded behaviour.
    public typealias Decode = @Sendable (inout ObjectReader) throws(TraceDecodingError) -> BehaviorSpec

    /// The trace's `"type"`; also the behaviour's name in the log header.
    public let type: BehaviorType
    /// The parameter decoder.
    public let decode: Decode
    /// The keys `decode` reads, for `scrollsim schema` (``TraceSchema``).
    ///
    /// `nil` when the plug-in declares none, and the schema then lets any keys pass (the decoder still checks them).
    public let keys: [TraceKey]?

    /// Describes the behaviour `type`, decoded by `decode`.
    ///
    /// - Parameters:
    ///   - type: The behaviour's type name in a trace.
    ///   - keys: The behaviour's keys, for the schema (default: nil, an open object).
    ///   - decode: Reads the behaviour's object of a trace.
    public init(type: BehaviorType, keys: [TraceKey]? = nil, decode: @escaping Decode) {
        self.type = type
        self.keys = keys
        self.decode = decode
    }

    /// The behaviour's name in the log header's `behavior` line.
    public var logName: String { type.rawValue }
}
