import ScrollSimKit

// The `behavior` line of a view's header, present only when the view's delegate is a behaviour plug-in.
//
// For example `behavior myPaging (pageWidth 310, axis horizontal)`: the plug-in's log name, then its parameters with
// compact numbers.
extension LogHeader.ViewSummary {
    /// Zero or one field describing `view`'s behaviour, logged as `name`.
    static func behaviorFields(of view: ScrollView, named name: String?) -> [LogField] {
        guard let name, let behavior = view.delegate as? ScrollBehavior else { return [] }
        let parameters = behavior.parameters.map { "\($0.name) \(LogFormatter.format($0.value, .compact))" }
        return [LogField("behavior", .string("\(name) (\(parameters.joined(separator: ", ")))"))]
    }
}
