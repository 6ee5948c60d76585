// The built-in plug-ins, and the decoding entry point that uses them unless told otherwise. They
// live here, above the plug-in interface (Trace/) and the built-in descriptors, so the trace types
// and their decoders need no built-in plug-in.
import ScrollSimJSON
import ScrollSimKit

extension PluginRegistry {
    /// The plug-ins built into scrollsim.
    public static let builtIn = PluginRegistry(
        behaviors: [
            SnapDragBehavior.descriptor, CellPagingBehavior.descriptor, NaivePagingBehavior.descriptor,
            SnapPointsBehavior.descriptor,
        ],
        coordinators: [ThreeStageSheet.descriptor, ProjectedSheet.descriptor, DynamicsScroll.descriptor],
        gestures: [.drag, .fling, .tap, .path, .pinch])
}

extension Trace {
    /// Decodes and validates a parsed trace; `plugins` are the behaviour and coordinator types it
    /// may name.
    package static func decode(_ value: JSONValue, plugins: PluginRegistry = .builtIn) throws(TraceDecodingError)
        -> Trace
    {
        try decode(value, plugins: plugins, streamedFrames: nil)
    }

    /// As ``decode(_:plugins:)``, with the verdict on the `recorded` frames the streaming reader checked.
    ///
    /// The frames are checked by the streaming reader as it reads them.
    package static func decode(_ value: JSONValue, plugins: PluginRegistry, streamedFrames: RecordedFramesCheck?)
        throws(TraceDecodingError) -> Trace
    {
        var root = try ObjectReader(value, at: .root)
        var trace = try decodeHeader(&root, plugins: plugins, streamedFrames: streamedFrames)
        let eventsReader = try root.required("events")
        trace.events = try decodeEvents(
            eventsReader.array(), state: EventDecodingState(header: trace, plugins: plugins), at: eventsReader)
        try root.finish()
        return trace
    }
}
