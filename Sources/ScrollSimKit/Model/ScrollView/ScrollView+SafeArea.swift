// The safe area and `adjustedContentInset`, the insets every rule of the model measures the range with.
//
// Range, bounce, paging, refresh control, scroll to top, SwiftUI's container size.
//
// `adjustedContentInset` = `contentInset` + `safeAreaInsets` on the edges that
// `contentInsetAdjustmentBehavior` adjusts (Apple, https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset;
// the rules per behaviour are on ``ContentInsetAdjustmentBehavior``). It is recomputed whenever an
// input changes: `contentSize` (a zoom too), the frame, `contentInset`, `alwaysBounce…`,
// `isScrollEnabled`, the safe area, the behaviour and `isInNavigationController`; UIKit's
// `_edgesApplyingSafeAreaInsetsToContentInsetForContentSize:` makes the edges depend on the content
// size (the public UIKitCore decompile the model's sources list). A change is logged as
// `adjustedContentInsetChanged` with the new insets and sent as
// `scrollViewDidChangeAdjustedContentInset(_:)` ("Tells the delegate when the scroll view's
// inset values change", https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:)).
// The log line appears once the view had a safe area, or its behaviour or navigation flag changed (so logs of views
// from before the safe area existed, whose `contentInset` changes UIKit would report too, stay as
// they were); the delegate is called on every change, as UIKit does.
// A `set` of a property then brings an offset at rest back into the new range
// (`ScrollView+SceneChange`, UIKit's `_adjustContentOffsetIfNecessary`); **choice**: an offset
// inside the new range stays where it is (the alternative, keeping a view that rested at its top at
// the new top, is unverified).
extension ScrollView {
    /// The insets the safe area adds where the behaviour allows (`UIView.safeAreaInsets`); zero
    /// without a device.
    public var safeAreaInsets: EdgeInsets {
        get { storage.safeAreaInsets }
        set {
            storage.safeAreaInsets = newValue
            if newValue != .zero { storage.logsAdjustedContentInset = true }
            updateAdjustedContentInset()
        }
    }

    /// Which edges the safe area adjusts (default `.automatic`, as UIKit).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { storage.contentInsetAdjustmentBehavior }
        set {
            if newValue != storage.contentInsetAdjustmentBehavior { storage.logsAdjustedContentInset = true }
            storage.contentInsetAdjustmentBehavior = newValue
            updateAdjustedContentInset()
        }
    }

    /// Whether the view is the content of a view controller in a navigation or tab bar controller.
    ///
    /// What `.automatic` needs to know (default false).
    public var isInNavigationController: Bool {
        get { storage.isInNavigationController }
        set {
            if newValue != storage.isInNavigationController { storage.logsAdjustedContentInset = true }
            storage.isInNavigationController = newValue
            updateAdjustedContentInset()
        }
    }

    /// Sets the safe area as a view's first layout pass does, while its scene is built.
    ///
    /// Before the log's first line, whose header shows the result: the adjusted inset follows and the delegate hears of
    /// it, but no `adjustedContentInsetChanged` line is written.
    ///
    /// - Parameter insets: The safe area insets, in points.
    public func setSafeAreaInsetsWhileBuilding(_ insets: EdgeInsets) {
        storage.isBuilding = true
        safeAreaInsets = insets
        storage.isBuilding = false
    }

    /// `contentInset` plus the safe area on the adjusted edges: the edges of the scrollable range.
    public var adjustedContentInset: EdgeInsets { storage.adjustedContentInset }

    /// Puts the view at its top as a device shows it, `(x, -adjustedContentInset.top)`, without a `didScroll`.
    ///
    /// Like a value configured before the view appears: where a table view under a navigation bar first appears.
    public func restAtAdjustedTop() {
        boundsOrigin = Point(x: boundsOrigin.x, y: 0 - adjustedContentInset.top)
    }

    /// The adjusted inset the view would have with content of `size` (a zoom's target scale).
    func adjustedContentInset(forContentSize size: Size) -> EdgeInsets {
        // Field by field, not a copy of the whole storage (which would retain each of its references).
        guard storage.safeAreaInsets != .zero else { return storage.contentInset }
        return AdjustedEdges.adjusted(
            by: storage.contentInsetAdjustmentBehavior, contentSize: size, frameSize: frame.size,
            alwaysBounceVertical: storage.alwaysBounceVertical,
            alwaysBounceHorizontal: storage.alwaysBounceHorizontal, isScrollEnabled: isScrollEnabled,
            inNavigationController: storage.isInNavigationController
        ).applied(to: storage.contentInset, safeArea: storage.safeAreaInsets)
    }

    /// Recomputes `adjustedContentInset`; a change is logged and sent to the delegate.
    func updateAdjustedContentInset() {
        let new = adjustedContentInset(forContentSize: storage.contentSize)
        guard new != storage.adjustedContentInset else { return }
        storage.adjustedContentInset = new
        if storage.logsAdjustedContentInset, !storage.isBuilding, let simulation {
            let fields = [
                LogField("top", .number(new.top, .points)), LogField("left", .number(new.left, .points)),
                LogField("bottom", .number(new.bottom, .points)), LogField("right", .number(new.right, .points)),
            ]
            simulation.record(.behavior(name: "adjustedContentInsetChanged", fields: fields), for: self, flags: flags)
        }
        if let delegate { delegate.scrollViewDidChangeAdjustedContentInset(self) }
    }
}
