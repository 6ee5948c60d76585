import ScrollSimKit

// The `refreshControl` line of a scroll view's header, present only when it has one.
//
// For example `refreshControl (height 60, threshold 168.75, endDuration 0.3)`, the threshold resolved for the view's
// height when the trace left it to UIKit.
extension LogHeader.ViewSummary {
    /// Zero or one field describing `view`'s refresh control.
    static func refreshControlFields(of view: ScrollView) -> [LogField] {
        guard let control = view.refreshControl else { return [] }
        let configuration = control.configuration
        let parameters = [
            "height \(compact(configuration.height))", "threshold \(compact(control.threshold(in: view)))",
            "endDuration \(compact(configuration.endDuration))",
        ]
        return [LogField("refreshControl", .string("(\(parameters.joined(separator: ", ")))"))]
    }
}
