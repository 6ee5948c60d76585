/// Decoding `scrollView.behavior`. Every parameter is optional (default: the seed's value);
/// unknown keys, wrong types and out-of-range values are errors naming the place, e.g.
/// `scrollView.behavior.itemWidth: expected a number greater than 0 and at most 10000000, got -3`.
extension Trace {
    /// Decodes a `behavior` object.
    static func decodeBehavior(_ reader: ObjectReader) throws(TraceDecodingError) -> BehaviorSpec {
        var reader = reader
        let spec: BehaviorSpec
        switch try reader.oneOf("type", BehaviorSpec.typeNames) {
        case "snapDrag": spec = .snapDrag(try decodeSnapDrag(&reader))
        case "cellPaging": spec = .cellPaging(try decodeCellPaging(&reader))
        default: spec = .naivePaging(try decodeNaivePaging(&reader))
        }
        try reader.finish()
        return spec
    }

    /// A behaviour or coordinator length, threshold or time: > 0 (`positive`) or ≥ 0, and at most
    /// `high` (by default the coordinate limit, so products with offsets and row counts stay finite).
    static func parameterBounds(positive: Bool, atMost high: Double = coordinateLimit) -> NumberBounds {
        positive ? .greaterThan(0, atMost: high) : .closed(0, high)
    }

    /// `snapPoint` or `snapPoints` (not both; a non-empty array), then the seed's thresholds.
    static func decodeSnapDrag(_ reader: inout ObjectReader) throws(TraceDecodingError)
        -> SnapDragBehavior.Configuration
    {
        let defaults = SnapDragBehavior.Configuration()
        let nonNegative = parameterBounds(positive: false)
        var points = defaults.snapPoints
        let single = try reader.optionalObject("snapPoint")
        if let list = reader.optional("snapPoints") {
            if single != nil { throw list.error("give either \"snapPoint\" or \"snapPoints\", not both") }
            let elements = try list.array()
            guard !elements.isEmpty else { throw list.error("expected at least one point") }
            points = []
            for element in elements { points.append(try decodePoint(element.object())) }
        } else if let single {
            points = [try decodePoint(single)]
        }
        return SnapDragBehavior.Configuration(
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

    /// `itemWidth` > 0, `itemSpacing` ≥ 0, `sectionInset` ≥ 0 (each at most 10⁷), `axis`.
    static func decodeCellPaging(_ reader: inout ObjectReader) throws(TraceDecodingError)
        -> CellPagingBehavior.Configuration
    {
        let defaults = CellPagingBehavior.Configuration()
        let positive = parameterBounds(positive: true), nonNegative = parameterBounds(positive: false)
        return CellPagingBehavior.Configuration(
            itemWidth: try reader.optionalNumber("itemWidth", positive) ?? defaults.itemWidth,
            itemSpacing: try reader.optionalNumber("itemSpacing", nonNegative) ?? defaults.itemSpacing,
            sectionInset: try reader.optionalNumber("sectionInset", nonNegative) ?? defaults.sectionInset,
            axis: try reader.optionalEnumeration("axis", as: Axis.self) ?? defaults.axis)
    }

    /// `pageWidth` > 0, `velocityThreshold` ≥ 0 (pt/ms), each at most 10⁷.
    static func decodeNaivePaging(_ reader: inout ObjectReader) throws(TraceDecodingError)
        -> NaivePagingBehavior.Configuration
    {
        let defaults = NaivePagingBehavior.Configuration()
        let positive = parameterBounds(positive: true), nonNegative = parameterBounds(positive: false)
        return NaivePagingBehavior.Configuration(
            pageWidth: try reader.optionalNumber("pageWidth", positive) ?? defaults.pageWidth,
            velocityThreshold: try reader.optionalNumber("velocityThreshold", nonNegative) ?? defaults.velocityThreshold
        )
    }
}
