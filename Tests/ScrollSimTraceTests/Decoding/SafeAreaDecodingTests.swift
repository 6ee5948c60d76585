import Testing

@testable import ScrollSimTrace

/// Trace format 1's device screens and safe-area keys: defaults, overrides, the start at the
/// adjusted top, `set`, and the one-line errors naming the key.
struct SafeAreaDecodingTests {
    static let touch = #"{"t": 0, "phase": "began", "x": 1, "y": 1}"#

    static func trace(screen: String = "", scrollView extra: String = "", events: String = touch) -> String {
        #"{"scrollsim": 1, "# + (screen.isEmpty ? "" : #""screen": {"# + screen + "}, ")
            + #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
            + #""contentSize": {"width": 393, "height": 3000}"# + (extra.isEmpty ? "" : ", " + extra)
            + #"}, "events": ["# + events + "]}"
    }

    static func decode(_ text: String) throws(ReplayError) -> Trace { try Replay.decode(Array(text.utf8)) }

    static func message(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch { return error.description }
    }

    static func scrollView(_ text: String) throws -> ScrollView {
        let trace = try decode(text)
        return TraceScene(trace: trace, sink: EventLog()).scrollViews[0]
    }

    @Test func aDeviceSetsTheScreenAndExplicitKeysOverrideIt() throws {
        let device = try Self.decode(Self.trace(screen: #""device": "iPhone 16 Pro", "orientation": "landscape""#))
        #expect(device.screen.scale == 3 && device.screen.refreshRate == 120)
        #expect(device.screen.windowSize == Size(width: 874, height: 402))
        #expect(device.screen.windowSafeArea == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        let overridden = try Self.decode(Self.trace(screen: #""refreshRate": 60, "device": "iPhone 15 Pro""#))
        #expect(overridden.screen.refreshRate == 60 && overridden.screen.scale == 3)
        let none = try Self.decode(Self.trace())
        #expect(none.screen == ScreenSpec())
    }

    @Test func aDeviceStartsTheViewAtItsAdjustedTop() throws {
        let view = try Self.scrollView(Self.trace(screen: #""device": "iPhone 15 Pro""#))
        #expect(view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(view.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(view.contentOffset == Point(x: 0, y: -59))
        let given = try Self.scrollView(
            Self.trace(screen: #""device": "iPhone 15 Pro""#, scrollView: #""contentOffset": {"x": 0, "y": 0}"#))
        #expect(given.contentOffset == Point(x: 0, y: 0))
    }

    @Test func aNavigationControllerAddsTheBar() throws {
        let view = try Self.scrollView(
            Self.trace(screen: #""device": "iPhone 15 Pro""#, scrollView: #""inNavigationController": true"#))
        #expect(view.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(view.contentOffset == Point(x: 0, y: -103))
    }

    @Test func safeAreaKeysWithoutADevice() throws {
        let view = try Self.scrollView(
            Self.trace(
                scrollView: #""safeAreaInsets": {"top": 20}, "contentInsetAdjustmentBehavior": "always", "#
                    + #""contentInset": {"top": 5}"#))
        #expect(view.adjustedContentInset == EdgeInsets(top: 25, left: 0, bottom: 0, right: 0))
        #expect(view.contentOffset == Point(x: 0, y: -25))
        let old = try Self.scrollView(Self.trace(scrollView: #""contentInset": {"top": 5}"#))
        #expect(old.contentOffset == .zero)
    }

    @Test func setAcceptsTheSafeAreaAndTheBehaviour() throws {
        let trace = try Self.decode(
            Self.trace(
                events: #"{"t": 0, "call": "set", "property": "safeAreaInsets", "value": {"top": 47}}, "#
                    + #"{"t": 1, "call": "set", "property": "contentInsetAdjustmentBehavior", "value": "never"}"#))
        #expect(
            trace.events == [
                .call(time: 0, view: nil, .set(.safeAreaInsets(EdgeInsets(top: 47, left: 0, bottom: 0, right: 0)))),
                .call(time: 1, view: nil, .set(.contentInsetAdjustmentBehavior(.never))),
            ])
    }

    @Test(arguments: [
        (
            #""device": "iPhone 99""#, "",
            "screen.device: expected one of iPhone SE (3rd generation), iPhone 15, iPhone 15 Pro, "
                + "iPhone 15 Pro Max, iPhone 16 Pro, iPhone 16e, iPad Pro (11-inch) (4th generation), "
                + #"got "iPhone 99""#
        ),
        (#""orientation": "landscape""#, "", #"screen.orientation: needs a "device""#),
        ("", #""contentInsetAdjustmentBehavior": "sometimes""#, "scrollView.contentInsetAdjustmentBehavior"),
        ("", #""safeAreaInsets": {"top": "59"}"#, "scrollView.safeAreaInsets.top"),
        ("", #""inNavigationController": 1"#, "scrollView.inNavigationController"),
    ])
    func badValuesNameTheKey(_ screen: String, _ scrollView: String, _ expected: String) {
        let message = Self.message(Self.trace(screen: screen, scrollView: scrollView))
        #expect(message?.hasPrefix(expected) == true, "\(message ?? "no error")")
        #expect(message?.contains("\n") == false)
    }
}
