/// The `behavior` line of a view's header: present only when the view's delegate is a built-in
/// behaviour, e.g. `behavior cellPaging (itemWidth 313, itemSpacing 10, sectionInset 40, axis horizontal)`.
extension LogHeader.ViewSummary {
    /// Zero or one field describing `view`'s behaviour.
    static func behaviorFields(of view: ScrollView) -> [LogField] {
        guard let behavior = view.delegate as? ScrollBehavior else { return [] }
        let parameters = behavior.parameters.map { "\($0.name) \(describe($0.value))" }.joined(separator: ", ")
        return [LogField("behavior", .string("\(behavior.name) (\(parameters))"))]
    }

    /// A parameter value with compact numbers (`7`, `0.25`, `(367, 0)`).
    static func describe(_ value: LogValue) -> String {
        switch value {
        case let .number(number, _): return compact(number)
        case let .integer(integer): return String(integer)
        case let .point(point): return "(\(compact(point.x)), \(compact(point.y)))"
        case let .bool(bool): return bool ? "true" : "false"
        case let .string(string): return string
        }
    }
}
