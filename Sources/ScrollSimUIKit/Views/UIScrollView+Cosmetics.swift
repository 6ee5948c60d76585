// The scroll view's **store-only** properties for what scrollsim does not model, and `scrollRectToVisible`.
//
// Indicators, keyboard dismissal, content touches — each **store-only** (kept and read back with UIKit's default;
// nothing in the simulation depends on it), so code that sets them runs unchanged. Also
// `scrollRectToVisible(_:animated:)`, which moves through `setContentOffset(_:animated:)`.
extension UIScrollView {
    /// The store-only values, with UIKit's defaults [Apple-UIScrollView].
    struct ScrollCosmetics {
        var showsVerticalScrollIndicator = true
        var showsHorizontalScrollIndicator = true
        var verticalScrollIndicatorInsets = UIEdgeInsets.zero
        var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
        var indicatorStyle = IndicatorStyle.default
        var keyboardDismissMode = KeyboardDismissMode.none
        var delaysContentTouches = true
        var canCancelContentTouches = true
    }

    /// `UIScrollView.IndicatorStyle` (store-only).
    public enum IndicatorStyle: Int, Sendable {
        /// Dark or light to suit the content.
        case `default`
        /// Dark indicators.
        case black
        /// Light indicators.
        case white
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`: which edges the safe area adjusts.
    ///
    /// The model's `ContentInsetAdjustmentBehavior` has the rules.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `scrollableAxes`, and the top and bottom always in a navigation controller.
        case automatic
        /// The edges of the axes that scroll.
        case scrollableAxes
        /// Never adjust.
        case never
        /// Always include the safe area.
        case always

        init(_ model: ScrollSimKit.ContentInsetAdjustmentBehavior) {
            switch model {
            case .automatic: self = .automatic
            case .scrollableAxes: self = .scrollableAxes
            case .never: self = .never
            case .always: self = .always
            }
        }

        var model: ScrollSimKit.ContentInsetAdjustmentBehavior {
            switch self {
            case .automatic: .automatic
            case .scrollableAxes: .scrollableAxes
            case .never: .never
            case .always: .always
            }
        }
    }

    /// `UIScrollView.KeyboardDismissMode` (store-only: there is no keyboard).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss the keyboard.
        case none
        /// A drag dismisses it.
        case onDrag
        /// The keyboard follows the drag.
        case interactive
    }

    /// Store-only: whether the vertical indicator shows (default true).
    public var showsVerticalScrollIndicator: Bool {
        get { scrollCosmetics.showsVerticalScrollIndicator }
        set { scrollCosmetics.showsVerticalScrollIndicator = newValue }
    }

    /// Store-only: whether the horizontal indicator shows (default true).
    public var showsHorizontalScrollIndicator: Bool {
        get { scrollCosmetics.showsHorizontalScrollIndicator }
        set { scrollCosmetics.showsHorizontalScrollIndicator = newValue }
    }

    /// Store-only: the vertical indicator's insets (default zero).
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { scrollCosmetics.verticalScrollIndicatorInsets }
        set { scrollCosmetics.verticalScrollIndicatorInsets = newValue }
    }

    /// Store-only: the horizontal indicator's insets (default zero).
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { scrollCosmetics.horizontalScrollIndicatorInsets }
        set { scrollCosmetics.horizontalScrollIndicatorInsets = newValue }
    }

    /// Store-only: both indicators' insets; reading gives the vertical one's, as UIKit's
    /// deprecated property does.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { scrollCosmetics.verticalScrollIndicatorInsets }
        set { (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets) = (newValue, newValue) }
    }

    /// Store-only: the indicators' style (default `.default`).
    public var indicatorStyle: IndicatorStyle {
        get { scrollCosmetics.indicatorStyle }
        set { scrollCosmetics.indicatorStyle = newValue }
    }

    /// How the safe area adjusts the content inset (default `.automatic`).
    ///
    /// The model's, so `adjustedContentInset` and the scrollable range follow it.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { ContentInsetAdjustmentBehavior(scrollModel.contentInsetAdjustmentBehavior) }
        set {
            let old = scrollModel.adjustedContentInset
            scrollModel.contentInsetAdjustmentBehavior = newValue.model
            if scrollModel.adjustedContentInset != old { notifyObservers() }
        }
    }

    /// Store-only: how dragging dismisses the keyboard (default `.none`).
    public var keyboardDismissMode: KeyboardDismissMode {
        get { scrollCosmetics.keyboardDismissMode }
        set { scrollCosmetics.keyboardDismissMode = newValue }
    }

    /// Store-only: whether touches in content are delayed (default true; content touches are not modelled).
    public var delaysContentTouches: Bool {
        get { scrollCosmetics.delaysContentTouches }
        set { scrollCosmetics.delaysContentTouches = newValue }
    }

    /// Store-only: whether a drag may cancel content touches (default true).
    public var canCancelContentTouches: Bool {
        get { scrollCosmetics.canCancelContentTouches }
        set { scrollCosmetics.canCancelContentTouches = newValue }
    }

    /// Scrolls the least distance that brings `rect` (content coordinates) inside the bounds.
    ///
    /// Scrolls the least distance that brings `rect` (content coordinates) inside the bounds, as
    /// UIKit does; a rectangle larger than the bounds aligns its top-left corner. Clamped to the
    /// scrollable range; nothing happens when it is already visible.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to show, in content coordinates (points).
    ///   - animated: Whether the change animates (true) or happens at once (false).
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds, inset = adjustedContentInset, content = contentSize
        func axis(_ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ length: CGFloat) -> CGFloat {
            if high - low > length || low < start { return low }
            if high > start + length { return high - length }
            return start
        }
        var target = CGPoint(
            x: axis(rect.minX, rect.maxX, visible.minX, visible.width),
            y: axis(rect.minY, rect.maxY, visible.minY, visible.height))
        target.x = min(max(target.x, -inset.left), max(content.width + inset.right - visible.width, -inset.left))
        target.y = min(max(target.y, -inset.top), max(content.height + inset.bottom - visible.height, -inset.top))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }
}
