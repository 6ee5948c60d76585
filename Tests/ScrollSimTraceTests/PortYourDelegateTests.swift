import ScrollSimTrace
import Testing

// The "Port your delegate" example (ScrollSimKit.docc/PortYourDelegate.md), verbatim: a delegate written against the library
// (public API only), replayed through a trace.

/// Your UIScrollViewDelegate, ported: `UIScrollView` → `ScrollView`, `CGPoint` → `Point`.
final class SnapToHundreds: ScrollViewDelegate {
    var releases = 0

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: inout Point
    ) {
        releases += 1
        targetContentOffset.y = (targetContentOffset.y / 100).rounded() * 100
        // Optional: put your own decision into the log.
        scrollView.simulation?.record(
            .behavior(name: "snapToHundreds", fields: [LogField("target", .point(targetContentOffset))]),
            for: scrollView)
    }
}

struct PortYourDelegateTests {
    /// A 1 pt/ms upward fling (moves every 8 ms) on a 393 × 852 list.
    static let trace = """
        {"scrollsim": 1, "name": "fling",
         "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                        "contentSize": {"width": 393, "height": 40000}, "contentOffset": {"x": 0, "y": 5000}},
         "events": [
          {"t": 0.000, "phase": "began", "x": 200, "y": 700},
          {"t": 0.008, "phase": "moved", "x": 200, "y": 692},
          {"t": 0.016, "phase": "moved", "x": 200, "y": 684},
          {"t": 0.024, "phase": "moved", "x": 200, "y": 676},
          {"t": 0.032, "phase": "moved", "x": 200, "y": 668},
          {"t": 0.040, "phase": "ended", "x": 200, "y": 668}]}
        """

    @Test func myDelegateLandsOnAHundred() throws {
        let trace = try Replay.decode(Array(Self.trace.utf8))
        let delegate = SnapToHundreds()
        let writer = TextLogWriter()
        let finals = try Replay.replay(trace, into: writer) { scene in
            scene.attach(delegate, to: scene.scrollViews[0]) // the scene keeps it alive
        }
        #expect(delegate.releases == 1)
        #expect(finals[0].offset == Point(x: 0, y: 5500))
        #expect(writer.output.contains("snapToHundreds"))
        #expect(
            writer.output.contains(
                "willEndDragging                0.000    5022.000  TD-    velocity (0.0000, 1.0000) target (0.000, "
                    + "5500.000)"
            ))
    }

    /// The delegate outlives the caller's reference: the scene holds it, as a view controller would.
    @Test func theSceneRetainsAttachedDelegates() throws {
        let trace = try Replay.decode(Array(Self.trace.utf8))
        weak var weakDelegate: SnapToHundreds?
        let finals = try Replay.replay(trace, into: JSONLinesLogWriter()) { scene in
            let delegate = SnapToHundreds()
            weakDelegate = delegate
            scene.attach(delegate, to: scene.scrollView(id: "scrollView")!)
        }
        #expect(finals[0].offset.y == 5500)
        #expect(weakDelegate == nil) // released with the scene once the replay returned
    }
}
