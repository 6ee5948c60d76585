import ScrollSimKit

// Decoding `scrollView.refreshControl` and finding the scroll views an `endRefreshing` call may name.
//
// Decoding `scrollView.refreshControl` (`{}` for UIKit's defaults, or any of `height`, `threshold`, `endDuration`) and
// finding the scroll views an `endRefreshing` call may name.
extension Trace {
    /// A `refreshControl` object.
    static func decodeRefreshControl(_ reader: ObjectReader) throws(TraceDecodingError)
        -> RefreshControl.Configuration
    {
        var reader = reader
        var configuration = RefreshControl.Configuration()
        configuration.height = try reader.optionalNumber(TraceKeys.RefreshControl.height) ?? configuration.height
        configuration.threshold = try reader.optionalNumber(TraceKeys.RefreshControl.threshold)
        configuration.endDuration =
            try reader.optionalNumber(TraceKeys.RefreshControl.endDuration) ?? configuration.endDuration
        try reader.finish()
        return configuration
    }

    /// The ids of the scroll views that have a refresh control.
    static func refreshControlViews(scrollView: ScrollViewSpec, scene: SceneSpec?) -> [String] {
        let views = scene?.scrollViews ?? [scrollView]
        return views.filter { $0.refreshControl != nil }.map(\.id)
    }
}
