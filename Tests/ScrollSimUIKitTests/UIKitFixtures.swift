import ScrollSimUIKit

/// Scenes the UIKit-layer tests share.
@MainActor
enum UIKitFixtures {
    /// An iPhone-sized simulator with one 393 × 852 list of 20 000 pt at offset 5 000.
    static func list() -> (ScrollSimulator, UIScrollView) {
        let simulator = ScrollSimulator()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        list.contentSize = CGSize(width: 393, height: 20_000)
        list.contentOffset = CGPoint(x: 0, y: 5000)
        simulator.addSubview(list)
        return (simulator, list)
    }

    /// A 1 000 pt/s fling up in the middle of the screen.
    static let flingUp = Gesture.fling(from: CGPoint(x: 196.5, y: 700), velocity: CGPoint(x: 0, y: -1000))

    /// The names of the delegate calls in `simulator`'s log, in order.
    static func delegateCalls(_ simulator: ScrollSimulator) -> [String] {
        simulator.logEntries.filter(\.event.isDelegateCall).map(\.event.name)
    }

    /// A delegate that starts a new animation whenever one ends, so the view never rests.
    final class Restless: UIScrollViewDelegate {
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            scrollView.setContentOffset(
                CGPoint(x: 0, y: scrollView.contentOffset.y == 300 ? 0 : 300), animated: true)
        }
    }
}

/// Records every `UIScrollViewDelegate` call with the values UIKit passes.
final class RecordingDelegate: UIScrollViewDelegate {
    var calls: [String] = []
    var velocities: [CGPoint] = []
    var targets: [CGPoint] = []
    var flagsAtRelease: [Bool] = []
    var willDecelerate: [Bool] = []
    var newTarget: CGPoint?
    var allowsScrollToTop = true

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        velocities.append(velocity)
        targets.append(targetContentOffset.pointee)
        flagsAtRelease = [scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating]
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging")
        willDecelerate.append(decelerate)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        calls.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }

    /// The calls without `didScroll`.
    var milestones: [String] { calls.filter { $0 != "didScroll" } }
}
