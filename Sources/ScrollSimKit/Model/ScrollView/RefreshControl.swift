/// A model of `UIRefreshControl` on a scroll view (`scrollView.refreshControl`).
///
/// Pulling the content down past a threshold while the finger is on it begins refreshing (`.valueChanged`, logged
/// `refreshValueChanged`), the top of the scrollable range moves up by the control's height so the content rests below
/// it, and `endRefreshing()` takes that inset away again and scrolls the content back (logged `refreshEnded`).
///
/// The rules are read from the decompiled `UIRefreshControl` of iOS 18.0 ([Repo-iPadOS18Restore]: `UIRefreshControl.m`,
/// `_UIRefreshControlModernContentView.m`, `_UIScrollViewRefreshControlHost.m`):
/// - the visible height is how far the content is pulled past its top inset (`_visibleHeightForContentOffset:`);
/// - hidden → revealing once more than 5 pt show
///   (`_heightAtWhichNoneOfTheInterfaceElementsAreVisibleEvenIfTheControlIsStillPartiallyOnScreen`);
/// - revealing → refreshing when the visible height reaches the snapping height while the scroll
///   view is tracking (`_recomputeNewState`; the modern content view's `_snappingMagic` goes
///   straight on to the refreshing state, which adds the inset and sends `.valueChanged`);
/// - `endRefreshing` removes the inset; if the control still shows and no finger is down, the
///   content is scrolled by the visible height with an animation, unless it is bouncing
///   (`_endRefreshingAnimated:`, `_setAbsoluteContentOffset:animated:`); with a finger down it only
///   removes the inset.
public final class RefreshControl {
    /// The control's parameters.
    public struct Configuration: Equatable, Sendable {
        /// The control's height and the inset it adds while refreshing (points).
        ///
        /// 60 pt for the default (modern) style without a title (`initWithStyle:`, `sizeThatFits:`).
        public var height: Double
        /// How far the content must be pulled past its top inset, while tracking, to begin refreshing (points).
        ///
        /// nil: UIKit's snapping height for the scroll view's height.
        public var threshold: Double?
        /// The duration of the scroll back after `endRefreshing` (s).
        ///
        /// UIKit animates it with the scroll view's own content-offset animation; its duration there is not read:
        /// 0.3 s, the `setContentOffset(_:animated:)` duration, **choice**.
        public var endDuration: Double

        /// Creates a configuration; the defaults are UIKit's.
        ///
        /// - Parameters:
        ///   - height: The control's height, in points.
        ///   - threshold: The pull threshold, in points, or nil for UIKit's.
        ///   - endDuration: The duration of the end-refreshing animation, in seconds.
        public init(height: Double = 60, threshold: Double? = nil, endDuration: Double = 0.3) {
            self.height = height
            self.threshold = threshold
            self.endDuration = endDuration
        }

        /// UIKit's snapping height for a scroll view `height` points tall, without a title.
        ///
        /// UIKit's snapping height for a scroll view `height` points tall, without a title:
        /// `round(height / 2)`, at most `112.5 · height / 568` (`1.125 · (0 + 100)` scaled by
        /// `height / 568`, or by 0.654929577 below 372 pt) (`_updateSnappingHeight`,
        /// `maximumSnappingHeight`; the minimum is 0). 168.75 pt for an 852-pt iPhone screen.
        ///
        /// - Parameter height: The scroll view's height, in points.
        /// - Returns: The snapping height, in points.
        public static func snappingHeight(forScrollViewHeight height: Double) -> Double {
            let scaling = height < 372 ? 0.654929577 : height / 568
            return min((height * 0.5).rounded(), 1.125 * 100 * scaling)
        }
    }

    /// Where the control is in its cycle.
    public enum State: String, Sendable {
        /// Hidden (at most 5 pt show).
        case hidden
        /// Being pulled into view, not armed yet.
        case revealing
        /// Refreshing: the inset is applied.
        case refreshing
        /// `endRefreshing` was called while it still showed; it hides as the content leaves.
        case ending
    }

    /// The parameters.
    public let configuration: Configuration
    /// The current state.
    public private(set) var state: State = .hidden
    /// The inset the control adds to the top of the scrollable range while refreshing (points).
    public var appliedInset: Double { state == .refreshing ? configuration.height : 0 }
    /// True while refreshing (`isRefreshing`).
    public var isRefreshing: Bool { state == .refreshing }

    /// Visible height at or below which nothing of the control shows (points).
    static let hiddenHeight: Double = 5

    /// Creates a control; attach it with `ScrollView.refreshControl`.
    ///
    /// - Parameter configuration: The height, threshold and end duration.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The pull threshold for `scrollView` (points).
    ///
    /// - Parameter scrollView: The scroll view the control is attached to.
    /// - Returns: The threshold, in points.
    public func threshold(in scrollView: ScrollView) -> Double {
        configuration.threshold ?? Configuration.snappingHeight(forScrollViewHeight: scrollView.boundsSize.height)
    }

    /// How far the content of `scrollView` is pulled past its top inset (points, ≥ 0).
    ///
    /// - Parameter scrollView: The scroll view the control is attached to.
    /// - Returns: The visible height, in points.
    public func visibleHeight(in scrollView: ScrollView) -> Double {
        max(0, -scrollView.adjustedContentInset.top - scrollView.contentOffset.y)
    }

    /// The scroll view scrolled: recompute the state (UIKit does it in the control's `_didScroll`).
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let visible = visibleHeight(in: scrollView)
        let threshold = threshold(in: scrollView)
        switch state {
        case .hidden:
            // From hidden a pull first shows the control; one that is already past its full height
            // while tracking waits (`_recomputeNewState`, state 0).
            if visible > Self.hiddenHeight && (visible < configuration.height || !scrollView.isTracking) {
                state = .revealing
            }
        case .revealing:
            if visible >= threshold && scrollView.isTracking {
                beginRefreshing(scrollView, pulled: visible, threshold: threshold)
            } else if visible < Self.hiddenHeight {
                state = .hidden
            }
        case .refreshing:
            break
        case .ending:
            if visible <= Self.hiddenHeight {
                state = .hidden
            } else if scrollView.isTracking && visible / threshold <= 0.75 {
                state = .revealing
            }
        }
    }

    private func beginRefreshing(_ scrollView: ScrollView, pulled: Double, threshold: Double) {
        state = .refreshing
        scrollView.simulation?.record(
            .behavior(
                name: "refreshValueChanged",
                fields: [
                    LogField("pulled", .number(pulled, .points)), LogField("threshold", .number(threshold, .points)),
                ]),
            for: scrollView)
        scrollView.refreshInsetDidChange()
    }

    /// `endRefreshing()`: ends a refresh (nothing happens when none runs).
    func endRefreshing(_ scrollView: ScrollView) {
        guard state == .refreshing else { return }
        let visible = visibleHeight(in: scrollView)
        state = visible > 0 ? .ending : .hidden
        let scrollsBack = visible > 0 && !scrollView.isTracking && !scrollView.isBouncing
        scrollView.simulation?.record(
            .behavior(
                name: "refreshEnded",
                fields: [LogField("visible", .number(visible, .points)), LogField("scrollsBack", .bool(scrollsBack))]),
            for: scrollView)
        scrollView.refreshInsetDidChange()
        if scrollsBack {
            let offset = scrollView.contentOffset
            scrollView.animateOffset(
                to: Point(x: offset.x, y: offset.y + visible), duration: configuration.endDuration)
        }
    }
}
