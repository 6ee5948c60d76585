import ScrollSimKit

// The `cellPaging` behaviour plug-in: [Seed-CellPaging]'s cell-width paging (`CellPagingBehavior`).
//
// `itemWidth` > 0, `itemSpacing` ≥ 0, `sectionInset` ≥ 0 (each at most 10⁷), `axis`; every one
// optional (default: the seed's value).
extension BehaviorType {
    /// `"type": "cellPaging"`.
    public static let cellPaging = BehaviorType("cellPaging")
}

extension BehaviorSpec {
    /// A `cellPaging` behaviour with `configuration`.
    ///
    /// - Parameter configuration: The behaviour's settings.
    /// - Returns: The behaviour's specification.
    public static func cellPaging(_ configuration: CellPagingBehavior.Configuration) -> BehaviorSpec {
        BehaviorSpec(type: .cellPaging, configuration: configuration, make: { CellPagingBehavior($0) })
    }
}

extension CellPagingBehavior {
    /// The plug-in's descriptor (registered in `PluginRegistry.builtIn`).
    public static let descriptor = BehaviorDescriptor(type: .cellPaging, keys: Keys.all) {
        reader throws(TraceDecodingError) in
        .cellPaging(try decodeConfiguration(&reader))
    }

    static func decodeConfiguration(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Configuration {
        let defaults = Configuration()
        return Configuration(
            itemWidth: try reader.optionalNumber(Keys.itemWidth) ?? defaults.itemWidth,
            itemSpacing: try reader.optionalNumber(Keys.itemSpacing) ?? defaults.itemSpacing,
            sectionInset: try reader.optionalNumber(Keys.sectionInset) ?? defaults.sectionInset,
            axis: try reader.optionalEnumeration(Keys.axis, as: Axis.self) ?? defaults.axis)
    }
}

extension CellPagingBehavior {
    /// The `cellPaging` keys (defaults: the seed's values).
    enum Keys {
        static let itemWidth = TraceKey(
            "itemWidth", .number(Trace.parameterBounds(positive: true), unit: "pt"), "The cell's width.")
        static let itemSpacing = TraceKey(
            "itemSpacing", .number(Trace.parameterBounds(positive: false), unit: "pt"), "The gap between cells.")
        static let sectionInset = TraceKey(
            "sectionInset", .number(Trace.parameterBounds(positive: false), unit: "pt"),
            "The inset before the first cell.")
        static let axis = TraceKey("axis", .choice(of: Axis.self), "The paging axis.")
        static let all = [itemWidth, itemSpacing, sectionInset, axis]
    }
}
