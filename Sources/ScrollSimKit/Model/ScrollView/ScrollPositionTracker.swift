/// SwiftUI's `scrollPosition(id:anchor:)` binding over a scroll view's identified views, by index.
///
/// The position follows the view as it scrolls, and writing it scrolls the view ([Apple-scrollPosition]).
///
/// - **Following.** After every change of the geometry (each `didScroll`: a drag, a fling, a
///   bounce, `setContentOffset`, `scrollTo`, `scrollToItem`; and a size, inset or frame change) the
///   position is recomputed with ``ScrollView/scrollPositionItem(among:anchor:)``; a change is
///   logged as `scrollPositionChanged` (`id N`) and handed to ``onChange``. Apple: "As the scroll
///   view scrolls, the binding will be updated". It starts nil and stays so until the first change
///   (**choice**, unverified: SwiftUI writes the binding only as the view scrolls); when no view
///   overlaps the visible region it keeps its value.
/// - **A status-bar tap** (`scrollsToTop`) does **not** update it: [FB-15303035] (iOS 18 seed 8:
///   "when tapping the status bar … the binding for the scrolledID would be set to the ID of the
///   first item but it is not"; [Repo-FioriCalendar] works around it with
///   `onScrollGeometryChange`). The model skips the frames of the scroll-to-top animation, so the
///   position keeps its old value until the next other scroll (unverified beyond that report). The
///   documented behaviour is ``StatusBarTap/updatesPosition``.
/// - **Writing** it (`scroll(toItem:animated:)`) scrolls to the view with the tracker's anchor
///   (``ScrollView/contentOffset(showing:anchor:)``); with a nil anchor SwiftUI aligns the view's
///   top like `.top` rather than scrolling the least: [Repo-SwiftIssue73918] ("when I put the anchor =
///   nil, it behaves like anchor = .top … It always aligns element to .top", where
///   `ScrollViewReader`'s `scrollTo(_, anchor: nil)` does not scroll a visible view). Modelled as
///   the top-leading corner (the same as `.top` for views as wide as the list, the leading edge
///   for a horizontal one: **choice**). Apple's page says instead "If no anchor has been
///   provided, SwiftUI will scroll the minimal amount": ``NilAnchorScroll/minimal``. The written
///   position holds through the scroll it starts (**choice**: its own frames do not overwrite it).
public final class ScrollPositionTracker {
    /// What a status-bar tap does to the position.
    public enum StatusBarTap: String, CaseIterable, Sendable {
        /// The position keeps its value through the scroll to the top (FB15303035; the default).
        case keepsPosition
        /// The position follows the scroll to the top, as Apple's page says of any scroll.
        case updatesPosition
    }

    /// How writing the position scrolls when the anchor is nil.
    public enum NilAnchorScroll: String, CaseIterable, Sendable {
        /// As the anchor `.topLeading`: the view's top (leading) edge at the region's (swiftlang/swift#73918; the default).
        case topLeading
        /// The least scroll that shows the whole view, as `scrollTo(_:anchor: nil)` (Apple's page).
        case minimal
    }

    /// The anchor: which view is the position, and where a written position aligns.
    public let anchor: ScrollAnchor?
    /// What a status-bar tap does (default ``StatusBarTap/keepsPosition``).
    public var statusBarTap: StatusBarTap
    /// How a write scrolls with a nil anchor (default ``NilAnchorScroll/topLeading``).
    public var nilAnchorScroll: NilAnchorScroll
    /// The position: the index of the identified view, nil until set.
    public private(set) var item: Int?
    /// Called with the new position each time the view's scrolling changes it (not on a write).
    public var onChange: ((Int?) -> Void)?

    private unowned let scrollView: ScrollView
    private let itemFrames: () -> [Rect]
    /// The offset a write is scrolling to, while its scroll runs (its frames leave the position).
    private var writtenTarget: Point?
    private var isWriting = false

    init(
        on scrollView: ScrollView, anchor: ScrollAnchor?, statusBarTap: StatusBarTap = .keepsPosition,
        nilAnchorScroll: NilAnchorScroll = .topLeading, itemFrames: @escaping () -> [Rect]
    ) {
        self.scrollView = scrollView
        self.anchor = anchor
        self.statusBarTap = statusBarTap
        self.nilAnchorScroll = nilAnchorScroll
        self.itemFrames = itemFrames
        scrollView.scrollPositionTracker = self
        scrollView.addGeometryObserver { [weak self] in self?.geometryDidChange() }
    }

    /// Writes the position: scrolls to view `item` with the anchor.
    ///
    /// Writes the position (`scrolledID = id`): scrolls to view `item` with the anchor (see above),
    /// animated as inside `withAnimation`. A missing view changes nothing.
    ///
    /// - Parameters:
    ///   - item: The item's index.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    public func scroll(toItem item: Int, animated: Bool) {
        let frames = itemFrames()
        guard item >= 0, item < frames.count else { return }
        self.item = item
        let alignment = anchor ?? (nilAnchorScroll == .topLeading ? ScrollAnchor(.topLeading) : nil)
        let target = scrollView.contentOffset(showing: frames[item], anchor: alignment)
        guard target != scrollView.contentOffset else { return }
        writtenTarget = scrollView.pixelRounded(target)
        isWriting = true
        scrollView.setContentOffset(target, animated: animated)
        isWriting = false
    }

    private func geometryDidChange() {
        if isWriting { return }
        if case .animating(let animation) = scrollView.phase {
            if animation.purpose == .scrollToTop, statusBarTap == .keepsPosition { return }
            if animation.purpose == .setContentOffset, animation.to == writtenTarget { return }
        }
        writtenTarget = nil
        guard let new = scrollView.scrollPositionItem(among: itemFrames(), anchor: anchor), new != item else {
            return
        }
        item = new
        scrollView.simulation?.record(
            .behavior(name: "scrollPositionChanged", fields: [LogField("id", .integer(new))]), for: scrollView,
            flags: scrollView.flags)
        onChange?(new)
    }
}

extension ScrollView {
    /// Attaches a `scrollPosition(id:anchor:)` to the view over the views whose frames `itemFrames` gives.
    ///
    /// Frames are in content coordinates, by index; the view keeps it (``scrollPositionTracker``), replacing one
    /// attached before.
    ///
    /// - Parameters:
    ///   - anchor: The anchor of `scrollPosition(id:anchor:)`, or nil.
    ///   - statusBarTap: What a status-bar tap does to the position.
    ///   - nilAnchorScroll: Where a nil anchor scrolls to.
    ///   - itemFrames: The closure that gives the items' frames, in content coordinates.
    /// - Returns: The tracker, held by the scroll view.
    @discardableResult
    public func attachScrollPosition(
        anchor: ScrollAnchor?, statusBarTap: ScrollPositionTracker.StatusBarTap = .keepsPosition,
        nilAnchorScroll: ScrollPositionTracker.NilAnchorScroll = .topLeading, itemFrames: @escaping () -> [Rect]
    ) -> ScrollPositionTracker {
        ScrollPositionTracker(
            on: self, anchor: anchor, statusBarTap: statusBarTap, nilAnchorScroll: nilAnchorScroll,
            itemFrames: itemFrames)
    }

    /// The `scrollPosition(id:anchor:)` attached to the view (``ScrollPositionTracker``), if any.
    public internal(set) var scrollPositionTracker: ScrollPositionTracker? {
        get { storage.scrollPositionTracker }
        set { storage.scrollPositionTracker = newValue }
    }
}
