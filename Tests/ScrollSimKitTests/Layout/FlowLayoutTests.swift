import ScrollSimKit
import Testing

/// The flow layout's geometry: items per line, justified lines, section lengths.
struct FlowLayoutTests {
    @Test(arguments: [
        // (item width, spacing, extent) → items per line
        (100.0, 10.0, 393.0, 3), (100.0, 10.0, 320.0, 3), (100.0, 10.0, 319.0, 2), (500.0, 10.0, 393.0, 1),
        (100.0, 0.0, 400.0, 4), (0.0, 0.0, 393.0, 1),
    ])
    func itemsPerLine(_ width: Double, _ spacing: Double, _ extent: Double, _ expected: Int) {
        let layout = FlowLayout(itemSize: Size(width: width, height: 50), minimumInteritemSpacing: spacing)
        #expect(layout.itemsPerLine(extent: extent) == expected)
    }

    @Test func aHorizontalCarouselCentresEachItemInItsColumn() {
        let layout = FlowLayout(
            itemSize: Size(width: 300, height: 500), minimumLineSpacing: 10,
            sectionInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), scrollDirection: .horizontal)
        let view = Size(width: 393, height: 852)
        #expect(
            layout.contentSize(itemCounts: [3], viewSize: view, contentInset: .zero) == Size(width: 960, height: 852))
        let frames = layout.itemFrames(itemCounts: [3], viewSize: view, contentInset: .zero)[0]
        #expect(frames.map(\.origin) == [Point(x: 20, y: 176), Point(x: 330, y: 176), Point(x: 640, y: 176)])
    }

    @Test func sectionsFollowEachOtherWithTheirInsets() {
        let layout = FlowLayout(
            itemSize: Size(width: 100, height: 40), minimumLineSpacing: 5,
            sectionInset: EdgeInsets(top: 7, left: 0, bottom: 3, right: 0))
        let size = layout.contentSize(
            itemCounts: [4, 0, 1], viewSize: Size(width: 200, height: 600), contentInset: .zero)
        // 1 item per line (210 > 200): 7 + 4·40 + 3·5 + 3, then 7 + 3, then 7 + 40 + 3.
        #expect(size == Size(width: 200, height: 185 + 10 + 50))
        let frames = layout.itemFrames(
            itemCounts: [4, 0, 1], viewSize: Size(width: 200, height: 600), contentInset: .zero)
        #expect(frames[1].isEmpty && frames[2][0].origin == Point(x: 50, y: 202))
    }

    /// Headers and footers take their length along the scroll direction; the other extent is ignored.
    @Test func headersAndFootersTakeRoomBeforeAndAfterEachSection() {
        var layout = FlowLayout(
            itemSize: Size(width: 300, height: 500), minimumLineSpacing: 10,
            sectionInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), scrollDirection: .horizontal)
        layout.headerReferenceSize = Size(width: 30, height: 999)
        layout.footerReferenceSize = Size(width: 15, height: 999)
        let view = Size(width: 393, height: 852)
        // Each section: 30 + 20 + 2 × 300 + 10 + 20 + 15.
        #expect(
            layout.contentSize(itemCounts: [2, 1], viewSize: view, contentInset: .zero)
                == Size(width: 695 + 385, height: 852))
        let frames = layout.itemFrames(itemCounts: [2, 1], viewSize: view, contentInset: .zero)
        #expect(frames[0].map(\.origin.x) == [50, 360] && frames[1][0].origin.x == 695 + 50)
    }
}
