import ScrollSimUIKit
import Testing

/// Tests that releasing views during animations or deceleration does not crash and stops their delegate calls.
///
/// Through UIKit's names, a view released during its `UIView.animate` animation, and a scroll view removed and released
/// from its own `scrollViewDidScroll` during a deceleration, do not crash; the animation's completion runs once
/// (`finished` false) and no delegate call reaches the released scroll view's delegate afterwards.
@MainActor
struct ReleasedUIViewTests {
    @Test func aViewReleasedDuringItsAnimation() throws {
        let simulator = ScrollSimulator()
        var completions: [Bool] = []
        do {
            let box = UIView(frame: CGRect(x: 0, y: 400, width: 393, height: 100))
            simulator.addSubview(box)
            UIView.animate(
                withDuration: 0.5, animations: { box.frame.origin.y = 200 }, completion: { completions.append($0) })
            simulator.advance(by: 0.1)
            box.removeFromSuperview()
        }
        #expect(completions == [false])
        try simulator.runUntilIdle()
        simulator.advance(by: 1)
        #expect(completions == [false])
        #expect(simulator.scrollViews.isEmpty)
    }

    /// Removes the scroll view from the window in its first `didScroll` of the deceleration and
    /// drops the only reference the test kept.
    final class RemovingDelegate: UIScrollViewDelegate {
        var list: UIScrollView?
        var didScrollCalls = 0
        var milestones: [String] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            didScrollCalls += 1
            guard scrollView.isDecelerating, let list else { return }
            list.removeFromSuperview()
            self.list = nil
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { milestones.append("didEndDecelerating") }
    }

    @Test func aScrollViewReleasedFromItsOwnDidScrollDuringADeceleration() throws {
        let simulator = ScrollSimulator()
        let delegate = RemovingDelegate()
        do {
            let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            list.contentSize = CGSize(width: 393, height: 20_000)
            list.delegate = delegate
            delegate.list = list
            simulator.addSubview(list)
        }
        try simulator.perform(.fling(from: CGPoint(x: 196.5, y: 700), velocity: CGPoint(x: 0, y: -1000)))
        try simulator.runUntilIdle()
        #expect(delegate.list == nil)
        #expect(simulator.scrollViews.isEmpty)
        let calls = delegate.didScrollCalls
        simulator.advance(by: 10)
        try simulator.runUntilIdle()
        #expect(delegate.didScrollCalls == calls)
    }

    /// Removes the collection view in its first `didScroll` of a drag and drops the test's only reference.
    ///
    /// Removes the collection view from the window in its first `didScroll` of a drag and drops the
    /// only reference the test kept; the finger then lifts. The lift asks the layout for its target
    /// (`targetContentOffset(forProposedContentOffset:…)`) through the released view.
    final class RemovingWhileDragging: UIScrollViewDelegate {
        var view: UIScrollView?
        var dataSource: UICollectionViewDataSource?
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard scrollView.isDragging, let view else { return }
            view.removeFromSuperview()
            self.view = nil
        }
    }

    final class TenItems: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    }

    @Test func aCollectionViewReleasedDuringADrag() throws {
        let simulator = ScrollSimulator()
        let delegate = RemovingWhileDragging()
        let items = TenItems()
        do {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 300, height: 500)
            let carousel = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
            carousel.dataSource = items
            carousel.delegate = delegate
            delegate.view = carousel
            simulator.addSubview(carousel)
        }
        try simulator.perform(.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1200, y: 0)))
        try simulator.runUntilIdle()
        #expect(delegate.view == nil)
        #expect(simulator.scrollViews.isEmpty)
    }

    /// Tests that a pan whose view is released mid-gesture no longer reaches the released adapter's actions.
    ///
    /// A pan's action removes its view from the window and drops the last reference to it (and so to the recognizer)
    /// while the finger keeps moving: the touch sequence still holds the model recognizer, whose later moves and lift
    /// no longer reach the released adapter's actions.
    @Test func aPannedViewReleasedByItsOwnAction() throws {
        let simulator = ScrollSimulator()
        var held: UIView?
        var actionCalls = 0
        do {
            let card = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 300))
            card.addGestureRecognizer(
                UIPanGestureRecognizer { _ in
                    actionCalls += 1
                    held?.removeFromSuperview()
                    held = nil
                })
            held = card
            simulator.addSubview(card)
        }
        try simulator.perform(.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.2))
        try simulator.runUntilIdle()
        #expect(held == nil)
        #expect(actionCalls == 1)
    }
}
