import ScrollSimTrace
import Testing

/// Inputs found by fuzzing `scrollsim replay` that trapped, produced NaN or spun for hours.
///
/// Each must now give a log or a one-line error (exit 2), never a crash or a hang.
struct FuzzRegressionTests {
    /// A one-view trace with `scrollView` keys `extra` and a 30 pt leftward drag released at 2 pt/ms.
    static func flick(_ extra: String, screen: String = #"{"scale": 3, "refreshRate": 60}"#, after: String = "")
        -> [UInt8]
    {
        Array(
            """
            {"scrollsim": 1, "screen": \(screen),
             "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, \(extra)},
             "events": [{"t": 0, "phase": "began", "x": 300, "y": 400},
                        {"t": 0.01, "phase": "moved", "x": 250, "y": 400},
                        {"t": 0.02, "phase": "moved", "x": 200, "y": 400},
                        {"t": 0.03, "phase": "ended", "x": 200, "y": 400}\(after)]}
            """.utf8)
    }

    /// `itemWidth` 1e-300 with no spacing made the row under offset 9 000 000 ~1e307, which `Int(_:)` trapped on.
    ///
    /// Widths now start at 0.001 pt; at that minimum the row (~9·10⁹) fits, and the conversion is
    /// total anyway (`Int(saturating:)`).
    @Test func cellPagingWithSubPixelCellsDoesNotTrap() throws {
        let bytes = Self.flick(
            #""contentSize": {"width": 10000000, "height": 852}, "contentOffset": {"x": 9000000, "y": 0}, "#
                + #""behavior": {"type": "cellPaging", "itemWidth": 0.001, "itemSpacing": 0}"#)
        let log = try Replay.run(trace: bytes, format: .text)
        #expect(log.contains("pageChosen"))
        #expect(!log.contains("nan") && !log.contains("inf"))
    }

    @Test(arguments: [
        (
            #"{"type": "cellPaging", "itemWidth": 1e300}"#,
            "scrollView.behavior.itemWidth: expected a number from 0.001 to 10000000, got 1e300"
        ),
        (
            #"{"type": "cellPaging", "itemSpacing": 1e308, "itemWidth": 1e308}"#,
            "scrollView.behavior.itemWidth: expected a number from 0.001 to 10000000, got 1e308"
        ),
        (
            #"{"type": "cellPaging", "sectionInset": 20000000}"#,
            "scrollView.behavior.sectionInset: expected a number from 0 to 10000000, got 20000000"
        ),
        (
            #"{"type": "naivePaging", "pageWidth": 1e20}"#,
            "scrollView.behavior.pageWidth: expected a number from 0.001 to 10000000, got 1e20"
        ),
        (
            #"{"type": "snapDrag", "minVelocityToSnap": 1e30}"#,
            "scrollView.behavior.minVelocityToSnap: expected a number from 0 to 10000000, got 1e30"
        ),
    ])
    func behaviourLengthsAreBoundedLikeCoordinates(behavior: String, message: String) {
        #expect(throws: ReplayError.self) { _ = try Replay.decode(BehaviorDecodingTests.trace(behavior: behavior)) }
        do { _ = try Replay.decode(BehaviorDecodingTests.trace(behavior: behavior)) } catch {
            #expect(error.description == message)
        }
    }

    /// A fling that decelerates at 0.999999999 per ms is still moving a million seconds later.
    ///
    /// A fling that decelerates at 0.999999999 per ms is still moving a million seconds later;
    /// between two events 10⁶ s apart the display link used to run 6·10⁷ refreshes. It now stops
    /// 600 s after the fling with `didNotSettle`.
    @Test func motionBetweenDistantEventsEndsInDidNotSettle() {
        let bytes = Self.flick(
            #""contentSize": {"width": 10000000, "height": 852}, "decelerationRate": 0.999999999, "decelerationRateStorage": "asGiven""#,
            after: #", {"t": 1000000, "call": "scrollToTop"}"#)
        let stillMoving = StillMoving(view: "scrollView", motion: .decelerating)
        let expected = ReplayError.simulation(
            .didNotSettle(afterSeconds: 600, lastEventTime: 0.03, stillMoving: stillMoving), lastEvent: 3)
        #expect(
            expected.description
                == "the scene was still moving 600 s after events[3] (t 0.03 s): scrollView decelerating")
        #expect(throws: expected) {
            _ = try Replay.run(trace: bytes, format: .text)
        }
    }

    /// `springResponse` 1e-300 s gave ω ≈ 6e300, which trapped and overflowed to NaN.
    ///
    /// `springResponse` 1e-300 s gave ω ≈ 6e300: the sine's argument reduction converted a
    /// quotient beyond `Int.max` and trapped, and the coefficients overflowed to NaN. Responses now
    /// start at 0.001 s; the smallest still settles without NaN.
    @Test func projectedSheetWithAnInstantSpringSettles() throws {
        let bytes = Array(
            """
            {"scrollsim": 1, "scene": {"window": {"width": 393, "height": 852},
              "views": [{"id": "sheet", "kind": "view", "frame": {"x": 0, "y": 408.96, "width": 393, "height": 778}},
                        {"id": "list", "kind": "scrollView", "parent": "sheet", "frame": {"x": 0, "y": 200,
                         "width": 393, "height": 578},
                         "contentSize": {"width": 393, "height": 2000}}],
              "coordinator": {"type": "projectedSheet", "container": "sheet", "list": "list",
               "springResponse": 0.001}},
             "events": [{"t": 0, "phase": "began", "x": 200, "y": 508.96},
                        {"t": 0.016, "phase": "moved", "x": 200, "y": 444.96},
                        {"t": 0.032, "phase": "moved", "x": 200, "y": 380.96},
                        {"t": 0.048, "phase": "ended", "x": 200, "y": 380.96}]}
            """.utf8)
        let log = try Replay.run(trace: bytes, format: .text)
        #expect(log.contains("position top"))
        #expect(!log.contains("nan"))
    }

    /// Flings that each keep moving for minutes, one after another.
    ///
    /// Flings that each keep moving for minutes, one after another: every gap is under the settle
    /// limit, but together they ran the display link for hours of refreshes. The total is capped
    /// by `Simulation.motionBudget` plus `motionBudgetPerInput` per input (lowered here to keep the
    /// test fast: 12 s plus 1 s for each of the 16 inputs).
    @Test func manyLongMotionsExhaustTheMotionBudget() throws {
        var events: [String] = []
        for k in 0..<4 {
            let t0 = Double(k) * 5
            events.append(
                #"{"t": \#(t0), "phase": "began", "x": 300, "y": 400}, "#
                    + #"{"t": \#(t0 + 0.01), "phase": "moved", "x": 250, "y": 400}, "#
                    + #"{"t": \#(t0 + 0.02), "phase": "moved", "x": 200, "y": 400}, "#
                    + #"{"t": \#(t0 + 0.03), "phase": "ended", "x": 200, "y": 400}"#
            )
        }
        let trace = try Replay.decode(
            Array(
                """
                {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                 "contentSize": {"width": 10000000, "height": 852}, "decelerationRate": 0.999999999, "decelerationRateStorage": "asGiven"},
                 "events": [\(events.joined(separator: ", "))]}
                """.utf8))
        let error = #expect(throws: ReplayError.self) {
            try Replay.replay(trace, into: TextLogWriter()) { scene in
                scene.simulation.motionBudget = 12
                scene.simulation.motionBudgetPerInput = 1
            }
        }
        // The budget (12 s + 16 inputs) runs out 28 s in, after the last event.
        #expect(error == .simulation(.movedTooLong(totalSeconds: 12 + 16), lastEvent: 15))
        #expect(
            ReplayError.simulation(.movedTooLong(totalSeconds: 900), lastEvent: 7).description
                == "the scene moved for more than 900 s in total (the display link's budget for one simulation)")
    }
}

