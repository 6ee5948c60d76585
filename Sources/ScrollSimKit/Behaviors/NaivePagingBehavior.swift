/// The snippet [Seed-CellPaging] copied from the web ([Cnblogs-NaivePaging]), which breaks on a slow drag.
///
/// It was shown to break on "a slow drag past the midline": horizontal paging in `scrollViewWillEndDragging` with a
/// remembered `selectedIndex`, written exactly as the snippet does.
///
/// 1. `movedX = targetContentOffset.x − pageWidth · selectedIndex` (UIKit's projected target, not
///    the current offset). Below `−pageWidth/2` → `selectedIndex −= 1`; above `+pageWidth/2` →
///    `selectedIndex += 1`; never more than one page.
/// 2. `|velocity.x| ≥ velocityThreshold` (pt/ms, default 2): `target.x = pageWidth · selectedIndex`.
/// 3. Otherwise ("too slow"): `target.x = contentOffset.x` and
///    `setContentOffset((pageWidth · selectedIndex, contentOffset.y), animated: true)`.
///
/// What the model then does is not written here: it is UIKit's rewritten-target handling
/// ([UIScrollView-Decompile]) applied to what the snippet returns — see the article
/// ScrollSimKit.docc/BuiltInBehaviours.md and `ScrollView+Release`.
///
/// Logged: `pageChosen` with `movedX`, the index before and after, the velocity, the target
/// written and whether the page is reached by the animation.
public final class NaivePagingBehavior: ScrollBehavior {
    /// The snippet's constants.
    ///
    /// `velocityThreshold` 2 is the snippet's `abs(velocity.x) >= 2`; `pageWidth` is its `cellWidth`, which it leaves
    /// to the app: the default 310 is the reported example (a 300 pt cell plus 10 pt spacing).
    public struct Configuration: Equatable, Sendable {
        /// The page stride ("page width equals to cell width", pt, > 0).
        public var pageWidth: Double
        /// Release speed (pt/ms, as UIKit reports it) from which the target is set directly.
        public var velocityThreshold: Double

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - pageWidth: The page's width, in points.
        ///   - velocityThreshold: The least velocity that turns the page, in points per millisecond.
        public init(pageWidth: Double = 310, velocityThreshold: Double = 2) {
            self.pageWidth = pageWidth
            self.velocityThreshold = velocityThreshold
        }
    }

    /// The parameters.
    public let configuration: Configuration
    /// The snippet's `selectedIndex` (starts at 0).
    public private(set) var selectedIndex = 0

    /// Creates the behaviour.
    ///
    /// - Parameter configuration: The page width and velocity threshold.
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The configuration as log fields.
    public var parameters: [LogField] {
        [
            LogField("pageWidth", .number(configuration.pageWidth, .points)),
            LogField("velocityThreshold", .number(configuration.velocityThreshold, .ptPerMs)),
        ]
    }

    /// The snippet (see the type's documentation).
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view whose drag ends.
    ///   - velocity: The release velocity, in points per millisecond.
    ///   - targetContentOffset: The offset where the content will stop, in points; rewritten to a page's.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        let x = targetContentOffset.x
        let pageWidth = configuration.pageWidth
        let movedX = x - pageWidth * Double(selectedIndex)
        let previousIndex = selectedIndex
        if movedX < -pageWidth * 0.5 {
            selectedIndex -= 1
        } else if movedX > pageWidth * 0.5 {
            selectedIndex += 1
        }
        let fast = abs(velocity.x) >= configuration.velocityThreshold
        let page = pageWidth * Double(selectedIndex)
        targetContentOffset.x = fast ? page : scrollView.contentOffset.x
        report(
            "pageChosen",
            [
                LogField("movedX", .number(movedX, .points)), LogField("from", .integer(previousIndex)),
                LogField("index", .integer(selectedIndex)), LogField("velocity", .number(velocity.x, .ptPerMs)),
                LogField("target", .point(targetContentOffset)), LogField("animated", .bool(!fast)),
            ], for: scrollView)
        if !fast {
            scrollView.setContentOffset(Point(x: page, y: scrollView.contentOffset.y), animated: true)
        }
    }
}
