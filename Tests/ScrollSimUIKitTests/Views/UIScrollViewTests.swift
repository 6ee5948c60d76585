import Foundation
import ScrollSimUIKit
import Testing

/// `UIScrollView`, `UIScrollViewDelegate`, `UIScrollView.DecelerationRate` and the scroll view's
/// `panGestureRecognizer`: UIKit's names read and drive the model.
@MainActor
struct UIScrollViewTests {
    /// Floating-point noise on values the model computes exactly in real numbers (pt, pt/s).
    static let roundingTolerance = 1e-6

    @Test func everyCallReachesTheDelegateWithUIKitsTypes() throws {
        let (simulator, list) = UIKitFixtures.list()
        let delegate = RecordingDelegate()
        list.delegate = delegate
        try simulator.perform(UIKitFixtures.flingUp)
        try simulator.runUntilIdle()
        #expect(
            delegate.milestones == [
                "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                "didEndDecelerating",
            ])
        #expect(delegate.calls.filter { $0 == "didScroll" }.count > 20)
        // pt/ms, content direction: a 1 000 pt/s fling up releases at exactly +1 pt/ms.
        #expect(delegate.velocities == [CGPoint(x: 0, y: 1)])
        #expect(delegate.flagsAtRelease == [true, true, false])
        #expect(delegate.willDecelerate == [true])
        // The motion lands one pixel (1/3 pt) short of the reported target, as UIKit's does.
        #expect(abs(list.contentOffset.y - (delegate.targets[0].y - 1.0 / 3)) < Self.roundingTolerance)
        #expect(UIKitFixtures.delegateCalls(simulator).filter { $0 != "didScroll" } == delegate.milestones)

        list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        try simulator.runUntilIdle()
        #expect(delegate.milestones.last == "didEndScrollingAnimation")
        #expect(list.contentOffset == CGPoint(x: 0, y: 300))