extension FuzzRegressionTests {
    /// Tests that a long ordinary session fits the time budget through the per-input allowance.
    ///
    /// A long ordinary session (twenty flicks of about two seconds each, forty seconds of motion) fits the budget
    /// through the per-input allowance even with a base budget of 5 s.
    @Test func aLongOrdinarySessionFitsTheMotionBudget() throws {
        var events: [String] = []
        for k in 0..<20 {
            let t0 = Double(k) * 2.5
            events.append(
                #"{"t": \#(t0), "phase": "began", "x": 196, "y": 700}, "#
                    + #"{"t": \#(t0 + 0.008), "phase": "moved", "x": 196, "y": 690}, "#
                    + #"{"t": \#(t0 + 0.016), "phase": "moved", "x": 196, "y": 680}, "#
                    + #"{"t": \#(t0 + 0.024), "phase": "moved", "x": 196, "y": 670}, "#
                    + #"{"t": \#(t0 + 0.032), "phase": "ended", "x": 196, "y": 670}"#)
        }
        let trace = try Replay.decode(
            Array(
                """
                {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                 "contentSize": {"width": 393, "height": 1000000}, "contentOffset": {"x": 0, "y": 100}},
                 "events": [\(events.joined(separator: ", "))]}
                """.utf8))
        let finals = try Replay.replay(trace, into: TextLogWriter()) { $0.simulation.motionBudget = 5 }
        #expect(finals[0].offset.y > 5000)
    }
}
