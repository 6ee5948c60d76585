import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Tests that snapping on a flow layout's equal lines without laying out items decides as laying them out does.
///
/// `viewAligned` and a snapping `flowLayout` decide on a flow layout's equal lines without laying out its items
/// (`EvenOffsets`), and decide exactly as laying them out does.
struct EvenSnapTests {
    /// A random layout, container, content length, start, proposal and velocity for the snapping comparison.
    ///
    /// A random layout, container, content length, start, proposal and velocity; lengths mostly whole or half points
    /// (the exact path), some tenths (the general path behind the even one).
    struct Draw {
        var random: SplitMix

        mutating func integer(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(random.next() % UInt64(range.count))
        }

        mutating func length(_ range: ClosedRange<Int>) -> Double {
            let whole = Double(integer(range))
            switch integer(0...9) {
            case 0: return whole + 0.1
            case 1, 2: return whole + 0.5
            case 3: return whole + 0.25
            default: return whole
            }
        }

        /// A view or container size (points).
        mutating func size() -> Size { Size(width: length(100...900), height: length(100...900)) }

        mutating func layout() -> FlowLayoutSnapping {
            var layout = FlowLayout(
                itemSize: Size(width: length(1...400), height: length(1...400)),
                minimumLineSpacing: length(0...30) - (integer(0...9) == 0 ? 5 : 0),
                minimumInteritemSpacing: length(0...20),
                sectionInset: EdgeInsets(
                    top: length(0...60), left: length(0...60), bottom: length(0...60), right: length(0...60)),
                scrollDirection: integer(0...1) == 0 ? .vertical : .horizontal)
            if integer(0...3) == 0 {
                layout.headerReferenceSize = Size(width: length(0...80), height: length(0...80))
            }
            let snap = FlowLayoutSnapping.Snap.allCases[integer(1...3)]
            return FlowLayoutSnapping(
                layout: layout, itemCount: integer(0...4) == 0 ? integer(0...3) : integer(0...3000), snap: snap)
        }
    }

    static let seeds: [UInt64] = Array(1...24)

    /// `alignedOffset` (even lines where exact) equals `generalAlignedOffset` (every item laid out),
    /// bit for bit, on both axes and every limit.
    @Test(arguments: seeds)
    func viewAlignedMatchesTheGeneralPath(_ seed: UInt64) {
        var draw = Draw(random: SplitMix(seed: seed))
        for (snapping, container) in (0..<40).map({ _ in (draw.layout(), draw.size()) }) {
            let natural = snapping.contentSize(viewSize: container, contentInset: .zero)
            for _ in 0..<10 {
                let axis: Axis = draw.integer(0...1) == 0 ? .horizontal : .vertical
                let content = draw.integer(0...3) == 0 ? draw.length(0...4000) : natural[axis]
                let start = draw.length(-300...(Int(content) + 300)),
                    proposed = draw.length(-600...(Int(content) + 600))
                let velocity = [-3.0, -0.5, 0, 0.5, 3][draw.integer(0...4)]
                let limit = ScrollTargetLimit.allCases[draw.integer(0...4)]
                let fast = snapping.alignedOffset(
                    along: axis, limitBehavior: limit, start: start, proposed: proposed, velocity: velocity,
                    containerSize: container, contentLength: content)
                let general = snapping.generalAlignedOffset(
                    along: axis, limitBehavior: limit, start: start, proposed: proposed, velocity: velocity,
                    containerSize: container, contentLength: content)
                #expect(fast.bitPattern == general.bitPattern, "\(snapping) \(axis) \(limit) \(start) \(proposed)")
            }
        }
    }

    /// A snapping flow layout's points (even where exact) are the laid-out ones, element for element.
    @Test(arguments: seeds)
    func flowSnapPointsMatchTheGeneralPath(_ seed: UInt64) {
        var draw = Draw(random: SplitMix(seed: seed))
        for (snapping, view) in (0..<60).map({ _ in (draw.layout(), draw.size()) }) {
            let inset = EdgeInsets(top: draw.length(0...40), left: 0, bottom: draw.length(0...40), right: 0)
            let fast = snapping.snapPoints(viewSize: view, contentInset: inset)
            let general = snapping.generalSnapPoints(viewSize: view, contentInset: inset)
            #expect(Self.elements(fast) == Self.elements(general), "\(snapping)")
        }
    }

    static func elements(_ points: SnapPoints?) -> [UInt64]? {
        switch points {
        case .list(let offsets): offsets.map(\.bitPattern)
        case .even(let offsets): offsets.map(\.bitPattern)
        case .grid, nil: nil
        }
    }

    /// The work of one decision with 100,000 items: a few dozen offsets computed, where laying the
    /// items out computes every one (counted by `SnapWork`, not timed).
    @Test(arguments: ScrollTargetLimit.allCases)
    func aHundredThousandItemsCostLogarithmicWork(_ limit: ScrollTargetLimit) {
        let snapping = FlowLayoutSnapping(
            layout: FlowLayout(
                itemSize: Size(width: 353, height: 120),
                sectionInset: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)),
            itemCount: 100_000, snap: .none)
        let container = Size(width: 393, height: 852)
        let content = snapping.contentSize(viewSize: container, contentInset: .zero).height
        func work(_ decide: () -> Double) -> Int {
            let counter = SnapWorkCounter()
            _ = SnapWork.$counter.withValue(counter) { decide() }
            return counter.offsets
        }
        let fast = work {
            snapping.alignedOffset(
                along: .vertical, limitBehavior: limit, start: 6_000_000, proposed: 6_004_000, velocity: 2,
                containerSize: container, contentLength: content)
        }
        let general = work {
            snapping.generalAlignedOffset(
                along: .vertical, limitBehavior: limit, start: 6_000_000, proposed: 6_004_000, velocity: 2,
                containerSize: container, contentLength: content)
        }
        #expect(fast <= 4 * 17 + 8, "\(fast) offsets for one decision")
        #expect(general >= 100_000)
    }

    /// The trace key: a `viewAligned` trace over 100,000 cards computes a few dozen offsets a release.
    @Test func aTraceOfAHundredThousandCardsReleasesInLogarithmicWork() throws {
        let text = """
            {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
             "contentOffset": {"x": 0, "y": 3000000},
             "flowLayout": {"itemSize": {"width": 353, "height": 50}, "itemCount": 100000},
             "scrollTargetBehavior": "viewAligned"},
             "events": [
              {"t": 0, "gesture": "fling", "from": {"x": 200, "y": 700}, "velocity": {"x": 0, "y": -3000}},
              {"t": 3, "gesture": "fling", "from": {"x": 200, "y": 200}, "velocity": {"x": 0, "y": 2000}},
              {"t": 6, "gesture": "drag", "from": {"x": 200, "y": 600}, "by": {"x": 0, "y": -90}, "duration": 0.5}]}
            """
        let trace = try Replay.decode(Array(text.utf8))
        let log = EventLog()
        let counter = SnapWorkCounter()
        try SnapWork.$counter.withValue(counter) {
            try Replay.replay(trace, into: BehaviorTraceTests.RecordingWriter(log))
        }
        let releases = log.entries.count { $0.event.name == "updateTarget" }
        #expect(releases == 3)
        #expect(counter.offsets <= releases * (4 * 17 + 8), "\(counter.offsets) offsets over \(releases) releases")
    }
}
