import ScrollSimKit

/// The `scrollView` object: a `ScrollView`'s configuration.
public struct ScrollViewSpec: Equatable, Sendable {
    /// Log id (default `scrollView`).
    public var id = "scrollView"
    /// Frame in window coordinates.
    public var frame: Rect
    /// Content size.
    public var contentSize: Size
    /// Initial offset (default 0, 0).
    public var contentOffset: Point = .zero
    /// Whether the trace gave `contentOffset` (a device or a safe-area key moves only a view without one).
    public var contentOffsetGiven = false
    /// Insets (default 0).
    public var contentInset: EdgeInsets = .zero
    /// The safe area (default nil: the device window's safe area where the frame overlaps it).
    public var safeAreaInsets: EdgeInsets?
    /// `contentInsetAdjustmentBehavior` (default automatic).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// In a navigation or tab bar controller (default false).
    public var inNavigationController = false
    /// True when the trace gives a safe-area key and no `contentOffset`.
    ///
    /// True when the trace gives a safe-area key (`safeAreaInsets`, `contentInsetAdjustmentBehavior`,
    /// `inNavigationController`) and no `contentOffset`: the view then starts at its top as a device shows it,
    /// `-adjustedContentInset.top` (as it does whenever the screen names a device).
    public var startsAtAdjustedTop = false
    /// `bounces` (default true).
    public var bounces = true
    /// `alwaysBounceVertical` (default false).
    public var alwaysBounceVertical = false
    /// `alwaysBounceHorizontal` (default false).
    public var alwaysBounceHorizontal = false
    /// `isPagingEnabled` (default false).
    public var isPagingEnabled = false
    /// `isScrollEnabled` (default true).
    public var isScrollEnabled = true
    /// `isDirectionalLockEnabled` (default false).
    public var isDirectionalLockEnabled = false
    /// `scrollsToTop` (default true).
    public var scrollsToTop = true
    /// `decelerationRate` (default normal).
    public var decelerationRate: DecelerationRate = .normal
    /// Behaviour switches where sources disagree.
    public var options = ScrollViewOptions()
    /// The built-in behaviour that becomes the delegate (default none; see `Trace+Behavior`).
    public var behavior: BehaviorSpec?

    /// The pull-to-refresh control (default none; see `RefreshControl`).
    public var refreshControl: RefreshControl.Configuration?
    /// The flow layout that set `contentSize` and may snap the drag's target (default none; see
    /// `FlowLayoutSnapping`).
    public var flowLayout: FlowLayoutSnapping?
    /// SwiftUI's built-in scroll target behaviour on the view (default none; see
    /// `ScrollTargetBehaviorSpec`).
    public var scrollTargetBehavior: ScrollTargetBehaviorSpec?
    /// SwiftUI's `scrollPosition(id:anchor:)` over the `flowLayout`'s items (default none; see
    /// ``ScrollPositionSpec``).
    public var scrollPosition: ScrollPositionSpec?

    /// The zoom configuration (default: none, the view does not zoom; see ``ZoomSpec``).
    public var zoom: ZoomSpec?

    /// Creates a specification with defaults for everything but the geometry.
    ///
    /// - Parameters:
    ///   - frame: The scroll view's frame, in points.
    ///   - contentSize: The content's size, in points.
    public init(frame: Rect, contentSize: Size) {
        self.frame = frame
        self.contentSize = contentSize
    }

    /// Builds the configured scroll view.
    ///
    /// `screen` (a screen naming a device) gives the default safe area, and the start at the top, of a view whose frame
    /// is in its window's coordinates.
    ///
    /// - Parameter screen: The trace's screen, whose device gives the default safe area (default: none).
    /// - Returns: A new scroll view with these settings.
    public func makeScrollView(screen: ScreenSpec? = nil) -> ScrollView {
        let view = ScrollView(
            id: id, frame: frame, contentSize: contentSize, contentInset: contentInset, contentOffset: contentOffset)
        configureSafeArea(of: view, screen: screen)
        view.bounces = bounces
        view.alwaysBounceVertical = alwaysBounceVertical
        view.alwaysBounceHorizontal = alwaysBounceHorizontal
        view.isPagingEnabled = isPagingEnabled
        view.isScrollEnabled = isScrollEnabled
        view.isDirectionalLockEnabled = isDirectionalLockEnabled
        view.scrollsToTop = scrollsToTop
        view.options = options
        view.decelerationRate = decelerationRate
        view.refreshControl = refreshControl.map { RefreshControl(configuration: $0) }
        zoom?.configure(view)
        flowLayout?.install(on: view)
        scrollTargetBehavior?.install(on: view, flowLayout: flowLayout)
        if let scrollPosition, let flowLayout { scrollPosition.install(on: view, flowLayout: flowLayout) }
        placeAtAdjustedTop(view, screen: screen)
        return view
    }
}
