import Foundation
import ScrollSimUIKit
import Testing

/// `ScrollSimulator`: raw touches, the clock, gestures, calls, the log as text and as values, and
/// replaying a trace file onto views built in code.
@MainActor
struct ScrollSimulatorTests {
    /// Floating-point noise on values the model computes exactly in real numbers.
    static let roundingTolerance = 1e-6

    @Test func rawTouchesDriveADrag() throws {
        let (simulator, list) = UIKitFixtures.list()
        #expect(simulator.now == 0)
        simulator.touch(.began, at: CGPoint(x: 200, y: 700))
        for step in 1...6 {
            simulator.advance(by: 0.008)
            simulator.touch(.moved, at: CGPoint(x: 200, y: 700 - 12 * CGFloat(step)))
        }
        simulator.touch(.stationary, at: CGPoint(x: 200, y: 628))
        simulator.advance(to: 0.2)
        #expect(simulator.now == 0.2)
        simulator.touch(.ended, at: CGPoint(x: 200, y: 628))
        try simulator.runUntilIdle()
        // The finger held still for 150 ms: UIKit keeps its last velocity (no move is delivered).
        let calls = UIKitFixtures.delegateCalls(simulator).filter { $0 != "didScroll" }
        #expect(calls.prefix(3) == ["willBeginDragging", "willEndDragging", "didEndDragging"])
        #expect(list.contentOffset.y > 5062)
        #expect(simulator.logEntries.first?.event.name == "touchBegan")
    }

    @Test func aCancelledTouchReleasesWithoutVelocity() throws {
        let (simulator, list) = UIKitFixtures.list()
        let delegate = RecordingDelegate()
        list.delegate = delegate
        simulator.touch(.began, at: CGPoint(x: 200, y: 700))
        for step in 1...4 {
            simulator.advance(by: 0.01)
            simulator.touch(.moved, at: CGPoint(x: 200, y: 700 - 20 * CGFloat(step)))
        }
        simulator.touch(.cancelled, at: CGPoint(x: 200, y: 620))
        try simulator.runUntilIdle()
        #expect(delegate.velocities == [.zero] && delegate.willDecelerate == [false])
    }

    @Test func twoFingersMovingAtOnceAreOneTouchEvent() throws {
        let (simulator, list) = UIKitFixtures.list()
        simulator.touch(.began, at: CGPoint(x: 100, y: 700), finger: 0)
        simulator.touch(.began, at: CGPoint(x: 300, y: 700), finger: 1)
        for step in 1...4 {
            simulator.advance(by: 0.01)
            let y = 700 - 15 * CGFloat(step)
            simulator.moveTouches([(finger: 0, location: CGPoint(x: 100, y: y)), (1, CGPoint(x: 300, y: y))])
        }
        let scrolls = simulator.logEntries.filter { $0.event.name == "didScroll" }
        #expect(scrolls.count == 4) // one per touch event, the first once the pan began
        #expect(list.isDragging)
    }

