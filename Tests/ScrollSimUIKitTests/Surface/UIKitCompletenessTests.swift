import ScrollSimUIKit
import Testing

/// Tests the UIKit-named API the other suites do not reach, from animation curves to the collection delegate.
///
/// The UIKit-named API the other suites do not reach: the remaining animation curve, a pan's hysteresis, the flow
/// layout's interitem spacing, a layout subclass's `prepare()` and `invalidateLayout()`, settable attributes, and a
/// `UICollectionViewDelegate`.
@MainActor
struct UIKitCompletenessTests {
    @Test(arguments: [
        (UIView.AnimationOptions.curveEaseInOut, "curve easeInOut"),
        (.curveEaseIn, "curve cubicBezier(x1: 0.42, y1: 0.0, x2: 1.0, y2: 1.0)"),
        (.curveEaseOut, "curve cubicBezier(x1: 0.0, y1: 0.0, x2: 0.58, y2: 1.0)"),
        (.curveLinear, "curve linear"),
    ])
    func eachCurveOptionSelectsItsTimingCurve(_ option: UIView.AnimationOptions, _ logged: String) throws {
        let simulator = ScrollSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.addSubview(view)
        UIView.animate(withDuration: 0.2, delay: 0, options: option, animations: { view.frame.origin.x = 50 })
        try simulator.runUntilIdle()
        #expect(simulator.log.contains(logged + ", allowUserInteraction false"))
        #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 1 << 16)
    }

    @Test func aPansHysteresisIsSettable() throws {
        let simulator = ScrollSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        simulator.addSubview(view)
        var began: [CGPoint] = []
        let pan = UIPanGestureRecognizer { if $0.state == .began { began.append($0.translation(in: nil)) } }
        pan.scrollsimHysteresis = 30
        #expect(pan.scrollsimHysteresis == 30)
        view.addGestureRecognizer(pan)
        try simulator.perform(.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 500), duration: 0.5))
        #expect(began.count == 1 && began[0].y >= 30 && began[0].y < 32)
    }

    /// A layout that counts its `prepare()` calls and exposes `invalidateLayout()`.
    final class CountingLayout: UICollectionViewFlowLayout {
        var prepared = 0
        override func prepare() {
            super.prepare()
            prepared += 1
        }
    }

    final class Delegate: UICollectionViewDelegate {
        var decelerations = 0
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { decelerations += 1 }
    }

    final class Twelve: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    }

    @Test func layoutSubclassesInterItemSpacingAttributesAndACollectionDelegate() throws {
        let layout = CountingLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 20
        #expect(layout.minimumInteritemSpacing == 20)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 400), collectionViewLayout: layout)
        let items = Twelve()
        grid.dataSource = items
        let before = layout.prepared
        layout.invalidateLayout()
        #expect(layout.prepared == before) // invalidation only marks: prepare() runs at the next pass
        _ = grid.contentSize
        #expect(layout.prepared == before + 1)
        // 2 per line ((393 + 20) / 140 = 2.95), 6 lines of 120 with 5 line spacings of 10.
        #expect(grid.contentSize == CGSize(width: 393, height: 770))
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.size = CGSize(width: 10, height: 20)
        attributes.center = CGPoint(x: 50, y: 50)
        #expect(attributes.frame == CGRect(x: 45, y: 40, width: 10, height: 20))
        let simulator = ScrollSimulator()
        simulator.addSubview(grid)
        let delegate = Delegate()
        grid.delegate = delegate
        try simulator.perform(.fling(from: CGPoint(x: 200, y: 300), velocity: CGPoint(x: 0, y: -600)))
        try simulator.runUntilIdle()
        #expect(delegate.decelerations == 1 && grid.contentOffset.y > 0)
    }

    /// UIKit's zoom callbacks are protocol methods; a view at UIKit's default limits calls none of them.
    ///
    /// UIKit's zoom callbacks are protocol methods now; on a view whose limits are UIKit's
    /// defaults (both 1) nothing zooms, so a fling calls none of them but `viewForZooming(in:)`,
    /// which the model may ask. `scrollViewDidChangeAdjustedContentInset` is not called either: a
    /// simulator without a device has no safe area, so the adjusted inset never changes.
    final class Zooming: NSObject, UIScrollViewDelegate {
        var zoomCalls = 0
        var insetCalls = 0
        let content = UIView(frame: .zero)
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zoomCalls += 1 }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetCalls += 1 }
    }

    @Test func zoomCallbacksAreNotCalledWithoutZoomLimits() throws {
        let (simulator, list) = UIKitFixtures.list()
        let delegate = Zooming()
        list.delegate = delegate
        try simulator.perform(UIKitFixtures.flingUp)
        try simulator.runUntilIdle()
        #expect(delegate.zoomCalls == 0 && delegate.insetCalls == 0 && list.contentOffset.y > 5000)
        #expect(list.pinchGestureRecognizer == nil && list.zoomScale == 1)
    }
}
