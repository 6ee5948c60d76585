import ScrollSimSwiftUI
import Testing

/// `.safeAreaPadding` and `.contentMargins` feed the insets a simulated SwiftUI scroll view
/// scrolls in, and `ScrollGeometry` reports them.
struct SafeAreaPaddingTests {
    static func view() -> ScrollSimKit.ScrollView {
        ScrollSimKit.ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 200))
    }

    @Test func safeAreaPaddingInsetsEveryEdgeItNames() {
        let view = Self.view().safeAreaPadding(.horizontal, 20)
        #expect(view.contentInsetAdjustmentBehavior == .always)
        #expect(view.adjustedContentInset == ScrollSimKit.EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(view.scrollGeometry.contentInsets == EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    }

    @Test func contentMarginsAddToTheSafeArea() {
        let view = Self.view().safeAreaPadding(EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
            .contentMargins(.vertical, 10).contentMargins(.all, 99, for: .scrollIndicators)
        #expect(view.contentInset == ScrollSimKit.EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        #expect(view.adjustedContentInset == ScrollSimKit.EdgeInsets(top: 69, left: 0, bottom: 44, right: 0))
        #expect(view.minimumContentOffset.y == -69)
    }

    @Test func aNilLengthIsTheSystemPadding() {
        let view = Self.view().contentMargins(.top, nil).safeAreaPadding(.bottom)
        #expect(view.adjustedContentInset == ScrollSimKit.EdgeInsets(top: 16, left: 0, bottom: 16, right: 0))
    }
}
