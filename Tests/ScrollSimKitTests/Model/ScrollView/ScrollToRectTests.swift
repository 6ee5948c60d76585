import ScrollSimKit
import Testing

/// Tests `scrollToItem` for each position and `scrollRectToVisible` against the rules of `ScrollView+ScrollToRect`.
///
/// `scrollToItem` per position and `scrollRectToVisible`, against the rules on `ScrollView+ScrollToRect` (UIKit's
/// `ScrollPosition` pages; the range includes the safe area).
struct ScrollToRectTests {
    /// A 393 × 852 list with a 59/34 pt safe area over 40 rows of 100 pt, 10 pt apart (item k at
    /// y = 110k), resting at `offset`.
    static func list(offset: Point = Point(x: 0, y: 500)) -> ScrollView {
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 4390),
            contentOffset: offset)
        view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        FlowLayoutSnapping(
            layout: FlowLayout(itemSize: Size(width: 393, height: 100)), itemCount: 40, snap: .none
        ).install(on: view)
        return view
    }

    /// (item, position, expected y): edges inside the adjusted inset, centres at the bounds' centre,
    /// clamped to −59 … 3572.
    @Test(arguments: [
        (10, ItemScrollPosition.top, 1041.0), (10, .centeredVertically, 724), (10, .bottom, 382),
        (10, .none, 500), (0, .top, -59), (0, .bottom, -59), (39, .top, 3572), (39, .bottom, 3572),
        (10, .left, 500), (10, .centeredHorizontally, 500), (10, .right, 500),
    ])
    func eachPositionFollowsItsRule(_ item: Int, _ position: ItemScrollPosition, _ expected: Double) {
        let view = Self.list()
        view.scrollToItem(item, at: position, animated: false)
        #expect(view.contentOffset == Point(x: 0, y: expected))
    }

    @Test func theHorizontalPositionsUseTheSideInsets() {
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 852, height: 393), contentSize: Size(width: 5000, height: 393))
        view.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        let rect = Rect(x: 1000, y: 0, width: 200, height: 393)
        #expect(view.contentOffset(showing: rect, at: .left) == Point(x: 941, y: 0))
        #expect(view.contentOffset(showing: rect, at: .centeredHorizontally) == Point(x: 674, y: 0))
        #expect(view.contentOffset(showing: rect, at: .right) == Point(x: 407, y: 0))
    }

    /// (rect's y, expected y) from 500 (bounds 500 … 1352): above, visible, below, taller.
    @Test(arguments: [(200.0, 200.0), (600, 500), (1400, 648), (1300, 548)])
    func scrollRectToVisibleMovesTheLeast(_ y: Double, _ expected: Double) {
        let view = Self.list()
        view.scrollRectToVisible(Rect(x: 0, y: y, width: 393, height: 100), animated: false)
        #expect(view.contentOffset == Point(x: 0, y: expected))
    }

    @Test func aRectTallerThanTheBoundsAlignsItsTop() {
        let view = Self.list()
        view.scrollRectToVisible(Rect(x: 0, y: 900, width: 393, height: 2000), animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 900))
    }

    @Test func aMissingItemDoesNothing() {
        let view = Self.list()
        view.scrollToItem(40, at: .top, animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 500))
    }
}
