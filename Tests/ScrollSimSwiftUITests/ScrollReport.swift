// Code as written for SwiftUI on iOS 18, the import aside (`import SwiftUI`): the bodies of a
// view's `.onScrollPhaseChange { old, new, context in … }` and
// `.onScrollGeometryChange(for:of:action:)`, kept in a model object.
import ScrollSimSwiftUI

/// What a screen's scroll observers saw.
final class ScrollReport {
    /// Each phase change: the phases, whether scrolling, the offset and the velocity.
    var changes: [(old: ScrollPhase, new: ScrollPhase, isScrolling: Bool, offset: CGPoint, velocity: CGVector?)] = []
    /// The container heights the geometry observer saw change.
    var containerHeights: [(old: CGFloat, new: CGFloat)] = []
    /// How far the visible rect reaches past the end of the content, each time it changes.
    var pastEnd: [(old: CGFloat, new: CGFloat)] = []

    func phaseChanged(_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) {
        changes.append((oldPhase, newPhase, newPhase.isScrolling, context.geometry.contentOffset, context.velocity))
    }

    static func containerHeight(_ geometry: ScrollGeometry) -> CGFloat { geometry.containerSize.height }

    static func distancePastEnd(_ geometry: ScrollGeometry) -> CGFloat {
        let insets: EdgeInsets = geometry.contentInsets
        return geometry.visibleRect.maxY - (geometry.contentSize.height + insets.bottom)
    }

    static let zeroInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
