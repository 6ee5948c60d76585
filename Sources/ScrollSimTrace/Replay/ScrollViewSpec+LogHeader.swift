import ScrollSimLog

// The header lines of a view's target rules.
//
// Present only for a view whose trace gives a `flowLayout` or a `scrollTargetBehavior`, so every other view's header
// is what it was.
//
//     flowLayout (itemSize (313, 600), minimumLineSpacing 10, minimumInteritemSpacing 10, sectionInset (top 126, left 40, bottom 126, right 40), itemCount 12, scrollDirection horizontal, snap none)
//     scrollTargetBehavior viewAligned (limitBehavior alwaysByOne)
extension ScrollViewSpec {
    /// Zero, one or two header fields.
    ///
    /// The flow layout as decoded (UIKit's defaults filled in), then the SwiftUI scroll target behaviour.
    var targetRuleHeaderFields: [LogField] {
        var fields: [LogField] = []
        if let flowLayout {
            let layout = flowLayout.layout, inset = layout.sectionInset
            let parameters = [
                "itemSize (\(compact(layout.itemSize.width)), \(compact(layout.itemSize.height)))",
                "minimumLineSpacing \(compact(layout.minimumLineSpacing))",
                "minimumInteritemSpacing \(compact(layout.minimumInteritemSpacing))",
                "sectionInset (top \(compact(inset.top)), left \(compact(inset.left)), "
                    + "bottom \(compact(inset.bottom)), right \(compact(inset.right)))",
                "itemCount \(flowLayout.itemCount)", "scrollDirection \(layout.scrollDirection.rawValue)",
                "snap \(flowLayout.snap.rawValue)",
            ]
            fields.append(LogField("flowLayout", .string("(\(parameters.joined(separator: ", ")))")))
        }
        switch scrollTargetBehavior {
        case .paging: fields.append(LogField("scrollTargetBehavior", .string("paging (pageSize bounds)")))
        case .containerPaging(let unit):
            fields.append(
                LogField(
                    "scrollTargetBehavior", .string("paging (pageSize container, velocityUnit \(unit.rawValue))")))
        case .viewAligned(let limit, let unit):
            fields.append(
                LogField(
                    "scrollTargetBehavior",
                    .string("viewAligned (limitBehavior \(limit.rawValue), velocityUnit \(unit.rawValue))")))
        case nil: break
        }
        return fields
    }
}

extension [LogHeader.ViewSummary] {
    /// These summaries with each scroll view's target-rule lines (`specs` by view id) appended.
    func addingTargetRules(of specs: [(id: String, spec: ScrollViewSpec)]) -> [LogHeader.ViewSummary] {
        var summaries = self
        for (id, spec) in specs {
            let fields = spec.targetRuleHeaderFields
            guard !fields.isEmpty, let index = summaries.firstIndex(where: { $0.id == id }) else { continue }
            summaries[index].fields += fields
        }
        return summaries
    }
}
