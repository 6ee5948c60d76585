/// The `naivePaging` behaviour plug-in: the naive paging snippet [Seed-CellPaging] copied
/// (`NaivePagingBehavior`).
///
/// `pageWidth` > 0, `velocityThreshold` ≥ 0 (pt/ms), each at most 10⁷ and optional.
extension BehaviorType {
    /// `"type": "naivePaging"`.
    public static let naivePaging = BehaviorType("naivePaging")
}

extension BehaviorSpec {
    /// A `naivePaging` behaviour with `configuration`.
    public static func naivePaging(_ configuration: NaivePagingBehavior.Configuration) -> BehaviorSpec {
        BehaviorSpec(type: .naivePaging, configuration: configuration, make: { NaivePagingBehavior($0) })
    }
}

extension NaivePagingBehavior {
    /// The plug-in's descriptor (registered in `PluginRegistry.builtIn`).
    public static let descriptor = BehaviorDescriptor(type: .naivePaging) { reader throws(TraceDecodingError) in
        .naivePaging(try decodeConfiguration(&reader))
    }

    static func decodeConfiguration(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Configuration {
        let defaults = Configuration()
        let positive = Trace.parameterBounds(positive: true), nonNegative = Trace.parameterBounds(positive: false)
        return Configuration(
            pageWidth: try reader.optionalNumber("pageWidth", positive) ?? defaults.pageWidth,
            velocityThreshold: try reader.optionalNumber("velocityThreshold", nonNegative) ?? defaults.velocityThreshold
        )
    }
}
