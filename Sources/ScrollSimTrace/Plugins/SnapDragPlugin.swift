/// The `snapDrag` behaviour plug-in: [Seed-SnapDrag]'s sticky snap point (`SnapDragBehavior`).
///
/// `snapPoint` or `snapPoints` (not both; a non-empty array), then the seed's thresholds, every
/// one optional (default: the seed's value) and ≥ 0.
extension BehaviorType {
    /// `"type": "snapDrag"`.
    public static let snapDrag = BehaviorType("snapDrag")
}

extension BehaviorSpec {
    /// A `snapDrag` behaviour with `configuration`.
    public static func snapDrag(_ configuration: SnapDragBehavior.Configuration) -> BehaviorSpec {
        BehaviorSpec(type: .snapDrag, configuration: configuration, make: { SnapDragBehavior($0) })
    }
}

extension SnapDragBehavior {
    /// The plug-in's descriptor (registered in `PluginRegistry.builtIn`).
    public static let descriptor = BehaviorDescriptor(type: .snapDrag) { reader throws(TraceDecodingError) in
        .snapDrag(try decodeConfiguration(&reader))
    }

    static func decodeConfiguration(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Configuration {
        let defaults = Configuration()
        let nonNegative = Trace.parameterBounds(positive: false)
        var points = defaults.snapPoints
        let single = try reader.optionalObject("snapPoint")
        if let list = reader.optional("snapPoints") {
            if single != nil { throw list.error("give either \"snapPoint\" or \"snapPoints\", not both") }
            let elements = try list.array()
            guard !elements.isEmpty else { throw list.error("expected at least one point") }
            points = []
            for element in elements { points.append(try Trace.decodePoint(element.object())) }
        } else if let single {
            points = [try Trace.decodePoint(single)]
        }
        return Configuration(
            snapPoints: points,
            minDistanceToSnap: try reader.optionalNumber("minDistanceToSnap", nonNegative)
                ?? defaults.minDistanceToSnap,
            minVelocityToSnap: try reader.optionalNumber("minVelocityToSnap", nonNegative)
                ?? defaults.minVelocityToSnap,
            minDragDistanceToReleaseSnap: try reader.optionalNumber("minDragDistanceToReleaseSnap", nonNegative)
                ?? defaults.minDragDistanceToReleaseSnap,
            snapDuringDecelerating: try reader.optionalBool("snapDuringDecelerating") ?? defaults.snapDuringDecelerating
        )
    }
}
