/// The `cellPaging` behaviour plug-in: [Seed-CellPaging]'s cell-width paging (`CellPagingBehavior`).
///
/// `itemWidth` > 0, `itemSpacing` ≥ 0, `sectionInset` ≥ 0 (each at most 10⁷), `axis`; every one
/// optional (default: the seed's value).
extension BehaviorType {
    /// `"type": "cellPaging"`.
    public static let cellPaging = BehaviorType("cellPaging")
}

extension BehaviorSpec {
    /// A `cellPaging` behaviour with `configuration`.
    public static func cellPaging(_ configuration: CellPagingBehavior.Configuration) -> BehaviorSpec {
        BehaviorSpec(type: .cellPaging, configuration: configuration, make: { CellPagingBehavior($0) })
    }
}

extension CellPagingBehavior {
    /// The plug-in's descriptor (registered in `PluginRegistry.builtIn`).
    public static let descriptor = BehaviorDescriptor(type: .cellPaging) { reader throws(TraceDecodingError) in
        .cellPaging(try decodeConfiguration(&reader))
    }

    static func decodeConfiguration(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Configuration {
        let defaults = Configuration()
        let positive = Trace.parameterBounds(positive: true), nonNegative = Trace.parameterBounds(positive: false)
        return Configuration(
            itemWidth: try reader.optionalNumber("itemWidth", positive) ?? defaults.itemWidth,
            itemSpacing: try reader.optionalNumber("itemSpacing", nonNegative) ?? defaults.itemSpacing,
            sectionInset: try reader.optionalNumber("sectionInset", nonNegative) ?? defaults.sectionInset,
            axis: try reader.optionalEnumeration("axis", as: Axis.self) ?? defaults.axis)
    }
}
