import ScrollSimKit
import Testing

/// Tests the offset `scrollTo(_:anchor:)` scrolls to for each anchor and which view is the scroll position.
///
/// `ScrollView+ScrollToAnchor`: `scrollTo(_:anchor:)`'s offset per anchor (Apple: the anchor's points of the view and
/// of the region align; nil: the least scroll that shows the whole view) and which view is the scroll position,
/// measured in the region inside the adjusted inset.
struct ScrollToAnchorTests {
    /// Returns a 400 × 800 view over 4000 × 8000 of content at (1500, 3000) with adjusted insets on every edge.
    ///
    /// A 400 × 800 view over 4000 × 8000 of content at (1500, 3000), with the insets (top 50, left 20, bottom 30,
    /// right 10) all adjusted: the visible region is x 1520…1890, y 3050…3770.
    static func view() -> ScrollView {
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 400, height: 800), contentSize: Size(width: 4000, height: 8000),
            contentOffset: Point(x: 1500, y: 3000))
        view.contentInsetAdjustmentBehavior = .always
        view.safeAreaInsets = EdgeInsets(top: 50, left: 20, bottom: 30, right: 10)
        return view
    }

    static let item = Rect(x: 1000, y: 2000, width: 200, height: 100)

    /// Each named anchor (x, y fractions u, v) puts the item's point at the region's point:
    /// x = 1000 + 200u − (20 + 370u), y = 2000 + 100v − (50 + 720v).
    @Test(arguments: [
        (ScrollAnchor.Name.topLeading, 980.0, 1950.0), (.top, 895, 1950), (.topTrailing, 810, 1950),
        (.leading, 980, 1640), (.center, 895, 1640), (.trailing, 810, 1640),
        (.bottomLeading, 980, 1330), (.bottom, 895, 1330), (.bottomTrailing, 810, 1330),
    ])
    func eachAnchorAlignsItsPoints(_ name: ScrollAnchor.Name, _ x: Double, _ y: Double) {
        #expect(Self.view().contentOffset(showing: Self.item, anchor: ScrollAnchor(name)) == Point(x: x, y: y))
    }

    /// Cases for a nil anchor on each axis, from a visible view to one taller than the region.
    ///
    /// A nil anchor per axis: visible → no scroll; above (left) → its top (leading) edge at the region's; below (right)
    /// → its bottom (trailing) edge at the region's; partly under the top inset → not wholly visible; taller than the
    /// region → its top edge.
    @Test(arguments: [
        (Rect(x: 1600, y: 3100, width: 100, height: 100), Point(x: 1500, y: 3000)),
        (Rect(x: 1000, y: 2000, width: 200, height: 100), Point(x: 980, y: 1950)),
        (Rect(x: 2500, y: 5000, width: 200, height: 100), Point(x: 2310, y: 4330)),
        (Rect(x: 1600, y: 3000, width: 100, height: 100), Point(x: 1500, y: 2950)),
        (Rect(x: 1600, y: 4000, width: 100, height: 1000), Point(x: 1500, y: 3950)),
    ])
    func aNilAnchorScrollsTheLeast(_ frame: Rect, _ expected: Point) {
        #expect(Self.view().contentOffset(showing: frame, anchor: nil) == expected)
    }

    @Test func theTargetIsClampedToTheRange() {
        let view = Self.view()
        let corner = Rect(x: 3900, y: 7900, width: 100, height: 100)
        #expect(view.contentOffset(showing: corner, anchor: ScrollAnchor(.topLeading)) == Point(x: 3610, y: 7230))
        #expect(
            view.contentOffset(showing: Rect(x: 0, y: 0, width: 10, height: 10), anchor: nil) == Point(x: -20, y: -50))
    }

    /// The list of `ScrollToRectTests` (rows k at y = 110k, 100 pt tall; safe area 59/34).
    static func list(at y: Double) -> (ScrollView, [Rect]) {
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 4390),
            contentOffset: Point(x: 0, y: y))
        view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let layout = FlowLayoutSnapping(
            layout: FlowLayout(itemSize: Size(width: 393, height: 100)), itemCount: 40, snap: .none)
        return (view, layout.itemFrames(in: view))
    }

    /// (offset, anchor, position): at 500 the region is y 559…1318.
    ///
    /// Nil and `.top`: the row under the region's top (row 5, 550…650); `.center` (938.5): row 8;
    /// `.bottom` (1318, in the gap after row 11): the nearest visible row, 11. At 486 the top (545)
    /// is in the gap before row 5.
    @Test(arguments: [
        (500.0, nil as ScrollAnchor.Name?, 5), (500, .top, 5), (500, .center, 8), (500, .bottom, 11),
        (491, nil, 5), (486, nil, 5), (-59, nil, 0), (3572, .bottom, 39),
    ])
    func thePositionIsTheViewAtTheAnchor(_ y: Double, _ anchor: ScrollAnchor.Name?, _ expected: Int) {
        let (view, frames) = Self.list(at: y)
        #expect(view.scrollPositionItem(among: frames, anchor: anchor.map(ScrollAnchor.init)) == expected)
    }

    @Test func noVisibleViewIsNoPosition() {
        let (view, _) = Self.list(at: 0)
        #expect(view.scrollPositionItem(among: [Rect(x: 0, y: 5000, width: 10, height: 10)], anchor: nil) == nil)
        #expect(view.scrollPositionItem(among: [], anchor: ScrollAnchor(.center)) == nil)
    }

    @Test func namesAndLogFields() {
        for name in ScrollAnchor.Name.allCases { #expect(ScrollAnchor(name).name == name) }
        #expect(ScrollAnchor(x: 0.3, y: 0.2).name == nil)
        #expect(ScrollAnchor.logFields(nil) == [LogField("anchor", .string("none"))])
        #expect(ScrollAnchor.logFields(ScrollAnchor(x: 0.3, y: 0.2)).map(\.name) == ["anchorX", "anchorY"])
    }
}
