import ScrollSimKit
import Testing

/// Tests that `ScrollPositionTracker` follows scrolls and that writing a position scrolls with its anchor.
///
/// `ScrollPositionTracker` (`scrollPosition(id:anchor:)`): the position follows every scroll but a status-bar tap's
/// (FB15303035; the documented option follows it too), and a write scrolls with the anchor, a nil anchor aligning the
/// top (swiftlang/swift#73918; the documented option scrolls the least).
struct ScrollPositionTrackerTests {
    /// The list of `ScrollToRectTests` in a simulation, at its top (−59), with a position attached.
    static func list(
        anchor: ScrollAnchor? = nil, statusBarTap: ScrollPositionTracker.StatusBarTap = .keepsPosition,
        nilAnchorScroll: ScrollPositionTracker.NilAnchorScroll = .topLeading
    ) -> (Simulation, ScrollView, ScrollPositionTracker, EventLog) {
        let log = EventLog()
        let simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 393, height: 852), sink: log)
        let view = ScrollView(
            id: "list", frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 4390),
            contentOffset: Point(x: 0, y: -59))
        view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        simulation.add(view)
        let layout = FlowLayoutSnapping(
            layout: FlowLayout(itemSize: Size(width: 393, height: 100)), itemCount: 40, snap: .none)
        layout.install(on: view)
        let tracker = view.attachScrollPosition(
            anchor: anchor, statusBarTap: statusBarTap, nilAnchorScroll: nilAnchorScroll,
            itemFrames: { layout.itemFrames(in: view) })
        return (simulation, view, tracker, log)
    }

    static func changes(_ log: EventLog) -> [Int] {
        log.entries.compactMap { entry in
            guard case .behavior("scrollPositionChanged", let fields) = entry.event,
                case .integer(let id) = fields.first?.value
            else { return nil }
            return id
        }
    }

    @Test func itStartsNilAndFollowsAProgrammaticScroll() {
        let (simulation, view, tracker, log) = Self.list()
        var reported: [Int?] = []
        tracker.onChange = { reported.append($0) }
        #expect(tracker.item == nil)
        simulation.setContentOffset(Point(x: 0, y: 491), animated: false, of: view, at: 0)
        #expect(tracker.item == 5)
        #expect(Self.changes(log) == [5])
        #expect(reported == [5])
    }

    @Test func aDragUpdatesItAsTheViewScrolls() throws {
        let (simulation, view, tracker, log) = Self.list()
        var point = Point(x: 196, y: 700), t = 0.0
        simulation.touchBegan(at: point, time: t)
        for _ in 0..<20 {
            t += 1.0 / 60
            point.y -= 15
            simulation.touchMoved(to: point, time: t)
        }
        simulation.touchEnded(at: point, time: t + 0.2)
        try simulation.runUntilIdle()
        let frames = FlowLayoutSnapping(
            layout: FlowLayout(itemSize: Size(width: 393, height: 100)), itemCount: 40, snap: .none
        ).itemFrames(in: view)
        #expect(tracker.item == view.scrollPositionItem(among: frames, anchor: nil))
        #expect(Self.changes(log).count >= 2)
        #expect(Self.changes(log) == Self.changes(log).sorted())
    }

    /// The tap scrolls to the top; the position keeps row 18 by default, and follows to row 0 with
    /// the documented option.
    @Test(arguments: [(ScrollPositionTracker.StatusBarTap.keepsPosition, 18), (.updatesPosition, 0)])
    func aStatusBarTap(_ option: ScrollPositionTracker.StatusBarTap, _ expected: Int) throws {
        let (simulation, view, tracker, _) = Self.list(statusBarTap: option)
        simulation.setContentOffset(Point(x: 0, y: 2000), animated: false, of: view, at: 0)
        #expect(tracker.item == 18)
        simulation.statusBarTap(at: 1)
        try simulation.runUntilIdle()
        #expect(view.contentOffset == Point(x: 0, y: -59))
        #expect(tracker.item == expected)
        // The next other scroll updates it again.
        simulation.setContentOffset(Point(x: 0, y: 101), animated: false, of: view, at: 3)
        #expect(tracker.item == 1)
    }

    /// A write with a nil anchor: row 4 is visible from the top; `topLeading` aligns its top under
    /// the status bar (381 = 440 − 59), `minimal` does not scroll.
    @Test(arguments: [(ScrollPositionTracker.NilAnchorScroll.topLeading, 381.0), (.minimal, -59)])
    func aWriteWithANilAnchor(_ option: ScrollPositionTracker.NilAnchorScroll, _ expected: Double) {
        let (simulation, view, tracker, log) = Self.list(nilAnchorScroll: option)
        simulation.setScrollPosition(item: 4, animated: false, of: view, at: 0)
        #expect(view.contentOffset == Point(x: 0, y: expected))
        #expect(tracker.item == 4)
        #expect(Self.changes(log).isEmpty)
    }

    @Test func aWriteAlignsTheAnchor() {
        let (simulation, view, tracker, _) = Self.list(anchor: ScrollAnchor(.bottom))
        simulation.setScrollPosition(item: 20, animated: false, of: view, at: 0)
        #expect(view.contentOffset == Point(x: 0, y: 2300 - 759 - 59))
        #expect(tracker.item == 20)
    }

    /// Tests that a written scroll position holds through its own animated scroll until another scroll.
    ///
    /// A written position holds through its own animated scroll (its frames would name row 14 at the end, the least
    /// scroll putting row 20 at the bottom), until another scroll.
    @Test func aWrittenPositionHoldsThroughItsScroll() throws {
        let (simulation, view, tracker, log) = Self.list(nilAnchorScroll: .minimal)
        simulation.setScrollPosition(item: 20, animated: true, of: view, at: 0)
        try simulation.runUntilIdle()
        #expect(view.contentOffset == Point(x: 0, y: 1482))
        #expect(tracker.item == 20)
        #expect(Self.changes(log).isEmpty)
        simulation.setContentOffset(Point(x: 0, y: 1483), animated: false, of: view, at: 2)
        #expect(tracker.item == 14)
    }

    @Test func aMissingItemChangesNothing() {
        let (simulation, view, tracker, _) = Self.list()
        simulation.setScrollPosition(item: 40, animated: false, of: view, at: 0)
        #expect(view.contentOffset == Point(x: 0, y: -59))
        #expect(tracker.item == nil)
    }

    /// `ScrollViewReader`'s `scrollTo` through the simulation: anchors and nil (visible, above, below).
    @Test(arguments: [
        (5, nil as ScrollAnchor.Name?, -59.0), (20, nil, 1482), (10, .top, 1041), (10, .bottom, 1200 - 818),
    ])
    func scrollToAnItem(_ item: Int, _ anchor: ScrollAnchor.Name?, _ expected: Double) {
        let (simulation, view, _, _) = Self.list()
        simulation.scrollTo(item: item, anchor: anchor.map(ScrollAnchor.init), animated: false, of: view, at: 0)
        #expect(view.contentOffset == Point(x: 0, y: expected))
    }
}
