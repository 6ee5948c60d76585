import ScrollSimSupport
import ScrollSimUIKit
import Testing

/// Tests that a scene built with `UIScrollView` in Swift logs exactly what `scrollsim replay` prints for its trace.
///
/// The simulator's log is the CLI's log: a scene built in Swift with `UIScrollView` and driven by `replay(traceAt:)` or
/// by `perform(_:)` prints exactly what `scrollsim replay` prints for the trace that declares the same scene and input.
@MainActor
struct CLIEquivalenceTests {
    nonisolated static let traces = (try? CorpusScene.singleScrollViewTraces()) ?? []
    nonisolated static let gestureTraces = traces.filter { $0.hasPrefix("gestures/") }

    @Test func theCorpusHasTracesToCompare() {
        #expect(Self.traces.count >= 30)
        #expect(Self.gestureTraces.count >= 8)
    }

    /// Views built in code, the trace's events replayed onto them.
    @Test(arguments: traces)
    func replayOntoViewsBuiltInCodeIsByteIdentical(_ trace: String) throws {
        let (simulator, _, _) = try CorpusScene.simulator(for: trace)
        try simulator.replay(traceAt: CorpusScene.path(trace))
        try simulator.runUntilIdle()
        #expect(simulator.log == (try CorpusScene.cliLog(trace)))
        #expect(
            simulator.log(format: .jsonl)
                == (try Replay.run(trace: FileSystem.read(CorpusScene.path(trace)), format: .jsonl)))
    }

    /// The gesture traces whose events do not overlap: `perform(_:)` returns at the lift, so two
    /// gestures at once are for `replay` or raw touches.
    nonisolated static let sequentialGestureTraces = gestureTraces.filter { trace in
        guard let decoded = try? Replay.decode(FileSystem.read(CorpusScene.path(trace))) else { return false }
        var busyUntil = -Double.infinity
        for event in decoded.events {
            if event.time < busyUntil { return false }
            if case let .gesture(time, gesture) = event {
                busyUntil = gesture.endTime(startingAt: time, touchRate: decoded.screen.touchRate)
            }
        }
        return true
    }

    @Test func mostGestureTracesAreSequential() {
        #expect(Self.sequentialGestureTraces.count >= Self.gestureTraces.count - 2)
    }

    /// Tests that driving a scene's gestures, touches and calls from Swift gives the CLI's log byte for byte.
    ///
    /// The same scenes driven from Swift: each gesture through `perform(_:)` at its time, each touch through
    /// `touch(_:at:finger:)`, each call through the simulator's calls.
    @Test(arguments: sequentialGestureTraces)
    func performingTheGesturesIsByteIdentical(_ trace: String) throws {
        let (simulator, scrollView, decoded) = try CorpusScene.simulator(for: trace)
        for event in decoded.events {
            simulator.advance(to: event.time - decoded.startTime)
            switch event {
            case let .gesture(_, gesture): try simulator.perform(gesture)
            case let .touch(_, finger, phase, location):
                simulator.touch(phase, at: CGPoint(x: location.x, y: location.y), finger: finger)
            case let .call(_, _, .setContentOffset(offset, animated)):
                simulator.setContentOffset(CGPoint(x: offset.x, y: offset.y), animated: animated, of: scrollView)
            case .call(_, _, .scrollToTop): simulator.tapStatusBar()
            case .call(_, _, .set), .call(_, _, .endRefreshing), .call(_, _, .setZoomScale), .call(_, _, .zoomTo),
                .call(_, _, .scrollToItem), .call(_, _, .scrollRectToVisible), .call(_, _, .scrollTo),
                .call(_, _, .setScrollPosition), .call(_, _, .setOrientation):
                Issue.record("no set, endRefreshing, zoom or scroll-to call in the gesture corpus")
            }
        }
        try simulator.runUntilIdle()
        #expect(simulator.log == (try CorpusScene.cliLog(trace)))
    }
}