    @Test func gesturesByIntent() throws {
        let (simulator, list) = UIKitFixtures.list()
        let delegate = RecordingDelegate()
        list.delegate = delegate
        // A drag held still for 0.15 s releases without velocity.
        try simulator.perform(
            .drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.3, hold: 0.15))
        try simulator.runUntilIdle()
        #expect(delegate.velocities.last == .zero && delegate.willDecelerate.last == false)
        #expect(list.contentOffset.y == 5190) // 200 pt less the 10 pt slop
        // A tap never drags.
        let before = delegate.calls.count
        try simulator.perform(.tap(at: CGPoint(x: 200, y: 400)))
        #expect(delegate.calls.count == before)
        // A path up, then across.
        try simulator.perform(
            .path([(CGPoint(x: 200, y: 700), 0), (CGPoint(x: 200, y: 600), 0.2), (CGPoint(x: 250, y: 600), 0.3)]))
        try simulator.runUntilIdle()
        #expect(delegate.milestones.filter { $0 == "willBeginDragging" }.count == 2)
        // The fling's release velocity is exactly the one it names.
        try simulator.perform(
            .fling(from: CGPoint(x: 200, y: 300), velocity: CGPoint(x: 0, y: 2000), holdBefore: 0.1))
        #expect(abs(delegate.velocities.last!.y + 2) < Self.roundingTolerance)
    }

    @Test func anInvalidGestureIsAnErrorBeforeAnyTouch() {
        let (simulator, _) = UIKitFixtures.list()
        #expect(throws: ScrollSimulatorError.self) {
            try simulator.perform(.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 100), duration: 0))
        }
        do {
            try simulator.perform(.tap(at: CGPoint(x: 10, y: 10), duration: -1))
        } catch {
            #expect(
                error.description == "gesture: duration: expected a duration greater than 0 s and at most 10000000 s")
        }
        #expect(simulator.logEntries.isEmpty)
    }

    @Test func callsAreEchoedLikeATracesCalls() throws {
        let (simulator, list) = UIKitFixtures.list()
        simulator.setContentOffset(CGPoint(x: 0, y: 300), animated: false, of: list)
        simulator.tapStatusBar()
        try simulator.runUntilIdle()
        let names = simulator.logEntries.map(\.event.name)
        #expect(names.prefix(3) == ["setContentOffset", "didScroll", "scrollToTop"])
        #expect(names.last == "didScrollToTop" && list.contentOffset == .zero)
    }

    @Test func theLogAsTextJSONLinesAndValues() throws {
        let (simulator, list) = UIKitFixtures.list()
        simulator.name = "values"
        try simulator.perform(UIKitFixtures.flingUp)
        try simulator.runUntilIdle()
        let text = simulator.log
        #expect(text.hasPrefix("scrollsim log 1\ntrace: values\nscreen: scale 3, 60 Hz, frames at 0.0000 s + n/60\n"))
        #expect(text.contains("\nfinal scrollView  offset (0.000, "))
        let lines = simulator.log(format: .jsonl).split(separator: "\n")
        #expect(lines.count == simulator.logEntries.count + 2) // header, events, final
        #expect(simulator.finalStates.map(\.view) == ["scrollView"])
        #expect(simulator.finalStates[0].offset == Point(x: 0, y: Double(list.contentOffset.y)))
        #expect(simulator.scrollViews.count == 1 && simulator.scrollViews[0] === list)
    }

    @Test func theHeaderDescribesTheSceneAtTheFirstInput() throws {
        let (simulator, list) = UIKitFixtures.list()
        #expect(simulator.log.contains("  contentOffset (0, 5000)\n")) // nothing happened yet: now
        list.contentOffset = CGPoint(x: 0, y: 10)
        simulator.advance(by: 0.1)
        list.contentOffset = CGPoint(x: 0, y: 20)
        #expect(simulator.log.contains("  contentOffset (0, 10)\n"))
    }

    @Test func replayingATraceFileOntoViewsBuiltInCode() throws {
        let (simulator, list) = UIKitFixtures.list()
        list.accessibilityIdentifier = "feed"
        let delegate = RecordingDelegate()
        list.delegate = delegate
        simulator.advance(by: 1) // the trace's events start now
        try simulator.replay(traceAt: CorpusScene.path("gestures/fling-up.json"))
        try simulator.runUntilIdle()
        #expect(delegate.velocities.count == 1 && abs(delegate.velocities[0].y - 1) < Self.roundingTolerance)
        #expect(simulator.logEntries.first?.time == 1 && simulator.logEntries.first?.view == "feed")
    }

    @Test func replayErrorsNameTheProblem() throws {
        let (simulator, list) = UIKitFixtures.list()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-sim-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func failure(_ json: String?, name: String = "t.json") -> String {
            let path = "\(folder)/\(name)"
            if let json { _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8)) }
            do {
                try simulator.replay(traceAt: path)
                return "no error"
            } catch {
                return error.description.replacingOccurrences(of: folder + "/", with: "")
            }
        }
        let view =
            #"{"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 900}}"#
        let other =
            #"{"id": "other", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "#
            + #""height": 900}}"#
        #expect(failure(nil, name: "missing.json") == "missing.json: No such file or directory")
        #expect(failure("{\"scrollsim\": 1,") == "t.json: 1:17: expected a string key after ',', found end of input")
        #expect(
            failure(
                #"{"scrollsim": 1, "scrollView": \#(other), "events": [{"t": 0, "call": "setContentOffset", "view": "#
                    + #""other", "x": 0, "y": 0, "animated": false}]}"#
            ) == "t.json: events[0].view: no view \"other\" in the simulator (expected scrollView)")
        list.removeFromSuperview()
        #expect(
            failure(
                #"{"scrollsim": 1, "scrollView": \#(view), "events": [{"t": 0, "call": "setContentOffset", "x": 0, "#
                    + #""y": 0, "animated": false}]}"#
            ) == "t.json: events[0]: the call needs a scroll view, and the simulator has none")
    }

    @Test func aSceneThatNeverRestsThrows() {
        let (simulator, list) = UIKitFixtures.list()
        let restless = UIKitFixtures.Restless()
        list.delegate = restless
        list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        let stillMoving = StillMoving(view: "scrollView", motion: .animatingToAnOffset, restartedByCallback: true)
        #expect(
            throws: ScrollSimulatorError.simulation(
                .didNotSettle(afterSeconds: 600, lastEventTime: 0, stillMoving: stillMoving))
        ) {
            try simulator.runUntilIdle()
        }
    }
}
