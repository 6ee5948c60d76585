/// The `behavior` line of a view's header: present only when the view's delegate is a built-in
/// behaviour, e.g. `behavior cellPaging (itemWidth 313, itemSpacing 10, sectionInset 40, axis horizontal)`.
extension LogHeader.ViewSummary {
    /// Zero or one field describing `view`'s behaviour.
    static func behaviorFields(of view: ScrollView) -> [LogField] {
        guard let behavior = view.delegate as? ScrollBehavior else { return [] }
        let parameters = behavior.parameters.map { "\($0.name) \(LogFormatter.format($0.value, .compact))" }.joined(
            separator: ", ")
        return [LogField("behavior", .string("\(behavior.name) (\(parameters))"))]
    }
}
