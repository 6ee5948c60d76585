import ScrollSimTrace
import Testing

/// Invalid traces give one line naming the place and what was expected (trace format 1).
struct TraceValidationTests {
    static let view =
        #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "#
        + #""height": 4000}}"#
    static let touch = #"{"t": 0, "phase": "began", "x": 10, "y": 10}"#

    static func trace(view: String = view, events: String = "[\(touch)]", extra: String = "") -> String {
        #"{"scrollsim": 1, "# + view + #", "events": "# + events + extra + "}"
    }

    /// The message for an unknown `scrollView` key: every key the object may have.
    static let unknownScrollViewKeyMessage: String =
        #"scrollView: unknown key "wobble" (expected alwaysBounceHorizontal, alwaysBounceVertical, behavior, "#
        + #"bounces, bouncesZoom, contentInset, contentInsetAdjustmentBehavior, contentOffset, contentSize, "#
        + #"decelerationRate, decelerationRateStorage, flowLayout, "#
        + #"frame, id, inNavigationController, interruptedDeceleration, isDirectionalLockEnabled, isPagingEnabled, isScrollEnabled, "#
        + #"maximumZoomScale, minimumZoomScale, programmaticOffsetDuringDrag, refreshControl, "#
        + #"repeatedFlickAcceleration, safeAreaInsets, scrollPosition, scrollTargetBehavior, scrollsToTop, zoomAnimationUpdates, zoomEnd, "#
        + #"zoomScale, zoomView)"#

    @Test(arguments: [
        ("", "1:1: expected a value, found end of input"),
        (#"{"scrollsim": 2}"#, "scrollsim: unsupported format version 2 (this build reads 1)"),
        (#"{"scrollView": {}}"#, #"(root): missing required key "scrollsim""#),
        (
            trace(extra: #", "extra": 1"#),
            #"(root): unknown key "extra" (expected $schema, description, events, log, modelOptions, name, recorded, screen, scrollView, scrollsim)"#
        ),
        (trace(events: "[]"), "events: expected at least one event"),
        (
            trace(events: #"[{"t": "0", "phase": "began", "x": 1, "y": 1}]"#),
            "events[0].t: expected a number from -10000000 to 10000000, got a string"
        ),
        (
            trace(events: "[\(touch), {\"t\": -1, \"phase\": \"moved\", \"x\": 1, \"y\": 1}]"),
            "events[1].t: expected a time ≥ 0 (the previous event's t), got -1"
        ),
        (
            trace(events: #"[{"t": 0, "phase": "moved", "x": 1, "y": 1}]"#),
            #"events[0].phase: finger 0 is not down (expected "began" before "moved")"#
        ),
        (trace(events: "[\(touch), \(touch)]"), "events[1].phase: finger 0 is already down (it began at events[0])"),
        (
            trace(events: #"[{"t": 0, "phase": "tap", "x": 1, "y": 1}]"#),
            #"events[0].phase: expected one of began, moved, stationary, ended, cancelled, got "tap""#
        ),
        (
            trace(events: #"[{"t": 0, "x": 1, "y": 1}]"#),
            #"events[0]: expected a "phase" (touch), "call" or "gesture" key"#
        ),
        (
            trace(events: #"[{"t": 0, "call": "zoom"}]"#),
            #"events[0].call: expected one of setContentOffset, scrollToTop, set, endRefreshing, setZoomScale, zoomTo, scrollToItem, "#
                + #"scrollRectToVisible, scrollTo, setScrollPosition, got "zoom""#
        ),
        (
            trace(events: #"[{"t": 0, "call": "setContentOffset", "x": 0, "y": 1}]"#),
            #"events[0]: missing required key "animated""#
        ),
        (
            trace(events: #"[{"t": 0, "call": "scrollToTop", "view": "list"}]"#),
            #"events[0].view: unknown view "list" (expected scrollView)"#
        ),
        (
            trace(events: #"[{"t": 0, "phase": "began", "x": 1e400, "y": 1}]"#),
            "events[0].x: expected a number from -10000000 to 10000000, got a number too large for a Double"
        ),
        (
            trace(
                view:
                    #""scrollView": {"frame": {"x": 0, "y": 0, "width": 0, "height": 852}, "contentSize": {"width": "#
                    + #"393, "height": 4000}}"#
            ),
            "scrollView.frame.width: expected a number from 0.001 to 10000000, got 0"
        ),
        (
            trace(
                view:
                    #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": "#
                    + #"393, "height": 4000}, "decelerationRate": 1}"#
            ),
            "scrollView.decelerationRate: expected a number greater than 0 and less than 1, got 1"
        ),
        (
            trace(
                view:
                    #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": "#
                    + #"393, "height": 4000}, "decelerationRate": "slow"}"#
            ),
            #"scrollView.decelerationRate: expected one of normal, fast, got "slow""#
        ),
        (
            trace(
                view:
                    #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": "#
                    + #"393, "height": 4000}, "bounce": true}"#
            ),
            #"scrollView: unknown key "bounce" (did you mean bounces?)"#
        ),
        (
            trace(
                view:
                    #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": "#
                    + #"393, "height": 4000}, "wobble": true}"#
            ),
            unknownScrollViewKeyMessage
        ),
        (trace(extra: #", "screen": {"scale": 7}"#), "screen.scale: expected a number from 1 to 4, got 7"),
    ])
    func invalidTracesNameThePlace(_ json: String, _ message: String) {
        let error = #expect(throws: ReplayError.self) { try Replay.run(trace: Array(json.utf8), format: .text) }
        #expect(error?.description == message)
        // `check` still counts an invalid file as a trace (and reports it) exactly when it carries
        // the "scrollsim" key.
        #expect(Replay.isTrace(Array(json.utf8)) == json.contains(#""scrollsim""#))
    }

    @Test func errorsCarryTheLowerLayersError() throws {
        let error = try #require(throws: ReplayError.self) { try Replay.decode(Array("{".utf8)) }
        guard case .syntax(let syntax) = error else {
            Issue.record("expected a syntax error, got \(error)")
            return
        }
        #expect(syntax.line == 1 && syntax.column == 2)
    }
}

extension TraceValidationTests {
    /// A sheet coordinator is its list's delegate, so the list cannot also carry a behaviour.
    @Test func aCoordinatorsListCannotHaveABehavior() {
        let json = #"""
            {"scrollsim": 1, "scene": {"window": {"width": 393, "height": 852}, "views": [
              {"id": "sheet", "kind": "view", "frame": {"x": 0, "y": 400, "width": 393, "height": 778}},
              {"id": "list", "kind": "scrollView", "parent": "sheet", "frame": {"x": 0, "y": 200, "width": 393,
               "height": 578},
               "contentSize": {"width": 393, "height": 2000}, "behavior": {"type": "naivePaging"}}],
              "coordinator": {"type": "threeStageSheet", "container": "sheet", "list": "list"}},
             "events": [{"t": 0, "phase": "began", "x": 10, "y": 700}]}
            """#
        #expect(
            throws: ReplayError.invalidTrace(
                TraceDecodingError(
                    path: JSONPath([.key("scene"), .key("coordinator")]),
                    message: #"scene.views[1] ("list") has a "behavior", but the coordinator is its delegate"#))
        ) {
            _ = try Replay.decode(Array(json.utf8))
        }
    }
}
