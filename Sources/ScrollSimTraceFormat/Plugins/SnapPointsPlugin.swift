import ScrollSimKit

// The `snapPoints` behaviour plug-in: a target rule over offsets (`SnapPointsBehavior`).
//
// `axis` (required), then either `points` (a non-empty array of offsets) or `every` (> 0) with an
// optional `origin` (default 0); `rule` (`nearest`, the default, `byVelocity` or
// `byVelocityOrNearest`, see `SnapRule`) and `maxSteps` (a whole number ≥ 1; default unlimited
// for `nearest`, 1 for the `byVelocity` rules).
extension BehaviorType {
    /// `"type": "snapPoints"`.
    public static let snapPoints = BehaviorType("snapPoints")
}

extension BehaviorSpec {
    /// A `snapPoints` behaviour with `configuration`.
    ///
    /// - Parameter configuration: The behaviour's settings.
    /// - Returns: The behaviour's specification.
    public static func snapPoints(_ configuration: SnapPointsBehavior.Configuration) -> BehaviorSpec {
        BehaviorSpec(type: .snapPoints, configuration: configuration, make: { SnapPointsBehavior($0) })
    }
}

extension SnapPointsBehavior {
    /// The plug-in's descriptor (registered in `PluginRegistry.builtIn`).
    public static let descriptor = BehaviorDescriptor(type: .snapPoints, keys: Keys.all) {
        reader throws(TraceDecodingError) in
        .snapPoints(try decodeConfiguration(&reader))
    }

    /// The largest `points` list and `maxSteps` accepted: far beyond any screenful of cards, and a
    /// bound on memory.
    static let maximumPointCount = 100_000

    static func decodeConfiguration(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Configuration {
        let axis = try reader.enumeration(Keys.axis, as: Axis.self)
        let points: SnapPoints
        let list = reader.optional(Keys.points)
        if let every = try reader.optionalNumber(Keys.every) {
            if let list { throw list.error(#"give either "points" or "every", not both"#) }
            points = .grid(every: every, origin: try reader.optionalNumber(Keys.origin) ?? 0)
        } else if let list {
            let elements = try list.array()
            guard !elements.isEmpty else { throw list.error("expected at least one offset") }
            guard elements.count <= maximumPointCount else {
                throw list.error("expected at most \(maximumPointCount) offsets, got \(elements.count)")
            }
            var offsets: [Double] = []
            for element in elements { offsets.append(try element.number(Keys.pointBounds)) }
            if let origin = reader.optional(Keys.origin) { throw origin.error(#""origin" goes with "every""#) }
            points = .sorted(offsets)
        } else {
            throw TraceDecodingError(path: reader.path, message: #"missing required key "points" (or "every")"#)
        }
        let rule = try reader.optionalEnumeration(Keys.rule, as: SnapRule.self) ?? .nearest
        let maxSteps = try reader.optionalInteger(Keys.maxSteps)
        return Configuration(axis: axis, points: points, rule: rule, maxSteps: maxSteps)
    }
}

extension SnapPointsBehavior {
    /// The `snapPoints` keys: `axis`, then `points` or `every` (with `origin`), `rule`, `maxSteps`.
    enum Keys {
        static let pointBounds = Trace.coordinateBounds
        static let axis = TraceKey("axis", .choice(of: Axis.self), required: true, "The axis the points lie on.")
        static let points = TraceKey(
            "points", .array(.number(pointBounds, unit: "pt"), minItems: 1),
            "The offsets to snap to (at most 100000; sorted first).")
        static let every = TraceKey(
            "every", .number(Trace.positiveUpToLimit, unit: "pt"),
            "A grid of offsets this far apart (instead of points).")
        static let origin = TraceKey(
            "origin", .number(Trace.coordinateBounds, unit: "pt"), "An offset of the grid (with every; default 0).")
        static let rule = TraceKey(
            "rule", .choice(of: SnapRule.self),
            "nearest (to UIKit's projected target, the default), byVelocity (one step in the velocity's direction; "
                + "the start point at zero velocity) or byVelocityOrNearest (the same; the point nearest the release "
                + "at zero velocity).")
        static let maxSteps = TraceKey(
            "maxSteps", .integer(.closed(1, Double(maximumPointCount))),
            "The most points one gesture may move (default unlimited for nearest, 1 for the byVelocity rules).")
        static let all = [axis, points, every, origin, rule, maxSteps]
    }
}
