import ScrollSimKit
import Testing

/// `ScrollView+WindowSafeArea`: a safe area derived from the device's window follows the frame.
struct WindowSafeAreaTests {
    static func view() -> ScrollView {
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 3000))
        view.windowSafeArea = WindowSafeArea(device: .iPhone15Pro, orientation: .portrait)
        return view
    }

    /// (frame, safe area): full screen 59/34; a card from y 100 to 700 clears both; one reaching
    /// the bottom keeps the home indicator.
    @Test(arguments: [
        (Rect(x: 0, y: 0, width: 393, height: 852), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        (Rect(x: 0, y: 100, width: 393, height: 600), EdgeInsets.zero),
        (Rect(x: 0, y: 400, width: 393, height: 452), EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)),
    ])
    func aFrameSetRecomputesIt(_ frame: Rect, _ expected: EdgeInsets) {
        let view = Self.view()
        view.apply(.frame(Rect(x: 0, y: 30, width: 393, height: 100)))
        view.apply(.frame(frame))
        #expect(view.safeAreaInsets == expected)
    }

    @Test func theNavigationBarCounts() {
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 3000))
        view.isInNavigationController = true
        view.windowSafeArea = WindowSafeArea(device: .iPhone15Pro, orientation: .portrait)
        #expect(view.safeAreaInsets.top == 103)
    }

    @Test func aSafeAreaSetReplacesIt() {
        let view = Self.view()
        view.apply(.safeAreaInsets(EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)))
        view.apply(.frame(Rect(x: 0, y: 0, width: 393, height: 800)))
        #expect(view.safeAreaInsets == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        #expect(view.windowSafeArea == nil)
    }
}
