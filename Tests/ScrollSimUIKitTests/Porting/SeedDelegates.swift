// swift-format-ignore-file: OmitExplicitReturns, NoParensAroundConditions, OneCasePerLine, GroupNumericLiterals — code as its authors wrote it.

import ScrollSimUIKit

// Users' code under test, pasted from its public origins. Only what the comments say was changed;
// swift-format re-indented the lines (the blog copies had lost their indentation).

/// The paging snippet [Cnblogs-NaivePaging], as [Seed-CellPaging] quotes it.
///
/// The paging snippet [Cnblogs-NaivePaging], as [Seed-CellPaging] quotes it: unchanged, inside a
/// class that declares the `cellWidth` and `selectedIndex` it uses. It is what the built-in
/// `naivePaging` behaviour models.
final class SnippetPagingDelegate: UIScrollViewDelegate {
    var cellWidth: CGFloat
    var selectedIndex = 0

    init(cellWidth: CGFloat) { self.cellWidth = cellWidth }

    // 引用来源:https://www.cnblogs.com/silence-cnblogs/p/6529728.html

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        // Destination x
        let x = targetContentOffset.pointee.x
        // Page width equals to cell width
        let pageWidth = cellWidth
        // Check which way to move
        let movedX = x - pageWidth * CGFloat(selectedIndex)
        if movedX < -pageWidth * 0.5 {
            // Move left
            selectedIndex -= 1
        } else if movedX > pageWidth * 0.5 {
            // Move right
            selectedIndex += 1
        }
        if abs(velocity.x) >= 2 {
            targetContentOffset.pointee.x = pageWidth * CGFloat(selectedIndex)
        } else {
            // If velocity is too slow, stop and move with default velocity
            targetContentOffset.pointee.x = scrollView.contentOffset.x
            scrollView.setContentOffset(
                CGPoint(
                    x: pageWidth * CGFloat(selectedIndex),
                    y: scrollView.contentOffset.y
                ),
                animated: true
            )
        }
    }
}

/// The view controller state of rishi420's SnapDrag as [Seed-SnapDrag] quotes it.
///
/// The view controller state of rishi420's SnapDrag as [Seed-SnapDrag] quotes it: its constants
/// ("CHANGE THESE VALUES TO TEST"), set here per trace, and the state its delegate reads.
/// Main-actor isolated, as its `UIViewController` subclass is in UIKit.
@MainActor
final class ViewController {
    // CALCULATE A CONTENT OFFSET FOR SNAPPING POINT
    let snapPoint = CGPoint(x: 367, y: 0)
    // CHANGE THESE VALUES TO TEST
    let minDistanceToSnap = 7.0
    let minVelocityToSnap = 25.0
    let minDragDistanceToReleaseSnap = 7.0
    let snapDuringDecelerating: Bool

    enum SnapState {
        case willSnap
        case didSnap
        case willRelease
    }

    var snapState = SnapState.willSnap
    var startSnapLocaion = CGPoint.zero
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))

    init(snapDuringDecelerating: Bool) { self.snapDuringDecelerating = snapDuringDecelerating }

    func distance(between point1: CGPoint, and point2: CGPoint) -> Double {
        return Double(hypotf(Float(point1.x - point2.x), Float(point1.y - point2.y)))
    }
}

// SnapDrag's delegate [Seed-SnapDrag] with only the Swift 2 → Swift 5 renames of the porting notes (ScrollSimUIKit.docc/PortingNotes.md):
// `scrollViewDidScroll(scrollView:)` → `scrollViewDidScroll(_:)`, `velocityInView(_)` →
// `velocity(in:)`, `locationInView(_)` → `location(in:)`, `CGPointZero` → `CGPoint.zero`.
extension ViewController: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        switch (snapState) {
        case .willSnap:
            let distanceFromSnapPoint = distance(between: scrollView.contentOffset, and: snapPoint)
            let velocity = scrollView.panGestureRecognizer.velocity(in: view)
            let velocityDistance = distance(between: velocity, and: CGPoint.zero)
            if distanceFromSnapPoint <= minDistanceToSnap && velocityDistance <= minVelocityToSnap
                && (snapDuringDecelerating || velocityDistance > 0.0)
            {
                startSnapLocaion = scrollView.panGestureRecognizer.location(in: scrollView)
                snapState = .didSnap
            }
        case .didSnap:
            scrollView.setContentOffset(snapPoint, animated: false)
            var dragDistance = 0.0
            let location = scrollView.panGestureRecognizer.location(in: scrollView)
            dragDistance = distance(between: location, and: startSnapLocaion)
            if dragDistance > minDragDistanceToReleaseSnap {
                startSnapLocaion = CGPoint.zero
                snapState = .willRelease
            }
        case .willRelease:
            let distanceFromSnapPoint = distance(between: scrollView.contentOffset, and: snapPoint)
            if distanceFromSnapPoint > minDistanceToSnap {
                snapState = .willSnap
            }
        }
    }
}
