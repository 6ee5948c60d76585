import ScrollSimKit

// The `snapDrag` behaviour plug-in: [Seed-SnapDrag]'s sticky snap point (`SnapDragBehavior`).
//
// `snapPoint` or `snapPoints` (not both; a non-empty array), then the seed's thresholds, every
// one optional (default: the seed's value) and ≥ 0.
extension BehaviorType {
    /// `"type": "snapDrag"`.
    public static let snapDrag = BehaviorType("snapDrag")
}

extension BehaviorSpec {
    /// A `snapDrag` behaviour with `configuration`.
    ///
    /// - Parameter configuration: The behaviour's settings.
    /// - Returns: The behaviour's specification.
    public static func snapDrag(_ configuration: SnapDragBehavior.Configuration) -> BehaviorSpec {
        BehaviorSpec(type: .snapDrag, configuration: configuration, make: { SnapDragBehavior($0) })
    }
}

extension SnapDragBehavior {
    /// The plug-in's descriptor (registered in `PluginRegistry.builtIn`).
    public static let descriptor = BehaviorDescriptor(type: .snapDrag, keys: Keys.all) {
        reader throws(TraceDecodingError) in
        .snapDrag(try decodeConfiguration(&reader))
    }

    static func decodeConfiguration(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Configuration {
        let defaults = Configuration()
        var points = defaults.snapPoints
        let single = try reader.optionalObject(Keys.snapPoint)
        if let list = reader.optional(Keys.snapPoints) {
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
            minDistanceToSnap: try reader.optionalNumber(Keys.minDistanceToSnap)
                ?? defaults.minDistanceToSnap,
            minVelocityToSnap: try reader.optionalNumber(Keys.minVelocityToSnap)
                ?? defaults.minVelocityToSnap,
            minDragDistanceToReleaseSnap: try reader.optionalNumber(Keys.minDragDistanceToReleaseSnap)
                ?? defaults.minDragDistanceToReleaseSnap,
            snapDuringDecelerating: try reader.optionalBool(Keys.snapDuringDecelerating)
                ?? defaults.snapDuringDecelerating
        )
    }
}

extension SnapDragBehavior {
    /// The `snapDrag` keys: `snapPoint` or `snapPoints`, then the seed's thresholds.
    enum Keys {
        static let snapPoint = TraceKey("snapPoint", .shared(TraceKeys.point), "The one content offset to stick to.")
        static let snapPoints = TraceKey(
            "snapPoints", .array(.shared(TraceKeys.point), minItems: 1), "The content offsets to stick to.")
        static let minDistanceToSnap = TraceKey(
            "minDistanceToSnap", .number(Trace.parameterBounds(positive: false), unit: "pt"),
            "How near a point the view must come to snap.")
        static let minVelocityToSnap = TraceKey(
            "minVelocityToSnap", .number(Trace.parameterBounds(positive: false), unit: "pt/s"),
            "The pan speed at or below which it snaps.")
        static let minDragDistanceToReleaseSnap = TraceKey(
            "minDragDistanceToReleaseSnap", .number(Trace.parameterBounds(positive: false), unit: "pt"),
            "How far a drag must pull to leave a point.")
        static let snapDuringDecelerating = TraceKey(
            "snapDuringDecelerating", .boolean, "Whether a deceleration passing a point snaps to it.")
        static let all = [
            snapPoint, snapPoints, minDistanceToSnap, minVelocityToSnap, minDragDistanceToReleaseSnap,
            snapDuringDecelerating,
        ]
    }
}
