import ScrollSimKit

// The `scrollPosition` line of a view's header, present only for a view with a `scrollPosition(id:anchor:)` binding.
//
// The binding is a `ScrollPositionTracker`; for example
// `scrollPosition (anchor none, statusBarTap keepsPosition, nilAnchor topLeading)`.
extension LogHeader.ViewSummary {
    /// Zero or one field describing `view`'s scroll position binding.
    static func scrollPositionFields(of view: ScrollView) -> [LogField] {
        guard let tracker = view.scrollPositionTracker else { return [] }
        let anchor = ScrollAnchor.logFields(tracker.anchor).map { field in
            "\(field.name) \(LogFormatter.format(field.value, .compact))"
        }
        let parameters =
            anchor + [
                "statusBarTap \(tracker.statusBarTap.rawValue)", "nilAnchor \(tracker.nilAnchorScroll.rawValue)",
            ]
        return [LogField("scrollPosition", .string("(\(parameters.joined(separator: ", ")))"))]
    }
}
