import ScrollSimKit

// Decoding `scrollView.behavior` and `scene.coordinator`.
//
// `type` picks the plug-in from the registry, the plug-in's descriptor reads the other keys (every parameter optional
// unless its plug-in says otherwise), and unknown keys, wrong types and out-of-range values are errors naming the
// place, e.g. `scrollView.behavior.itemWidth: expected a number from 0.001 to 10000000, got -3`.
extension Trace {
    /// Decodes a `behavior` object with the behaviour `plugins` registers under its `type`.
    static func decodeBehavior(_ reader: ObjectReader, plugins: PluginRegistry) throws(TraceDecodingError)
        -> BehaviorSpec
    {
        var reader = reader
        let name = try reader.oneOf(TraceKeys.pluginType, plugins.behaviors.map(\.type.rawValue))
        guard let descriptor = plugins.behavior(BehaviorType(name)) else {
            preconditionFailure("oneOf returned an unregistered behaviour type")
        }
        let spec = try descriptor.decode(&reader)
        try reader.finish()
        return spec
    }

    /// Decodes a `coordinator` object with the coordinator `plugins` registers under its `type`.
    ///
    /// `views` and `window` are the scene's.
    static func decodeCoordinator(
        _ reader: ObjectReader, views: [SceneSpec.ViewSpec], window: Size, plugins: PluginRegistry
    ) throws(TraceDecodingError) -> SceneSpec.CoordinatorSpec {
        var reader = reader
        let name = try reader.oneOf(TraceKeys.pluginType, plugins.coordinators.map(\.type.rawValue))
        guard let descriptor = plugins.coordinator(CoordinatorType(name)) else {
            preconditionFailure("oneOf returned an unregistered coordinator type")
        }
        let spec = try descriptor.decode(&reader, CoordinatorDecodingContext(views: views, window: window))
        try reader.finish()
        return spec
    }

    /// The smallest value of a parameter that must be positive.
    ///
    /// Such parameters are a frame's or cell's size, a page width, a duration, a speed or a frequency; the smallest is
    /// 0.001 of its unit, the logs' finest precision. Anything smaller prints as 0 and divides offsets into rows beyond
    /// `Int` and `Double` range (an `itemWidth` of 5e-324 made row numbers infinite).
    static let smallestPositiveParameter = 0.001

    /// A behaviour or coordinator length, threshold or time.
    ///
    /// At least ``smallestPositiveParameter`` (`positive`) or ≥ 0, and at most `high` (by default the coordinate limit,
    /// so products with offsets and row counts stay finite).
    static func parameterBounds(positive: Bool, atMost high: Double = coordinateLimit) -> NumberBounds {
        .closed(positive ? smallestPositiveParameter : 0, high)
    }
}
