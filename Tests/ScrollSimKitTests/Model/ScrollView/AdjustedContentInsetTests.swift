import ScrollSimKit
import Testing

/// Tests `adjustedContentInset` for each `contentInsetAdjustmentBehavior` against Apple's documented rules.
///
/// `adjustedContentInset` per `contentInsetAdjustmentBehavior`, against the rules of Apple's `UIScrollView.h` and the
/// `.automatic`/`.scrollableAxes` pages (see `ScrollView+SafeArea`).
struct AdjustedContentInsetTests {
    /// Insets are sums of small integers: they must match exactly.
    static let exact = 0.0

    enum Content: CaseIterable { case shorter, longer }

    /// The edges that get the safe area per adjustment behaviour, content and navigation bar.
    ///
    /// Which edges get the safe area: "V" top and bottom, "H" left and right, per the documented rules for a vertically
    /// scrolling table (its content as wide as the view).
    static let expectedEdges: [(ContentInsetAdjustmentBehavior, Content, nav: Bool, edges: String)] = [
        (.never, .shorter, false, ""), (.never, .shorter, true, ""),
        (.never, .longer, false, ""), (.never, .longer, true, ""),
        (.always, .shorter, false, "VH"), (.always, .shorter, true, "VH"),
        (.always, .longer, false, "VH"), (.always, .longer, true, "VH"),
        (.scrollableAxes, .shorter, false, ""), (.scrollableAxes, .shorter, true, ""),
        (.scrollableAxes, .longer, false, "V"), (.scrollableAxes, .longer, true, "V"),
        // devhide 77431769: short content outside a navigation controller is not adjusted.
        (.automatic, .shorter, false, ""), (.automatic, .shorter, true, "V"),
        (.automatic, .longer, false, "V"), (.automatic, .longer, true, "V"),
    ]

    static let cases = expectedEdges.flatMap { row in
        Device.Orientation.allCases.map { (row.0, row.1, row.nav, row.edges, $0) }
    }

    @Test(arguments: cases)
    func theAdjustedInsetFollowsTheDocumentedRule(
        _ behavior: ContentInsetAdjustmentBehavior, _ content: Content, _ nav: Bool, _ edges: String,
        _ orientation: Device.Orientation
    ) {
        let screen = Device.iPhone15Pro.size(orientation)
        let safe = Device.iPhone15Pro.safeAreaInsets(orientation)
        let inset = EdgeInsets(top: 5, left: 1, bottom: 2, right: 3)
        let height = content == .shorter ? screen.height / 2 : screen.height * 4
        let view = ScrollView(
            frame: Rect(origin: .zero, size: screen), contentSize: Size(width: screen.width, height: height),
            contentInset: inset)
        view.contentInsetAdjustmentBehavior = behavior
        view.isInNavigationController = nav
        view.safeAreaInsets = safe
        let v = edges.contains("V") ? 1.0 : 0, h = edges.contains("H") ? 1.0 : 0
        let expected = EdgeInsets(
            top: 5 + v * safe.top, left: 1 + h * safe.left, bottom: 2 + v * safe.bottom, right: 3 + h * safe.right)
        #expect(view.adjustedContentInset == expected)
        #expect(view.minimumContentOffset.y == -expected.top)
    }

    @Test func alwaysBounceVerticalMakesTheVerticalAxisScrollable() {
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 100))
        view.contentInsetAdjustmentBehavior = .scrollableAxes
        view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(view.adjustedContentInset == .zero)
        view.alwaysBounceVertical = true
        #expect(view.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        view.isScrollEnabled = false
        #expect(view.adjustedContentInset == .zero)
    }

    @Test func aZoomThatMakesTheContentLargerThanTheFrameAdjustsTheInset() {
        let log = EventLog()
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 852, height: 393), sink: log)
        simulation.echoesInput = false
        let frame = Rect(x: 0, y: 0, width: 852, height: 393)
        let view = ScrollView(frame: frame, contentSize: Size(width: 852, height: 300))
        let photo = View(id: "photo", frame: Rect(x: 0, y: 0, width: 852, height: 300))
        view.contentInsetAdjustmentBehavior = .scrollableAxes
        view.safeAreaInsets = Device.iPhone15Pro.safeAreaInsets(.landscape)
        simulation.add(view)
        view.addSubview(photo)
        view.zoomView = photo
        view.minimumZoomScale = 1
        view.maximumZoomScale = 3
        #expect(view.adjustedContentInset == .zero)
        view.setZoomScale(2, animated: false)
        #expect(view.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let changes = log.entries.filter { $0.event.name == "adjustedContentInsetChanged" }
        #expect(changes.count == 1)
        view.setZoomScale(1, animated: false)
        #expect(view.adjustedContentInset == .zero)
    }

    @Test func aSetSafeAreaLogsTheChangeAndClampsAnOffsetAtRest() {
        let log = EventLog()
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 393, height: 852), sink: log)
        simulation.echoesInput = false
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 3000))
        view.safeAreaInsets = EdgeInsets(top: 103, left: 0, bottom: 34, right: 0)
        view.restAtAdjustedTop()
        simulation.add(view)
        #expect(view.contentOffset == Point(x: 0, y: -103))
        simulation.set(.safeAreaInsets(EdgeInsets(top: 32, left: 59, bottom: 21, right: 59)), on: view, at: 1)
        #expect(view.adjustedContentInset == EdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
        #expect(view.contentOffset == Point(x: 0, y: -32))
        #expect(log.entries.map(\.event.name) == ["adjustedContentInsetChanged", "offsetAdjusted", "didScroll"])
    }

    @Test func aViewWithoutASafeAreaLogsNoChange() {
        let log = EventLog()
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 393, height: 852), sink: log)
        simulation.echoesInput = false
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 3000))
        simulation.add(view)
        simulation.set(.contentInset(EdgeInsets(top: 60, left: 0, bottom: 0, right: 0)), on: view, at: 1)
        #expect(view.adjustedContentInset == EdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
        #expect(log.entries.isEmpty)
    }
}
