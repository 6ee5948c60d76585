/// How the safe area enters `adjustedContentInset` (`UIScrollView.ContentInsetAdjustmentBehavior`).
///
/// The rules, per edge, as Apple documents them: the SDK header `UIScrollView.h` (the enum's
/// comments) and https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior
/// with its case pages. `adjustedContentInset` = `contentInset` + `safeAreaInsets` on the edges the
/// behaviour adjusts (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset:
/// "The safe area insets are then added to the values in the contentInset property").
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Sendable {
    /// Like `scrollableAxes`, plus top and bottom always inside a navigation or tab bar controller (the default).
    ///
    /// The top and bottom are adjusted when the view is in a navigation (or tab bar) controller, "regardless of whether
    /// the scroll view is scrollable" (`UIScrollView.h`). The default, as in UIKit.
    case automatic
    /// The edges of the scrollable axes.
    ///
    /// Top and bottom when `contentSize.height > frame.height` or `alwaysBounceVertical`, left and right likewise
    /// (`UIScrollView.h`, Apple's `.scrollableAxes` page). A view with `isScrollEnabled` false has no scrollable axis:
    /// **choice** after the public measurement "scrollView在iOS11新增的两个属性" (https://wsa.jianshu.io/p/9ac717b24e43), which
    /// says scrollEnabled counts; unverified on a device.
    case scrollableAxes
    /// "contentInset is not adjusted" (`UIScrollView.h`).
    case never
    /// "contentInset is always adjusted by the scroll view's safeAreaInsets" (`UIScrollView.h`).
    case always
}

/// The edges whose safe-area inset a behaviour adds.
struct AdjustedEdges: Equatable {
    var vertical: Bool
    var horizontal: Bool

    /// The edges `behavior` adjusts for a view with this geometry.
    ///
    /// Apple's `.automatic` page: "Content is always adjusted vertically when the scroll view is the content view of a
    /// view controller that is currently displayed by a navigation or tab bar controller. If the scroll view is
    /// horizontally scrollable, the horizontal content offset is also adjusted"; outside a navigation controller a
    /// short content is not adjusted, as measured in the public question devhide 77431769 ("the content inset is not
    /// adapted to the safe area").
    static func adjusted(
        by behavior: ContentInsetAdjustmentBehavior, contentSize: Size, frameSize: Size, alwaysBounceVertical: Bool,
        alwaysBounceHorizontal: Bool, isScrollEnabled: Bool, inNavigationController: Bool
    ) -> AdjustedEdges {
        switch behavior {
        case .never: return AdjustedEdges(vertical: false, horizontal: false)
        case .always: return AdjustedEdges(vertical: true, horizontal: true)
        case .scrollableAxes, .automatic:
            let vertical = isScrollEnabled && (contentSize.height > frameSize.height || alwaysBounceVertical)
            let horizontal = isScrollEnabled && (contentSize.width > frameSize.width || alwaysBounceHorizontal)
            let navigation = behavior == .automatic && inNavigationController
            return AdjustedEdges(vertical: vertical || navigation, horizontal: horizontal)
        }
    }

    /// `contentInset` plus `safeArea` on these edges.
    func applied(to contentInset: EdgeInsets, safeArea: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: contentInset.top + (vertical ? safeArea.top : 0),
            left: contentInset.left + (horizontal ? safeArea.left : 0),
            bottom: contentInset.bottom + (vertical ? safeArea.bottom : 0),
            right: contentInset.right + (horizontal ? safeArea.right : 0))
    }
}