        simulator.tapStatusBar()
        try simulator.runUntilIdle()
        #expect(delegate.milestones.suffix(2) == ["shouldScrollToTop", "didScrollToTop"])
        #expect(list.contentOffset == .zero)
    }

    @Test func theDelegateMayDeclineScrollToTop() throws {
        let (simulator, list) = UIKitFixtures.list()
        let delegate = RecordingDelegate()
        delegate.allowsScrollToTop = false
        list.delegate = delegate
        simulator.tapStatusBar()
        try simulator.runUntilIdle()
        #expect(delegate.calls == ["shouldScrollToTop"])
        #expect(list.contentOffset.y == 5000)
    }

    @Test func writingThroughThePointerMovesTheTarget() throws {
        let (simulator, list) = UIKitFixtures.list()
        let delegate = RecordingDelegate()
        delegate.newTarget = CGPoint(x: 0, y: 6000)
        list.delegate = delegate
        try simulator.perform(UIKitFixtures.flingUp)
        try simulator.runUntilIdle()
        #expect(list.contentOffset == CGPoint(x: 0, y: 6000))
        let release = try #require(simulator.logEntries.first { $0.event.name == "willEndDragging" })
        #expect(release.event == .willEndDragging(velocity: Point(x: 0, y: 1), target: Point(x: 0, y: 6000)))
    }

    @Test func theDelegateIsHeldWeakly() {
        let (_, list) = UIKitFixtures.list()
        weak var weakDelegate: RecordingDelegate?
        do {
            let delegate = RecordingDelegate()
            weakDelegate = delegate
            list.delegate = delegate
            #expect(list.delegate === delegate)
        }
        #expect(weakDelegate == nil)
        #expect(list.delegate == nil)
    }

    @Test func propertiesReadAndWriteTheModel() throws {
        let (simulator, list) = UIKitFixtures.list()
        list.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        #expect(list.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        #expect(list.adjustedContentInset == list.contentInset)
        list.isPagingEnabled = true
        list.bounces = false
        list.isDirectionalLockEnabled = true
        list.decelerationRate = .fast
        list.contentSize = CGSize(width: 393, height: 900)
        list.contentOffset = CGPoint(x: 0, y: 40)
        list.accessibilityIdentifier = "feed"
        #expect(list.isPagingEnabled && !list.bounces && list.isDirectionalLockEnabled)
        #expect(list.decelerationRate == .fast && list.contentSize == CGSize(width: 393, height: 900))
        #expect(list.contentOffset == CGPoint(x: 0, y: 40))
        #expect(list.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(list.bounds == CGRect(x: 0, y: 40, width: 393, height: 852))
        simulator.advance(by: 0)
        let header = simulator.log
        for line in [
            "view feed", "  contentSize (393, 900)", "  contentInset (top 10, left 0, bottom 20, right 0)",
            "  contentOffset (0, 40)", "  range x 0…0 y -10…68", "  bounces false", "  paging true",
            "  directionalLock true", "  decelerationRate fast",
        ] {
            #expect(header.contains(line + "\n"), "\(line)")
        }
        list.accessibilityIdentifier = nil
        #expect(list.accessibilityIdentifier == nil)
        simulator.tapStatusBar()
        #expect(simulator.logEntries.last?.view == "scrollView")
    }

    @Test func alwaysBounceLetsContentThatFitsBeDragged() throws {
        let simulator = ScrollSimulator()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        list.contentSize = CGSize(width: 393, height: 400)
        simulator.addSubview(list)
        let drag = Gesture.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.2)
        try simulator.perform(drag)
        #expect(!UIKitFixtures.delegateCalls(simulator).contains("willBeginDragging"))
        list.alwaysBounceVertical = true
        #expect(list.alwaysBounceVertical && !list.alwaysBounceHorizontal)
        try simulator.perform(drag)
        try simulator.runUntilIdle()
        #expect(UIKitFixtures.delegateCalls(simulator).contains("willBeginDragging"))
        list.alwaysBounceHorizontal = true
        #expect(list.alwaysBounceHorizontal)
    }

    @Test func disabledScrollingAndScrollsToTop() throws {
        let (simulator, list) = UIKitFixtures.list()
        list.isScrollEnabled = false
        list.scrollsToTop = false
        #expect(!list.isScrollEnabled && !list.scrollsToTop && !list.panGestureRecognizer.isEnabled)
        try simulator.perform(UIKitFixtures.flingUp)
        simulator.tapStatusBar()
        try simulator.runUntilIdle()
        #expect(list.contentOffset.y == 5000)
        #expect(UIKitFixtures.delegateCalls(simulator).isEmpty)
    }

    @Test func flagsFollowTheGesture() throws {
        let (simulator, list) = UIKitFixtures.list()
        #expect(!list.isTracking && !list.isDragging && !list.isDecelerating)
        simulator.touch(.began, at: CGPoint(x: 200, y: 700))
        #expect(list.isTracking && !list.isDragging)
        for step in 1...4 {
            simulator.advance(by: 0.01)
            simulator.touch(.moved, at: CGPoint(x: 200, y: 700 - 15 * CGFloat(step)))
        }
        #expect(list.isTracking && list.isDragging && !list.isDecelerating)
        simulator.touch(.ended, at: CGPoint(x: 200, y: 640))
        simulator.advance(by: 0.05)
        #expect(!list.isTracking && list.isDragging && list.isDecelerating)
        try simulator.runUntilIdle()
        #expect(!list.isTracking && !list.isDragging && !list.isDecelerating)
    }

    @Test func decelerationRates() throws {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView.DecelerationRate(rawValue: 0.95).rawValue == 0.95)
        var travelled: [CGFloat] = []
        // 0.95 is stored as fast, as UIKit stores any rate below 0.994 (StackOverflow 513396).
        let rates = [UIScrollView.DecelerationRate.normal, .fast, UIScrollView.DecelerationRate(rawValue: 0.95)]
        for (rate, stored) in zip(rates, [UIScrollView.DecelerationRate.normal, .fast, .fast]) {
            let (simulator, list) = UIKitFixtures.list()
            list.decelerationRate = rate
            #expect(list.decelerationRate == stored)
            try simulator.perform(UIKitFixtures.flingUp)
            try simulator.runUntilIdle()
            travelled.append(list.contentOffset.y - 5000)
        }
        #expect(travelled[0] > travelled[1] && travelled[1] == travelled[2])
    }

    @Test func scrollsimOptionsSwitchTheModelsChoices() throws {
        let (simulator, list) = UIKitFixtures.list()
        var options = list.scrollsimOptions
        options.interruptedDeceleration = .endsAtTouchDown
        list.scrollsimOptions = options
        #expect(list.scrollsimOptions.interruptedDeceleration == .endsAtTouchDown)
        try simulator.perform(UIKitFixtures.flingUp)
        simulator.advance(by: 0.3)
        try simulator.perform(.tap(at: CGPoint(x: 200, y: 400)))
        let calls = UIKitFixtures.delegateCalls(simulator).filter { $0 != "didScroll" }
        // iOS 13+: didEndDecelerating at the touch that catches the fling, before the new drag.
        #expect(calls.suffix(4) == ["didEndDecelerating", "willBeginDragging", "willEndDragging", "didEndDragging"])
    }

    @Test func theScrollViewsPanReportsTheGesture() throws {
        let (simulator, list) = UIKitFixtures.list()
        let pan = list.panGestureRecognizer
        #expect(pan.view === list)
        #expect(list.gestureRecognizers?.first === pan)
        var states: [UIGestureRecognizer.State] = []
        var velocities: [CGPoint] = []
        var translations: [CGPoint] = []
        var locations: [CGPoint] = []
        pan.addTarget { recognizer in
            states.append(recognizer.state)
            velocities.append(recognizer.velocity(in: list))
            translations.append(recognizer.translation(in: list))
            // In the scroll view's own coordinates a location includes the content offset, as in UIKit.
            let inWindow = recognizer.location(in: nil)
            locations.append(recognizer.location(in: list))
            #expect(recognizer.location(in: list) == CGPoint(x: inWindow.x, y: inWindow.y + list.contentOffset.y))
            #expect(recognizer.numberOfTouches == (recognizer.state == .ended ? 0 : 1))
        }
        try simulator.perform(UIKitFixtures.flingUp)
        #expect(states.first == .began && states.last == .ended && states.last == .recognized)
        #expect(Set(states.dropFirst().dropLast()) == [.changed])
        // pt/s, finger direction.
        #expect(velocities.last!.x == 0 && abs(velocities.last!.y + 1000) < Self.roundingTolerance)
        // Translation since the touch-down, finger direction: up is negative, past the 10 pt slop.
        #expect(translations[0].y <= -10 && translations.last!.y < translations[0].y)
        #expect(locations.count == states.count)
        #expect(pan.state == .possible)
        pan.removeAllTargets()
        try simulator.perform(UIKitFixtures.flingUp)
        #expect(states.count == velocities.count)
    }
}

/// `UIScrollView.decelerationRate` reads back the rate UIKit stores (StackOverflow 513396: 0.7 reads
/// back 0.990000, 0.995 reads back 0.998000).
@MainActor
struct DecelerationRateReadBackTests {
    @Test(arguments: [(0.7, 0.99), (0.995, 0.998), (0.99, 0.99)])
    func aRateReadsBackAsStored(set: Double, readBack: Double) {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        list.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(set))
        #expect(list.decelerationRate.rawValue == CGFloat(readBack))
    }
}
