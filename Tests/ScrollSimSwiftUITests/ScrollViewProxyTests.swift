import ScrollSimSwiftUI
import Testing

/// `ScrollViewProxy.scrollTo(_:anchor:)` against Apple's rules, in the region inside the insets.
struct ScrollViewProxyTests {
    /// Returns a proxy for a 393 × 852 list of 40 rows with a safe area, resting at `y`.
    ///
    /// A 393 × 852 list with a 59/34 pt safe area over 40 rows of 100 pt, 10 pt apart (row k at y = 110k, identified by
    /// k), resting at `y` (visible region y + 59 … y + 818).
    static func proxy(at y: Double = 500) -> ScrollViewProxy {
        let view = ScrollSimKit.ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 4390),
            contentOffset: Point(x: 0, y: y))
        view.safeAreaInsets = ScrollSimKit.EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        FlowLayoutSnapping(layout: FlowLayout(itemSize: Size(width: 393, height: 100)), itemCount: 40, snap: .none)
            .install(on: view)
        return ScrollViewProxy(scrollView: view)
    }

    /// (row, anchor, expected y) from 500: the anchor's point of the row on the region's point.
    @Test(arguments: [
        (10, UnitPoint.top, 1041.0), (10, .center, 1150 - (59 + 759.0 / 2)), (10, .bottom, 1200 - 818.0),
        (0, .top, -59), (39, .bottom, 3572),
    ])
    func anAnchorAlignsItsPoints(_ row: Int, _ anchor: UnitPoint, _ expected: Double) {
        #expect(Self.proxy().contentOffset(showing: row, anchor: anchor) == Point(x: 0, y: expected))
    }

    @Test func scrollToMovesTheView() {
        let proxy = Self.proxy()
        proxy.scrollTo(10, anchor: .top)
        #expect(proxy.scrollView.contentOffset == Point(x: 0, y: 1041))
    }

    /// Tests that a nil anchor scrolls the least to show the row, and not at all for a visible row.
    ///
    /// A nil anchor: from above (row 20 below the region) the row's bottom comes to the region's bottom; from below
    /// (row 2 above it) its top to the region's top; a visible row: no scroll.
    @Test(arguments: [(20, 2300 - 818.0), (2, 220 - 59.0), (6, 500.0)])
    func aNilAnchorScrollsTheLeast(_ row: Int, _ expected: Double) {
        let proxy = Self.proxy()
        proxy.scrollTo(row)
        #expect(proxy.scrollView.contentOffset == Point(x: 0, y: expected))
    }

    @Test func aRowUnderTheStatusBarIsNotVisible() {
        // Row 5 (550 … 650) starts above the region's top (559): it is not wholly visible.
        let proxy = Self.proxy()
        proxy.scrollTo(5)
        #expect(proxy.scrollView.contentOffset == Point(x: 0, y: 491))
    }

    @Test func givenFramesAndUnknownIdentifiers() {
        let view = ScrollSimKit.ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 4000))
        let proxy = ScrollViewProxy(scrollView: view, items: ["footer": CGRect(x: 0, y: 3900, width: 393, height: 100)])
        proxy.scrollTo("missing", anchor: .top)
        #expect(view.contentOffset == .zero)
        proxy.scrollTo("footer")
        #expect(view.contentOffset == Point(x: 0, y: 3148))
    }
}
