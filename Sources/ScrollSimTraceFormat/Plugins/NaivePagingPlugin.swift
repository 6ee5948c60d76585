import ScrollSimKit

// The `naivePaging` behaviour plug-in: the naive paging snippet [Seed-CellPaging] copied
// (`NaivePagingBehavior`).
//
// `pageWidth` > 0, `velocityThreshold` ≥ 0 (pt/ms), each at most 10⁷ and optional.
extension BehaviorType {
    /// `"type": "naivePaging"`.
    public static let naivePaging = BehaviorType("naivePaging")
}

extension BehaviorSpec {
    /// A `naivePaging` behaviour with `configuration`.
    ///
    /// - Parameter configuration: The behaviour's settings.
    /// - Returns: The behaviour's specification.
    public static func naivePaging(_ configuration: NaivePagingBehavior.Configuration) -> BehaviorSpec {
        BehaviorSpec(type: .naivePaging, configuration: configuration, make: { NaivePagingBehavior($0) })
    }
}

extension NaivePagingBehavior {
    /// The plug-in's descriptor (registered in `PluginRegistry.builtIn`).
    public static let descriptor = BehaviorDescriptor(type: .naivePaging, keys: Keys.all) {
        reader throws(TraceDecodingError) in
        .naivePaging(try decodeConfiguration(&reader))
    }

    static func decodeConfiguration(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Configuration {
        let defaults = Configuration()
        return Configuration(
            pageWidth: try reader.optionalNumber(Keys.pageWidth) ?? defaults.pageWidth,
            velocityThreshold: try reader.optionalNumber(Keys.velocityThreshold) ?? defaults.velocityThreshold
        )
    }
}

extension NaivePagingBehavior {
    /// The `naivePaging` keys (defaults: the seed's values).
    enum Keys {
        static let pageWidth = TraceKey(
            "pageWidth", .number(Trace.parameterBounds(positive: true), unit: "pt"), "The page's width.")
        static let velocityThreshold = TraceKey(
            "velocityThreshold", .number(Trace.parameterBounds(positive: false), unit: "pt/ms"),
            "The release speed above which the page turns.")
        static let all = [pageWidth, velocityThreshold]
    }
}
