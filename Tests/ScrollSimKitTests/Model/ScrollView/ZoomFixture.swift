@testable import ScrollSimKit

/// A zoomable scroll view in a window, and a two-finger pinch driven through raw touches.
final class ZoomFixture {
    /// Records what a delegate sees in each zoom callback.
    final class Recorder: ScrollViewDelegate {
        struct Call: Equatable {
            var name: String
            var scale: Double
            var contentSize: Size
            var isZooming: Bool
            var isZoomBouncing: Bool
        }
        var calls: [Call] = []
        var zoomView: View?

        func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
        func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
            record("willBeginZooming", scrollView, scale: scrollView.zoomScale)
        }
        func scrollViewDidZoom(_ scrollView: ScrollView) { record("didZoom", scrollView, scale: scrollView.zoomScale) }
        func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
            record("didEndZooming", scrollView, scale: scale)
        }
        private func record(_ name: String, _ scrollView: ScrollView, scale: Double) {
            calls.append(
                Call(
                    name: name, scale: scale, contentSize: scrollView.contentSize, isZooming: scrollView.isZooming,
                    isZoomBouncing: scrollView.isZoomBouncing))
        }
    }

    /// One move of a pinch: where the centroid was and what the view showed after it.
    struct Step {
        var time: Double
        var centroid: Point
        var scale: Double
        var offset: Point
    }

    let simulation: Simulation
    let scrollView: ScrollView
    let zoomView: View
    let log = EventLog()
    let recorder = Recorder()
    /// Called after each move of `pinch` with its reading.
    var onMove: ((Step) -> Void)?

    /// A `viewSize` scroll view at the window's origin over a zoom view of `contentSize`.
    ///
    /// A `viewSize` scroll view at the window's origin over a zoom view of `contentSize` (its frame
    /// at (0, 0)), at `offset`, with the given limits. `viaDelegate`: the delegate returns the zoom
    /// view; otherwise it is the scroll view's `zoomView`. `zoomable: false` gives neither.
    init(
        viewSize: Size = Size(width: 400, height: 800), contentSize: Size = Size(width: 800, height: 1600),
        offset: Point = .zero, minimum: Double = 0.5, maximum: Double = 3, bouncesZoom: Bool = true,
        zoomable: Bool = true, viaDelegate: Bool = true
    ) {
        simulation = Simulation(
            screen: Screen(scale: 3, refreshRate: 60), windowSize: Size(width: 400, height: 800), sink: log)
        simulation.echoesInput = false
        scrollView = ScrollView(
            frame: Rect(origin: .zero, size: viewSize), contentSize: contentSize, contentOffset: offset)
        zoomView = View(id: "content", frame: Rect(origin: .zero, size: contentSize))
        simulation.add(scrollView)
        scrollView.addSubview(zoomView)
        scrollView.delegate = recorder
        if zoomable {
            if viaDelegate { recorder.zoomView = zoomView } else { scrollView.zoomView = zoomView }
        }
        scrollView.minimumZoomScale = minimum
        scrollView.maximumZoomScale = maximum
        scrollView.bouncesZoom = bouncesZoom
    }

    /// Two fingers at `centre` ± half of `distance` along x, spreading apart, then lifting.
    ///
    /// Two fingers at `centre` ± half of `distance` along x, spreading to `distance × spread` in
    /// `moves` moves 1/60 s apart while their centroid drifts by `drift`; both lift at the last
    /// position `hold` s later (0: with the last move's time). Returns each move's reading and the
    /// lift time.
    @discardableResult
    func pinch(
        at centre: Point, distance: Double = 200, spread: Double, moves: Int = 30, drift: Point = .zero,
        start: Double = 0, hold: Double = 0
    ) -> (steps: [Step], liftTime: Double) {
        func fingers(_ fraction: Double) -> (Point, Point) {
            let half = distance * (1 + (spread - 1) * fraction) / 2
            let centroid = centre + drift * fraction
            return (Point(x: centroid.x - half, y: centroid.y), Point(x: centroid.x + half, y: centroid.y))
        }
        let (a, b) = fingers(0)
        simulation.touchBegan(finger: 0, at: a, time: start)
        simulation.touchBegan(finger: 1, at: b, time: start)
        var steps: [Step] = []
        var time = start
        for move in 1...moves {
            time = start + Double(move) / 60
            let (a, b) = fingers(Double(move) / Double(moves))
            simulation.touchesMoved([(0, a), (1, b)], time: time)
            let step = Step(
                time: time, centroid: (a + b) * 0.5, scale: scrollView.zoomScale, offset: scrollView.contentOffset)
            steps.append(step)
            onMove?(step)
        }
        let (endA, endB) = fingers(1)
        let lift = time + hold
        simulation.touchEnded(finger: 0, at: endA, time: lift)
        simulation.touchEnded(finger: 1, at: endB, time: lift)
        return (steps, lift)
    }

    /// The names of the zoom callbacks the delegate received, in order.
    var callNames: [String] { recorder.calls.map(\.name) }

    /// Log entries named `name`.
    func entries(_ name: String) -> [LogEntry] { log.entries.filter { $0.event.name == name } }
}
