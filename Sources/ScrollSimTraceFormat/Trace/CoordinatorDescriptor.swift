import ScrollSimKit

/// The name a trace's `scene.coordinator` gives its type (`"type": "myCoordinator"`).
///
/// String-backed like a `String` enum, but open: each plug-in declares its own name in its own
/// file, so a plug-in outside this module can add one (see `BehaviorType`).
public struct CoordinatorType: RawRepresentable, Hashable, Sendable {
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

/// One coordinator plug-in: its type name and how to decode it (see `PluginRegistry`).
public struct CoordinatorDescriptor: Sendable {
    /// Reads a coordinator's parameters.
    ///
    /// Every key of the `coordinator` object except `type` (the decoder rejects the keys the closure did not read),
    /// with the scene's views and window in `context`. Returns the decoded coordinator, including the names of the
    /// recognizers it adds.
    public typealias Decode =
        @Sendable (inout ObjectReader, CoordinatorDecodingContext) throws(TraceDecodingError) ->
        SceneSpec.CoordinatorSpec

    /// The trace's `"type"`; also the coordinator's name in the log header.
    public let type: CoordinatorType
    /// The parameter decoder.
    public let decode: Decode
    /// The keys `decode` reads, for `scrollsim schema` (``TraceSchema``).
    ///
    /// `nil` when the plug-in declares none, and the schema then lets any keys pass (the decoder still checks them).
    public let keys: [TraceKey]?

    /// Describes the coordinator `type`, decoded by `decode`.
    ///
    /// - Parameters:
    ///   - type: The coordinator's type name in a trace.
    ///   - keys: The coordinator's keys, for the schema (default: nil, an open object).
    ///   - decode: Reads the coordinator's object of a trace.
    public init(type: CoordinatorType, keys: [TraceKey]? = nil, decode: @escaping Decode) {
        self.type = type
        self.keys = keys
        self.decode = decode
    }

    /// The coordinator's name in the log header's `coordinator` line.
    public var logName: String { type.rawValue }
}

/// What a coordinator's decoder may look at besides its own object.
///
/// The scene's views (to resolve the ids it names) and the window.
public struct CoordinatorDecodingContext: Sendable {
    /// The scene's views, in declaration order.
    public let views: [SceneSpec.ViewSpec]
    /// The window size (points).
    public let window: Size

    /// Reads the id of any view of the scene; an unknown id is an error listing the ids.
    ///
    /// - Parameter reader: The value holding the id.
    /// - Returns: The view's id.
    /// - Throws: `TraceDecodingError` when the value is not a string or no view's id.
    public func view(_ reader: ValueReader) throws(TraceDecodingError) -> String {
        try Trace.decodeViewReference(reader, in: views)
    }

    /// Reads the id of a `scrollView` of the scene; anything else is an error listing them.
    ///
    /// - Parameter reader: The value holding the id.
    /// - Returns: The scroll view's id.
    /// - Throws: `TraceDecodingError` when the value is not a string or no scroll view's id.
    public func scrollView(_ reader: ValueReader) throws(TraceDecodingError) -> String {
        try Trace.decodeViewReference(reader, in: views, kind: "scrollView")
    }
}

/// The built views of a scene by id, handed to a coordinator's factory.
public struct SceneViews {
    let byID: [String: View]

    /// The views of a built scene, by id.
    package init(byID: [String: View]) {
        self.byID = byID
    }

    /// The view `id`.
    ///
    /// Precondition: the decoder validated `id` as a view of the scene.
    ///
    /// - Parameter id: The view's log id.
    /// - Returns: The view.
    public func view(_ id: String) -> View {
        guard let view = byID[id] else { preconditionFailure("no view \(id) in the built scene") }
        return view
    }

    /// The scroll view `id`.
    ///
    /// Precondition: the decoder validated `id` as a scroll view of the scene.
    ///
    /// - Parameter id: The scroll view's log id.
    /// - Returns: The scroll view.
    public func scrollView(_ id: String) -> ScrollView {
        guard let scrollView = byID[id] as? ScrollView else { preconditionFailure("no scroll view \(id)") }
        return scrollView
    }
}
