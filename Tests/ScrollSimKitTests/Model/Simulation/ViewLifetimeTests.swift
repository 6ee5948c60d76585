import ScrollSimKit
import Testing

/// Tests that the unowned references up the view tree read nil once their target is gone and touch no freed memory.
///
/// The references up the view tree (a view's `simulation` and `superview`, a recognizer's `view`) are unowned for
/// speed; they must still read nil once their target is gone, as weak ones did, and never touch freed memory.
struct ViewLifetimeTests {
    @Test func aViewOutlivingItsSimulationForgetsIt() {
        let view = ScrollView(
            frame: Rect(x: 0, y: 0, width: 100, height: 100), contentSize: Size(width: 100, height: 400))
        do {
            let simulation = Simulation(screen: Screen(scale: 3), windowSize: Size(width: 100, height: 100))
            simulation.add(view)
            #expect(view.simulation === simulation)
            #expect(view.pixelScale == 3)
        }
        #expect(view.simulation == nil)
        #expect(view.pixelScale == 1)
        // Still usable on its own: a programmatic scroll logs nowhere and rounds to whole points.
        view.setContentOffset(Point(x: 0, y: 10.4), animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 10))
    }

    @Test func aSubviewOutlivingItsParentForgetsIt() {
        let child = View(id: "child", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = View(id: "parent", frame: Rect(x: 0, y: 0, width: 50, height: 50))
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.ancestry.count == 1)
    }

    @Test func aRecognizerOutlivingItsViewForgetsIt() {
        let recognizer = PanGestureRecognizer(name: "kept")
        do {
            let view = View(id: "view", frame: Rect(x: 0, y: 0, width: 50, height: 50))
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
        }
        #expect(recognizer.view == nil)
        let scrollPan: PanGestureRecognizer = {
            let scrollView = ScrollView(
                frame: Rect(x: 0, y: 0, width: 10, height: 10), contentSize: Size(width: 10, height: 10))
            return scrollView.panGestureRecognizer
        }()
        #expect(scrollPan.view == nil)
    }

    @Test func aViewMovedBetweenParentsKeepsTheLatest() {
        let first = View(id: "first", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let child = View(id: "child", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        first.addSubview(child)
        do {
            let second = View(id: "second", frame: Rect(x: 0, y: 0, width: 50, height: 50))
            second.addSubview(child)
            #expect(first.subviews.isEmpty)
            #expect(child.superview === second)
        }
        #expect(child.superview == nil)
        #expect(first.subviews.isEmpty)
    }
}
