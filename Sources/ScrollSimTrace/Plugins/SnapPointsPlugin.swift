/// The `snapPoints` behaviour plug-in: issue 25's target rule over offsets (`SnapPointsBehavior`).
///
/// `axis` (required), then either `points` (a non-empty array of offsets) or `every` (> 0) with an
/// optional `origin` (default 0); `rule` (`nearest`, the default, or `byVelocity`) and `maxSteps`
/// (a whole number ≥ 1; default unlimited for `nearest`, 1 for `byVelocity`).
extension BehaviorType {
    /// `"type": "snapPoints"`.
    public static let snapPoints = BehaviorType("snapPoints")
}

extension BehaviorSpec {
    /// A `snapPoints` behaviour with `configuration`.
    public static func snapPoints(_ configuration: SnapPointsBehavior.Configuration) -> BehaviorSpec {
        BehaviorSpec(type: .snapPoints, configuration: configuration, make: { SnapPointsBehavior($0) })
    }
}

extension SnapPointsBehavior {
    /// The plug-in's descriptor (registered in `PluginRegistry.builtIn`).
    public static let descriptor = BehaviorDescriptor(type: .snapPoints) { reader throws(TraceDecodingError) in
        .snapPoints(try decodeConfiguration(&reader))
    }

    /// The largest `points` list and `maxSteps` accepted: far beyond any screenful of cards, and a
    /// bound on memory.
    static let maximumPointCount = 100_000

    static func decodeConfiguration(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Configuration {
        let axis = try reader.enumeration("axis", as: Axis.self)
        let points: SnapPoints
        let list = reader.optional("points")
        if let every = try reader.optionalNumber("every", Trace.positiveUpToLimit) {
            if let list { throw list.error(#"give either "points" or "every", not both"#) }
            points = .grid(every: every, origin: try reader.optionalNumber("origin", Trace.coordinateBounds) ?? 0)
        } else if let list {
            let elements = try list.array()
            guard !elements.isEmpty else { throw list.error("expected at least one offset") }
            guard elements.count <= maximumPointCount else {
                throw list.error("expected at most \(maximumPointCount) offsets, got \(elements.count)")
            }
            var offsets: [Double] = []
            for element in elements { offsets.append(try element.number(Trace.coordinateBounds)) }
            if let origin = reader.optional("origin") { throw origin.error(#""origin" goes with "every""#) }
            points = .sorted(offsets)
        } else {
            throw TraceDecodingError(path: reader.path, message: #"missing required key "points" (or "every")"#)
        }
        let rule = try reader.optionalEnumeration("rule", as: SnapRule.self) ?? .nearest
        let maxSteps = try reader.optionalInteger("maxSteps", .closed(1, Double(maximumPointCount)))
        return Configuration(axis: axis, points: points, rule: rule, maxSteps: maxSteps)
    }
}
